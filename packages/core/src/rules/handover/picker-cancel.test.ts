import { describe, expect, it } from 'vitest';
import { EMPTY_HANDOVER_INFO, type HandoverInfo } from '../../domain/extended-user';
import { handoverToRestoreOnCancel, type SavedStoreAndHandover } from './picker-cancel';

const WINDOW: HandoverInfo = {
  ...EMPTY_HANDOVER_INFO,
  windowId: 'W-1',
  from: '2026-12-03T10:00:00+01:00',
  to: '2026-12-03T12:00:00+01:00',
  product: '7000000000001',
};
const STORO: SavedStoreAndHandover = { storeGln: '7080001150000', pickupGln: '7080001150000', handoverInfo: WINDOW };
const SOLSIDEN_NO_WINDOW: SavedStoreAndHandover = {
  storeGln: '7080001160000',
  pickupGln: '7080001160000',
  handoverInfo: EMPTY_HANDOVER_INFO,
};

describe("handoverToRestoreOnCancel ('Avbryt' on the time page puts back the opening's store and window)", () => {
  it.each<[string, SavedStoreAndHandover | null, SavedStoreAndHandover | null, SavedStoreAndHandover | null]>([
    ['nothing saved since the opening', STORO, STORO, null],
    [
      'the same, read back as a new object with its keys in another order',
      STORO,
      { handoverInfo: { ...WINDOW }, pickupGln: STORO.pickupGln, storeGln: STORO.storeGln },
      null,
    ],
    ['another store saved by the location page (its window reset)', STORO, SOLSIDEN_NO_WINDOW, STORO],
    ['the same store, its window reset', STORO, { ...STORO, handoverInfo: EMPTY_HANDOVER_INFO }, STORO],
    ['another pickup point of the same store', STORO, { ...STORO, pickupGln: '7080001150488' }, STORO],
    ['delivery saved instead', STORO, { ...STORO, handoverInfo: { ...WINDOW, handoverType: 'Delivery' } }, STORO],
    ['no user at the opening', null, STORO, null],
    ['no user now', STORO, null, null],
  ])('%s', (_name, onOpen, now, expected) => {
    expect(handoverToRestoreOnCancel(onOpen, now)).toEqual(expected);
  });
});

import type { DefaultUser } from '../../domain/store';
import { idString, object } from '../decode';
import type { Request } from '../request';
import { decodeHandoverType, decodeStoreLocation } from '../stores/decode-store';

const decodeDefaultUser = (value: unknown, path: string): DefaultUser => {
  const answer = object({
    chainId: idString,
    store: decodeStoreLocation,
    handoverInfo: object({ handoverType: decodeHandoverType }),
  })(value, path);
  return { chainId: answer.chainId, store: answer.store, handoverType: answer.handoverInfo.handoverType };
};

/** Spec section 7: `GET api/extended-user/{chainid}/default`, the anonymous default store and handover. */
export function getDefaultUser(request: Request): Promise<DefaultUser> {
  return request({ path: 'api/extended-user/{chainid}/default', decode: decodeDefaultUser });
}

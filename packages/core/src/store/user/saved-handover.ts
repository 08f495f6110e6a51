import type { ExtendedUser } from '../../domain/extended-user';
import type { HandoverType } from '../../domain/store';
import { osloDate } from '../../time/oslo';

// Apart from the handover view model: the picker's trigger and the cart read it before the picker's code is loaded.

/** The saved handover as the summary shows it: the type, the store's name or the delivery address, the chosen window. */
export interface SavedHandover {
  handoverType: HandoverType | null;
  place: string | null;
  /** The window's Oslo date and its instants; null until a window is saved. */
  window: { date: string; from: string; to: string } | null;
}

/** Reads the summary of the user's saved handover (the picker's trigger, the checkout popup). */
export function savedHandover(user: Pick<ExtendedUser, 'handoverInfo' | 'store'> | null): SavedHandover {
  const info = user?.handoverInfo ?? null;
  if (!user || info === null) {
    return { handoverType: null, place: null, window: null };
  }
  return {
    handoverType: info.handoverType,
    place: info.handoverType === 'Store' ? user.store.name : (info.deliveryInfo?.address ?? null),
    window: info.from && info.to ? { date: osloDate(new Date(info.from)), from: info.from, to: info.to } : null,
  };
}

import type { AsyncStatus } from '../../domain/cart';
import type { AlternativeAddress, ExtendedUser, TriggerBonus } from '../../domain/extended-user';
import type { SessionFailure } from '../../domain/session';
import type { StoreAndHandoverChange } from '../../rules/household-update';
import type { HouseholdUpdate, ProfileUpdate } from '../../rules/profile-update';

export interface UserState {
  /** The platform's user: member, household, store and handoverInfo (anonymous: store and handoverInfo only). */
  extendedUser: ExtendedUser | null;
  status: AsyncStatus;
  error: SessionFailure | null;
  triggerBonuses: TriggerBonus[];
  /**
   * Spec section 4's forced change 'reset of home delivery handover info': the loaded handover was a delivery without
   * delivery info, and became store pickup with no window (spec section 8, on user load). Left out: false.
   */
  homeDeliveryReset?: boolean;
}

export interface UserSlice {
  user: UserState;
  /** Loads the user: the member's profile with a token, else the anonymous profile. Never rejects. */
  loadUser: () => Promise<void>;
  /** The same, rejecting on failure (the login verifies the token with it). */
  loadUserOrThrow: () => Promise<void>;
  /** Waits until the session has started and the user is loaded. */
  ensureUser: () => Promise<void>;
  /**
   * Saves the chosen store and handoverInfo (members: to the platform; anonymous: in this browser). A failed save puts
   * the user back and resolves with the failure (also kept in `user.error`); null when saved or nothing changed. A change
   * without storeGln or handoverInfo rejects (spec section 5).
   */
  saveStoreAndHandover: (change: StoreAndHandoverChange) => Promise<SessionFailure | null>;
  /**
   * Updates the member's profile (household and member, with the platform's Norwegian names), then reloads the user.
   * Never rejects: resolves with the failure (also kept in `user.error`), or null when saved.
   */
  updateProfile: (update: ProfileUpdate) => Promise<SessionFailure | null>;
  /** Updates the household's address (`PUT /{product}/husstand`), then reloads the user; resolves as `updateProfile`. */
  updateHousehold: (update: HouseholdUpdate) => Promise<SessionFailure | null>;
  updateAttributes: (attributes: Record<string, string | number | boolean | null>) => Promise<void>;
  /** Creates (no id) or updates (with id) an alternative address, then reloads the user; resolves as `updateProfile`. */
  saveAlternativeAddress: (address: AlternativeAddress) => Promise<SessionFailure | null>;
  /** Deletes an alternative address, then reloads the user; resolves as `updateProfile`. */
  deleteAlternativeAddress: (id: string) => Promise<SessionFailure | null>;
  /** Loads the member's trigger bonuses; rejects with 'Missing memberId' for anonymous shoppers. */
  loadTriggerBonuses: () => Promise<TriggerBonus[]>;
}

declare module '../shop-state' {
  /** The user slice's part of the shop's state. */
  interface ShopState extends UserSlice {}
}

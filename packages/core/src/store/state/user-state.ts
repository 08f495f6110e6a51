import type { AsyncStatus } from '../../domain/cart';
import type { AlternativeAddress, ExtendedUser, TriggerBonus } from '../../domain/extended-user';
import type { StoreAndHandoverChange } from '../../rules/household-update';
import type { ProfileUpdate } from '../../rules/profile-update';

/** A session failure: stored and logged, never thrown into a widget (spec section 8). */
export interface SessionFailure {
  operation:
    | 'login'
    | 'refresh'
    | 'logout'
    | 'userLoad'
    | 'save'
    | 'profileUpdate'
    | 'addressUpdate'
    | 'attributeUpdate'
    | 'triggerBonus'
    | 'notifications';
  message: string;
}

export interface UserState {
  /** The platform's user: member, household, store and handoverInfo (anonymous: store and handoverInfo only). */
  extendedUser: ExtendedUser | null;
  status: AsyncStatus;
  error: SessionFailure | null;
  triggerBonuses: TriggerBonus[];
}

export interface UserSlice {
  user: UserState;
  /** Loads the user: the member's profile with a token, else the anonymous profile. Never rejects. */
  loadUser: () => Promise<void>;
  /** The same, rejecting on failure (the login verifies the token with it). */
  loadUserOrThrow: () => Promise<void>;
  /** Waits until the session has started and the user is loaded. */
  ensureUser: () => Promise<void>;
  /** Saves the chosen store and handoverInfo (members: to the platform; anonymous: in this browser). */
  saveStoreAndHandover: (change: StoreAndHandoverChange) => Promise<void>;
  /** Updates the member's profile (household and member, with the platform's Norwegian names). */
  updateProfile: (update: ProfileUpdate) => Promise<void>;
  updateAttributes: (attributes: Record<string, string | number | boolean | null>) => Promise<void>;
  saveAlternativeAddress: (address: AlternativeAddress) => Promise<void>;
  deleteAlternativeAddress: (id: string) => Promise<void>;
  /** Loads the member's trigger bonuses; rejects with 'Missing memberId' for anonymous shoppers. */
  loadTriggerBonuses: () => Promise<TriggerBonus[]>;
}

import {
  BAG_TYPES,
  type BagType,
  SERVICE_FEE_TYPES,
  type ServiceFeeType,
  SUBSTITUTE_PREFERENCES,
  type SubstitutePreference,
} from '../../domain/cart';
import type { SyncedCartLine } from '../../rules/cart-sync';
import { ApiError } from '../api-error';
import { array, boolean, type Decoder, idString, nullable, number, object, oneOf, string, withDefault } from '../decode';
import { ignoreBody } from '../empty-answer';
import type { Request } from '../request';

/**
 * A member's cart as the platform keeps it, so it follows the member between devices. The spec says only that the cart
 * is synchronised for members ("not shown"): the route and shape are ours and the simulator's,
 * `GET|PUT /api/cart/{chainid}/member/{memberId}`.
 */
export interface MemberCart {
  persistedId: string;
  items: SyncedCartLine[];
  bagType: BagType | null;
  serviceFeeType: ServiceFeeType | null;
  substitutePreference: SubstitutePreference;
  substituteComment: string;
  /** When the platform stored it (ISO); absent in what is sent. */
  updatedAt: string | null;
}

const decodeMemberCart: Decoder<MemberCart> = object<MemberCart>({
  persistedId: idString,
  items: array(
    object<SyncedCartLine>({
      ean: idString,
      quantity: number,
      substitute: withDefault(boolean, true),
      shouldSlice: withDefault(boolean, false),
    }),
  ),
  bagType: nullable(oneOf(BAG_TYPES)),
  serviceFeeType: nullable(oneOf(SERVICE_FEE_TYPES)),
  substitutePreference: withDefault(oneOf(SUBSTITUTE_PREFERENCES), 'SIMILAR'),
  substituteComment: withDefault(string, ''),
  updatedAt: nullable(string),
});

const memberCartPath = (memberId: string) => `/api/cart/{chainid}/member/${encodeURIComponent(memberId)}`;

/** An empty answer (204) means the member has no cart on the platform. */
const decodeMemberCartAnswer: Decoder<MemberCart | null> = (value, path) => (value === null ? null : decodeMemberCart(value, path));

/** The member's cart on the platform, or null when the member has none (an empty answer, 204; or a 404). */
export async function getMemberCart(request: Request, memberId: string): Promise<MemberCart | null> {
  try {
    return await request({ path: memberCartPath(memberId), decode: decodeMemberCartAnswer, noncritical: true, noCache: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return null;
    }
    throw error;
  }
}

/** Stores the member's cart on the platform; noncritical (a 401 does not log out: the cart stays in this browser). */
export async function putMemberCart(request: Request, memberId: string, cart: Omit<MemberCart, 'updatedAt'>): Promise<void> {
  await request({ path: memberCartPath(memberId), method: 'PUT', body: cart, noncritical: true, decode: ignoreBody });
}

import { HttpResponse, http } from 'msw';
import { simNow } from '../clock';
import { calculateCartTotals } from '../model/calculator';
import {
  CartBodyProblem,
  readBagType,
  readCartLines,
  readHandoverType,
  readServiceFeeType,
  readSubstitutePreference,
  type SimCartLineInput,
  tryReadCartBody,
} from '../model/cart-body';
import { findHandoverWindow } from '../model/handover-windows';
import { authenticateRequest } from '../model/sessions';
import { memberCartKey, pushSimNotification, type SimCart, type SimMemberCart, type SimState } from '../model/sim-state';
import { noContent, platformError, readJsonObject, unauthorized } from './platform-http';

/** The member cart as the platform answers it. */
export function toMemberCartPayload(cart: SimMemberCart) {
  const { persistedId, items, bagType, serviceFeeType, substitutePreference, substituteComment, updatedAt } = cart;
  return { persistedId, items, bagType, serviceFeeType, substitutePreference, substituteComment, updatedAt };
}

/** The choices of a calculator body that the calculated cart keeps. */
type CalculatorChoices = Pick<SimCart, 'persistedId' | 'gln' | 'handoverType' | 'bagType' | 'serviceFeeType' | 'substitutePreference'>;

/** Reads a `POST /api/cart/calculator/{chainid}` body; throws CartBodyProblem for a bad one. */
function readCalculatorInput(body: Record<string, unknown>): { cart: CalculatorChoices; lines: SimCartLineInput[] } {
  return {
    lines: readCartLines(body.items),
    cart: {
      persistedId: typeof body.persistedId === 'string' ? body.persistedId : 'anonymous',
      gln: typeof body.gln === 'string' ? body.gln : null,
      handoverType: readHandoverType(body.handoverType),
      bagType: readBagType(body.bagType),
      serviceFeeType: readServiceFeeType(body.serviceFeeType),
      substitutePreference: readSubstitutePreference(body.substitutePreference),
    },
  };
}

/** Reads a `PUT /api/cart/{chainid}/member/{memberId}` body; throws CartBodyProblem for a bad one. */
function readMemberCart(body: Record<string, unknown> | null, updatedAt: string): SimMemberCart {
  if (!body) {
    throw new CartBodyProblem('Body must be a JSON object');
  }
  if (typeof body.persistedId !== 'string' || body.persistedId === '') {
    throw new CartBodyProblem('persistedId must be a non-empty string');
  }
  if (body.substituteComment !== undefined && body.substituteComment !== null && typeof body.substituteComment !== 'string') {
    throw new CartBodyProblem('substituteComment must be a string or null');
  }
  return {
    persistedId: body.persistedId,
    items: readCartLines(body.items),
    bagType: readBagType(body.bagType),
    serviceFeeType: readServiceFeeType(body.serviceFeeType),
    substitutePreference: readSubstitutePreference(body.substitutePreference),
    substituteComment: typeof body.substituteComment === 'string' ? body.substituteComment : null,
    updatedAt,
  };
}

/**
 * The cart calculator ("not shown" in the spec), `POST /api/cart/calculator/{chainid}`, and the member's cart saved on
 * the platform (ours: the spec only says a member's cart is synchronised), `GET`/`PUT /api/cart/{chainid}/member/{memberId}`.
 */
export function cartHandlers(state: SimState) {
  return [
    http.post('*/api/cart/calculator/:chainId', async ({ request }) => {
      const body = await readJsonObject(request);
      if (!body) {
        return platformError(400, 'Body must be JSON');
      }
      const input = tryReadCartBody(() => readCalculatorInput(body));
      if (input instanceof CartBodyProblem) {
        return platformError(400, input.message);
      }
      const { cart, lines } = input;
      const windowId = typeof body.windowId === 'string' && body.windowId !== '' ? body.windowId : null;
      const window = windowId === null ? null : findHandoverWindow(state, windowId);
      // The member's active coupons apply when the request carries their token; a guest's cart gets none.
      const memberId = authenticateRequest(state, request)?.memberId ?? null;
      const coupons = memberId === null ? [] : (state.coupons[memberId] ?? []);
      const result = calculateCartTotals(state.products, lines, { ...cart, handoverProducts: window?.handoverProducts ?? null, coupons });
      if ('unknownEans' in result) {
        return HttpResponse.json({ code: 422, message: 'Ukjent vare', unknownEans: result.unknownEans }, { status: 422 });
      }
      state.carts[cart.persistedId] = {
        ...cart,
        items: result.items.map((line, index) => ({
          ean: line.ean,
          quantity: line.quantity,
          substitute: lines[index]?.substitute ?? true,
          shouldSlice: lines[index]?.shouldSlice ?? false,
          lineTotal: line.lineTotal,
        })),
        totals: result.totals,
        fees: result.fees,
        minimumPurchase: result.minimumPurchase,
        calculatedAt: simNow(state).toISOString(),
      };
      return HttpResponse.json(result);
    }),
    http.get('*/api/cart/:chainId/member/:memberId', ({ request, params }) => {
      const session = authenticateRequest(state, request);
      if (!session) {
        return unauthorized();
      }
      if (params.memberId !== session.memberId) {
        return platformError(403, 'Forbidden');
      }
      const cart = state.memberCarts[memberCartKey(String(params.chainId), session.memberId)];
      if (!cart) {
        // A member without a saved cart is an ordinary state, not a missing resource: 204 No Content (an empty result,
        // spec section 7), so the page logs no failed load.
        return noContent();
      }
      return HttpResponse.json(toMemberCartPayload(cart));
    }),
    http.put('*/api/cart/:chainId/member/:memberId', async ({ request, params }) => {
      const session = authenticateRequest(state, request);
      if (!session) {
        return unauthorized();
      }
      if (params.memberId !== session.memberId) {
        return platformError(403, 'Forbidden');
      }
      const now = simNow(state).toISOString();
      const body = await readJsonObject(request);
      const cart = tryReadCartBody(() => readMemberCart(body, now));
      if (cart instanceof CartBodyProblem) {
        return platformError(400, cart.message);
      }
      state.memberCarts[memberCartKey(String(params.chainId), session.memberId)] = cart;
      pushSimNotification(state, session.memberId, 'SHOPPING_CART_UPDATED');
      return HttpResponse.json(toMemberCartPayload(cart));
    }),
  ];
}

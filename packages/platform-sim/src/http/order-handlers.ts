import { ORDER_STATUS } from '@kurv/core/domain';
import { HttpResponse, http } from 'msw';
import { simNow } from '../clock';
import { CartBodyProblem } from '../model/cart-body';
import { placeSimOrder, readOrderSubmit } from '../model/order-submit';
import {
  applyOrderEdit,
  findMemberOrder,
  memberCanUpdateOrders,
  memberOrders,
  ORDER_NOT_EDITABLE_MESSAGE,
  ORDER_UPDATE_FORBIDDEN_MESSAGE,
  orderEditProblem,
  readOrderEdit,
  simOrders,
  toOrderPayload,
} from '../model/orders';
import { authenticateRequest } from '../model/sessions';
import type { SimOrder, SimState } from '../model/sim-state';
import { CHAIN_DEFAULT_STORE_GLNS } from '../seed/stores';
import { toExtendedUserPayload } from './extended-user-handlers';
import { noContent, platformError, readJsonObject, unauthorized } from './platform-http';

type OrderParams = {
  chainId?: string | readonly string[];
  memberId?: string | readonly string[];
  orderId?: string | readonly string[];
};

/**
 * Whether an order belongs to the asked chain: its store is one of the chain's. The platform is chain-scoped; only the
 * webshop chains with seeded stores are told apart (any other chain id sees every order, as before there were three).
 */
function inChain(state: SimState, order: SimOrder, chainId: OrderParams['chainId']): boolean {
  const chain = String(chainId);
  const store = state.stores.find((candidate) => candidate.gln === order.store.gln);
  return CHAIN_DEFAULT_STORE_GLNS[chain] === undefined || store === undefined || store.chainId === chain;
}

/** The member's order by its id, in the asked chain; undefined when there is none. */
function chainOrder(state: SimState, memberId: string, params: OrderParams): SimOrder | undefined {
  const order = findMemberOrder(state, memberId, String(params.orderId));
  return order && inChain(state, order, params.chainId) ? order : undefined;
}

/** The member of a request to the member's orders: 401 without a valid token, 403 for another member's path. */
function authorize(state: SimState, request: Request, params: OrderParams): string | Response {
  const session = authenticateRequest(state, request);
  if (!session) {
    return unauthorized();
  }
  if (params.memberId !== session.memberId) {
    return platformError(403, 'Forbidden');
  }
  return session.memberId;
}

/** The order a change or removal is about, when the member may change it now; else the refusal (404, 403, 409). */
function editableOrder(state: SimState, request: Request, params: OrderParams): SimOrder | Response {
  const memberId = authorize(state, request, params);
  if (typeof memberId !== 'string') {
    return memberId;
  }
  const orderId = String(params.orderId);
  const order = chainOrder(state, memberId, params);
  if (!order) {
    return platformError(404, `Could not find order ${orderId}`);
  }
  if (!memberCanUpdateOrders(state, memberId)) {
    return platformError(403, ORDER_UPDATE_FORBIDDEN_MESSAGE);
  }
  const problem = orderEditProblem(order, simNow(state));
  if (problem) {
    return HttpResponse.json({ code: 409, message: ORDER_NOT_EDITABLE_MESSAGE, reason: problem }, { status: 409 });
  }
  return order;
}

/**
 * A member's orders. Spec section 7: `GET /api/order/{chainid}/{memberId}/{orderId}` answers the order (`orderId` is its
 * ngOrderId or its mwOrderId). Ours (the spec does not show them): `GET /api/order/{chainid}/{memberId}` lists the
 * member's orders newest first as `{ orders }`; `PUT …/{orderId}` changes an editable order's lines and choices and
 * answers it with totals recalculated; `DELETE …/{orderId}` cancels an editable order (status 30) and answers 204.
 * Chain-scoped: a chain sees only the orders of its own stores (SPAR's site none of a MENY order).
 * `POST …/{memberId}` places a new order (ours too): the client order's lines and choices at the member's saved store and
 * window; it answers 201 with the order and `unavailableItems`, the lines the store cannot deliver, left out (spec
 * section 4's put-back), or 422 `{ code, message, unavailableItems }` without a window or when no line can be delivered.
 * All need the member's own token (401, 403); unknown orders answer 404; a member without the update-order flag
 * (currentMember.canUpdateOrder) gets 403 on PUT and DELETE; an order that cannot be changed now 409
 * `{ code: 409, message: 'Bestillingen kan ikke endres', reason }`.
 */
export function orderHandlers(state: SimState) {
  return [
    http.get('*/api/order/:chainId/:memberId', ({ request, params }) => {
      const memberId = authorize(state, request, params);
      if (typeof memberId !== 'string') {
        return memberId;
      }
      const orders = memberOrders(state, memberId).filter((order) => inChain(state, order, params.chainId));
      return HttpResponse.json({ orders: orders.map(toOrderPayload) });
    }),
    http.post('*/api/order/:chainId/:memberId', async ({ request, params }) => {
      const memberId = authorize(state, request, params);
      if (typeof memberId !== 'string') {
        return memberId;
      }
      const submit = readOrderSubmit(await readJsonObject(request));
      if (submit instanceof CartBodyProblem) {
        return platformError(400, submit.message);
      }
      const user = toExtendedUserPayload(state, memberId, String(params.chainId));
      if (!user) {
        return unauthorized();
      }
      const placed = placeSimOrder(state, memberId, { store: user.store, handoverInfo: user.handoverInfo }, submit);
      if ('message' in placed) {
        return HttpResponse.json({ code: 422, ...placed }, { status: 422 });
      }
      simOrders(state).push(placed.order);
      return HttpResponse.json({ ...toOrderPayload(placed.order), unavailableItems: placed.unavailableItems }, { status: 201 });
    }),
    http.get('*/api/order/:chainId/:memberId/:orderId', ({ request, params }) => {
      const memberId = authorize(state, request, params);
      if (typeof memberId !== 'string') {
        return memberId;
      }
      const order = chainOrder(state, memberId, params);
      if (!order) {
        return platformError(404, `Could not find order ${String(params.orderId)}`);
      }
      return HttpResponse.json(toOrderPayload(order));
    }),
    http.put('*/api/order/:chainId/:memberId/:orderId', async ({ request, params }) => {
      const order = editableOrder(state, request, params);
      if (order instanceof Response) {
        return order;
      }
      const edit = readOrderEdit(await readJsonObject(request), order);
      if (edit instanceof CartBodyProblem) {
        return platformError(400, edit.message);
      }
      const refusal = applyOrderEdit(state, order, edit);
      if (refusal) {
        return HttpResponse.json({ code: 422, message: 'Ukjent vare', unknownEans: refusal.unknownEans }, { status: 422 });
      }
      return HttpResponse.json(toOrderPayload(order));
    }),
    http.delete('*/api/order/:chainId/:memberId/:orderId', ({ request, params }) => {
      const order = editableOrder(state, request, params);
      if (order instanceof Response) {
        return order;
      }
      order.status = ORDER_STATUS.Cancelled;
      return noContent();
    }),
  ];
}

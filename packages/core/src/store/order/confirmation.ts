import { sendProductLookups } from '../../api/products/product-lookups';
import { DAY_SECONDS, ORDER_TRACKED_DAYS } from '../../constants';
import { confirmationOrderId } from '../../rules/order-confirmation';
import { purchaseEvent, trackedOrderIds, withTrackedOrder } from '../../rules/order-tracking';
import { COOKIE_NAMES } from '../../settings/site-settings';
import type { OrderContext } from './context';
import type { OrderSlice } from './order-state';

/**
 * The order confirmation page's purchase event, pushed once per order: the cookie WEBSHOP_ORDER_TRACKED (spec section 2)
 * keeps the tracked orders' ids, so a reload of the confirmation (or a second visit) does not push it again. The order is
 * the fully logged-in member's (GET /api/order/{chainid}/{memberId}/{orderId}); without a member, or when the order
 * cannot be read, nothing is pushed and nothing kept, so a later visit may still track it.
 */
export function createConfirmationActions(context: OrderContext): Pick<OrderSlice, 'trackConfirmationPage'> {
  const { dependencies, orderApi, memberId } = context;
  const tracked = (orderId: string) => trackedOrderIds(dependencies.cookies.get(COOKIE_NAMES.orderTracked)).includes(orderId);
  return {
    trackConfirmationPage: async (pathname) => {
      const orderId = confirmationOrderId(pathname, context.get().settings.paths.orderConfirmation);
      const member = memberId();
      if (orderId === null || member === null || tracked(orderId)) {
        return false;
      }
      let order: Awaited<ReturnType<typeof orderApi.getOrder>>;
      try {
        order = await orderApi.getOrder(member, orderId);
      } catch (error) {
        dependencies.logger.warn(`The confirmed order ${orderId} could not be loaded for tracking`, error);
        return false;
      }
      const eans = order.originalCart.items.map((line) => line.ean);
      // The products' names and prices make the event richer; without them it still counts the order.
      const answers = sendProductLookups(dependencies.api.getProducts, eans, order.store.gln).map(([, answer]) => answer);
      const products = await Promise.all(answers).then(
        (found) => found.flat(),
        () => [],
      );
      if (tracked(orderId)) {
        return false;
      }
      const cookie = withTrackedOrder(dependencies.cookies.get(COOKIE_NAMES.orderTracked), orderId);
      dependencies.cookies.set(COOKIE_NAMES.orderTracked, cookie, { maxAgeSeconds: ORDER_TRACKED_DAYS * DAY_SECONDS });
      dependencies.track(purchaseEvent(orderId, order, products));
      return true;
    },
  };
}

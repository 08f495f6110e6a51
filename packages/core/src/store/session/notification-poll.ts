import { invalidateUserCache } from '../../api/extended-user/invalidate-cache';
import { getNotifications } from '../../api/notifications/get-notifications';
import { latestNotificationTimestamp, newestNotificationsByType } from '../../rules/notifications';
import { storageKeys } from '../../storage/storage-keys';
import type { ShopDependencies, ShopState } from '../shop-state';

/**
 * One poll of the member's change notifications (spec section 1), acting on the newest of each type; a poll still
 * running makes the next one a no-op. Fetched by the polling once a member is known.
 */
export function createNotificationPoll(
  dependencies: ShopDependencies,
  get: () => ShopState,
  memberId: () => string | null,
): () => Promise<void> {
  let polling = false;

  return async () => {
    const member = memberId();
    if (polling || !get().session.token || !member) {
      return;
    }
    polling = true;
    try {
      const key = storageKeys.notificationsSince(member);
      const stored = dependencies.storage.read(key);
      const since = typeof stored === 'string' ? stored : null;
      const notifications = await getNotifications(dependencies.api.request, since);
      const latest = latestNotificationTimestamp(notifications, since);
      if (latest !== null && latest !== since) {
        dependencies.storage.write(key, latest);
      }
      for (const notification of newestNotificationsByType(notifications)) {
        switch (notification.type) {
          case 'EXTENDED_USER_UPDATED':
            await invalidateUserCache(dependencies.api.request);
            await get().loadUser();
            dependencies.events.emit('kurv:extended-user-updated', { source: 'sync', storeChanged: false });
            break;
          case 'SHOPPING_CART_UPDATED':
            dependencies.events.emit('kurv:shopping-cart-updated', { timestamp: notification.timestamp });
            void get().syncMemberCart('notification');
            break;
          case 'PROCESS_ORDER_COMPLETE':
            dependencies.events.emit('kurv:process-order-complete', { timestamp: notification.timestamp });
            // An order was placed or changed (another device, the checkout): the member's orders are read again, so
            // what the cart and the edit-order question say of them is current (loadOrders reads them only for a
            // member who may change orders).
            void get().loadOrders();
            break;
          default:
            notification.type satisfies never;
        }
      }
    } catch (error) {
      dependencies.logger.warn('Polling notifications failed; trying again in 10 s', error);
    } finally {
      polling = false;
    }
  };
}

import { NOTIFICATION_POLL_MS } from '../../constants';
import { latestNotificationTimestamp, newestNotificationsByType } from '../../rules/notifications';
import { isWebshopChain } from '../../settings/site-settings';
import { storageKeys } from '../../storage/storage-keys';
import type { ShopDependencies, ShopState } from '../state/shop-state';

/**
 * The member's change notifications, polled while logged in: answers the start and the stop of the polling (the stop
 * is one of the session's timers).
 */
export function createNotificationPolling(
  dependencies: ShopDependencies,
  get: () => ShopState,
  memberId: () => string | null,
): [start: () => void, stop: () => void] {
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let polling = false;

  const poll = async () => {
    const member = memberId();
    if (polling || !get().session.token || !member) {
      return;
    }
    polling = true;
    try {
      const key = storageKeys.notificationsSince(member);
      const stored = dependencies.storage.read(key);
      const since = typeof stored === 'string' ? stored : null;
      const notifications = await dependencies.api.getNotifications(since);
      const latest = latestNotificationTimestamp(notifications, since);
      if (latest !== null && latest !== since) {
        dependencies.storage.write(key, latest);
      }
      for (const notification of newestNotificationsByType(notifications)) {
        switch (notification.type) {
          case 'EXTENDED_USER_UPDATED':
            await dependencies.api.invalidateUserCache();
            await get().loadUser();
            dependencies.events.emit('kurv:extended-user-updated', { source: 'sync', storeChanged: false });
            break;
          case 'SHOPPING_CART_UPDATED':
            dependencies.events.emit('kurv:shopping-cart-updated', { timestamp: notification.timestamp });
            void get().syncMemberCart('notification');
            break;
          case 'PROCESS_ORDER_COMPLETE':
            dependencies.events.emit('kurv:process-order-complete', { timestamp: notification.timestamp });
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

  const stop = () => {
    if (pollTimer !== null) {
      clearInterval(pollTimer);
    }
    pollTimer = null;
  };

  const start = () => {
    if (pollTimer !== null) {
      clearInterval(pollTimer);
    }
    const member = memberId();
    // Spec section 1: change notifications only for the webshop chains.
    if (!member || !isWebshopChain(get().settings.chainId)) {
      return;
    }
    const key = storageKeys.notificationsSince(member);
    if (typeof dependencies.storage.read(key) !== 'string') {
      dependencies.storage.write(key, dependencies.now().toISOString());
    }
    pollTimer = setInterval(() => void poll(), NOTIFICATION_POLL_MS);
  };

  return [start, stop];
}

import type { NotificationType, PlatformNotification } from '../domain/extended-user';

export const NOTIFICATION_TYPES: readonly NotificationType[] = ['EXTENDED_USER_UPDATED', 'SHOPPING_CART_UPDATED', 'PROCESS_ORDER_COMPLETE'];

function isKnownType(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/** Spec section 4: of each known type only the newest notification is used; unknown types are dropped. */
export function newestNotificationsByType(notifications: readonly PlatformNotification[]): { type: NotificationType; timestamp: string }[] {
  const newest = new Map<NotificationType, string>();
  for (const notification of notifications) {
    if (!isKnownType(notification.type) || Number.isNaN(Date.parse(notification.timestamp))) {
      continue;
    }
    const current = newest.get(notification.type);
    if (current === undefined || Date.parse(notification.timestamp) > Date.parse(current)) {
      newest.set(notification.type, notification.timestamp);
    }
  }
  return NOTIFICATION_TYPES.flatMap((type) => {
    const timestamp = newest.get(type);
    return timestamp === undefined ? [] : [{ type, timestamp }];
  });
}

/** The latest timestamp seen, to ask only for newer notifications next time. */
export function latestNotificationTimestamp(notifications: readonly PlatformNotification[], previous: string | null): string | null {
  let latest = previous;
  for (const notification of notifications) {
    if (!Number.isNaN(Date.parse(notification.timestamp)) && (latest === null || Date.parse(notification.timestamp) > Date.parse(latest))) {
      latest = notification.timestamp;
    }
  }
  return latest;
}

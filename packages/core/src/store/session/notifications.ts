import { NOTIFICATION_POLL_MS } from '../../constants';
import type { CancelTimer } from '../../engine/timers';
import { isWebshopChain } from '../../settings/chains';
import { storageKeys } from '../../storage/storage-keys';
import type { ShopDependencies, ShopState } from '../shop-state';

/**
 * The member's change notifications, polled while logged in: answers the start and the stop of the polling (the stop
 * is one of the session's timers).
 */
export function createNotificationPolling(
  dependencies: ShopDependencies,
  get: () => ShopState,
  memberId: () => string | null,
): [start: () => void, stop: () => void] {
  let stopPoll: CancelTimer | null = null;

  // The poll's code comes once a member is known (a product page without one never fetches it); made once.
  let poll: (() => Promise<void>) | null = null;
  let loading: Promise<() => Promise<void>> | null = null;
  const loadPoll = (): Promise<() => Promise<void>> => {
    loading ??= import('./notification-poll').then(
      (module) => {
        poll = module.createNotificationPoll(dependencies, get, memberId);
        return poll;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const tick = () => {
    if (poll !== null) {
      void poll();
      return;
    }
    loadPoll().then(
      (loaded) => loaded(),
      (error: unknown) => dependencies.logger.warn('Polling notifications failed; trying again in 10 s', error),
    );
  };

  const stop = () => {
    stopPoll?.();
    stopPoll = null;
  };

  const start = () => {
    stop();
    const member = memberId();
    // Spec section 1: change notifications only for the webshop chains.
    if (!member || !isWebshopChain(get().settings.chainId)) {
      return;
    }
    const key = storageKeys.notificationsSince(member);
    if (typeof dependencies.storage.read(key) !== 'string') {
      dependencies.storage.write(key, dependencies.now().toISOString());
    }
    // Fetched now, so that it is here for the first poll.
    loadPoll().catch(() => undefined);
    stopPoll = dependencies.timers.interval(tick, NOTIFICATION_POLL_MS);
  };

  return [start, stop];
}

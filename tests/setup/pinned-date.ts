/**
 * The unit tests' clock: `Date` starts at the tests' instant (tests/test-clock.ts: KURV_TEST_NOW, else the pinned
 * default) when each test file starts, and runs on from there, so that no test reads today's date. A test that needs
 * another time sets it (`vi.setSystemTime`, the simulator's `POST /__sim/clock`).
 *
 * `Date` becomes a proxy of itself that moves only "now" (no arguments, `Date.now()`, `Date()`): its prototype and
 * statics stay the platform's, so date libraries that read `Date.prototype` or extend `Date` work as before. One proxy
 * per worker, and only its offset moves, because modules loaded once per worker keep the `Date` they saw first.
 */
interface PinnedDateHolder {
  RealDate: DateConstructor;
  offsetMs: number;
}

const HOLDER = Symbol.for('kurv.tests.pinnedDate');

export function pinDate(startsAt: string): void {
  const global = globalThis as typeof globalThis & { [HOLDER]?: PinnedDateHolder };
  let holder = global[HOLDER];
  if (holder === undefined) {
    const RealDate = Date;
    const created: PinnedDateHolder = { RealDate, offsetMs: 0 };
    const now = () => RealDate.now() + created.offsetMs;
    global.Date = new Proxy(RealDate, {
      construct(target, args, newTarget) {
        return Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget);
      },
      apply() {
        return new RealDate(now()).toString();
      },
      get(target, property, receiver) {
        return property === 'now' ? now : Reflect.get(target, property, receiver);
      },
    });
    holder = created;
    global[HOLDER] = holder;
  }
  holder.offsetMs = Date.parse(startsAt) - holder.RealDate.now();
}

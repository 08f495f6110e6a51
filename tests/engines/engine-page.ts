import type { EngineDriver, KeyName } from './driver';
import type { FoundState, Locator } from './locator';

/** How long a wait for an element or its state lasts before the journey fails. */
const WAIT_MS = 15_000;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A page of the simulator in one engine, worked as the Playwright page objects work it: by role and accessible name
 * (the page finder, put on each document the first time it is needed), every expectation waited for.
 */
export class EnginePage {
  constructor(
    readonly driver: EngineDriver,
    readonly origin: string,
    private readonly finderBundle: string,
  ) {}

  /** Loads a path of the simulator. */
  async goto(path: string): Promise<void> {
    await this.driver.goto(`${this.origin}${path}`);
  }

  /** Opens another tab of the same browser and works in it from now on (load a path with `goto`); answers its index. */
  openTab(): Promise<number> {
    return this.driver.openTab();
  }

  /** Works in the tab of that index from now on (the first tab's is 0), as a shopper going back to it. */
  switchToTab(index: number): Promise<void> {
    return this.driver.switchToTab(index);
  }

  /** Calls a method of the page finder, putting the finder on the page first when the document has none. */
  async call<T>(method: string, ...args: unknown[]): Promise<T> {
    const expression = `(() => { const finder = globalThis.kurvEngineFinder; return finder === undefined ? { missing: true } : { value: finder[${JSON.stringify(method)}](...${JSON.stringify(args)}) }; })()`;
    let answer = await this.driver.evaluate<{ missing?: true; value?: T }>(expression);
    if (answer.missing) {
      await this.driver.run(this.finderBundle);
      answer = await this.driver.evaluate<{ missing?: true; value?: T }>(expression);
    }
    return answer.value as T;
  }

  /** The first element's state, or null; null too while the page navigates. */
  async state(locator: Locator): Promise<FoundState | null> {
    try {
      return await this.call<FoundState | null>('state', locator.steps);
    } catch {
      return null;
    }
  }

  /** Waits until the element's state (null: not there) passes the check; fails with what was seen last. */
  async waitFor(locator: Locator, check: (state: FoundState | null) => boolean, what: string): Promise<FoundState | null> {
    const deadline = Date.now() + WAIT_MS;
    let last: FoundState | null = null;
    for (;;) {
      last = await this.state(locator);
      if (check(last)) {
        return last;
      }
      if (Date.now() > deadline) {
        throw new Error(`${locator} ${what}: after ${WAIT_MS} ms it was ${JSON.stringify(last)}`);
      }
      await sleep(POLL_MS);
    }
  }

  /** Waits until the element is there (visible). */
  async expectVisible(locator: Locator): Promise<FoundState> {
    return (await this.waitFor(locator, (state) => state !== null, 'is visible')) as FoundState;
  }

  async expectHidden(locator: Locator): Promise<void> {
    await this.waitFor(locator, (state) => state === null, 'is hidden');
  }

  /** Waits until the locator finds `count` visible elements. */
  async expectCount(locator: Locator, count: number): Promise<void> {
    await this.waitFor(locator, (state) => (state?.count ?? 0) === count, `counts ${count}`);
  }

  async expectName(locator: Locator, name: RegExp): Promise<FoundState> {
    return (await this.waitFor(locator, (state) => state !== null && name.test(state.name), `is named ${name}`)) as FoundState;
  }

  async expectText(locator: Locator, text: RegExp): Promise<FoundState> {
    return (await this.waitFor(locator, (state) => state !== null && text.test(state.text), `shows ${text}`)) as FoundState;
  }

  async expectChecked(locator: Locator): Promise<void> {
    await this.waitFor(locator, (state) => state?.checked === true, 'is checked');
  }

  /** A press waiting for its code says so: aria-busy, and its turning mark once the wait is longer than 300 ms. */
  async expectWaiting(locator: Locator): Promise<void> {
    await this.waitFor(locator, (state) => state?.busy === true && state.waitMarkShown, 'is busy, its mark shown');
  }

  async expectNotWaiting(locator: Locator): Promise<void> {
    await this.waitFor(locator, (state) => state?.busy === false, 'is not busy');
  }

  async expectFocused(locator: Locator): Promise<void> {
    await this.waitFor(locator, (state) => state?.focused === true, 'has the focus');
  }

  private elementExpression(locator: Locator): string {
    return `globalThis.kurvEngineFinder.find(${JSON.stringify(locator.steps)})[0]`;
  }

  /** A pointer press on the element, once it is visible and enabled. */
  async click(locator: Locator): Promise<void> {
    await this.waitFor(locator, (state) => state?.enabled === true, 'is visible and enabled');
    await this.call('scrollIntoView', locator.steps);
    try {
      await this.driver.clickElement(this.elementExpression(locator));
    } catch (error) {
      throw new Error(`A press on ${locator} failed: ${String(error)}`);
    }
  }

  /** Types into the element (a text field), once it is visible. */
  async fill(locator: Locator, text: string): Promise<void> {
    await this.click(locator);
    await this.driver.typeInto(this.elementExpression(locator), text);
  }

  /** Focuses the control, once it is enabled, and presses a key on it, as a keyboard user does (support/keyboard.ts). */
  async pressOn(locator: Locator, key: KeyName): Promise<void> {
    await this.waitFor(locator, (state) => state?.enabled === true, 'is visible and enabled');
    if (!(await this.call<boolean>('focus', locator.steps))) {
      throw new Error(`${locator} did not take the focus`);
    }
    await this.driver.press(key);
  }

  async press(key: KeyName): Promise<void> {
    await this.driver.press(key);
  }

  /** Collects the page's CSP violations from now on (from before its scripts where the engine can). */
  async watchViolations(): Promise<void> {
    await this.call('watchViolations');
  }

  /** Writes markup with a style attribute, which a strict policy blocks (a check of the violation check). */
  async writeBlockedStyle(): Promise<void> {
    await this.call('writeBlockedStyle');
  }

  /** The CSP violations the page reported. */
  violations(): Promise<string[]> {
    return this.call<string[]>('reportedViolations');
  }
}

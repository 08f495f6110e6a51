import { type ChildProcess, spawn } from 'node:child_process';
import { Key, remote } from 'webdriverio';
import type { EngineDriver, KeyName } from './driver';

type Session = WebdriverIO.Browser;

/** Where WebKitGTK's parts are (scripts/ensure-engines.mjs finds them). */
export interface WebKitParts {
  webkitDriver: string;
  miniBrowser: string;
  xvfbRun: string;
}

const KEYS: Record<KeyName, string> = { Enter: Key.Enter, Space: Key.Space, Escape: Key.Escape, Tab: Key.Tab };

/** The window the journeys run in: a laptop's, as the Playwright tests' default viewport. */
const WINDOW = { width: 1280, height: 720 };

async function driverAnswers(port: number, until: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) {
      throw new Error(`WebKitWebDriver did not answer on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * WebKit (WebKitGTK's MiniBrowser, Debian's webkit2gtk-driver) under a virtual display, driven by webdriverio over
 * classic WebDriver. It runs no script before the page's own.
 */
export class WebKitDriver implements EngineDriver {
  readonly engine = 'webkit' as const;

  /** The window handles of the journey's tabs, the first the session's own. */
  private tabs: string[] = [];

  private constructor(
    private readonly server: ChildProcess,
    private readonly session: Session,
  ) {}

  static async launch(parts: WebKitParts, port: number): Promise<WebKitDriver> {
    // A process group of its own: stopping it stops the X server and the browser xvfb-run started.
    const server = spawn(parts.xvfbRun, ['-a', parts.webkitDriver, `--port=${port}`], { detached: true, stdio: 'ignore' });
    try {
      await driverAnswers(port, Date.now() + 20_000);
      const session = await remote({
        hostname: '127.0.0.1',
        port,
        path: '/',
        // Silent: a failed command's error reaches the journey, which reports it.
        logLevel: 'silent',
        capabilities: {
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: parts.miniBrowser, args: ['--automation'] },
        } as WebdriverIO.Capabilities,
      });
      await session.setWindowSize(WINDOW.width, WINDOW.height);
      return new WebKitDriver(server, session);
    } catch (error) {
      WebKitDriver.stop(server);
      throw error;
    }
  }

  private static stop(server: ChildProcess): void {
    if (server.pid !== undefined) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }

  /** One session for every journey: its cookies and storage cleared on the simulator's origin. */
  async startFresh(origin: string): Promise<void> {
    // The tabs an earlier journey opened are closed; the first stays.
    const first = this.tabs[0] ?? (await this.session.getWindowHandle());
    for (const handle of this.tabs.slice(1)) {
      await this.session.switchToWindow(handle);
      await this.session.closeWindow();
    }
    await this.session.switchToWindow(first);
    this.tabs = [first];
    await this.session.url(`${origin}/__sim/state`);
    await this.session.deleteAllCookies();
    await this.session.execute('localStorage.clear(); sessionStorage.clear();');
  }

  async openTab(): Promise<number> {
    // A window, not a tab: WebKitGTK's MiniBrowser keeps a tab WebDriver opens hidden (visibilityState 'hidden', no
    // frames), and the elements draw nothing on a hidden page until it shows. A window shares the tab's storage and channels.
    const { handle } = await this.session.createWindow('window');
    await this.session.switchToWindow(handle);
    await this.session.setWindowSize(WINDOW.width, WINDOW.height);
    this.tabs.push(handle);
    return this.tabs.length - 1;
  }

  async switchToTab(index: number): Promise<void> {
    const handle = this.tabs[index];
    if (handle === undefined) {
      throw new Error(`No tab ${index}`);
    }
    await this.session.switchToWindow(handle);
  }

  async goto(url: string): Promise<void> {
    await this.session.url(url);
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.session.execute(`return ${expression};`) as Promise<T>;
  }

  async run(script: string): Promise<void> {
    await this.session.execute(script);
  }

  private async element(expression: string) {
    const reference = await this.session.execute(`return ${expression};`);
    if (reference === null || reference === undefined) {
      throw new Error(`No element: ${expression}`);
    }
    return this.session.$(reference as unknown as WebdriverIO.Element);
  }

  async clickElement(expression: string): Promise<void> {
    // A pointer press in the element's middle, as Puppeteer's and Playwright's clicks are, where the page's own hit test
    // finds the element. Not WebDriver's element click: WebKitGTK's takes a text field in a shadow root for covered (its
    // hit test meets the field's own inner editor, or the shadow host) and answers 'element click intercepted' after
    // seconds of retrying.
    const point = await this.evaluate<{ x: number; y: number; hit: boolean }>(
      `(() => { const element = ${expression}; const box = element.getBoundingClientRect(); const x = box.left + box.width / 2; const y = box.top + box.height / 2; const hit = element.getRootNode().elementFromPoint(x, y); return { x: Math.round(x), y: Math.round(y), hit: hit !== null && element.contains(hit) }; })()`,
    );
    if (!point.hit) {
      throw new Error(`Another element covers the middle of ${expression}`);
    }
    await this.session.action('pointer').move({ x: point.x, y: point.y, origin: 'viewport' }).down().up().perform();
  }

  async typeInto(expression: string, text: string): Promise<void> {
    await (await this.element(expression)).addValue(text);
  }

  async press(key: KeyName): Promise<void> {
    await this.session.keys(KEYS[key]);
  }

  async runBeforePageScripts(): Promise<boolean> {
    return false;
  }

  async close(): Promise<void> {
    try {
      await this.session.deleteSession();
    } finally {
      WebKitDriver.stop(this.server);
    }
  }
}

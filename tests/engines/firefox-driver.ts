import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import type { EngineDriver, KeyName } from './driver';

/** The viewport the journeys run at: a laptop's, as the Playwright tests' default. */
const VIEWPORT = { width: 1280, height: 720 };

/** Firefox (Debian's firefox-esr), headless, driven by puppeteer-core over WebDriver BiDi. */
export class FirefoxDriver implements EngineDriver {
  readonly engine = 'firefox' as const;

  private context: BrowserContext | null = null;
  private currentPage: Page | null = null;
  private tabs: Page[] = [];

  private constructor(private readonly browser: Browser) {}

  static async launch(executablePath: string): Promise<FirefoxDriver> {
    return new FirefoxDriver(await puppeteer.launch({ browser: 'firefox', executablePath, headless: true }));
  }

  private get page(): Page {
    if (this.currentPage === null) {
      throw new Error('startFresh() first');
    }
    return this.currentPage;
  }

  async startFresh(): Promise<void> {
    await this.context?.close();
    this.context = await this.browser.createBrowserContext();
    this.currentPage = await this.context.newPage();
    await this.currentPage.setViewport(VIEWPORT);
    this.tabs = [this.currentPage];
  }

  async openTab(): Promise<number> {
    if (this.context === null) {
      throw new Error('startFresh() first');
    }
    this.currentPage = await this.context.newPage();
    await this.currentPage.setViewport(VIEWPORT);
    this.tabs.push(this.currentPage);
    return this.tabs.length - 1;
  }

  async switchToTab(index: number): Promise<void> {
    const tab = this.tabs[index];
    if (tab === undefined) {
      throw new Error(`No tab ${index}`);
    }
    this.currentPage = tab;
    await tab.bringToFront();
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  async run(script: string): Promise<void> {
    await this.page.evaluate(script);
  }

  private async element(expression: string): Promise<ElementHandle<Element>> {
    const handle = await this.page.evaluateHandle(expression);
    const element = handle.asElement();
    if (element === null) {
      await handle.dispose();
      throw new Error(`No element: ${expression}`);
    }
    return element as ElementHandle<Element>;
  }

  async clickElement(expression: string): Promise<void> {
    const element = await this.element(expression);
    await element.click();
    await element.dispose();
  }

  async typeInto(expression: string, text: string): Promise<void> {
    const element = await this.element(expression);
    await element.type(text);
    await element.dispose();
  }

  async press(key: KeyName): Promise<void> {
    // Puppeteer names the space bar by its character.
    await this.page.keyboard.press(key === 'Space' ? ' ' : key);
  }

  async runBeforePageScripts(script: string): Promise<boolean> {
    await this.page.evaluateOnNewDocument(script);
    return true;
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

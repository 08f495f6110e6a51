/** The engines the journeys run in besides Chromium (whose journeys are the Playwright tests). */
export type EngineName = 'firefox' | 'webkit';

/** The keys the journeys press. */
export type KeyName = 'Enter' | 'Space' | 'Escape' | 'Tab';

/**
 * What an engine's driver does for the journeys (firefox-driver.ts over WebDriver BiDi, webkit-driver.ts over
 * WebDriver): scripts are strings, so nothing of the test's own compiled code is sent to the page; an element is named
 * by an expression that answers it in the page (the page finder's `find`).
 */
export interface EngineDriver {
  readonly engine: EngineName;
  /** A fresh start for the next journey: no cookies or storage of the one before, a new tab, the only one. */
  startFresh(origin: string): Promise<void>;
  /**
   * Opens another tab of the same browser (its storage and channels shared with the first) and works in it from now on;
   * answers its index (the first tab's is 0).
   */
  openTab(): Promise<number>;
  /** Works in the tab of that index from now on, brought to the front. */
  switchToTab(index: number): Promise<void>;
  /** Loads a URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** The JSON value of an expression evaluated in the page; throws while the page navigates. */
  evaluate<T>(expression: string): Promise<T>;
  /** Runs a script (statements) in the page. */
  run(script: string): Promise<void>;
  /** A pointer press in the middle of the element the expression answers (scrolled into view). */
  clickElement(expression: string): Promise<void>;
  /** Types text, key by key, into the element the expression answers. */
  typeInto(expression: string, text: string): Promise<void>;
  /** Presses a key on whatever has the focus. */
  press(key: KeyName): Promise<void>;
  /**
   * Runs the script in every document loaded from now on before the page's own scripts; false when the engine cannot
   * (WebKit's WebDriver has no such command).
   */
  runBeforePageScripts(script: string): Promise<boolean>;
  close(): Promise<void>;
}

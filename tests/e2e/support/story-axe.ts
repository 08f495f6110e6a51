import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { runAxe } from './axe';

interface IndexEntry {
  type: string;
  title: string;
}

/** The story entries of the Storybook build `npm test` makes first, in the build's order. */
function storyEntries(prefix: string): [string, IndexEntry][] {
  const index = existsSync('storybook-static/index.json')
    ? (JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, IndexEntry> })
    : { entries: {} };
  return Object.entries(index.entries).filter(([, entry]) => entry.type === 'story' && entry.title.startsWith(prefix));
}

/** The ids of the stories whose title starts with `prefix`, from the Storybook build `npm test` makes first. */
export function storyIds(prefix: string): string[] {
  return storyEntries(prefix).map(([id]) => id);
}

/** The same stories by title (one component's stories together), in the build's order. */
export function storyIdsByTitle(prefix: string): Map<string, string[]> {
  const byTitle = new Map<string, string[]>();
  for (const [id, entry] of storyEntries(prefix)) {
    byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), id]);
  }
  return byTitle;
}

/**
 * The preview's URL for a story. `a11y.manual` stops the a11y addon's own axe run after every render (for designers in
 * Storybook's panel): the tests run axe themselves, and the addon's run only held theirs up («Axe is already running»).
 */
export function storyUrl(id: string, theme?: string): string {
  const globals = [...(theme === undefined ? [] : [`theme:${theme}`]), 'a11y.manual:!true'].join(';');
  return `/storybook/iframe.html?id=${id}&viewMode=story&globals=${globals}`;
}

/**
 * Runs axe (WCAG 2.1 A and AA, with label-content-name-mismatch: runAxe) on the story; with `only`, just those rules
 * (the colour contrast of another theme).
 * Storybook's a11y addon runs axe in the preview after every render unless the URL turns it off (`storyUrl`); a
 * second run started meanwhile is refused with «Axe is already running», so wait for it and try again.
 */
export async function analyzeStory(page: Page, only?: string[]) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runAxe(page, only !== undefined ? { include: '#storybook-root', rules: only } : { include: '#storybook-root' });
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('Axe is already running')) {
        throw error;
      }
      await page.waitForTimeout(250);
    }
  }
}

/**
 * Shows a story, or the same story in another theme, in the preview that is already open, through Storybook's preview
 * channel (as its own test runner does): no page load, no new preview bundle, no new mock service worker. Resolves once
 * the preview has rendered it (a story's play function has run by then), rejects when the story fails to render.
 */
export async function showInPreview(page: Page, change: { storyId: string } | { theme: string }): Promise<void> {
  await page.evaluate(async (change) => {
    interface Channel {
      on(event: string, listener: (...args: unknown[]) => void): void;
      off(event: string, listener: (...args: unknown[]) => void): void;
      emit(event: string, ...args: unknown[]): void;
    }
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
    const failures = ['storyErrored', 'storyThrewException', 'storyMissing', 'playFunctionThrewException'];
    await new Promise<void>((resolve, reject) => {
      const rendered = () => {
        stop();
        resolve();
      };
      const failed = (...args: unknown[]) => {
        stop();
        reject(new Error(`the preview could not show ${JSON.stringify(change)}: ${JSON.stringify(args)}`));
      };
      const stop = () => {
        channel.off('storyRendered', rendered);
        for (const event of failures) {
          channel.off(event, failed);
        }
      };
      channel.on('storyRendered', rendered);
      for (const event of failures) {
        channel.on(event, failed);
      }
      if ('storyId' in change) {
        channel.emit('setCurrentStory', { storyId: change.storyId, viewMode: 'story' });
      } else {
        channel.emit('updateGlobals', { globals: { theme: change.theme } });
      }
    });
  }, change);
}

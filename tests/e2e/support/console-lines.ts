import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Every line the page prints to its console from now on, as text: the line as the browser shows it, and each of its
 * arguments as JSON (an error with its stack). Answers a reader that waits for the lines still being read.
 */
export function watchConsole(page: Page): () => Promise<string[]> {
  const lines: Promise<string>[] = [];
  const read = async (message: ConsoleMessage): Promise<string> => {
    const parts = [message.text()];
    for (const argument of message.args()) {
      try {
        parts.push(
          await argument.evaluate((value) =>
            value instanceof Error ? `${value.stack ?? value.message} ${JSON.stringify(value)}` : JSON.stringify(value),
          ),
        );
      } catch {
        // The page went on (a reload): the line's text is what there is.
      }
    }
    return parts.join(' ');
  };
  page.on('console', (message) => lines.push(read(message)));
  return () => Promise.all(lines);
}

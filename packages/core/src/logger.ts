/** Where Kurv reports what a chain web team should know; never shown to shoppers. */
export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export const consoleLogger: Logger = {
  warn: (message, detail) => console.warn(`[kurv] ${message}`, ...(detail === undefined ? [] : [detail])),
  error: (message, detail) => console.error(`[kurv] ${message}`, ...(detail === undefined ? [] : [detail])),
};

export const silentLogger: Logger = { warn: () => undefined, error: () => undefined };

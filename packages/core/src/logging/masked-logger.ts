import type { Logger } from '../logger';
import { redactText, redactValue } from './redact';

/**
 * A logger that prints nothing personal (issue 35): its message and detail masked by the same rule as the log entries
 * (redact.ts), with the shopper's own texts as `personal` answers them when a line is printed. An error's message and
 * stack are printed masked; a server's answer inside it too.
 */
export function createMaskedLogger(logger: Logger, personal: () => readonly string[]): Logger {
  const line = (level: keyof Logger, message: string, detail: unknown) => {
    const own = personal();
    if (detail === undefined) {
      logger[level](redactText(message, own));
    } else {
      logger[level](redactText(message, own), redactValue(detail, own));
    }
  };
  return {
    warn: (message, detail) => line('warn', message, detail),
    error: (message, detail) => line('error', message, detail),
  };
}

import type { Logger } from '../logger';
import type { PersonalSource } from './personal-source';

type Masking = typeof import('./redact');

/**
 * A logger that prints nothing personal (issue 35): each line masked by the same rule as the log entries (redact.ts),
 * of the shopper's own texts too (`source`). The masking's code comes with the first line: until it is here the lines
 * wait, in order. Should it not come (offline, a failed deploy), a line says only that it could not be masked.
 */
export function createMaskedLogger(logger: Logger, source?: PersonalSource): Logger {
  let masking: Promise<Masking> | null = null;
  let ready: Masking | null = null;
  // Lines waiting for the code: a line comes after them even once the code is here.
  let waiting = 0;
  const line = (level: keyof Logger, message: string, detail: unknown) => {
    if (ready !== null && waiting === 0) {
      ready.printMasked(logger, level, message, detail, source);
      return;
    }
    masking ??= import('./redact').then((module) => (ready = module));
    waiting += 1;
    masking
      .then(
        (module) => module.printMasked(logger, level, message, detail, source),
        // Not even the message: a line written later could carry what the masking would have taken out.
        () => logger[level](`Kurv: a ${level} (its masking could not be loaded)`),
      )
      .catch(() => undefined)
      .finally(() => {
        waiting -= 1;
      });
  };
  return {
    warn: (message, detail) => line('warn', message, detail),
    error: (message, detail) => line('error', message, detail),
  };
}

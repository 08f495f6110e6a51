import type { Logger } from '../logger';
import { personalTextsFrom } from '../store/user/personal-texts';
import type { PersonalSource } from './personal-source';
import { redactText, redactValue } from './redact';

/** Prints one line masked (redactText, redactValue) of every pattern and of the shopper's own texts the source knows. */
export function printMasked(logger: Logger, level: keyof Logger, message: string, detail: unknown, source?: PersonalSource): void {
  const personal = personalTextsFrom(source);
  if (detail === undefined) {
    logger[level](redactText(message, personal));
  } else {
    logger[level](redactText(message, personal), redactValue(detail, personal));
  }
}

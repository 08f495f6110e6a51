import { describe, expect, it } from 'vitest';
import { type LoginPromptInput, shouldShowLoginPrompt } from './login-prompt';

describe('shouldShowLoginPrompt', () => {
  const guest: LoginPromptInput = { loginLevel: 0, enabled: true, itemCount: 3, threshold: 3, dismissed: false, canLogIn: true };

  it.each([
    ['a guest reaching the configured count', guest, true],
    ['a guest above the count', { ...guest, itemCount: 7 }, true],
    ['a guest one item short', { ...guest, itemCount: 2 }, false],
    ['a guest who closed it within 30 days', { ...guest, dismissed: true }, false],
    ['the flag off', { ...guest, enabled: false }, false],
    ['a simplified login', { ...guest, loginLevel: 1 }, false],
    ['a member', { ...guest, loginLevel: 2 }, false],
    ['a guest on a chain site without a login page (issue 36)', { ...guest, canLogIn: false }, false],
    ['a guest above the count without a login page', { ...guest, itemCount: 7, canLogIn: false }, false],
  ] as const)('%s → %s', (_situation, input, shown) => {
    expect(shouldShowLoginPrompt(input)).toBe(shown);
  });
});

import { describe, expect, it } from 'vitest';
import { signUpStepEvent } from './sign-up-step';

describe('signUpStepEvent', () => {
  it.each([
    ['prompt_shown', 'addToCart'],
    ['login_link', 'handoverPicker'],
    ['sign_up_link', 'addToCart'],
  ] as const)('%s at %s', (step, placement) => {
    expect(signUpStepEvent(step, placement)).toEqual({ event: 'sign_up_step', kurv: { step, placement } });
  });
});

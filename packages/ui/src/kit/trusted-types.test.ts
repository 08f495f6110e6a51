import { describe, expect, it } from 'vitest';
import { createKurvTrustedTypesPolicy, TRUSTED_TYPES_POLICY_NAME, type TrustedTypesFactory } from './trusted-types';

/** A page's `trustedTypes` whose CSP allows the policies named (`trusted-types …`), and the names asked for. */
function pageAllowing(...allowed: string[]): { factory: TrustedTypesFactory; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    factory: {
      createPolicy(name, rules) {
        asked.push(name);
        if (!allowed.includes(name)) {
          throw new TypeError(`Failed to execute 'createPolicy': Policy "${name}" disallowed.`);
        }
        return rules;
      },
    },
  };
}

describe('the kurv Trusted Types policy', () => {
  it('is named kurv, as a site allows it (`trusted-types kurv`), and carries DOMPurify’s input and output unchanged', () => {
    const page = pageAllowing('kurv');
    const policy = createKurvTrustedTypesPolicy(page.factory);
    expect(TRUSTED_TYPES_POLICY_NAME).toBe('kurv');
    expect(page.asked).toEqual(['kurv']);
    expect(policy?.createHTML('<p>Åpent</p>')).toBe('<p>Åpent</p>');
    expect(policy?.createScriptURL('/x.js')).toBe('/x.js');
  });

  it('is null where the page refuses it, and not asked for without Trusted Types', () => {
    expect(createKurvTrustedTypesPolicy(pageAllowing('dompurify').factory)).toBeNull();
    expect(createKurvTrustedTypesPolicy(undefined)).toBeUndefined();
  });
});

/**
 * Trusted Types (issue 37): under `require-trusted-types-for 'script'` a page accepts markup only as `TrustedHTML`, made
 * by a policy its CSP names. Every path of Kurv that writes markup is the safe-HTML renderer (SafeHtml: store notices,
 * pickup-point descriptions, campaign texts), and it goes through one policy, `kurv`: DOMPurify parses the CMS text in
 * its inert document and signs its sanitised output with it (`TRUSTED_TYPES_POLICY`, `RETURN_TRUSTED_TYPE`), and the
 * renderer parses only that output. A site allows it with `trusted-types kurv` (docs/embedding.md).
 *
 * The policy passes its input through unchanged, as DOMPurify requires of a policy it is given: DOMPurify is what makes
 * the text safe, the policy only carries its output to the sink. It is kept in this module and never handed out.
 */

/** The name a site's CSP allows: `trusted-types kurv`. */
export const TRUSTED_TYPES_POLICY_NAME = 'kurv';

/** A policy as DOMPurify takes it: both of its hooks. */
export interface KurvTrustedTypesPolicy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}

/** The part of the browser's `trustedTypes` used here. */
export interface TrustedTypesFactory {
  /** Whether a value is a TrustedHTML of this page. */
  isHTML?(value: unknown): boolean;
  createPolicy(
    name: string,
    rules: { createHTML: (input: string) => string; createScriptURL: (input: string) => string },
  ): KurvTrustedTypesPolicy;
}

/**
 * Where the page's policy comes from: none without Trusted Types (every browser then takes strings); `null` when the
 * page refused to create it (its CSP's `trusted-types` does not name `kurv`, or a second Kurv runtime on the page made
 * it already without `'allow-duplicates'`).
 */
export function createKurvTrustedTypesPolicy(factory: TrustedTypesFactory | undefined): KurvTrustedTypesPolicy | null | undefined {
  if (factory === undefined || typeof factory.createPolicy !== 'function') {
    return undefined;
  }
  try {
    return factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createHTML: (input) => input, createScriptURL: (input) => input });
  } catch {
    return null;
  }
}

/** The window's Trusted Types factory, when it has one. */
export function trustedTypesOf(root: object): TrustedTypesFactory | undefined {
  const factory = (root as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  return typeof factory === 'object' && factory !== null ? factory : undefined;
}

import type * as MemberCodeModule from './member-code';

/** The code only a member's session needs (`./member-code.ts`). */
export type MemberCode = typeof MemberCodeModule;

/**
 * Where the session and user slices get the member's code: at hand (`createShopStore`: answered at once, so a login runs
 * as it did with the code in the slices), or fetched when a token is first known (`createDeferredShopStore`).
 */
export type MemberCodeSource = () => MemberCode | Promise<MemberCode>;

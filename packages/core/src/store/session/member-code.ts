/**
 * The code only a member's session needs: the login and logout, the token's refresh, the change notifications, and the
 * member's profile with its decoder. The page store fetches it when a token is known
 * (store/deferred/create-deferred-shop-store.ts): an anonymous shopper's page never does.
 */
export { createMemberSession } from './member-session';
export { fetchMemberUser } from './member-user';

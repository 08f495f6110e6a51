// The user's writes (store and handover, profile, attributes, addresses, trigger bonuses) in one file that the user
// slice fetches with the first of them: a product page makes none of these calls before the shopper acts. The chosen
// window's deadline is followed from here too: a window is chosen by a write, or comes with a loaded user (who then
// fetches this file): see save-store-and-handover.ts.

export { MISSING_MEMBER_ID, NOT_LOGGED_IN } from '../../domain/member-errors';
export { createMemberActions } from './member-actions';
export { createStoreAndHandoverSave } from './save-store-and-handover';

/**
 * What an add does about the member's orders (spec section 2, 'Vil du legge til varer på eksisterende bestilling?'):
 * 'noOneToAsk' without an `<edit-order-dialog>` on the page and 'goThrough' when the question does not apply (both add
 * at once), 'waitForAnswer' while an earlier add waits for the answer, 'askIfEditable' when the member's orders decide.
 */
export type AddToCartQuestion = 'noOneToAsk' | 'goThrough' | 'waitForAnswer' | 'askIfEditable';

export interface AddToCartQuestionFacts {
  /** An `<edit-order-dialog>` on the page could ask. */
  dialogOnPage: boolean;
  /** The fully logged-in member when they have the update-order flag, else null. */
  editingMember: string | null;
  /** The order edit's state: its status, who chose 'Start ny bestilling' in this visit, the add waiting for the answer. */
  order: { edit: { status: 'idle' | 'loading' | 'success' | 'error' }; declinedFor: string | null; pendingAdd: object | null };
}

/** The rule "a member with an editable order is asked before an add", before the orders are read. */
export function addToCartQuestion({ dialogOnPage, editingMember, order }: AddToCartQuestionFacts): AddToCartQuestion {
  const idle = order.edit.status === 'idle';
  const waiting = order.pendingAdd !== null;
  if (dialogOnPage && editingMember !== null && idle && order.declinedFor !== editingMember && !waiting) {
    return 'askIfEditable';
  }
  if (waiting && idle) {
    return 'waitForAnswer';
  }
  return dialogOnPage ? 'goThrough' : 'noOneToAsk';
}

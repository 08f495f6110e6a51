import { describe, expect, it } from 'vitest';
import { type AddToCartQuestionFacts, addToCartQuestion } from './add-to-cart-question';

const idle = { edit: { status: 'idle' as const }, declinedFor: null, pendingAdd: null };
const member: AddToCartQuestionFacts = { dialogOnPage: true, editingMember: 'M-100001', order: idle };
const waitingAdd = { ean: '7038010009457', quantity: 1 };

describe('addToCartQuestion (spec section 2: a member with an editable order is asked before an add)', () => {
  it.each<[string, AddToCartQuestionFacts, ReturnType<typeof addToCartQuestion>]>([
    ['a member who may edit, a dialog on the page', member, 'askIfEditable'],
    ['no <edit-order-dialog> on the page', { ...member, dialogOnPage: false }, 'noOneToAsk'],
    [
      'no dialog, while an earlier add waits',
      { ...member, dialogOnPage: false, order: { ...idle, pendingAdd: waitingAdd } },
      'waitForAnswer',
    ],
    ['not fully logged in, or no update-order flag', { ...member, editingMember: null }, 'goThrough'],
    ['already editing an order', { ...member, order: { ...idle, edit: { status: 'success' } } }, 'goThrough'],
    ['the order is loading', { ...member, order: { ...idle, edit: { status: 'loading' } } }, 'goThrough'],
    ['the load failed', { ...member, order: { ...idle, edit: { status: 'error' } } }, 'goThrough'],
    ['the member chose Start ny bestilling', { ...member, order: { ...idle, declinedFor: 'M-100001' } }, 'goThrough'],
    ['another member chose Start ny bestilling', { ...member, order: { ...idle, declinedFor: 'M-200002' } }, 'askIfEditable'],
    ['an earlier add waits for the answer', { ...member, order: { ...idle, pendingAdd: waitingAdd } }, 'waitForAnswer'],
    [
      'an earlier add waits while the order loads',
      { ...member, order: { edit: { status: 'loading' }, declinedFor: null, pendingAdd: waitingAdd } },
      'goThrough',
    ],
  ])('%s', (_situation, facts, expected) => {
    expect(addToCartQuestion(facts)).toBe(expected);
  });
});

// Apart from the other order-edit rules: the page store reads it at login, before the order code is loaded.

/** Spec section 4: "Edit sessions are keyed by member id, or GUEST". */
export function orderEditSessionKey(memberId: string | null): string {
  return memberId ?? 'GUEST';
}

import { type BagType, type HandoverType, type ServiceFeeType, SUBSTITUTE_PREFERENCES, type SubstitutePreference } from '@kurv/core/domain';
import { SIM_BAG_TYPES, SIM_SERVICE_FEE_TYPES } from '../seed/fees';

/** The substitute preferences of spec section 3 (core's list). */
export const SIM_SUBSTITUTE_PREFERENCES: readonly SubstitutePreference[] = SUBSTITUTE_PREFERENCES;

/** The handover types the cart calculator takes. */
export const SIM_CART_HANDOVER_TYPES: readonly HandoverType[] = ['Store', 'Delivery'];

/** A cart line as the calculator and the member cart take it. */
export interface SimCartLineInput {
  ean: string;
  quantity: number;
  /** Default true: the shopper accepts a substitute. */
  substitute: boolean;
  /** Default false. */
  shouldSlice: boolean;
}

/** Thrown by the readers below for a body field the platform refuses; its message goes into the 400 answer. */
export class CartBodyProblem extends Error {}

function readChoice<T extends string>(value: unknown, choices: readonly T[], field: string): T | null {
  if (value === undefined || value === null) {
    return null;
  }
  if (!choices.includes(value as T)) {
    throw new CartBodyProblem(`${field} must be one of ${choices.join(', ')} or null`);
  }
  return value as T;
}

/** `bagType`: a bag type, or null when absent. */
export function readBagType(value: unknown): BagType | null {
  return readChoice(value, SIM_BAG_TYPES, 'bagType');
}

/** `serviceFeeType`: a service fee type, or null when absent. */
export function readServiceFeeType(value: unknown): ServiceFeeType | null {
  return readChoice(value, SIM_SERVICE_FEE_TYPES, 'serviceFeeType');
}

/** `substitutePreference`: a substitute preference, SIMILAR when absent (the order default). */
export function readSubstitutePreference(value: unknown): SubstitutePreference {
  return readChoice(value, SIM_SUBSTITUTE_PREFERENCES, 'substitutePreference') ?? 'SIMILAR';
}

/** `handoverType`: 'Delivery' or 'Store', Store when absent. */
export function readHandoverType(value: unknown): HandoverType {
  return readChoice(value, SIM_CART_HANDOVER_TYPES, 'handoverType') ?? 'Store';
}

function readOptionalBoolean(value: unknown, fallback: boolean, field: string): boolean {
  if (value === undefined || value === null) {
    return fallback;
  }
  if (typeof value !== 'boolean') {
    throw new CartBodyProblem(`${field} must be true or false`);
  }
  return value;
}

/** `items`: a list of `{ ean, quantity > 0, substitute?, shouldSlice? }`. */
export function readCartLines(value: unknown): SimCartLineInput[] {
  if (!Array.isArray(value)) {
    throw new CartBodyProblem('items must be a list of { ean, quantity > 0 }');
  }
  return value.map((entry: unknown) => {
    const line = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (
      typeof line.ean !== 'string' ||
      line.ean === '' ||
      typeof line.quantity !== 'number' ||
      !Number.isFinite(line.quantity) ||
      line.quantity <= 0
    ) {
      throw new CartBodyProblem('items must be a list of { ean, quantity > 0 }');
    }
    return {
      ean: line.ean,
      quantity: line.quantity,
      substitute: readOptionalBoolean(line.substitute, true, 'substitute'),
      shouldSlice: readOptionalBoolean(line.shouldSlice, false, 'shouldSlice'),
    };
  });
}

/** Runs a body reader; answers the CartBodyProblem it throws instead of throwing it. */
export function tryReadCartBody<T>(read: () => T): T | CartBodyProblem {
  try {
    return read();
  } catch (problem) {
    if (problem instanceof CartBodyProblem) {
      return problem;
    }
    throw problem;
  }
}

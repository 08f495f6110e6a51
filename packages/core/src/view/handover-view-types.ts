import type { TimeOfDay } from '../format/time-of-day';
import type { DayStatus } from '../rules/handover/day-calendar';

// What the handover picker's pages show: the view functions of this folder answer these, ui's pages take them as props.

/** One handover type choice on the type page. */
export interface HandoverTypeOptionView {
  disabled: boolean;
  /** The subtitle under the choice: why it is disabled, or a minimum-purchase message; null for none. */
  description: string | null;
}

/** An address suggestion of the address search. */
export interface HandoverAddressSuggestionView {
  id: string;
  label: string;
}

/** The delivery address form of the type page. */
export interface HandoverAddressFormView {
  value: string;
  suggestions: readonly HandoverAddressSuggestionView[];
  searching: boolean;
  /** An error about the address (e.g. texts.coverageUnavailable); null for none. */
  errorText: string | null;
  /** Which submit button shows: 'save' ('Lagre adresse', logged in), 'use' ('Bruk adresse', anonymous) or none. */
  submit: 'save' | 'use' | null;
  submitBusy?: boolean;
}

/** A delivery location of the member's delivery location picker. */
export interface HandoverDeliveryLocationView {
  id: string;
  /** The address as one line, e.g. 'Karl Johans gate 1, 0154 OSLO'. */
  label: string;
  /** Spec section 8: a location no store delivers to is disabled and suffixed '(ingen levering)'. */
  hasStore: boolean;
}

/**
 * Spec section 2, the handover options block: the chosen pickup store with 'Endre butikk', or the delivery location
 * picker 'Velg hvor du vil ha varene levert' when several locations exist.
 */
export type HandoverOptionsBlockView =
  | { kind: 'store'; storeName: string; storeAddress: string | null }
  | { kind: 'deliveryLocations'; locations: readonly HandoverDeliveryLocationView[]; selectedId: string | null };

/** A pickup location on the location page. */
export interface HandoverLocationView {
  /** The pickup gln (or another unique id). */
  id: string;
  name: string;
  /** Street address and post area, shown under the name. */
  address: string | null;
  /** A location without a store: disabled and suffixed '(ingen levering)'. */
  hasStore: boolean;
  /** A store deviation message (e.g. closed early); null for none. */
  deviationText: string | null;
}

/** The locations of one county. */
export interface HandoverLocationGroupView {
  county: string;
  locations: readonly HandoverLocationView[];
}

/** A day cell of the week grid: the parts of core's CalendarDay the grid shows. */
export interface HandoverDayView {
  /** yyyy-MM-dd in Oslo. */
  date: string;
  status: DayStatus;
  isToday: boolean;
  isTripleBonus: boolean;
}

/** The week grid (core's WeekGrid fits): weeks of 7 cells Monday first, null outside the days given. */
export interface HandoverWeekGridView {
  weeks: readonly (readonly (HandoverDayView | null)[])[];
  monthRange: string;
}

/** A bonus tag of a window. */
export type HandoverWindowTagView = { kind: 'tripleBonus' } | { kind: 'bonusPercent'; percent: number } | { kind: 'littleGreener' };

/** A time window of the time list. */
export interface HandoverTimeSlotView {
  windowId: string;
  /** ISO instants shown as HH.mm in Oslo (the window's display times). */
  from: string;
  to: string;
  /** The lowest handover price; null hides the price-from text. */
  priceFrom: number | null;
  tags: readonly HandoverWindowTagView[];
  /** Why the window cannot be chosen (already in words); null when it can. */
  disabledReason: string | null;
  /** A campaign text (e.g. texts.campaignHalfPriceDelivery); null for none. */
  campaignText?: string | null;
}

/** The windows of one part of the day (core's groupByTimeOfDay result fits). */
export interface HandoverTimeGroupView {
  timeOfDay: TimeOfDay;
  items: readonly HandoverTimeSlotView[];
}

/** The reservation countdown (core's ReservationRing fits). */
export interface HandoverReservationView {
  minutesLeft: number;
  maxMinutes: number;
}

/** The formats' constants: time-of-day labels, age brackets, relative dates (spec section 9). */

/** Spec section 9: time-of-day labels. Before 09 is morning; from these Oslo hours on, forenoon, afternoon, evening. */
export const FORENOON_FROM_HOUR = 9;
export const AFTERNOON_FROM_HOUR = 12;
export const EVENING_FROM_HOUR = 18;
/** Spec section 9: age brackets span ten years (34 → '30-39'). */
export const AGE_BRACKET_YEARS = 10;
/** Relative dates (not in spec): days up to this many days ahead are named by weekday, later ones as dd.MM. */
export const RELATIVE_WEEKDAY_MAX_DAYS_AHEAD = 6;

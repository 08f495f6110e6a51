/** An accessible name to match: a string (a case-insensitive part of the name, as Playwright's getByRole) or a pattern. */
export type SerializedName = { kind: 'text'; text: string } | { kind: 'pattern'; source: string; flags: string };

/**
 * One step of a locator, sent to the page as JSON: an element by role (and name, state, position), or by CSS selector
 * (a custom element: the steps after it search its shadow root and children).
 */
export interface RoleStep {
  role?: string;
  name?: SerializedName;
  selector?: string;
  enabled?: boolean;
  pressed?: boolean;
  /** Only the nth match (0 first); every match when left out. */
  nth?: number;
}

/** What the page answers of the first element a locator finds. */
export interface FoundState {
  count: number;
  name: string;
  text: string;
  enabled: boolean;
  checked: boolean;
  focused: boolean;
  /** aria-busy="true": a press waiting for its code. */
  busy: boolean;
  /** The turning mark of a press waiting for its code (`kurv-waits` in widget-styles.ts) is on the screen. */
  waitMarkShown: boolean;
}

/** The steps that find an element, each within the matches of the one before; written as the page objects do. */
export class Locator {
  constructor(readonly steps: RoleStep[]) {}

  /** An element of `role` inside this one's matches. */
  getByRole(role: string, options: { name?: string | RegExp; enabled?: boolean; pressed?: boolean } = {}): Locator {
    return new Locator([...this.steps, roleStep(role, options)]);
  }

  /** The nth of this locator's matches (0 first). */
  nth(index: number): Locator {
    const last = this.steps.at(-1);
    if (last === undefined) {
      throw new Error('nth() of an empty locator');
    }
    return new Locator([...this.steps.slice(0, -1), { ...last, nth: index }]);
  }

  first(): Locator {
    return this.nth(0);
  }

  /** Says what the locator looks for, in a failure's message. */
  toString(): string {
    return this.steps
      .map((step) => {
        const name = step.name === undefined ? '' : step.name.kind === 'text' ? ` '${step.name.text}'` : ` /${step.name.source}/`;
        const index = step.nth === undefined ? '' : `[${step.nth}]`;
        return `${step.selector ?? step.role}${name}${step.enabled === undefined ? '' : step.enabled ? ' enabled' : ' disabled'}${index}`;
      })
      .join(' > ');
  }
}

function roleStep(role: string, options: { name?: string | RegExp; enabled?: boolean; pressed?: boolean }): RoleStep {
  const { name, ...state } = options;
  if (name === undefined) {
    return { role, ...state };
  }
  return {
    role,
    ...state,
    name: typeof name === 'string' ? { kind: 'text', text: name } : { kind: 'pattern', source: name.source, flags: name.flags },
  };
}

/** An element of `role` anywhere on the page, through shadow roots (Playwright's `page.getByRole`). */
export function getByRole(role: string, options: { name?: string | RegExp; enabled?: boolean; pressed?: boolean } = {}): Locator {
  return new Locator([roleStep(role, options)]);
}

/** The elements a CSS selector matches (a custom element, say): its shadow root is searched by the steps after it. */
export function bySelector(selector: string): Locator {
  return new Locator([{ selector }]);
}

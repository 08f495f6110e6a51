import { expect, type Locator, type Page } from '@playwright/test';

/** The picker's time page: the calendar of days, the windows of the chosen day, the reservation (spec sections 4, 9). */
export class TimePage {
  /** Its title for pickup. */
  static readonly PICKUP_TITLE = 'Når ønsker du å hente varene?';
  /** Its title for delivery. */
  static readonly DELIVERY_TITLE = 'Når skal vi levere til deg?';

  /** The time page for pickup. */
  readonly dialog: Locator;
  /** The time page for delivery. */
  readonly deliveryDialog: Locator;
  /** The time page, for pickup or delivery. */
  readonly anyDialog: Locator;
  /** The days of the calendar that can be chosen. */
  readonly openDays: Locator;
  /** The reservation's countdown ring. */
  readonly countdown: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: TimePage.PICKUP_TITLE });
    this.deliveryDialog = page.getByRole('dialog', { name: TimePage.DELIVERY_TITLE });
    this.anyDialog = page.getByRole('dialog', { name: /^Når / });
    this.openDays = this.dialog.getByRole('table').getByRole('button', { disabled: false });
    this.countdown = this.dialog.getByRole('progressbar', { name: /reserv/i });
  }

  /** The days of the calendar that can be chosen, in `dialog` (pickup unless told). */
  openDaysOf(dialog: Locator = this.dialog): Locator {
    return dialog.getByRole('table').getByRole('button', { disabled: false });
  }

  /** The windows of the chosen day that can be chosen, in `dialog` (pickup unless told). */
  openWindows(dialog: Locator = this.dialog): Locator {
    return dialog.getByRole('radio').and(this.page.locator(':not([disabled])'));
  }

  /** 'Bekreft henting …' (or 'Bekreft levering …' in the delivery page). */
  confirmButton(dialog: Locator = this.dialog): Locator {
    return dialog.getByRole('button', { name: /^Bekreft (henting|levering)/ });
  }

  /** Chooses the open day `dayIndex` (0: the first with windows to choose) and its first open window; answers it. */
  async chooseWindow(dayIndex: number, dialog: Locator = this.dialog): Promise<Locator> {
    await dialog.getByRole('table').getByRole('button', { disabled: false }).nth(dayIndex).click();
    const window = this.openWindows(dialog).first();
    await window.check();
    return window;
  }

  /** Confirms the chosen window; every dialog closes. */
  async confirm(dialog: Locator = this.dialog): Promise<void> {
    await this.confirmButton(dialog).click();
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }

  /** Issue 34: what the time page says under the calendar when the day shown has no window that can be chosen. */
  static readonly NO_FREE_WINDOWS = 'Ingen ledige tider denne dagen. Velg en annen dato.';

  /** The day of the calendar the time list shows (pressed), in `dialog` (pickup unless told). */
  shownDay(dialog: Locator = this.dialog): Locator {
    return dialog.getByRole('table').getByRole('button', { pressed: true });
  }

  /** The calendar's days whose status reads `status` ('Fullt', 'Stengt', 'Klargjøring', 'I dag'), in `dialog`. */
  daysReading(status: string, dialog: Locator = this.dialog): Locator {
    return dialog.getByRole('table').getByRole('button', { name: new RegExp(`, ${status}(,|$)`) });
  }

  /**
   * How many lines the status word `status` takes in each day of the calendar that shows it, as rendered: the line boxes
   * of its text (a Range's rectangles, across or upright). One each when no word breaks.
   */
  async statusLines(status: string, dialog: Locator = this.dialog): Promise<number[]> {
    const words = dialog.getByRole('table').getByText(status, { exact: true });
    await expect(words.first()).toBeVisible();
    return words.evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0).length;
      }),
    );
  }

  /** The disabled windows of the day shown whose description (the reason) reads `reason`, in `dialog`. */
  windowsDisabledFor(reason: string | RegExp, dialog: Locator = this.dialog): Locator {
    return dialog.getByRole('radio', { disabled: true, description: reason });
  }

  /**
   * Shows the first day, of the one shown and the open days after it, that has a disabled window with the reason
   * `reason` (the seeded platform disables some windows of its own, e.g. full ones, whose reason is shown first).
   * Answers those windows.
   */
  async showDayWithReason(reason: string, dialog: Locator = this.dialog): Promise<Locator> {
    const windows = this.windowsDisabledFor(reason, dialog);
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    const days = dialog.getByRole('table').getByRole('button', { disabled: false });
    for (let index = 0; (await windows.count()) === 0 && index < (await days.count()); index += 1) {
      await days.nth(index).click();
      await expect(days.nth(index)).toHaveAttribute('aria-pressed', 'true');
    }
    return windows;
  }

  /** The platform's id of a window's radio (its value), to arrange something for that window through the simulator. */
  async windowIdOf(window: Locator): Promise<string> {
    const id = await window.getAttribute('value');
    if (id === null || id === '') {
      throw new Error('The window radio has no id');
    }
    return id;
  }

  /** The radio of the window with the platform's id `windowId`, in `dialog` (pickup unless told). */
  windowById(windowId: string, dialog: Locator = this.dialog): Locator {
    return dialog.getByRole('radio').and(this.page.locator(`[value="${windowId}"]`));
  }

  /** The page's error banner (role alert): a failed load, save or reservation, in `dialog` (pickup unless told). */
  errorBanner(dialog: Locator = this.dialog): Locator {
    return dialog.getByRole('alert');
  }

  /** 'Avbryt' of the time page, in `dialog` (pickup unless told). */
  cancelButton(dialog: Locator = this.dialog): Locator {
    return dialog.getByRole('button', { name: 'Avbryt' });
  }
}

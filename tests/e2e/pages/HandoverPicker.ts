import { expect, type Locator, type Page } from '@playwright/test';
import { LocationPage } from './handover-picker/LocationPage';
import { TimePage } from './handover-picker/TimePage';
import { TypePage } from './handover-picker/TypePage';

/** Where `window.kurv.openHandoverPicker(page)` opens the picker. */
export type PickerPageName = 'type' | 'location' | 'time';

/**
 * `<handover-picker>` on a page: its trigger (the saved handover's summary) and its three pages. Every locator is by
 * role and the spec's texts (section 4).
 */
export class HandoverPicker {
  readonly element: Locator;
  /** The trigger: 'Velg levering eller henting', or the saved handover ('Hente selv, MENY Storo'). */
  readonly trigger: Locator;
  readonly typePage: TypePage;
  readonly locationPage: LocationPage;
  readonly timePage: TimePage;

  constructor(readonly page: Page) {
    this.element = page.locator('handover-picker');
    this.trigger = this.element.getByRole('button').first();
    this.typePage = new TypePage(page);
    this.locationPage = new LocationPage(page);
    this.timePage = new TimePage(page);
  }

  /** Opens the picker from its trigger, on the type page. */
  async open(): Promise<TypePage> {
    await this.trigger.click();
    await this.typePage.expectOpen();
    return this.typePage;
  }

  /**
   * By clicks from the trigger to the location page with `store` of `county` chosen ('Hente selv', 'Fortsett', the
   * county's group opened if it is not): the store's notice, if it has one, shows there. Confirm with
   * `locationPage.confirm()`.
   */
  async chooseStoreOnLocationPage(county: string, store: RegExp | string): Promise<void> {
    await this.open();
    await this.typePage.continueToPickup();
    await this.locationPage.openCounty(county);
    await this.locationPage.store(store).check();
  }

  /** Opens the picker on one of its pages as a host page does (`window.kurv.openHandoverPicker`). */
  async openOn(pickerPage: PickerPageName): Promise<void> {
    await this.page.evaluate(
      (name) => (window as unknown as { kurv: { openHandoverPicker: (page: string) => void } }).kurv.openHandoverPicker(name),
      pickerPage,
    );
  }

  /** Opens the picker on its time page as a host page does; answers the time page's dialog, visible. */
  async openTimePage(): Promise<Locator> {
    await this.openOn('time');
    await expect(this.timePage.anyDialog).toBeVisible();
    return this.timePage.anyDialog;
  }

  /**
   * By clicks from the trigger to the pickup time page: 'Hente selv', 'Fortsett', the store the location page offers
   * confirmed with 'Bekreft'. Answers the time page's dialog.
   */
  async toPickupTimePage(): Promise<Locator> {
    await this.trigger.click();
    await this.typePage.pickup.check();
    await this.typePage.continueButton.click();
    await this.locationPage.confirmButton.click();
    return this.timePage.dialog;
  }

  /**
   * By clicks from the trigger to the saved handover's time page: 'Fortsett' on the type page and 'Bekreft' on the
   * location page as they are.
   */
  async toSavedTimePage(): Promise<void> {
    await this.trigger.click();
    await this.typePage.continueButton.click();
    await this.locationPage.confirmButton.click();
    await expect(this.timePage.dialog).toBeVisible();
  }

  /**
   * By clicks, as a shopper: pickup at the store the picker offers, on the time page the fourth open day and its first
   * open window, 'Bekreft henting'; every dialog closed. Answers the time page's dialog, for a test that opens it again.
   */
  async choosePickupWindowDaysAhead(): Promise<Locator> {
    const time = await this.toPickupTimePage();
    await this.timePage.chooseWindow(3, time);
    await this.timePage.confirm(time);
    return time;
  }

  /**
   * By clicks: pickup at another store (a county's group opened when given), a window three days ahead, 'Bekreft
   * henting'. The store changed over several pages, so the page reloads 500 ms after the picker closes: answers once
   * it has.
   */
  async pickupAtStore(store: RegExp | string, county?: string): Promise<void> {
    await this.trigger.click();
    await this.typePage.continueToPickup();
    if (county !== undefined) {
      await this.locationPage.county(county).click();
    }
    await this.locationPage.store(store).check();
    await this.locationPage.confirm();
    await this.timePage.chooseWindow(3);
    const reload = this.page.waitForEvent('load');
    await this.timePage.confirm();
    await reload;
  }

  /**
   * By clicks: the type page's 'Hente selv' and 'Fortsett', the store `store` of the county `county` chosen and
   * 'Bekreft' on the location page: the time page shows that store's windows. Answers the time page's dialog once its
   * days are there.
   */
  async lookAtStoreTimes(county: string, store: RegExp | string): Promise<Locator> {
    await this.open();
    await this.typePage.continueToPickup();
    await this.locationPage.chooseStore(county, store);
    await this.locationPage.confirm();
    await expect(this.timePage.openDays.first()).toBeVisible();
    return this.timePage.dialog;
  }

  /**
   * By clicks: pickup at the store `store` of the county `county` (lookAtStoreTimes), the open day three ahead and its
   * first open window, 'Bekreft henting': the store is saved with the window. What follows (the unavailable-products
   * dialog, the page's reload) is the test's to await.
   */
  async confirmPickupAtStore(county: string, store: RegExp | string): Promise<void> {
    await this.lookAtStoreTimes(county, store);
    await this.timePage.chooseWindow(3);
    await this.timePage.confirmButton().click();
  }

  /**
   * On the type page, a simplified-login user re-enters the delivery address (Karl Johans gate 1) and presses 'Lagre
   * adresse': the picker asks to confirm the identity first. Answers that question, visible.
   */
  async saveNewAddressAsSimplifiedUser(): Promise<Locator> {
    const typePage = this.typePage;
    await typePage.delivery.check();
    await typePage.dialog.getByRole('button', { name: 'Skriv inn adresse på nytt' }).click();
    await typePage.pickAddress('Karl Johans gate 1', /Karl Johans gate 1, 0154 OSLO/);
    await typePage.saveAddressButton.click();
    const confirm = this.page.getByRole('dialog', { name: 'For å lagre adressen må du bekrefte identiteten din' });
    await expect(confirm).toBeVisible();
    return confirm;
  }

  /**
   * By clicks: pickup at the store or pickup point `place` (its county's group is open: the saved store's), the open day
   * `dayIndex` (3 unless told) and its first open window, 'Bekreft henting'. Answers the confirm button's text (the
   * chosen day and times) once every dialog is closed; the page's reload that may follow (a changed store) is not
   * awaited here.
   */
  async choosePickupWindowAt(place: RegExp | string, dayIndex = 3): Promise<string> {
    await this.trigger.click();
    await this.typePage.continueToPickup();
    await this.locationPage.store(place).check();
    await this.locationPage.confirm();
    await this.timePage.chooseWindow(dayIndex);
    const chosen = (await this.timePage.confirmButton().textContent()) ?? '';
    await this.timePage.confirm();
    return chosen;
  }

  /**
   * By clicks, what the picker shows as saved: the location page with `place` checked, then the time page whose
   * confirm button names the window `chosen` (its day and times), with one window checked, and with `reserved` the
   * countdown of the reservation taken up; closed with 'Avbryt'.
   */
  async expectSavedPlaceAndWindow(place: RegExp | string, chosen: string, options: { reserved?: boolean } = {}): Promise<void> {
    await this.trigger.click();
    await this.typePage.continueButton.click();
    await expect(this.locationPage.store(place)).toBeChecked();
    await this.locationPage.confirm();
    await expect(this.timePage.dialog.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(this.timePage.confirmButton()).toHaveText(chosen);
    if (options.reserved) {
      await expect(this.timePage.countdown).toBeVisible();
    }
    await this.timePage.dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }

  /**
   * By clicks from the trigger to the pickup time page of another store or pickup point: 'Hente selv', 'Fortsett', the
   * county's group opened (when closed), the place chosen, 'Bekreft'. Answers the time page's dialog, visible.
   */
  async toPickupTimePageAt(place: RegExp | string, county: string): Promise<Locator> {
    await this.trigger.click();
    await this.typePage.continueToPickup();
    const group = this.locationPage.county(county);
    if ((await group.getAttribute('aria-expanded')) !== 'true') {
      await group.click();
    }
    await this.locationPage.store(place).check();
    await this.locationPage.confirm();
    await expect(this.timePage.dialog).toBeVisible();
    return this.timePage.dialog;
  }
}

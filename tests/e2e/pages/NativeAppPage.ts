import type { Locator, Page } from '@playwright/test';

/** An answer of the app as it posts it (docs/native-bridge.md): `{ source: 'kurv-app', type, requestId, … }`. */
export type AppAnswerData = Record<string, unknown>;

/**
 * The app example (examples/native.html): the site's own buttons that ask the app through `window.kurv` ('I appen', the
 * app's checkout), and the stand-in app (examples/assets/native-app.js) that lists what Kurv posts under 'Meldinger til
 * appen', answers each request, and is set under 'Appen i eksemplet'.
 */
export class NativeAppPage {
  /** Every message Kurv posted to the app, one list item each. */
  readonly messages: Locator;
  /** The status line of the buttons under 'I appen'. */
  readonly featureStatus: Locator;
  /** The status lines of the app's checkout ('Appens kasse'). */
  readonly checkoutStatus: Locator;
  /** 'Appen svarer': unchecked, the stand-in app leaves requests unanswered. */
  readonly appAnswers: Locator;
  /** 'Strekkoden kameraet leser': the EAN the stand-in app answers a scan with. */
  readonly scannedEan: Locator;
  /** 'Kunden sier ja til varsler': the stand-in app's answer to push consent. */
  readonly consents: Locator;

  constructor(readonly page: Page) {
    this.messages = page.getByRole('list', { name: 'Meldinger til appen' }).getByRole('listitem');
    this.featureStatus = page.getByRole('region', { name: 'I appen' }).getByRole('status');
    this.checkoutStatus = page.getByRole('region', { name: 'Appens kasse' }).getByRole('status');
    const standIn = page.getByRole('region', { name: 'Appen i eksemplet' });
    this.appAnswers = standIn.getByRole('checkbox', { name: 'Appen svarer' });
    this.scannedEan = standIn.getByRole('textbox', { name: 'Strekkoden kameraet leser' });
    this.consents = standIn.getByRole('checkbox', { name: 'Kunden sier ja til varsler' });
  }

  /** The messages of one type, as the stand-in lists them (`{"type":"login",…}`), each with the app's answer under it. */
  messagesOfType(type: string): Locator {
    return this.messages.filter({ hasText: `{"type":"${type}"` });
  }

  /** A button of the site's page that asks the app ('Skann strekkode', 'Vis medlemskortet', 'Last ned kvittering' …). */
  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** The `requestId` of the last request of this type Kurv posted to the app. */
  async lastRequestId(type: string): Promise<string> {
    return await this.page.evaluate((wanted) => {
      const posted = (window as unknown as { appMessages: { type: string; requestId?: string }[] }).appMessages;
      const request = posted.filter((message) => message.type === wanted).at(-1);
      if (!request?.requestId) {
        throw new Error(`no ${wanted} request was posted to the app`);
      }
      return request.requestId;
    }, type);
  }

  /** Posts an answer as the app does: to the page's own window, from its main frame, with the page's origin. */
  async answerAsApp(answer: AppAnswerData): Promise<void> {
    await this.page.evaluate((data) => window.postMessage(data, location.origin), answer);
  }

  /**
   * Posts an answer from a frame inside the page that is not the app: `sameOrigin`, an iframe of the page's own origin
   * (another window); otherwise a sandboxed iframe, whose origin is opaque (another origin). Resolves once it is posted.
   */
  async answerFromFrame(answer: AppAnswerData, { sameOrigin }: { sameOrigin: boolean }): Promise<void> {
    await this.page.evaluate(
      ({ data, sameOrigin: same }) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.title = same ? 'Annen ramme' : 'Annen opprinnelse';
          if (!same) {
            frame.sandbox.add('allow-scripts');
          }
          frame.srcdoc = `<script>parent.postMessage(${JSON.stringify(data)}, '*');</script>`;
          frame.addEventListener('load', () => resolve());
          document.body.append(frame);
        }),
      { data: answer, sameOrigin },
    );
  }
}

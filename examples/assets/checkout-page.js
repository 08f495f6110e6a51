// The example checkout page of a chain site (its `paths.checkout`, where the cart popup's 'Til kassen' leads): not part
// of the widgets. It shows the client order as Kurv holds it, read with window.kurv.subscribeCart(…) (the cart popup's
// lines and summary, the handover and window, the payment, the order being changed), and sends it to the platform as the
// chain site's own checkout does: `POST /api/order/{chainid}/{memberId}` for a new order (`PUT …/{orderId}` for the
// order being changed) with the member's token from the site's session (`accessTokenUrl`). The platform places the
// order without the lines the store cannot deliver and names them (`unavailableItems`): the page then offers to put them
// back in the cart (window.kurv.putBackCartItems). After a new order is placed the client order is cleared
// (window.kurv.resetClientOrder). Nothing here knows a product, a price or a total: all of it comes from Kurv.
(() => {
  const settings = window.kurvSettings ?? {};
  const DEFAULT_ERROR = 'Det har skjedd en feil. Vennligst prøv igjen senere.';
  const PAYMENT_NAMES = { CARD: 'Kort', INVOICE: 'Faktura', VIPPS: 'Vipps' };
  const byId = (id) => document.getElementById(id);
  let current = null;
  let submitting = false;

  const timeFormat = new Intl.DateTimeFormat('nb-NO', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Oslo' });
  const dayFormat = new Intl.DateTimeFormat('nb-NO', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Oslo' });

  /** 'torsdag 3. desember kl. 16.00–18.00': the times the shopper gets the goods (pickup: when they can pick up). */
  function windowText(window) {
    const from = new Date(window.customerPickupFrom ?? window.from);
    const to = new Date(window.customerPickupTo ?? window.to);
    return `${dayFormat.format(from)} kl. ${timeFormat.format(from).replace(':', '.')}–${timeFormat.format(to).replace(':', '.')}`;
  }

  function element(tag, text, className) {
    const node = document.createElement(tag);
    if (text !== undefined) {
      node.textContent = text;
    }
    if (className) {
      node.className = className;
    }
    return node;
  }

  function renderLines(cart) {
    const list = byId('checkout-lines');
    list.replaceChildren(
      ...cart.lines.map((line) => {
        const item = element('li', undefined, 'checkout__line');
        const name = element('p', line.title, 'checkout__line-title');
        const detail = element('p', `${line.subtitle ? `${line.subtitle} · ` : ''}${line.quantity} stk`, 'checkout__line-detail');
        const amount = element('p', line.lineTotalText, 'checkout__line-amount');
        item.append(name, detail, amount);
        return item;
      }),
    );
  }

  function renderSummary(cart) {
    const rows = [...cart.summary.lines, cart.summary.totalToPay].map((line) => {
      const row = element('div', undefined, line.kind === 'totalToPay' ? 'checkout__total' : undefined);
      row.append(element('dt', line.label), element('dd', line.amountText));
      return row;
    });
    byId('checkout-summary').replaceChildren(...rows);
    byId('checkout-weight').textContent = `Vekt: ${cart.summary.weightText}`;
    byId('checkout-stale').textContent = cart.summary.notUpdatedText ?? '';
  }

  const krFormat = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 });

  /**
   * What delivery to the saved address costs and needs (cart.deliveryCoverage, the platform's coverage answer), or ''
   * without it. The spec gives no words for it: ours are «Levering fra 49 kr ved handel for minst 1 500 kr.» (free
   * delivery: «Gratis levering …»; without a threshold the first part alone) and «Minstebeløp for levering: 300 kr.»
   */
  function coverageText(coverage) {
    if (coverage === null) {
      return '';
    }
    const price = coverage.bestPrice === 0 ? 'Gratis levering' : `Levering fra ${krFormat.format(coverage.bestPrice)} kr`;
    const from = coverage.bestPriceThreshold > 0 ? ` ved handel for minst ${krFormat.format(coverage.bestPriceThreshold)} kr` : '';
    const least = coverage.deliveryThreshold > 0 ? ` Minstebeløp for levering: ${krFormat.format(coverage.deliveryThreshold)} kr.` : '';
    return `${price}${from}.${least}`;
  }

  function renderHandover(cart) {
    const { handover, window: chosen } = cart;
    const how =
      handover === null
        ? 'Ikke valgt'
        : handover.handoverType === 'Delivery'
          ? `Levert på døren: ${handover.deliveryAddress ?? ''}`
          : `Hente selv: ${handover.storeName}`;
    byId('checkout-handover').textContent = how;
    byId('checkout-window').textContent = chosen === null ? 'Ikke valgt' : windowText(chosen);
    const coverage = byId('checkout-coverage');
    coverage.textContent = coverageText(cart.deliveryCoverage ?? null);
    coverage.hidden = coverage.textContent === '';
    const method = cart.payment.paymentMethod;
    byId('checkout-payment').textContent = method === null ? 'Ikke valgt' : PAYMENT_NAMES[method];
    for (const radio of document.querySelectorAll('input[name="betaling"]')) {
      radio.checked = radio.value === method;
    }
    const editing = byId('checkout-editing');
    editing.hidden = cart.order === null;
    editing.textContent =
      cart.order === null
        ? ''
        : `Du endrer bestillingen med hentekode ${cart.order.pickupCode}. Endringene kan gjøres til ${cart.order.deadlineText ?? ''}.`;
  }

  function render(cart) {
    current = cart;
    const empty = cart.lines.length === 0;
    byId('checkout-empty').hidden = !empty;
    byId('checkout-order').hidden = empty;
    if (empty) {
      return;
    }
    renderLines(cart);
    renderSummary(cart);
    renderHandover(cart);
    byId('checkout-submit').textContent = cart.order === null ? 'Send bestilling' : 'Lagre endringene';
    byId('checkout-submit').disabled = submitting || cart.updating || cart.window === null;
  }

  /** The member's token from the chain site's own session, or null when nobody is logged in there. */
  async function siteToken() {
    if (!settings.accessTokenUrl) {
      return null;
    }
    const answer = await fetch(settings.accessTokenUrl, { credentials: 'same-origin' });
    if (answer.status === 204 || !answer.ok) {
      return null;
    }
    const { access_token: token, token_type: type } = await answer.json();
    return token ? `${type ?? 'Bearer'} ${token}` : null;
  }

  /** Spec section 8: the server's message unless its code is 404 or 500, else the default message. */
  function messageOf(status, body) {
    return status !== 404 && status !== 500 && typeof body?.message === 'string' && body.message !== '' ? body.message : DEFAULT_ERROR;
  }

  function showRefused(refused, titles) {
    const section = byId('checkout-refused');
    section.hidden = refused.length === 0;
    byId('checkout-refused-list').replaceChildren(
      ...refused.map((line) => element('li', `${line.quantity} × ${titles.get(line.ean) ?? 'Ukjent vare'}`)),
    );
    const button = byId('checkout-put-back');
    button.disabled = false;
    button.onclick = async () => {
      button.disabled = true;
      try {
        await window.kurv.putBackCartItems(refused.map(({ ean, quantity }) => ({ ean, quantity })));
        byId('checkout-put-back-status').textContent = 'Varene er lagt tilbake i handlevognen.';
        button.hidden = true;
      } catch (error) {
        byId('checkout-put-back-status').textContent = error?.message ?? DEFAULT_ERROR;
        button.disabled = false;
      }
    };
  }

  async function submit() {
    const cart = current;
    if (cart === null || cart.lines.length === 0 || submitting) {
      return;
    }
    const alert = byId('checkout-alert');
    alert.textContent = '';
    const profile = await window.kurv.getProfile();
    const token = profile === null ? null : await siteToken();
    if (profile === null || token === null) {
      byId('checkout-login').hidden = false;
      return;
    }
    submitting = true;
    render(cart);
    const base = `/api/order/${encodeURIComponent(settings.chainId)}/${encodeURIComponent(profile.memberId)}`;
    const body = {
      items: cart.lines.map(({ ean, quantity, substitute, shouldSlice }) => ({ ean, quantity, substitute, shouldSlice })),
      substitutePreference: cart.substitutePreference,
      substituteComment: cart.substituteComment,
      bagType: cart.bagType,
      serviceFeeType: cart.serviceFeeType,
      paymentMethod: cart.payment.paymentMethod,
      invoiceReference: cart.payment.invoiceReference,
      costCenter: cart.payment.costCenter,
    };
    try {
      const answer = await fetch(cart.order === null ? base : `${base}/${encodeURIComponent(cart.order.orderId)}`, {
        method: cart.order === null ? 'POST' : 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: token },
        body: JSON.stringify(body),
      });
      const placed = await answer.json().catch(() => null);
      if (!answer.ok) {
        alert.textContent = messageOf(answer.status, placed);
        return;
      }
      const titles = new Map(cart.lines.map((line) => [line.ean, line.title]));
      // A new order is the end of the client order. The order being changed is left as it is: Kurv's reset of an order
      // edit removes that order on the platform, which is not what saving the changes means.
      if (cart.order === null) {
        await window.kurv.resetClientOrder();
      }
      byId('checkout-order').hidden = true;
      byId('checkout-empty').hidden = true;
      byId('checkout-done').hidden = false;
      byId('checkout-done-text').textContent = `Bestillingsnummer ${placed.ngOrderId ?? placed.mwOrderId}, hentekode ${placed.pickupCode}.`;
      showRefused(Array.isArray(placed.unavailableItems) ? placed.unavailableItems : [], titles);
      byId('checkout-done-title').focus();
    } catch {
      alert.textContent = DEFAULT_ERROR;
    } finally {
      submitting = false;
      if (byId('checkout-done').hidden && current !== null) {
        render(current);
      }
    }
  }

  function setUp() {
    if (typeof window.kurv?.subscribeCart !== 'function') {
      byId('checkout-status').textContent = DEFAULT_ERROR;
      return;
    }
    byId('checkout-login-link').href = settings.paths?.login ?? '/';
    byId('checkout-submit').addEventListener('click', () => void submit());
    for (const radio of document.querySelectorAll('input[name="betaling"]')) {
      radio.addEventListener('change', () => {
        window.kurv.setPayment({ paymentMethod: radio.value }).catch((error) => {
          byId('checkout-alert').textContent = error?.message ?? DEFAULT_ERROR;
        });
      });
    }
    window.kurv
      .subscribeCart((cart) => {
        byId('checkout-status').textContent = '';
        if (byId('checkout-done').hidden) {
          render(cart);
        } else {
          current = cart;
        }
      })
      .catch(() => {
        byId('checkout-status').textContent = DEFAULT_ERROR;
      });
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', setUp);
  } else {
    setUp();
  }
})();

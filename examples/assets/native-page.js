// The app example's own script (examples/native.html), the site's: choosing a payment method sets it on the client
// order (window.kurv.setPayment), 'Betal bestilling i appen' hands the payment of an order to the app
// (window.kurv.startPayment), 'Last ned kvittering' asks the app for its receipt; the buttons under 'I appen' ask the
// app for the member's card, a barcode scan, push consent and biometric login (window.kurv.askApp). The order id stands
// for the one the site's checkout got when it placed the order.
(() => {
  const ORDER_ID = 'APP-ORDER-1';
  const status = document.getElementById('app-pay-status');
  const receiptStatus = document.getElementById('app-receipt-status');
  const featuresStatus = document.getElementById('app-features-status');
  for (const input of document.querySelectorAll('input[name="payment-method"]')) {
    input.addEventListener('change', () => {
      window.kurv.setPayment({ paymentMethod: input.value }).catch((error) => {
        status.textContent = `Betalingsmåten ble ikke lagret: ${error.message}`;
      });
    });
  }
  document.getElementById('app-pay').addEventListener('click', async () => {
    const taken = await window.kurv.startPayment(ORDER_ID);
    status.textContent = taken ? 'Betalingen er sendt til appen.' : 'Velg betalingsmåte først.';
  });
  // The app's answer PAID resets the client order (docs/native-bridge.md): the payment is cleared with the cart.
  document.addEventListener('kurv:payment-changed', (event) => {
    if (event.detail.paymentMethod === null) {
      for (const input of document.querySelectorAll('input[name="payment-method"]')) {
        input.checked = false;
      }
      status.textContent = 'Bestillingen er betalt i appen.';
    }
  });
  document.getElementById('app-receipt').addEventListener('click', async () => {
    const saved = await window.kurv.askApp({ type: 'downloadReceipt', orderId: ORDER_ID });
    receiptStatus.textContent = saved ? 'Kvitteringen er lagret i appen.' : 'Kvitteringen ble ikke lagret.';
  });

  /** A button under 'I appen': its request to the app (window.kurv.askApp), and the text for its answer. */
  const feature = (id, call, text) => {
    document.getElementById(id).addEventListener('click', async () => {
      featuresStatus.textContent = 'Venter på appen …';
      try {
        featuresStatus.textContent = text(await call());
      } catch (error) {
        featuresStatus.textContent = `Appen svarte ikke: ${error.message}`;
      }
    });
  };
  feature(
    'app-member-card',
    () => window.kurv.askApp({ type: 'qrCode' }),
    (shown) => (shown ? 'Medlemskortet vises i appen.' : 'Logg inn for å vise medlemskortet.'),
  );
  feature(
    'app-scan',
    () => window.kurv.askApp({ type: 'barcodeScan' }),
    (ean) => (ean ? `Strekkode ${ean} er lagt i handlevognen.` : 'Skanningen ble avbrutt.'),
  );
  feature(
    'app-push',
    () => window.kurv.askApp({ type: 'pushConsent' }),
    (granted) => (granted ? 'Varsler er slått på.' : 'Varsler er ikke slått på.'),
  );
  feature(
    'app-biometrics',
    () => window.kurv.askApp({ type: 'biometrics', action: 'enable' }),
    (success) => (success ? 'Biometrisk innlogging er slått på.' : 'Biometrisk innlogging ble ikke slått på.'),
  );
})();

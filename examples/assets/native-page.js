// The app example's checkout (examples/native.html), the site's own script: choosing a payment method sets it on the
// client order (window.kurv.setPayment), 'Betal bestilling i appen' hands the payment of an order to the app
// (window.kurv.startPayment). The order id stands for the one the site's checkout got when it placed the order.
(() => {
  const status = document.getElementById('app-pay-status');
  for (const input of document.querySelectorAll('input[name="payment-method"]')) {
    input.addEventListener('change', () => {
      window.kurv.setPayment({ paymentMethod: input.value }).catch((error) => {
        status.textContent = `Betalingsmåten ble ikke lagret: ${error.message}`;
      });
    });
  }
  document.getElementById('app-pay').addEventListener('click', async () => {
    const taken = await window.kurv.startPayment('APP-ORDER-1');
    status.textContent = taken ? 'Betalingen er sendt til appen.' : 'Velg betalingsmåte først.';
  });
})();

// The example order page of a chain site (the spec's order-details base, /profil/bestilling/): not part of the
// widgets. It lists the member's orders through window.kurv.loadOrders() and offers 'Endre' on the ones that can be
// changed now; 'Endre' calls window.kurv.changeOrder(id), which opens <edit-order-dialog>.
(() => {
  // The site's own Norwegian names of the statuses (the host page's choice, not Kurv's).
  const statusNames = {
    Created: 'Opprettet',
    Open: 'Mottatt',
    Cancelled: 'Kansellert',
    Processing: 'Under behandling',
    Picked: 'Plukket',
    ReadyForPickup: 'Klar til henting',
    Delivered: 'Levert',
  };

  function render(orders) {
    const list = document.getElementById('orders');
    const status = document.getElementById('orders-status');
    list.replaceChildren();
    status.textContent = orders.length === 0 ? 'Du har ingen bestillinger.' : `${orders.length} bestillinger`;
    for (const order of orders) {
      const item = document.createElement('li');
      item.className = 'orders__item';
      const title = document.createElement('h2');
      title.textContent = `Bestilling ${order.orderId}`;
      const details = document.createElement('p');
      // Kurv gives the deadline written as its widgets write it, and only for an order that can still be changed.
      const deadline = order.editable && order.deadlineText ? ` · endres innen ${order.deadlineText}` : '';
      details.textContent = `Hentekode ${order.pickupCode} · ${statusNames[order.statusName] ?? order.statusName}${deadline}`;
      item.append(title, details);
      if (order.editable) {
        const change = document.createElement('button');
        change.type = 'button';
        change.textContent = 'Endre';
        change.setAttribute('aria-label', `Endre bestilling ${order.orderId}`);
        change.addEventListener('click', () => window.kurv.changeOrder(order.orderId));
        item.append(change);
      }
      list.append(item);
    }
  }

  function start() {
    if (!window.kurv?.loadOrders) {
      setTimeout(start, 50);
      return;
    }
    window.kurv
      .loadOrders()
      .then(render)
      .catch(() => {
        document.getElementById('orders-status').textContent = 'Bestillingene kunne ikke hentes.';
      });
  }
  start();
})();

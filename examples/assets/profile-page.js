// The example profile page of a chain site (/profil/, the contact details at #kontaktdetaljer): not part of the widgets.
// It reads the member's contact details with window.kurv.getProfile(), saves them with window.kurv.updateProfile(…),
// and lists, adds, changes and deletes alternative addresses with window.kurv.saveAlternativeAddress(…) and
// window.kurv.deleteAlternativeAddress(id). Kurv checks the fields with the Norwegian formats and rejects with `fields`
// (`{ field, reason, message }`); the page shows each message beside its field. The payment section reads and sets the
// client order's payment with window.kurv.getPayment() and setPayment(…): invoice, its reference and cost centre are
// offered to an organisation's users only, as Kurv accepts them only from corporate users.
(() => {
  const CONTACT_FIELDS = ['firstName', 'lastName', 'mobile', 'email', 'birthdate', 'nationalId', 'address', 'postalCode', 'city'];
  const ADDRESS_FIELDS = ['firstName', 'lastName', 'address', 'postalCode', 'city', 'deliveryComment'];
  const byId = (id) => document.getElementById(id);
  let editingId = null;

  function setStatus(text) {
    byId('profile-status').textContent = text;
  }

  /** Clears the field errors of a form; `prefix` names its inputs' ids (`alt-` for the address form). */
  function clearErrors(fields, prefix, alert) {
    for (const field of fields) {
      byId(`${prefix}${field}`).removeAttribute('aria-invalid');
      byId(`${prefix}${field}-error`).textContent = '';
    }
    byId(alert).textContent = '';
  }

  /** Shows Kurv's rejection: each refused field's message beside it (focus on the first), else the message above. */
  function showError(error, fields, prefix, alert) {
    const refused = Array.isArray(error?.fields) ? error.fields.filter((problem) => fields.includes(problem.field)) : [];
    if (refused.length === 0) {
      byId(alert).textContent = error?.message ?? 'Det har skjedd en feil. Vennligst prøv igjen senere.';
      return;
    }
    for (const problem of refused) {
      byId(`${prefix}${problem.field}`).setAttribute('aria-invalid', 'true');
      byId(`${prefix}${problem.field}-error`).textContent = problem.message;
    }
    byId(`${prefix}${refused[0].field}`).focus();
  }

  function valuesOf(fields, prefix) {
    return Object.fromEntries(fields.map((field) => [field, byId(`${prefix}${field}`).value]));
  }

  function fillContact(profile) {
    for (const field of CONTACT_FIELDS) {
      // The national id is sent, never read back.
      byId(field).value = field === 'nationalId' ? '' : (profile[field] ?? '');
    }
  }

  function renderAddresses(addresses) {
    const list = byId('addresses');
    list.replaceChildren();
    byId('addresses-empty').hidden = addresses.length > 0;
    for (const address of addresses) {
      const item = document.createElement('li');
      item.className = 'addresses__item';
      const text = document.createElement('p');
      text.textContent = `${address.firstName} ${address.lastName}, ${address.address}, ${address.postalCode} ${address.city}`;
      const change = document.createElement('button');
      change.type = 'button';
      change.className = 'profile__button profile__button--secondary';
      change.textContent = 'Endre';
      change.setAttribute('aria-label', `Endre adressen ${address.address}`);
      change.addEventListener('click', () => openAddressForm(address));
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'profile__button profile__button--secondary';
      remove.textContent = 'Slett';
      remove.setAttribute('aria-label', `Slett adressen ${address.address}`);
      remove.addEventListener('click', () => deleteAddress(address, remove));
      item.append(text, change, remove);
      list.append(item);
    }
  }

  function show(profile) {
    fillContact(profile);
    renderAddresses(profile.alternativeAddresses);
  }

  function openAddressForm(address) {
    editingId = address ? address.id : null;
    clearErrors(ADDRESS_FIELDS, 'alt-', 'address-alert');
    for (const field of ADDRESS_FIELDS) {
      byId(`alt-${field}`).value = address ? (address[field] ?? '') : '';
    }
    byId('address-form-title').textContent = address ? `Endre adressen ${address.address}` : 'Ny adresse';
    byId('address-form').hidden = false;
    byId('add-address').hidden = true;
    byId('alt-firstName').focus();
  }

  function closeAddressForm() {
    byId('address-form').hidden = true;
    byId('add-address').hidden = false;
    byId('add-address').focus();
  }

  /** Runs a save with the form's button busy, so a second press cannot send it twice. */
  async function busy(button, text, run) {
    button.disabled = true;
    setStatus(text);
    try {
      await run();
    } finally {
      button.disabled = false;
    }
  }

  async function saveContact(event) {
    event.preventDefault();
    clearErrors(CONTACT_FIELDS, '', 'contact-alert');
    await busy(event.submitter ?? event.target.querySelector('button[type=submit]'), 'Lagrer kontaktdetaljene …', async () => {
      try {
        show(await window.kurv.updateProfile(valuesOf(CONTACT_FIELDS, '')));
        setStatus('Kontaktdetaljene er lagret.');
      } catch (error) {
        setStatus('Kontaktdetaljene ble ikke lagret.');
        showError(error, CONTACT_FIELDS, '', 'contact-alert');
      }
    });
  }

  async function saveAddress(event) {
    event.preventDefault();
    clearErrors(ADDRESS_FIELDS, 'alt-', 'address-alert');
    await busy(event.submitter ?? event.target.querySelector('button[type=submit]'), 'Lagrer adressen …', async () => {
      try {
        const profile = await window.kurv.saveAlternativeAddress({ ...valuesOf(ADDRESS_FIELDS, 'alt-'), id: editingId });
        renderAddresses(profile.alternativeAddresses);
        setStatus('Adressen er lagret.');
        closeAddressForm();
      } catch (error) {
        setStatus('Adressen ble ikke lagret.');
        showError(error, ADDRESS_FIELDS, 'alt-', 'address-alert');
      }
    });
  }

  async function deleteAddress(address, button) {
    byId('address-alert').textContent = '';
    await busy(button, 'Sletter adressen …', async () => {
      try {
        renderAddresses((await window.kurv.deleteAlternativeAddress(address.id)).alternativeAddresses);
        setStatus(`Adressen ${address.address} er slettet.`);
        byId('add-address').focus();
      } catch (error) {
        setStatus('Adressen ble ikke slettet.');
        byId('address-alert').textContent = error?.message ?? 'Det har skjedd en feil. Vennligst prøv igjen senere.';
      }
    });
  }

  function paymentForm() {
    return byId('payment-form');
  }

  function showPayment(choice) {
    for (const radio of paymentForm().elements.paymentMethod) {
      radio.checked = radio.value === choice.paymentMethod;
    }
    byId('invoiceReference').value = choice.invoiceReference;
    byId('costCenter').value = choice.costCenter;
  }

  async function savePayment(event) {
    event.preventDefault();
    byId('payment-alert').textContent = '';
    const form = paymentForm();
    const paymentMethod = form.elements.paymentMethod.value || null;
    const corporate = !byId('invoiceReference').closest('[data-corporate]').hidden;
    const choice = corporate
      ? { paymentMethod, invoiceReference: byId('invoiceReference').value, costCenter: byId('costCenter').value }
      : { paymentMethod };
    await busy(event.submitter ?? form.querySelector('button[type=submit]'), 'Lagrer betalingen …', async () => {
      try {
        showPayment(await window.kurv.setPayment(choice));
        setStatus('Betalingen er lagret.');
      } catch {
        // The page offers only what Kurv accepts for the user; a refusal is a fault of the page, shown plainly.
        setStatus('Betalingen ble ikke lagret.');
        byId('payment-alert').textContent = 'Betalingen ble ikke lagret. Vennligst prøv igjen.';
      }
    });
  }

  function start() {
    if (!window.kurv?.getProfile) {
      setTimeout(start, 50);
      return;
    }
    byId('contact-form').addEventListener('submit', saveContact);
    byId('address-form').addEventListener('submit', saveAddress);
    paymentForm().addEventListener('submit', savePayment);
    byId('add-address').addEventListener('click', () => openAddressForm(null));
    byId('cancel-address').addEventListener('click', closeAddressForm);
    window.kurv
      .getProfile()
      .then((profile) => {
        if (!profile) {
          setStatus('Logg inn som medlem for å se og endre profilen din.');
          return;
        }
        show(profile);
        byId('kontaktdetaljer').hidden = false;
        byId('adresser').hidden = false;
        for (const part of document.querySelectorAll('[data-corporate]')) {
          part.hidden = !profile.isOrganization;
        }
        byId('betaling').hidden = false;
        setStatus('');
        return window.kurv.getPayment().then(showPayment);
      })
      .catch(() => setStatus('Profilen kunne ikke hentes.'));
  }
  start();
})();

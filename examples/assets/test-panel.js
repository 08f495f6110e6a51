// A small test panel for the example pages, not part of the widgets: it shows who is logged in
// (read from the page's Kurv store) and offers to switch user (?as=...) or log out.
(() => {
  const kinds = [
    ['anonymous', 'Anonym'],
    ['member', 'Medlem'],
    ['simplified', 'Forenklet innlogging'],
    ['corporate', 'Bedrift'],
    ['associated', 'Tilknyttet medlem'],
  ];

  function describe(state) {
    const member = state.user.extendedUser?.currentMember;
    if (!state.session.token || !member) {
      return 'Anonym';
    }
    const household = state.user.extendedUser.household;
    const role = household?.isOrganization
      ? `bedrift: ${household.organizationName}`
      : member.membershipType === 'associated'
        ? 'tilknyttet medlem'
        : 'medlem';
    return `${member.firstName} ${member.lastName} (${role}, innloggingsnivå ${state.session.loginLevel})`;
  }

  function mount(store) {
    const panel = document.createElement('aside');
    panel.className = 'test-panel';
    panel.setAttribute('aria-label', 'Testpanel');
    panel.innerHTML = `
      <p class="test-panel__title">Testpanel (simulator)</p>
      <p>Innlogget: <strong class="test-panel__who" data-testid="logged-in-as"></strong></p>
      <nav aria-label="Bytt testbruker"><ul class="test-panel__users"></ul></nav>
      <button type="button" class="test-panel__logout">Logg ut testbruker</button>`;
    const list = panel.querySelector('.test-panel__users');
    for (const [kind, label] of kinds) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      const url = new URL(location.href);
      url.searchParams.set('as', kind);
      link.href = url.pathname + url.search;
      link.textContent = label;
      item.append(link);
      list.append(item);
    }
    const who = panel.querySelector('.test-panel__who');
    const logout = panel.querySelector('.test-panel__logout');
    const render = () => {
      const state = store.getState();
      who.textContent = describe(state);
      logout.disabled = !state.session.token;
    };
    logout.addEventListener('click', () => window.kurv?.logout({ force: true }));
    store.subscribe(render);
    render();
    document.body.append(panel);
  }

  function waitForStore(triesLeft) {
    const registration = window[Symbol.for('kurv.store')];
    if (registration) {
      mount(registration.store);
    } else if (triesLeft > 0) {
      setTimeout(() => waitForStore(triesLeft - 1), 50);
    }
  }

  document.addEventListener('DOMContentLoaded', () => waitForStore(200));
})();

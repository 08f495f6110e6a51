// A small test panel for the example pages, not part of the widgets: it shows who is logged in
// (read from the page's Kurv store) and offers to switch user (?as=...) or log out.
//
// Folded, it is a small button in the page's bottom right corner ('Test'); the button opens the panel above it (a
// disclosure: aria-expanded, Escape closes it and gives the focus back to the button). It never covers a widget: it
// sits in the room the page keeps under its content (not fixed over the content, which a fixed button would cover
// while scrolling), and the whole panel hides while one of Kurv's dialogs is open.
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

  /** Whether one of Kurv's dialogs shows: the picker, the cart or checkout popup, the edit-order dialogs, confirm login. */
  function kurvDialogOpen(state) {
    return Boolean(state.handover?.picker?.open || state.handover?.confirmLogin || state.ui?.openDialog || state.ui?.editOrder);
  }

  function mount(store) {
    const panel = document.createElement('aside');
    panel.className = 'test-panel';
    panel.setAttribute('aria-label', 'Testpanel');
    // Built element by element, no markup: the panel runs on the Trusted Types example too (csp/trusted-types.html).
    const make = (tag, properties = {}, ...children) => {
      const element = Object.assign(document.createElement(tag), properties);
      element.append(...children);
      return element;
    };
    const toggleButton = make('button', { type: 'button', className: 'test-panel__toggle', textContent: 'Test' });
    toggleButton.setAttribute('aria-expanded', 'false');
    toggleButton.setAttribute('aria-controls', 'test-panel-body');
    toggleButton.setAttribute('aria-label', 'Testpanel');
    const whoText = make('strong', { className: 'test-panel__who' });
    whoText.dataset.testid = 'logged-in-as';
    const users = make('nav', {}, make('ul', { className: 'test-panel__users' }));
    users.setAttribute('aria-label', 'Bytt testbruker');
    panel.append(
      toggleButton,
      make(
        'div',
        { className: 'test-panel__body', id: 'test-panel-body', hidden: true },
        make('p', { className: 'test-panel__title', textContent: 'Testpanel (simulator)' }),
        make('p', {}, 'Innlogget: ', whoText),
        users,
        make('button', { type: 'button', className: 'test-panel__logout', textContent: 'Logg ut testbruker' }),
      ),
    );
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
    const toggle = panel.querySelector('.test-panel__toggle');
    const body = panel.querySelector('.test-panel__body');
    const who = panel.querySelector('.test-panel__who');
    const logout = panel.querySelector('.test-panel__logout');
    const setOpen = (open) => {
      toggle.setAttribute('aria-expanded', String(open));
      body.hidden = !open;
    };
    toggle.addEventListener('click', () => setOpen(body.hidden));
    panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !body.hidden) {
        event.stopPropagation();
        setOpen(false);
        toggle.focus();
      }
    });
    const render = () => {
      const state = store.getState();
      who.textContent = describe(state);
      logout.disabled = !state.session.token;
      panel.hidden = kurvDialogOpen(state);
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

// The chain site's own script (not part of the widgets): the header's 'Meny' button folds the navigation on small
// screens (the disclosure pattern: a real button with aria-expanded and aria-controls; Escape closes it and gives the
// focus back to the button). From 768 px the navigation always shows and the button is hidden by the CSS.
(() => {
  function setUp(header) {
    const button = header.querySelector('.site-header__menu');
    const nav = button && document.getElementById(button.getAttribute('aria-controls'));
    if (!button || !nav) {
      return;
    }
    const setOpen = (open) => button.setAttribute('aria-expanded', String(open));
    button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
    header.addEventListener('keydown', (event) => {
      const inside = nav.contains(document.activeElement) || document.activeElement === button;
      if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true' && inside) {
        setOpen(false);
        button.focus();
      }
    });
    setOpen(false);
    header.classList.add('site-header--folding');
  }

  for (const header of document.querySelectorAll('.site-header')) {
    setUp(header);
  }
})();

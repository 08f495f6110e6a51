// The site settings of the strict-CSP examples (strict.html, trusted-types.html): `script-src 'self'` runs no inline script, so the settings
// come from a file on the site's own origin, before the loader.
window.kurvSettings = {
  environment: 'local',
  // The simulator's image service answers on the page's own origin (/bilder/produkter/...), which `img-src 'self'` allows.
  imageOrigins: [location.origin],
  chainId: 1300,
  chainName: 'MENY',
  loggingEndpoint: '/api/log',
  accessTokenUrl: '/oauth/access-token',
  loyaltyAgreementId: 'trumf-medlemsavtale',
  // Logging in comes back to the page it started on.
  paths: { login: `${location.pathname}?as=member`, becomeMember: `${location.pathname}?as=member`, myOrders: '/profil/bestilling/' },
};

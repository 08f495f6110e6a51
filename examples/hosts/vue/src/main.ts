import type { SiteSettingsInput } from '@kurv/widgets';
// Kurv's reserve stylesheet: each tag keeps its room from before its code arrives until it renders (docs/embedding.md).
import '@kurv/widgets/reserve.css';
import { createApp } from 'vue';
import App from './App.vue';

/**
 * The site settings (docs/settings.md), read once by Kurv's loader when it runs: set before it. These are the example
 * MENY site's on the platform simulator, which serves this app at /hosts/vue/ on the origin of its platform.
 */
const settings: SiteSettingsInput = {
  environment: 'local',
  // The simulator's image service answers on the page's own origin (/bilder/produkter/...).
  imageOrigins: [location.origin],
  chainId: 1300,
  chainName: 'MENY',
  loggingEndpoint: '/api/log',
  // The chain site's own session: Kurv asks it for the member's token.
  accessTokenUrl: '/oauth/access-token',
  loyaltyAgreementId: 'trumf-medlemsavtale',
  paths: { login: '/?as=member', becomeMember: '/?as=member', myOrders: '/profil/bestilling/' },
};

/**
 * Adds Kurv's loader, which vite.config.ts copies from the package into this build's kurv/ folder. Resolves once it has
 * run: the four tags are defined (so Vue sets `:open="false"` as the element's property) and `window.kurv` is there.
 */
function loadKurv(): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${import.meta.env.BASE_URL}kurv/kurv.js`;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Kurv's loader did not load from ${script.src}`)));
    document.head.append(script);
  });
}

window.kurvSettings = settings;
await loadKurv();
createApp(App).mount('#app');

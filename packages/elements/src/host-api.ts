import { getShopStore, type KurvHostApi } from '@kurv/core/page';

/**
 * The page's `window.kurv`, for the lazy loader's stand-in methods: made with the page's one store, which this creates
 * when no element has yet.
 */
export function hostApi(): KurvHostApi {
  getShopStore();
  return (globalThis as { kurv?: KurvHostApi }).kurv as KurvHostApi;
}

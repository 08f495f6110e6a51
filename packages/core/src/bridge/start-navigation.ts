import type { NativeBridge } from './native-bridge';

/** What handing a navigation to the app needs from the page. */
export interface NavigationHost {
  bridge: NativeBridge;
  location: { readonly href: string };
}

/**
 * Spec section 7's `navigation` message: inside the app a link of the widgets that leaves the page ('Til kassen') is
 * handed to the app with its absolute URL, so the app opens its own screen for it (our choice where the spec shows no
 * payload). Answers whether the app took it; when no app listens the caller lets the link work as on a chain site.
 */
export function startNavigation(href: string, host: NavigationHost): boolean {
  let url: string;
  try {
    url = new URL(href, host.location.href).href;
  } catch {
    return false;
  }
  return host.bridge.post({ type: 'navigation', url });
}

/** Our default CDN base; a chain's CDN is given with `--base`. */
export const DEFAULT_BASE: string;
/** What of dist/ a release holds. */
export const RELEASED: string[];
/** One classic script tag with its pin. */
export function scriptTag(src: string, integrity: string): string;
/**
 * Writes `<out>/kurv/<version>/` and `<out>/kurv/<major>/` from `dist`; answers the versioned folder, the major one and
 * the scripts' hashes. Throws, writing nothing, when the build is unminified or unfinished or the version exists.
 */
export function release(options: { dist?: string; out?: string; base?: string; version: string }): {
  versioned: string;
  major: string;
  manifest: Record<string, string>;
};

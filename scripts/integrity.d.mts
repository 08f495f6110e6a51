/** The SRI value (sha384, base64, with its prefix) of a file's bytes. */
export function integrityOf(bytes: Uint8Array): string;
/** Every .js file below `folder`, by its path relative to it (with '/'), sorted, with its SRI value. */
export function integrityManifest(folder: string): Record<string, string>;
/** The SRI value (sha256, base64, with its prefix) the loader pins a file of lazy/ with. */
export function pinnedIntegrityOf(bytes: Uint8Array): string;

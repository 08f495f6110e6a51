/** Raises the root package's version from the changesets in `cwd`/.changeset; answers the new version, or null. */
export function versionRoot(cwd: string): Promise<string | null>;

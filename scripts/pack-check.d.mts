/** Every file target of a package.json's `exports` map (conditions included), in the map's order, without repeats. */
export function exportTargets(packageJson: { exports?: unknown }): string[];
/** The targets of `exports` (a pattern's folder) that are not in the repository: empty after a full build. */
export function missingExportTargets(packageJson: { exports?: unknown }, root?: string): string[];

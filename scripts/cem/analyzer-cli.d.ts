// The analyzer's command line as a function (its package types only `create`): scripts/custom-elements-manifest.ts runs
// it with noWrite to get the manifest in memory.
declare module '@custom-elements-manifest/analyzer/cli.js' {
  /** Runs `cem <argv…>` in cwd and returns the manifest; with noWrite, custom-elements.json is not written. */
  export function cli(options?: { argv?: string[]; cwd?: string; noWrite?: boolean }): Promise<unknown>;
}

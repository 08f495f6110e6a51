// `npm start` builds dist/ for serving (not minified) and marks it with this file; what measures the shipped bytes
// (the size budgets, the bench) refuses such a build.
import { existsSync } from 'node:fs';

/** The stamp of `npm start`'s build: the hashes of the files each build group was made from. */
export const SERVE_BUILD_STAMP = 'dist/.serve-build.json';

/** Exits with a clear message when dist/ holds `npm start`'s unminified build. */
export function refuseServeBuild(what) {
  if (existsSync(SERVE_BUILD_STAMP)) {
    console.error(`${what}: dist/ holds the unminified build of \`npm start\`; run \`npm run build\` first.`);
    process.exit(1);
  }
}

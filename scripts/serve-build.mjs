// `npm start` builds for serving (not minified) into a folder of its own, build/serve/, which the simulator serves as
// /dist/ for it; dist/ keeps the shipped build of `npm run build` (issue 37). What measures or ships the shipped bytes
// (the size budgets, the bench, the release) refuses a dist/ that still holds a serving build of an older `npm start`,
// which wrote there.
import { existsSync } from 'node:fs';

/** The folder of `npm start`'s build, served as /dist/ by `npm start`'s simulator. */
export const SERVE_BUILD_DIR = 'build/serve';
/** The stamp of `npm start`'s build: the hashes of the files each build group was made from. */
export const SERVE_BUILD_STAMP = `${SERVE_BUILD_DIR}/.serve-build.json`;
/** Where an `npm start` before issue 37 left its stamp, in dist/ over the shipped build. */
export const LEGACY_SERVE_BUILD_STAMP = 'dist/.serve-build.json';

/** Exits with a clear message when dist/ holds an unminified build of `npm start`. */
export function refuseServeBuild(what) {
  if (existsSync(LEGACY_SERVE_BUILD_STAMP)) {
    console.error(`${what}: dist/ holds the unminified build of \`npm start\`; run \`npm run build\` first.`);
    process.exit(1);
  }
}

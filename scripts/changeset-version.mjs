// `npm run version`: `changeset version` for this repository. The published package, @kurv/widgets, is the workspace
// root, and `changeset version` versions only the workspace's packages (packages/*, which are bundled, never published):
// it refuses a changeset of the root ("not in the workspace"). So this runs the same steps of changesets' own libraries
// with the root as the one package: read .changeset/*.md, assemble the release plan (the highest bump of the
// changesets), apply it (the version in package.json raised, the entries added to CHANGELOG.md by changesets' changelog
// writer, the changesets deleted). Prints the new version, or that there was nothing to release.

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import applyReleasePlan from '@changesets/apply-release-plan';
import assembleReleasePlan from '@changesets/assemble-release-plan';
import { read as readConfig } from '@changesets/config';
import readChangesets from '@changesets/read';

/** Raises the root package's version from the changesets in `cwd`/.changeset; answers the new version, or null. */
export async function versionRoot(cwd) {
  const root = { dir: cwd, relativeDir: '.', packageJson: JSON.parse(readFileSync(resolve(cwd, 'package.json'), 'utf8')) };
  // The shape of @manypkg/get-packages' answer for a single-package repository.
  const packages = { tool: 'root', root, packages: [root] };
  const config = await readConfig(cwd, packages);
  const changesets = await readChangesets(cwd);
  if (changesets.length === 0) {
    return null;
  }
  const plan = assembleReleasePlan(changesets, packages, { ...config, ignore: [] }, undefined);
  await applyReleasePlan(plan, packages, { ...config, ignore: [] });
  return plan.releases.find((release) => release.name === root.packageJson.name)?.newVersion ?? null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = await versionRoot(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
  console.log(version === null ? 'no changeset: nothing to release' : `@kurv/widgets is now ${version}; CHANGELOG.md has its entries`);
}

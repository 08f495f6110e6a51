/** The example single-page hosts of examples/hosts/ (`npm run hosts` builds each into its dist/). */
export const EXAMPLE_HOSTS = ['react', 'vue'] as const;

/**
 * The folders the simulator serves beside its platform, by path prefix: the Kurv build as /dist/ (`distRoot`), the built
 * Storybook as /storybook/, each example host's build (examples/hosts/<name>/dist/) as /hosts/<name>/, the address its
 * Vite config builds for, and the example pages as /. `npm run serve`, the browser tests and the engine journeys use it.
 */
export function exampleStaticRoots(distRoot = 'dist'): Record<string, string> {
  return {
    '/dist/': distRoot,
    '/storybook/': 'storybook-static',
    ...Object.fromEntries(EXAMPLE_HOSTS.map((name) => [`/hosts/${name}/`, `examples/hosts/${name}/dist`])),
    '/': 'examples',
  };
}

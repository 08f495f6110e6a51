import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_HOSTS, exampleStaticRoots } from './static-roots';

describe('exampleStaticRoots', () => {
  it('serves the build, Storybook, each example host’s build at the base its Vite config builds for, and the pages', () => {
    expect(exampleStaticRoots('build/serve')).toEqual({
      '/dist/': 'build/serve',
      '/storybook/': 'storybook-static',
      '/hosts/react/': 'examples/hosts/react/dist',
      '/hosts/vue/': 'examples/hosts/vue/dist',
      '/': 'examples',
    });
    expect(exampleStaticRoots()['/dist/']).toBe('dist');
  });

  it('names every folder of examples/hosts/, and each builds for its address', () => {
    const folders = readdirSync(join(process.cwd(), 'examples/hosts'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...EXAMPLE_HOSTS].sort());
    for (const name of EXAMPLE_HOSTS) {
      const config = readFileSync(join(process.cwd(), 'examples/hosts', name, 'vite.config.ts'), 'utf8');
      expect(config).toContain(`base: '/hosts/${name}/'`);
    }
  });
});

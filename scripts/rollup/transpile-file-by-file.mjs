import { transform as esbuildTransform } from 'esbuild';

/**
 * esbuild strips the types file by file (the tsconfig has `isolatedModules`, so nothing needs the whole program): the
 * transpiler of `npm start`'s build and of every shipped build but the ES modules'. A TypeScript program, as
 * @rollup/plugin-typescript makes one, parses and emits every source of the packages in each build that has it; a dozen
 * builds made it a dozen times, 180 of the shipped build's 410 CPU seconds on this machine (measured with the same
 * output: the minified files differ only in the hashes of the lazy files' names). Types are checked by `npm run
 * typecheck`, never by the build.
 */
export const transpileFileByFile = {
  name: 'kurv-transpile-file-by-file',
  async transform(code, id) {
    if (!/\.tsx?$/.test(id) || /[/\\]node_modules[/\\]/.test(id)) {
      return null;
    }
    const result = await esbuildTransform(code, {
      loader: id.endsWith('.tsx') ? 'tsx' : 'ts',
      jsx: 'automatic',
      target: 'es2022',
      format: 'esm',
      sourcefile: id,
      tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
    });
    return { code: result.code, map: null };
  },
};

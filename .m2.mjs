import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const stubs = (process.env.STUBS ?? '').split(',').filter(Boolean);
const plugin = { name: 'stub', setup(b) {
  b.onLoad({ filter: /.*/ }, (args) => {
    if (stubs.some((s) => args.path.includes(s))) return { contents: 'export default {}; const p = new Proxy({}, {get: () => () => ({})}); export const __stub = p;', loader: 'js' };
    return undefined;
  });
}};
const r = await build({ entryPoints: ['/tmp/measure/entry.ts'], bundle: true, minify: true, format: 'esm', write: false, metafile: true, define: { 'process.env.NODE_ENV': '"production"' }, jsx: 'automatic', absWorkingDir: '/work/main', logLevel: 'silent', platform: 'browser', conditions: ['browser','import','default'], plugins: [plugin] }).catch(e => { console.log(e.errors?.slice(0,5).map(x=>x.text)); process.exit(1); });
const out = r.outputFiles[0].contents;
console.log('total min', out.length, 'gz', gzipSync(out, { level: 9 }).length);
const groups = {};
for (const [path, info] of Object.entries(r.metafile.outputs[Object.keys(r.metafile.outputs)[0]].inputs)) {
  let g = path.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1');
  if (g === path) g = path.replace(/^packages\/([^/]+)\/src\/(.*)$/, '$1/$2');
  groups[g] = (groups[g] ?? 0) + info.bytesInOutput;
}
for (const [g, b] of Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log(String(b).padStart(8), g);

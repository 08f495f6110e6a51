import { resolve } from 'node:path';
import { MOUNTS_ENTRY, mountChunkOf } from './shared.mjs';

/**
 * `kurv:mounts:<chunk>`, the entry of a first-render chunk: `mounts`, the mount of each of its tags by tag name, which the
 * loader calls (`kurv-loader.ts`). `tags` is the build's tags (tag → its entry), `mountFiles` each tag's mount file by tag.
 */
export const tagMounts = ({ tags, mountFiles }) => ({
  name: 'kurv-tag-mounts',
  resolveId(source) {
    return source.startsWith(MOUNTS_ENTRY) ? `\0${source}` : null;
  },
  load(id) {
    if (!id.startsWith(`\0${MOUNTS_ENTRY}`)) {
      return null;
    }
    const chunk = id.slice(`\0${MOUNTS_ENTRY}`.length);
    const chunkTags = Object.keys(tags).filter((tag) => mountChunkOf(tag) === chunk);
    const imports = chunkTags.map((tag, index) => `import { mount as m${index} } from ${JSON.stringify(resolve(mountFiles[tag]))};`);
    const mounts = chunkTags.map((tag, index) => `${JSON.stringify(tag)}: m${index}`);
    return `${imports.join('\n')}\nexport const mounts = { ${mounts.join(', ')} };\n`;
  },
});

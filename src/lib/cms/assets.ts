/**
 * The editor's files, served from our own build (never a CDN): the Sveltia bundle from the pinned
 * @sveltia/cms package, and the three fonts it would otherwise fetch from cdn.jsdelivr.net (its
 * interface font, its icon font and its code font), from the pinned @fontsource packages. The
 * bundle is rewritten at build to load the fonts from /admin/fonts/.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const modules = (path: string) => join(process.cwd(), 'node_modules', path);

/** The fonts the bundle names, the package file of each and where /admin serves it. */
export const editorFonts = [
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    name: 'source-sans-3',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    file: '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
    name: 'material-symbols-outlined',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    file: '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
    name: 'noto-mono',
  },
] as const;

/** The path /admin serves a font at. */
const fontPath = (name: string) => `/admin/fonts/${name}.woff2`;

/** The editor bundle, loading its fonts from this site. Fails the build if a font URL moved. */
export async function editorBundle(): Promise<string> {
  let bundle = await readFile(modules('@sveltia/cms/dist/sveltia-cms.js'), 'utf8');
  for (const font of editorFonts) {
    if (!bundle.includes(font.cdn)) {
      throw new Error(`@sveltia/cms no longer loads ${font.cdn}; update src/lib/cms/assets.ts`);
    }
    bundle = bundle.replaceAll(font.cdn, fontPath(font.name));
  }
  // The source map is not shipped; drop the comment that points at it.
  return bundle.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

/** One font file's bytes. */
export async function editorFont(name: string): Promise<ArrayBuffer> {
  const font = editorFonts.find((candidate) => candidate.name === name);
  if (!font) throw new Error(`no editor font named ${name}`);
  const bytes = await readFile(modules(font.file));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

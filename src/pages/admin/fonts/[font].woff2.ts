/** /admin/fonts/<name>.woff2: the editor's fonts, from the pinned @fontsource packages. */
import type { APIRoute, GetStaticPaths } from 'astro';

import { editorFont, editorFonts } from '#src/lib/cms/assets.ts';

export const getStaticPaths = (() =>
  editorFonts.map(({ name }) => ({ params: { font: name } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(await editorFont(params['font'] ?? ''), { headers: { 'Content-Type': 'font/woff2' } });

/** /admin/sveltia-cms.js: the editor, from the pinned @sveltia/cms package (src/lib/cms/assets.ts). */
import type { APIRoute } from 'astro';

import { editorBundle } from '#src/lib/cms/assets.ts';

export const GET: APIRoute = async () =>
  new Response(await editorBundle(), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });

/**
 * /admin/sveltia-cms.js: the editor itself, copied from the pinned @sveltia/cms package at build so
 * the site never loads it from a CDN. Only /admin loads it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { APIRoute } from 'astro';

export const GET: APIRoute = async () => {
  const bundle = await readFile(join(process.cwd(), 'node_modules/@sveltia/cms/dist/sveltia-cms.js'), 'utf8');
  // The source map is not shipped; drop the comment that points at it.
  const body = bundle.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  return new Response(body, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
};

/** /admin/config.yml: the editor's configuration, generated from the schemas (src/lib/cms). */
import type { APIRoute } from 'astro';
import { stringify } from 'yaml';

import { cmsConfig, parseCmsSettings } from '#src/lib/cms/config.ts';

export const GET: APIRoute = () => {
  const settings = parseCmsSettings(process.env);
  if (!settings.ok) throw new Error(settings.problems.join('\n'));
  const header = '# Generated at build from src/schemas/ and src/lib/cms/overrides.ts. Do not edit.\n';
  return new Response(header + stringify(cmsConfig(settings.data), { lineWidth: 0 }), {
    headers: { 'Content-Type': 'application/yaml; charset=utf-8' },
  });
};

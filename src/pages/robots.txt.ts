import type { APIRoute } from 'astro';

import { business } from '#src/data/business.ts';
import { absoluteUrl } from '#src/lib/routes.ts';

/** robots.txt: everything may be crawled; the sitemap is on the configured host. */
export const GET: APIRoute = () =>
  new Response(
    `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(business.siteUrl, '/sitemap-index.xml')}\n`,
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );

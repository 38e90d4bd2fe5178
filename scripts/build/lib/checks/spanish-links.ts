/** A page under /es links only to pages under /es, except the language switch (`hreflang="en…"`). */
import { attr, isSpanishRoute } from './page.ts';
import type { BuiltPage, Site } from './site.ts';

export function checkSpanishLinks(page: BuiltPage, site: Site): string[] {
  if (!isSpanishRoute(page.route)) return [];
  const errors: string[] = [];
  for (const el of page.elements) {
    if (el.name !== 'a') continue;
    const href = attr(el, 'href')?.trim();
    if (!href || href.startsWith('#')) continue;
    const pathname = site.sameOriginPath(href, page.url);
    if (pathname === undefined || isSpanishRoute(pathname)) continue;
    if ((attr(el, 'hreflang') ?? '').toLowerCase().startsWith('en')) continue;
    if (!site.resolvePath(pathname)?.endsWith('.html')) continue;
    errors.push(
      `links to the English page ${pathname}: a link on a Spanish page must lead to its Spanish twin`,
    );
  }
  return errors;
}

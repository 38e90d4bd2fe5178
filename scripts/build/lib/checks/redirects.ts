/** A redirect page (meta refresh) names its target, and the target is a built page or file. */
import { attr } from './page.ts';
import type { BuiltPage, Site } from './site.ts';

export function checkRedirect(page: BuiltPage, site: Site): string[] {
  const refresh = page.elements.find(
    (el) => el.name === 'meta' && (attr(el, 'http-equiv') ?? '').toLowerCase() === 'refresh',
  );
  const target = /url\s*=\s*['"]?([^'"\s;]+)/i.exec(refresh ? (attr(refresh, 'content') ?? '') : '')?.[1];
  if (target === undefined) return ['redirect page has no target URL in its meta refresh'];
  const pathname = site.sameOriginPath(target, page.url);
  const problem = pathname === undefined ? undefined : site.brokenTarget(pathname);
  return problem ? [`redirect ${problem}`] : [];
}

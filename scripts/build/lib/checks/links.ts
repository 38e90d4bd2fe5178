/**
 * The links of a page: internal ones lead to a built file, new-tab ones carry rel="noopener", tel: and sms:
 * dial the business's numbers, and every #fragment lands on an id.
 */
import { smsHref, telHref } from '#src/lib/phone.ts';

import { attr, decodeOrKeep, routeFromFile, tokens } from './page.ts';
import type { BuiltPage, Findings, Site } from './site.ts';

/** A link to a #fragment of a page, checked by checkFragments once every page has been read. */
export interface FragmentLink {
  route: string;
  file: string;
  /** The dist file of the page it points to. */
  target: string;
  fragment: string;
}

export function checkLinks(page: BuiltPage, site: Site): Findings & { fragments: FragmentLink[] } {
  const errors: string[] = [];
  const fragments: FragmentLink[] = [];
  const allowedTel = site.options.phones.map((phone) => telHref(phone));
  const allowedSms = site.options.phones.map((phone) => smsHref(phone));
  const { route, file } = page;
  for (const el of page.elements) {
    const href = attr(el, 'href');
    if (href === undefined) continue;
    const trimmed = href.trim();
    const lower = trimmed.toLowerCase();
    if (lower.startsWith('tel:')) {
      if (!allowedTel.includes(trimmed)) {
        errors.push(`wrong phone link ${JSON.stringify(trimmed)} (expected one of ${allowedTel.join(', ')})`);
      }
      continue;
    }
    if (lower.startsWith('sms:')) {
      const number = trimmed.split(/[?&]/)[0] ?? trimmed;
      if (!allowedSms.includes(number)) {
        errors.push(
          `wrong text-message link ${JSON.stringify(trimmed)} (expected one of ${allowedSms.join(', ')})`,
        );
      }
      continue;
    }
    if (el.name !== 'a') continue;
    if (trimmed.startsWith('#')) {
      if (trimmed.length > 1) fragments.push({ route, file, target: file, fragment: trimmed.slice(1) });
      continue;
    }
    if (trimmed === '') continue;
    if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^https?:/i.test(trimmed)) continue; // mailto:, javascript:, ...
    const pathname = site.sameOriginPath(trimmed, page.url);
    if (pathname === undefined) {
      if (
        /^(?:https?:)?\/\//i.test(trimmed) &&
        (attr(el, 'target') ?? '').toLowerCase() === '_blank' &&
        !tokens(attr(el, 'rel')).includes('noopener')
      ) {
        errors.push(`external link ${trimmed} opens in a new tab without rel="noopener"`);
      }
      continue;
    }
    const problem = site.brokenTarget(pathname);
    if (problem) errors.push(problem);
    const hash = new URL(trimmed, page.url).hash;
    const target = site.resolvePath(pathname);
    if (!problem && hash.length > 1 && target?.endsWith('.html')) {
      fragments.push({ route, file, target, fragment: hash.slice(1) });
    }
  }
  return { errors, warnings: [], fragments };
}

/** Every #fragment link lands on an element with that id (or an <a name>) on its page; "#top" always does. */
export async function checkFragments(links: readonly FragmentLink[], site: Site): Promise<string[]> {
  const errors: string[] = [];
  const idsByFile = new Map<string, Set<string>>();
  for (const link of links) {
    let ids = idsByFile.get(link.target);
    if (!ids) {
      const { elements } = await site.page(link.target);
      ids = new Set(
        elements.flatMap((el) =>
          [attr(el, 'id'), el.name === 'a' ? attr(el, 'name') : undefined].filter(
            (value): value is string => value !== undefined,
          ),
        ),
      );
      idsByFile.set(link.target, ids);
    }
    const fragment = decodeOrKeep(link.fragment);
    // "#top" scrolls to the top of any page (HTML's "indicated part of the document").
    if (!ids.has(fragment) && fragment.toLowerCase() !== 'top') {
      const where = link.target === link.file ? '' : ` on ${routeFromFile(link.target)}`;
      errors.push(`${link.route}: links to #${fragment}${where}, but no element has that id`);
    }
  }
  return errors;
}

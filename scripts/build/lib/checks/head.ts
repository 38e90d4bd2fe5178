/**
 * The head of a page: <html lang>, one non-empty title and meta description, one h1, a canonical
 * link matching the route (or noindex on an error page), and the Open Graph and Twitter tags.
 */
import { attr, tokens, type HtmlElement } from './page.ts';
import type { BuiltPage, Findings, Site } from './site.ts';

/** What the head check found, plus the title and description the site-wide uniqueness check compares. */
export interface HeadFindings extends Findings {
  title?: string;
  description?: string;
}

/** The <meta> elements whose name or property is `name`. */
function metaNamed(elements: readonly HtmlElement[], name: string): HtmlElement[] {
  return elements.filter(
    (el) =>
      el.name === 'meta' &&
      ((attr(el, 'name') ?? '').toLowerCase() === name ||
        (attr(el, 'property') ?? '').toLowerCase() === name),
  );
}

export function checkHead(page: BuiltPage, site: Site): HeadFindings {
  const found: HeadFindings = { errors: [], warnings: [] };
  const { errors, warnings } = found;
  const { elements, route } = page;
  const outsideSvg = elements.filter((el) => !el.inSvg);
  const byName = (name: string) => outsideSvg.filter((el) => el.name === name);

  const htmlTag = byName('html')[0];
  if (htmlTag && (attr(htmlTag, 'lang') ?? '').trim() === '') errors.push('<html> has no lang');

  const titles = byName('title');
  if (titles.length !== 1) errors.push(`expected exactly one <title>, found ${titles.length}`);
  const title = titles[0]?.text?.trim();
  if (titles.length >= 1 && !title) errors.push('<title> is empty');
  if (titles.length === 1 && title) found.title = title;

  const descriptions = elements.filter(
    (el) => el.name === 'meta' && (attr(el, 'name') ?? '').toLowerCase() === 'description',
  );
  if (descriptions.length !== 1) {
    errors.push(`expected exactly one <meta name="description">, found ${descriptions.length}`);
  }
  const description = descriptions[0] ? (attr(descriptions[0], 'content') ?? '').trim() : undefined;
  if (descriptions.length >= 1 && !description) errors.push('<meta name="description"> is empty');
  if (descriptions.length === 1 && description) found.description = description;

  const h1s = byName('h1');
  if (h1s.length !== 1) errors.push(`expected exactly one <h1>, found ${h1s.length}`);

  const robots = metaNamed(elements, 'robots').map((el) =>
    tokens((attr(el, 'content') ?? '').replace(/,/g, ' ')),
  );
  const noindex = robots.some((list) => list.includes('noindex'));
  const canonicals = elements.filter(
    (el) => el.name === 'link' && tokens(attr(el, 'rel')).includes('canonical'),
  );
  if (page.isErrorPage) {
    if (!noindex) errors.push('an error page needs <meta name="robots" content="noindex">');
    // Served at any unknown address: a canonical would name one page for all of them.
    if (canonicals.length > 0) errors.push('an error page has no <link rel="canonical">');
    return found;
  }
  if (noindex) warnings.push('page is marked noindex');

  if (canonicals.length !== 1) {
    errors.push(
      canonicals.length === 0
        ? 'missing <link rel="canonical">'
        : `expected exactly one <link rel="canonical">, found ${canonicals.length}`,
    );
  }
  const canonical = canonicals[0] ? attr(canonicals[0], 'href') : undefined;
  if (canonicals.length >= 1) {
    if (!canonical || !(canonical === site.siteUrl || canonical.startsWith(`${site.siteUrl}/`))) {
      errors.push(`canonical ${JSON.stringify(canonical ?? '')} does not start with ${site.siteUrl}`);
    } else {
      const parsed = new URL(canonical);
      if (parsed.search || parsed.hash || parsed.pathname !== route) {
        errors.push(`canonical ${canonical} does not match the page route ${route}`);
      }
    }
  }

  const metaContent = (name: string): string | undefined => {
    const found = metaNamed(elements, name)[0];
    const value = found ? (attr(found, 'content') ?? '').trim() : '';
    return value === '' ? undefined : value;
  };
  for (const name of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card']) {
    const kind = name.startsWith('og:') ? 'property' : 'name';
    if (metaContent(name) === undefined) errors.push(`missing or empty <meta ${kind}="${name}">`);
  }
  const card = metaContent('twitter:card');
  // A social preview is a card with a summary: any other value shows as a bare link.
  if (card !== undefined && !['summary', 'summary_large_image'].includes(card))
    errors.push(`<meta name="twitter:card"> is "${card}", not summary or summary_large_image`);
  const ogUrl = metaContent('og:url');
  if (ogUrl !== undefined && canonical !== undefined && ogUrl !== canonical) {
    errors.push(`og:url ${ogUrl} differs from the canonical ${canonical}`);
  }
  const ogImage = metaContent('og:image');
  if (ogImage !== undefined) {
    if (!/^https?:\/\/[^/]/i.test(ogImage)) {
      errors.push(`og:image ${ogImage} is not an absolute URL`);
    } else {
      const pathname = site.sameOriginPath(ogImage, page.url);
      if (pathname !== undefined && site.resolvePath(pathname) === undefined) {
        errors.push(`og:image ${ogImage} is not a file in dist`);
      }
    }
  }
  return found;
}

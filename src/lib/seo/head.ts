/**
 * Builds the list of tags every page writes into `<head>`: title, description, canonical, robots,
 * Open Graph and Twitter tags. Head.astro only renders what this returns.
 */
import { absoluteUrl } from '#src/lib/routes.ts';

/** A social-sharing image, already an absolute or root-relative URL. */
interface SocialImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** What a page says about itself. */
export interface PageMeta {
  /** The page's own title, without the company name. */
  title: string;
  /** 50-160 characters that sell the page in a search result. */
  description: string;
  /** The route, e.g. "/about". */
  path: string;
  /** Social image; the site default is used when missing. */
  image?: SocialImage;
  /** Keeps the page out of search indexes (the not-found page). */
  noindex?: boolean;
  /** Open Graph type: articles say "article". */
  type?: 'website' | 'article';
  /** Comma-separated keywords some pages of the spec set. */
  keywords?: string;
  /**
   * The page's language versions when it has more than one: hreflang -> route. Written as
   * reciprocal alternate links (absolute URLs, the page itself included) plus og:locale:alternate.
   */
  alternates?: readonly { hreflang: string; path: string; ogLocale?: string }[];
}

/** Site-wide values the head needs. */
export interface HeadSite {
  name: string;
  url: string;
  locale: string;
  defaultImage: SocialImage;
}

export type HeadTag =
  | { kind: 'title'; content: string }
  | { kind: 'meta'; key: string; attrs: { name?: string; property?: string; content: string } }
  | { kind: 'link'; key: string; attrs: { rel: string; href: string; hreflang?: string } };

/** The full document title: "Pricing | Coral Coast Epoxy Floors", or the title alone when it already names the company. */
export function buildTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

function meta(name: string, content: string): HeadTag {
  return { kind: 'meta', key: `name:${name}`, attrs: { name, content } };
}

function property(name: string, content: string): HeadTag {
  return { kind: 'meta', key: `property:${name}`, attrs: { property: name, content } };
}

/**
 * Returns the head tags for one page: site defaults first, then the page's own values, de-duplicated
 * by name/property so a page override replaces a default instead of repeating it.
 */
export function buildHead(page: PageMeta, site: HeadSite, overrides: readonly HeadTag[] = []): HeadTag[] {
  const title = buildTitle(page.title, site.name);
  const canonical = absoluteUrl(site.url, page.path);
  const image = page.image ?? site.defaultImage;
  const imageUrl = image.url.startsWith('http') ? image.url : absoluteUrl(site.url, image.url);

  const tags: HeadTag[] = [
    { kind: 'title', content: title },
    meta('description', page.description),
    ...(page.keywords ? [meta('keywords', page.keywords)] : []),
    meta('robots', page.noindex ? 'noindex, follow' : 'index, follow, max-image-preview:large'),
    property('og:type', page.type ?? 'website'),
    property('og:site_name', site.name),
    property('og:locale', site.locale),
    property('og:title', title),
    property('og:description', page.description),
    property('og:url', canonical),
    property('og:image', imageUrl),
    property('og:image:alt', image.alt),
    property('og:image:width', String(image.width)),
    property('og:image:height', String(image.height)),
    meta('twitter:card', 'summary_large_image'),
    meta('twitter:title', title),
    meta('twitter:description', page.description),
    meta('twitter:image', imageUrl),
    meta('twitter:image:alt', image.alt),
    ...(page.noindex
      ? []
      : [{ kind: 'link', key: 'rel:canonical', attrs: { rel: 'canonical', href: canonical } } as const]),
    ...(page.noindex ? [] : (page.alternates ?? [])).flatMap((alternate): HeadTag[] => [
      {
        kind: 'link',
        key: `alternate:${alternate.hreflang}`,
        attrs: {
          rel: 'alternate',
          hreflang: alternate.hreflang,
          href: absoluteUrl(site.url, alternate.path),
        },
      },
      ...(alternate.ogLocale && alternate.ogLocale !== site.locale
        ? [property('og:locale:alternate', alternate.ogLocale)]
        : []),
    ]),
  ];

  const byKey = new Map<string, HeadTag>();
  for (const tag of [...tags, ...overrides]) {
    byKey.set(tag.kind === 'title' ? 'title' : tag.key, tag);
  }
  return [...byKey.values()];
}

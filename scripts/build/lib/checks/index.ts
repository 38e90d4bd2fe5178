/**
 * The post-build checks behind scripts/build/check-dist.ts: reads dist/ once (site.ts, parse5 for the
 * HTML), runs each check of this folder on every page, then the site-wide ones. Every error and
 * warning line starts with the page's route. One file per concern:
 *
 * - head.ts: lang, title, description, h1, canonical or noindex, Open Graph and Twitter tags
 * - jsonld.ts: the structured data parses, its ids are unique and resolve, its phones are right
 * - links.ts: internal links, new-tab safety, phone parity, #fragment targets
 * - spanish-links.ts: a Spanish page links only to Spanish pages (the language switch aside)
 * - spanish-ranges.ts: a Spanish page words its ranges ("de $5 a $7"), in its text and JSON-LD
 * - budgets.ts: nothing but JSON-LD in <head>, no island on load, the JS and CSS budgets, the
 *   document's brotli limits (whole, first screen, inline CSS)
 * - redirects.ts: redirect pages lead somewhere
 * - site-wide.ts: unique titles and descriptions, every route built
 * - admin.ts: the editor at /admin (not a page: outside the page checks and budgets)
 * - language.ts: lang, hreflang pairs, no English interface string on a Spanish page
 * - sitemap.ts: every indexable page listed, pairs with their alternates
 * - netlify-forms.ts: Netlify Forms' contract, when the quote form posts to Netlify
 */
import { checkAdmin, type AdminCheck } from './admin.ts';
import { checkDocumentWeight, checkScripts, checkStyles, measureDocument } from './budgets.ts';
import { checkHead } from './head.ts';
import { checkLanguages } from './language.ts';
import { netlifyFormProblems } from './netlify-forms.ts';
import { checkSitemap } from './sitemap.ts';
import { checkPageJsonLd } from './jsonld.ts';
import { checkFragments, checkLinks, type FragmentLink } from './links.ts';
import { checkRedirect } from './redirects.ts';
import { gzipSize, loadSite, type CheckDistOptions } from './site.ts';
import { checkSpanishLinks } from './spanish-links.ts';
import { checkSpanishRanges } from './spanish-ranges.ts';
import { checkBuiltRoutes, checkUnique, type PageHead } from './site-wide.ts';

export type { CheckDistOptions };

/**
 * One checked page (redirects are not measured): its route, its dist file, and the gzip sizes of its
 * HTML, of the JavaScript it loads before any island hydrates, and of its CSS.
 */
interface PageStats {
  path: string;
  file: string;
  htmlGzipBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Brotli sizes of the document: whole, its first screen, its inline CSS. */
  wholeBrotliBytes: number;
  firstScreenBrotliBytes: number;
  inlineCssBrotliBytes: number;
}

/** Pages checked (redirects excluded, 404 included), redirects, #fragment links, and each page's sizes. */
interface DistStats {
  pageCount: number;
  redirectCount: number;
  fragmentLinkCount: number;
  pages: PageStats[];
}

/** What checkDist found. An empty `errors` array means the build passes. */
export interface CheckDistResult {
  errors: string[];
  warnings: string[];
  stats: DistStats;
  /** The editor's sizes, when it was checked. */
  admin?: Omit<AdminCheck, 'errors'>;
}

/** Checks a built site folder; see the module comment for what each check covers. */
export async function checkDist(distDir: string, options: CheckDistOptions): Promise<CheckDistResult> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const stats: DistStats = { pageCount: 0, redirectCount: 0, fragmentLinkCount: 0, pages: [] };
  const loaded = await loadSite(distDir, options);
  if ('error' in loaded) return { errors: [loaded.error], warnings, stats };
  const { site, pages } = loaded;

  const heads: PageHead[] = [];
  const fragments: FragmentLink[] = [];
  for (const page of pages) {
    const at = (message: string) => `${page.route}: ${message}`;
    if (page.isRedirect) {
      stats.redirectCount += 1;
      errors.push(...checkRedirect(page, site).map(at));
      continue;
    }
    const head = checkHead(page, site);
    const links = checkLinks(page, site);
    const scripts = await checkScripts(page, site);
    const styles = await checkStyles(page, site);
    const weight = measureDocument(page.html);
    const limits = site.options.documentLimits?.(page.route);
    for (const found of [
      { errors: limits ? checkDocumentWeight(weight, limits) : [], warnings: [] },
      head,
      { errors: checkPageJsonLd(page, site), warnings: [] },
      links,
      { errors: checkSpanishLinks(page, site), warnings: [] },
      { errors: checkSpanishRanges(page), warnings: [] },
      scripts,
      styles,
    ]) {
      errors.push(...found.errors.map(at));
      warnings.push(...found.warnings.map(at));
    }
    fragments.push(...links.fragments);
    if (!page.isErrorPage) heads.push({ path: page.route, title: head.title, description: head.description });
    stats.pages.push({
      path: page.route,
      file: page.file,
      htmlGzipBytes: gzipSize(page.html),
      jsGzipBytes: scripts.jsBytes,
      cssGzipBytes: styles.cssBytes,
      wholeBrotliBytes: weight.whole,
      firstScreenBrotliBytes: weight.firstScreen,
      inlineCssBrotliBytes: weight.inlineCss,
    });
  }

  errors.push(...(await checkFragments(fragments, site)));
  stats.fragmentLinkCount = fragments.length;
  errors.push(...checkUnique(heads), ...checkBuiltRoutes(site));
  stats.pageCount = stats.pages.length;

  let admin: CheckDistResult['admin'];
  if (options.admin) {
    const { errors: adminErrors, ...sizes } = await checkAdmin(site);
    errors.push(...adminErrors);
    admin = sizes;
  }
  const contentPages = pages.filter((page) => !page.isRedirect);
  if (options.languages) {
    errors.push(...checkLanguages(contentPages, options.languages));
    const sitemaps = [...site.files].filter((file) => /^sitemap-\d+\.xml$/.test(file)).sort();
    const xml = (
      await Promise.all(sitemaps.map(async (file) => (await site.read(file)).toString('utf8')))
    ).join('');
    errors.push(...checkSitemap(xml, contentPages, options.languages));
  }
  errors.push(...netlifyFormProblems(contentPages));
  return { errors, warnings, stats, ...(admin ? { admin } : {}) };
}

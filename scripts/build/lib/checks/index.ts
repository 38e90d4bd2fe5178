/**
 * The post-build checks behind scripts/build/check-dist.ts: reads dist/ once, runs each check of this
 * folder (one file per concern) on every page, then the site-wide ones. Every line starts with the route.
 */
import { checkAdmin, type AdminCheck } from './admin.ts';
import {
  checkDocumentWeight,
  checkScripts,
  checkServedCopy,
  checkStyles,
  measureDocument,
} from './budgets.ts';
import { checkCompanyPage } from './company-pages.ts';
import { checkHead } from './head.ts';
import { checkPageMarkup } from './page-markup.ts';
import { checkLanguages } from './language.ts';
import { netlifyFormProblems } from './netlify-forms.ts';
import { checkRobots, checkSitemap } from './sitemap.ts';
import { checkPageJsonLd } from './jsonld.ts';
import { checkFragments, checkLinks, type FragmentLink } from './links.ts';
import { checkRedirect } from './redirects.ts';
import { gzipSize, loadSite, type CheckDistOptions } from './site.ts';
import { checkSpanishLinks } from './spanish-links.ts';
import { checkSpanishRanges } from './spanish-ranges.ts';
import { checkBuiltRoutes, checkUnique, type PageHead } from './site-wide.ts';

export type { CheckDistOptions };

/** One checked page (redirects are not measured): its route, file and gzip sizes of HTML, JS and CSS. */
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

export interface CheckDistResult {
  errors: string[];
  warnings: string[];
  stats: DistStats;
  admin?: Omit<AdminCheck, 'errors'>;
}

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
    const served = site.files.has(`${page.file}.br`) ? await site.read(`${page.file}.br`) : undefined;
    const servedErrors = served ? checkServedCopy(page.html, served) : [];
    // A .br file that is not this page is reported; the page is then measured compressed here.
    const weight = measureDocument(page.html, servedErrors.length === 0 ? served : undefined);
    const limits = site.options.documentLimits?.(page.route);
    for (const found of [
      { errors: servedErrors, warnings: [] },
      { errors: limits ? checkDocumentWeight(weight, limits) : [], warnings: [] },
      head,
      { errors: checkPageJsonLd(page, site), warnings: [] },
      { errors: checkPageMarkup(page), warnings: [] },
      { errors: checkCompanyPage(page, site), warnings: [] },
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
    const xml = Buffer.concat(await Promise.all(sitemaps.map((file) => site.read(file)))).toString('utf8');
    errors.push(...checkSitemap(xml, contentPages, options.languages));
    const robots = site.files.has('robots.txt')
      ? (await site.read('robots.txt')).toString('utf8')
      : undefined;
    errors.push(...checkRobots(robots, options.languages.siteUrl));
  }
  errors.push(...netlifyFormProblems(contentPages));
  return { errors, warnings, stats, ...(admin ? { admin } : {}) };
}

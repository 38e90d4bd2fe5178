/**
 * The build's last step (scripts/build/integration.ts, at astro:build:done; also `node
 * scripts/build/check-dist.ts [distDir]` on a built folder): prints a size table and warnings,
 * and every error prefixed with its page, exiting 1. The checks live in scripts/build/lib/checks/.
 */
import { resolve } from 'node:path';

import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';
import { serviceCities } from '#src/data/service-area.ts';
import { allNumbers } from '#src/lib/phone.ts';
import { allRoutes, localizedPath, spanishRoutes } from '#src/lib/routes.ts';
import type { DocumentLimits } from './lib/checks/budgets.ts';
import { checkDist, type CheckDistResult } from './lib/checks/index.ts';
import { englishOnlyStrings, ownNames, servedPlaces } from './lib/checks/language.ts';

/** First-load JavaScript budget per page, gzip bytes. */
const JS_BUDGET_BYTES = 4096;
/** CSS budget per page, gzip bytes. */
const CSS_BUDGET_BYTES = 20480;

/**
 * Brotli limits. A new connection's first round trip carries about 14.6 kB, response headers included
 * (nginx sends about 700 B with a page), so the small pages fit in it whole. Each limit leaves the owner
 * room (a 40-character name, one more FAQ); Spanish words run about 5% longer.
 */
const FIRST_ROUND_TRIP_BYTES = 14_600;
const RESPONSE_HEADER_BYTES = 700;
const FIRST_ROUND_TRIP_BODY = FIRST_ROUND_TRIP_BYTES - RESPONSE_HEADER_BYTES;
const FIRST_SCREEN_BYTES = 14_000;
const INLINE_CSS_BYTES = 7_000;
const WHOLE_DOCUMENT_BYTES: Readonly<Record<string, number>> = {
  '/contact': FIRST_ROUND_TRIP_BODY,
  '/services/garage': FIRST_ROUND_TRIP_BODY,
  '/resources/epoxy-flooring-cost-guide': FIRST_ROUND_TRIP_BODY,
  '/es/contact': FIRST_ROUND_TRIP_BODY,
  '/es/services/garage': 14_800,
  '/es/resources/epoxy-flooring-cost-guide': 15_100,
  '/': 18_400,
  '/es': 19_300,
  '/gallery': 19_800,
  '/es/gallery': 20_700,
  '/faq': 17_800,
  '/es/faq': 19_000,
};
const OTHER_PAGE_BYTES = 18_000;
/** A form the owner turns on adds markup to /contact and the home page's estimate section: room for it. */
const FORM_ALLOWANCE_BYTES: Readonly<Record<string, number>> = {
  '/contact': 5_500,
  '/es/contact': 5_500,
  '/': 4_000,
  '/es': 4_000,
};
const formOn = Boolean(
  business.estimateForm.iframeUrl || business.estimateForm.iframeUrlEs || business.quoteForm.action,
);

function documentLimits(route: string): DocumentLimits {
  const allowance = formOn ? (FORM_ALLOWANCE_BYTES[route] ?? 0) : 0;
  return {
    whole: (WHOLE_DOCUMENT_BYTES[route] ?? OTHER_PAGE_BYTES) + allowance,
    firstScreen: FIRST_SCREEN_BYTES,
    inlineCss: INLINE_CSS_BYTES,
  };
}

/** Formats a byte count for the table: 1234 -> "1.2 kB", 812 -> "812 B". */
function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`;
}

function renderTable(result: CheckDistResult): string {
  const header = ['page', 'html gz', 'js gz', 'css gz', 'html br', '1st screen br', 'css br'];
  const rows = result.stats.pages.map((page) => [
    page.path,
    formatBytes(page.htmlGzipBytes),
    formatBytes(page.jsGzipBytes),
    formatBytes(page.cssGzipBytes),
    String(page.wholeBrotliBytes),
    String(page.firstScreenBrotliBytes),
    String(page.inlineCssBrotliBytes),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]): string =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Checks a built folder, printing the table, warnings and errors; 0 when it passes, 1 when not. */
export async function checkDistFolder(dir: string): Promise<number> {
  const distDir = resolve(process.cwd(), dir);
  const spanishPaths = spanishRoutes().map((route) => localizedPath(route, 'es'));
  const result = await checkDist(distDir, {
    siteUrl: business.siteUrl,
    phones: allNumbers(business.phones),
    knownRoutes: [...allRoutes(), ...spanishPaths],
    jsBudgetBytes: JS_BUDGET_BYTES,
    cssBudgetBytes: CSS_BUDGET_BYTES,
    documentLimits,
    notPages: ['admin.html'],
    admin: true,
    languages: {
      siteUrl: business.siteUrl,
      spanishPaths,
      twinnedRoutes: spanishRoutes(),
      englishStrings: englishOnlyStrings(ui.en, ui.es),
      ownNames: ownNames(business, serviceCities, servedPlaces()),
    },
  });

  if (result.stats.pages.length > 0) console.log(renderTable(result));
  console.log(
    `\ncheck-dist: ${result.stats.pageCount} page(s), ${result.stats.redirectCount} redirect(s), ` +
      `${result.stats.fragmentLinkCount} #fragment link(s) checked; ` +
      `budgets ${formatBytes(JS_BUDGET_BYTES)} JS, ${formatBytes(CSS_BUDGET_BYTES)} CSS (gzip)`,
  );
  console.log(
    `check-dist: /admin (not a page; outside the budgets): editor ${formatBytes(result.admin?.bundleGzipBytes ?? 0)} gzip, ` +
      `config ${formatBytes(result.admin?.configBytes ?? 0)}`,
  );
  if (result.warnings.length > 0) {
    console.warn(`\n${result.warnings.length} warning(s):`);
    for (const warning of result.warnings) console.warn(`  warning  ${warning}`);
  }
  if (result.errors.length > 0) {
    console.error(`\n${result.errors.length} error(s):`);
    for (const error of result.errors) console.error(`  error  ${error}`);
    return 1;
  }
  console.log(`check-dist: OK (0 errors, ${result.warnings.length} warning(s))`);
  return 0;
}

if (import.meta.main) {
  checkDistFolder(process.argv[2] ?? 'dist').then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error('check-dist: crashed:', error);
      process.exitCode = 1;
    },
  );
}

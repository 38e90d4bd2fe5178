/**
 * Lighthouse, mobile preset with simulated throttling, against the built site served by
 * `npm run preview`. Runs each page three times and prints the median scores, FCP, LCP, TBT and CLS.
 * Usage: node tools/lighthouse.ts [/path ...]   (BASE_URL, CHROMIUM_PATH override the defaults)
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { chromiumArgs, chromiumPath } from '#scripts/test/lib/chromium.ts';
import { median } from './lib/median.ts';

const base = process.env['BASE_URL'] ?? 'http://127.0.0.1:4321';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const runs = Number(process.env['RUNS'] ?? 3);

const chrome = await launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

let failed = false;
try {
  for (const path of paths) {
    const results: Record<string, number>[] = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      });
      for (const [id, category] of Object.entries(lhr.categories)) {
        if ((category.score ?? 0) < 1) {
          const failing = category.auditRefs
            .map((ref) => lhr.audits[ref.id])
            .filter(
              (audit) =>
                audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
            )
            .map((audit) => `${audit?.id} (${audit?.score})`);
          console.log(`  run ${i + 1} ${id}: ${failing.join(', ')}`);
        }
      }
    }
    const keys = Object.keys(results[0] ?? {});
    const summary = Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k] ?? NaN))]));
    console.log(
      `${path}: perf ${summary['performance']} a11y ${summary['accessibility']} bp ${summary['best-practices']} seo ${summary['seo']} | ` +
        `FCP ${Math.round(summary['fcp'] ?? 0)} ms, LCP ${Math.round(summary['lcp'] ?? 0)} ms, TBT ${Math.round(summary['tbt'] ?? 0)} ms, CLS ${summary['cls']}`,
    );
    if (['performance', 'accessibility', 'best-practices', 'seo'].some((k) => summary[k] !== 100))
      failed = true;
  }
} finally {
  chrome.kill();
}
process.exitCode = failed ? 1 : 0;

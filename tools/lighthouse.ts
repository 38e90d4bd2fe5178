/**
 * `npm run lighthouse [-- /path ...]` (after a build): serves dist/ with nginx and dist/_nginx-site.conf (brotli,
 * as in production), runs Lighthouse mobile RUNS times (3) on each route, every sitemap route plus /404 by
 * default, and prints the medians as a table, with the audits that kept a category below 100.
 * BENCH_DIST (dist) and BENCH_PORT (8400) choose the folder and port; a file such as a floor page for
 * comparison can be dropped into a copy of dist/ and measured by its path.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';

import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { fullChromium } from '#scripts/test/lib/chromium.ts';
import { portsFromEnv, requireNginx, writeNginxConfig } from '#scripts/test/nginx.ts';
import { median } from './lib/median.ts';

const port = Number(process.env['BENCH_PORT'] ?? 8400);
const runs = Number(process.env['RUNS'] ?? 3);
const distDir = resolve(process.env['BENCH_DIST'] ?? 'dist');
const sitemap = readFileSync(`${distDir}/sitemap-0.xml`, 'utf8');
const routes =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname), '/404'];
const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const layout = requireNginx();
const { config, dir } = writeNginxConfig(distDir, portsFromEnv(port), layout);
const nginx = spawn(layout.binary, ['-p', dir, '-c', config, '-e', `${dir}/error.log`], { stdio: 'inherit' });
process.on('exit', () => nginx.kill('SIGQUIT'));
await new Promise((done) => setTimeout(done, 500));

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const columns = ['perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'HTML kB', 'total kB'];
const rows: string[] = [];
const notPerfect: string[] = [];
console.log(
  `lighthouse: ${routes.length} route(s), mobile, median of ${runs}; load average before: ${load()}`,
);

const browser = fullChromium();
const chrome = await launch({ chromePath: browser.path, chromeFlags: ['--headless=new', ...browser.args] });
try {
  for (const route of routes) {
    const results: number[][] = [];
    for (let i = 0; i < runs; i += 1) {
      const options = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const };
      const lhr = (await lighthouse(`http://127.0.0.1:${port}${route}`, options))?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
      // A run that failed part-way leaves NaN metrics, which the medians skip; say so.
      if (lhr.runtimeError)
        console.log(`  ${route} run ${i + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const metric = (id: string): number => lhr.audits[id]?.numericValue ?? NaN;
      const items =
        (
          lhr.audits['resource-summary']?.details as {
            items?: { resourceType: string; transferSize: number }[];
          }
        )?.items ?? [];
      const bytes = (type: string): number =>
        items.find((item) => item.resourceType === type)?.transferSize ?? 0;
      results.push([
        ...categories.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
        ...[
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
        ].map(metric),
        bytes('document') / 1024,
        bytes('total') / 1024,
      ]);
      for (const id of categories) {
        const category = lhr.categories[id];
        if ((category?.score ?? 0) === 1) continue;
        const failing = (category?.auditRefs ?? [])
          .map((ref) => lhr.audits[ref.id])
          .filter(
            (audit) =>
              audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
          )
          .map((audit) => `${audit?.id} (${audit?.score})`);
        console.log(`  ${route} run ${i + 1} ${id}: ${failing.join(', ')}`);
      }
    }
    const m = columns.map((_, column) => median(results.map((result) => result[column] ?? NaN)));
    if (m.slice(0, 4).some((score) => score !== 100)) notPerfect.push(route);
    const cells = m.map((value, column) =>
      column < 4 || (column > 3 && column < 7)
        ? String(Math.round(value))
        : value.toFixed(column === 7 ? 3 : 1),
    );
    rows.push(`| ${route} | ${cells.join(' | ')} |`);
    console.log(rows.at(-1));
  }
} finally {
  chrome.kill();
}

console.log(
  `\n| route | ${columns.join(' | ')} |\n| --- |${' ---: |'.repeat(columns.length)}\n${rows.join('\n')}\n`,
);
console.log(
  notPerfect.length === 0 ? 'Lighthouse: 100 in all four categories.' : `Below 100: ${notPerfect.join(', ')}`,
);
console.log(`load average after: ${load()}`);
process.exitCode = notPerfect.length > 0 ? 1 : 0;
process.exit();

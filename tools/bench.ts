/**
 * `npm run bench` (after a build): serves dist/ with nginx, then measures load with wrk and runs Lighthouse
 * (mobile, median of RUNS) on every sitemap route plus /404. `npm run bench -- /about` benches only those
 * routes; BENCH_PORT (8400) and BENCH_DIST (dist) choose the port and folder.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';

import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { chromiumArgs, chromiumPath } from '#scripts/test/lib/chromium.ts';
import { median } from './lib/median.ts';
import { onPath, realHost } from '#scripts/test/lib/host.ts';
import { portsFromEnv, requireNginx, writeNginxConfig } from '#scripts/test/nginx.ts';

const port = Number(process.env['BENCH_PORT'] ?? 8400);
const runs = Number(process.env['RUNS'] ?? 3);
const base = `http://127.0.0.1:${port}`;
const distDir = resolve(process.env['BENCH_DIST'] ?? 'dist');

const chosen = process.argv.slice(2);
const routes =
  chosen.length > 0
    ? chosen
    : [
        ...[...readFileSync(`${distDir}/sitemap-0.xml`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
          (m) => new URL(m[1] ?? '/').pathname,
        ),
        '/404',
      ];

const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

const layout = requireNginx();
const { config, dir } = writeNginxConfig(distDir, portsFromEnv(port), layout);
const nginx = spawn(layout.binary, ['-p', dir, '-c', config, '-e', `${dir}/error.log`], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    nginx.kill('SIGQUIT');
    process.exit(1);
  });
}
nginx.on('exit', (code) => {
  if (code) throw new Error(`nginx exited with ${code}`);
});
await new Promise((done) => setTimeout(done, 500));

// wrk is for this figure only, so `npm test` does not install it; without it the bench goes on.
const asset = readdirSync(`${distDir}/_astro`).find((name) => name.endsWith('.js'));
const wrk = onPath('wrk', realHost);
if (wrk) {
  for (const path of ['/', ...(asset ? [`/_astro/${asset}`] : [])]) {
    const out = execFileSync(
      wrk,
      ['-t2', '-c32', '-d10s', '-H', 'Accept-Encoding: br, gzip', `${base}${path}`],
      { encoding: 'utf8' },
    );
    const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
    const latency = /Latency\s+(\S+)/.exec(out)?.[1];
    const transfer = /Transfer\/sec:\s+(\S+)/.exec(out)?.[1];
    console.log(
      `wrk ${path}: ${rps} requests/s, mean latency ${latency}, ${transfer}/s (2 threads, 32 connections, 10 s)`,
    );
  }
} else {
  console.log('wrk is not installed, so no load figure (sudo apt-get install wrk, or brew install wrk)');
}

const columns = [
  'perf',
  'a11y',
  'bp',
  'seo',
  'FCP ms',
  'LCP ms',
  'TBT ms',
  'CLS',
  'HTML kB',
  'CSS kB',
  'JS kB',
  'img kB',
  'font kB',
  'total kB',
];
const rows: string[][] = [];
const notPerfect: string[] = [];
console.log(
  `bench: ${routes.length} routes, Lighthouse mobile, median of ${runs}; load average before: ${load()}`,
);

const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
try {
  for (const route of routes) {
    const results: Record<string, number>[] = [];
    for (let i = 0; i < runs; i += 1) {
      const lhr = (
        await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' })
      )?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
      // A run that failed part-way leaves its metrics out of the medians; say so.
      if (lhr.runtimeError)
        console.log(`  ${route} run ${i + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string): number => lhr.audits[id]?.numericValue ?? NaN;
      const bytes: Record<string, number> = {};
      const items = (
        lhr.audits['resource-summary']?.details as {
          items?: { resourceType: string; transferSize: number }[];
        }
      )?.items;
      for (const item of items ?? []) bytes[item.resourceType] = item.transferSize;
      results.push({
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        html: bytes['document'] ?? 0,
        css: bytes['stylesheet'] ?? 0,
        js: bytes['script'] ?? 0,
        img: bytes['image'] ?? 0,
        font: bytes['font'] ?? 0,
        total: bytes['total'] ?? 0,
      });
    }
    const m = (key: string): number => median(results.map((result) => result[key] ?? NaN));
    const row = [
      route,
      ...['perf', 'a11y', 'bp', 'seo'].map((key) => String(m(key))),
      ...['fcp', 'lcp', 'tbt'].map((key) => String(Math.round(m(key)))),
      m('cls').toFixed(3),
      ...['html', 'css', 'js', 'img', 'font', 'total'].map((key) => kb(m(key))),
    ];
    rows.push(row);
    if (['perf', 'a11y', 'bp', 'seo'].some((key) => m(key) !== 100)) notPerfect.push(route);
    console.log(row.join(' | '));
  }
} finally {
  chrome.kill();
}

const table = [
  `| route | ${columns.join(' | ')} |`,
  `| --- | ${columns.map(() => '---:').join(' | ')} |`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
].join('\n');
console.log(`\n${table}\n`);
console.log(
  notPerfect.length === 0
    ? 'Lighthouse: 100 in all four categories on every route.'
    : `Below 100 somewhere: ${notPerfect.join(', ')}`,
);

console.log(`load average after: ${load()} (2 cores)`);
nginx.kill('SIGQUIT');

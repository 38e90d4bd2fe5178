/**
 * Builds the site once per documented build setting, each alone, then once with all of them, each
 * time through every step of `npm run build` (scripts/build.ts: twins, astro build, serve-config,
 * check-dist with its budgets), and prints one line per build. About a minute per build, so it is
 * not part of `npm test` (whose browser tests build the all-settings site, dist-configured/); run
 * it after changing what a setting adds to the pages.
 *
 *   node scripts/build-settings.ts                 every setting alone, then all together
 *   node scripts/build-settings.ts all CMS_REPO    only those builds
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { configuredSettings } from './configured-settings.ts';

const settings = configuredSettings({
  form: 'https://forms.example.com',
  readyMessage: 'estimate-form:ready',
  collector: 'https://collect.example.com',
});
const names = Object.keys(settings);
const wanted = process.argv.slice(2);
const runs = [...names.map((name) => [name]), names].filter(
  (run) => wanted.length === 0 || wanted.includes(run.length > 1 ? 'all' : (run[0] ?? '')),
);

const outDir = mkdtempSync(join(tmpdir(), 'build-settings-'));
// The owner's own shell may have some set: each build starts from none of them.
const baseEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !names.includes(key)));
const results: { label: string; ok: boolean; seconds: string }[] = [];
try {
  for (const run of runs) {
    const label = run.length > 1 ? 'all together' : (run[0] ?? '');
    const env = { ...baseEnv, ...Object.fromEntries(run.map((name) => [name, settings[name] ?? ''])) };
    const started = Date.now();
    const build = spawnSync(process.execPath, ['scripts/build.ts', '--outDir', outDir], {
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const ok = build.status === 0;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    results.push({ label, ok, seconds });
    console.log(`build-settings: ${ok ? 'ok    ' : 'FAILED'} ${label} (${seconds} s)`);
    if (!ok) console.error(`${build.stdout}${build.stderr}`.trim().split('\n').slice(-40).join('\n'));
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
const failed = results.filter((result) => !result.ok);
console.log(
  `build-settings: ${results.length - failed.length} of ${results.length} build(s) passed every check`,
);
process.exitCode = failed.length > 0 ? 1 : 0;

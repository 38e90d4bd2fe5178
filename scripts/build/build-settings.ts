/**
 * Builds the site once per documented setting, alone, then all together, each through `npm run build`,
 * printing one line per build. Not part of `npm test`: run it after changing what a setting adds to pages.
 * Usage: build-settings.ts [label...]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { configuredSettings, quoteSiteSettings } from './lib/configured-settings.ts';

const settings = configuredSettings({
  form: 'https://forms.example.com',
  readyMessage: 'estimate-form:ready',
  collector: 'https://collect.example.com',
});
/** The settings the all-settings build cannot carry (the quote form wins over the third-party one). */
const quote = quoteSiteSettings({
  quote: 'https://formspree.io/f/abcdwxyz',
  form: 'https://forms.example.com',
  collector: 'https://plausible.io',
  siteId: 'coralcoastepoxyfloors.com',
});
const names = [...new Set([...Object.keys(settings), ...Object.keys(quote)])];
/** Each build: its label (what `node scripts/build/build-settings.ts LABEL` chooses) and its settings. */
const allRuns: { label: string; env: Record<string, string> }[] = [
  ...Object.entries(settings).map(([name, value]) => ({ label: name, env: { [name]: value } })),
  { label: 'all', env: settings },
  {
    label: 'PUBLIC_QUOTE_FORM_ACTION',
    env: { PUBLIC_QUOTE_FORM_ACTION: quote['PUBLIC_QUOTE_FORM_ACTION'] ?? '' },
  },
  { label: 'netlify', env: { PUBLIC_QUOTE_FORM_ACTION: 'netlify' } },
  {
    label: 'umami',
    env: {
      PUBLIC_ANALYTICS_PROVIDER: 'umami',
      PUBLIC_ANALYTICS_ENDPOINT: 'https://cloud.umami.is',
      PUBLIC_ANALYTICS_SITE_ID: '94db1cb1-74f4-4a40-ad6c-962362670409',
    },
  },
  { label: 'quote', env: quote },
];
const wanted = process.argv.slice(2);
const runs = allRuns.filter((run) => wanted.length === 0 || wanted.includes(run.label));

const outDir = mkdtempSync(join(tmpdir(), 'build-settings-'));
// The owner's own shell may have some set: each build starts from none of them.
const baseEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !names.includes(key)));
let passed = 0;
try {
  for (const { label, env } of runs) {
    const started = Date.now();
    const build = spawnSync(process.execPath, ['scripts/build/build.ts', '--outDir', outDir], {
      env: { ...baseEnv, ...env },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const ok = build.status === 0;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    if (ok) passed += 1;
    console.log(`build-settings: ${ok ? 'ok    ' : 'FAILED'} ${label} (${seconds} s)`);
    if (!ok) console.error(`${build.stdout}${build.stderr}`.trim().split('\n').slice(-40).join('\n'));
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
console.log(`build-settings: ${passed} of ${runs.length} build(s) passed every check`);
process.exitCode = passed < runs.length ? 1 : 0;

/**
 * The browser tests' two other builds, each `npm run build -- --outDir <dir>` with settings of its own,
 * so each passes the same checks and budgets as a deployed build:
 * - `configured` (`dist-configured/`): every documented setting on (scripts/build/lib/configured-settings.ts),
 *   pointing at the stand-in third parties of e2e/third-party-server.ts; served by playwright.config.ts.
 * - `quote` (`dist-quote/`): the site's own quote form on, posting to the stand-in endpoint, with a
 *   few optional owner facts set; served by e2e/quote-site.ts for e2e/quote-form.spec.ts.
 *
 * `npm test` makes each as a job of scripts/test/run-checks.ts, once `dist/` is built (they reuse its
 * optimized images); the browser tests then find them made. Run alone (`npx
 * playwright test` after `npm run build`), the tests make one again only when it is stale: when `dist/`
 * was built after it, or its settings (the third parties' ports) differ from this run's. Each build's
 * stamp is `.astro/test-build-<name>.json`, what it printed `<dir>.log`.
 * Usage: test-builds.ts [--if-stale] configured|quote...
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import {
  formHostOrigin,
  formReadyMessage,
  quoteHostOrigin,
  quotePort,
  thirdPartyOrigin,
} from './configured-site.ts';
import { configuredSettings, quoteSiteSettings } from '#scripts/build/lib/configured-settings.ts';

const root = resolve(import.meta.dirname, '..');

/** The quote endpoint this build posts to. */
export const quoteEndpoint = `${quoteHostOrigin}/quote`;
/** The Plausible site id this build's analytics report under. */
export const quoteAnalyticsSite = 'quote-form.test';

const quoteSettings = quoteSiteSettings({
  quote: quoteEndpoint,
  form: formHostOrigin,
  collector: thirdPartyOrigin,
  siteId: quoteAnalyticsSite,
});

/** The optional keys of business.yaml this build sets, on a copy of the owner's file. */
export const quoteOwnerFacts = {
  whatsapp: '+13055550187',
  googleBusinessProfile: 'https://maps.app.goo.gl/CoralCoastEpoxyTest',
  reviewUrl: 'https://g.page/r/CoralCoastEpoxyTest/review',
} as const;

/** A copy of business.yaml with those keys added (BUSINESS_YAML points the build at it). */
function ownerFactsCopy(): string {
  const file = join(tmpdir(), `quote-site-business-${quotePort}.yaml`);
  const extra = Object.entries(quoteOwnerFacts)
    .map(([key, value]) => `${key}: '${value}'`)
    .join('\n');
  writeFileSync(file, `${readFileSync(resolve(root, 'src/data/business.yaml'), 'utf8')}\n${extra}\n`);
  return file;
}

/** The settings of the quote build. */
function quoteBuildEnv(): Record<string, string> {
  return { ...quoteSettings, BUSINESS_YAML: ownerFactsCopy() };
}

const builds = {
  configured: {
    outDir: 'dist-configured',
    env: () =>
      configuredSettings({
        form: formHostOrigin,
        readyMessage: formReadyMessage,
        collector: thirdPartyOrigin,
      }),
  },
  quote: { outDir: 'dist-quote', env: quoteBuildEnv },
} as const;

type Name = keyof typeof builds;

/** What a build was made from: its settings and the time `dist/` was built. */
function stamp(name: Name): string {
  let dist = 0;
  try {
    dist = statSync(resolve(root, 'dist/index.html')).mtimeMs;
  } catch {
    // No dist/ yet: the stamp says so, and a later build of dist/ makes it stale.
  }
  return JSON.stringify({ settings: builds[name].env(), dist });
}

const stampFile = (name: Name) => resolve(root, `.astro/test-build-${name}.json`);
const logFile = (name: Name) => resolve(root, `${builds[name].outDir}.log`);

function fresh(name: Name): boolean {
  try {
    statSync(resolve(root, builds[name].outDir, 'index.html'));
    return readFileSync(stampFile(name), 'utf8') === stamp(name);
  } catch {
    return false;
  }
}

/**
 * Makes the build (or, with `ifStale`, keeps a fresh one) and resolves with what its build printed;
 * rejects with that output when the build fails.
 */
export async function testBuild(name: Name, { ifStale = false } = {}): Promise<string> {
  if (ifStale && fresh(name)) return readFileSync(logFile(name), 'utf8');
  const { outDir, env } = builds[name];
  const child = spawn(process.execPath, ['scripts/build/build.ts', '--outDir', outDir], {
    cwd: root,
    env: { ...process.env, ...env() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  writeFileSync(logFile(name), output);
  if (code !== 0) throw new Error(`the ${name} build (${outDir}/) failed:\n${output}`);
  mkdirSync(resolve(root, '.astro'), { recursive: true });
  writeFileSync(stampFile(name), stamp(name));
  return output;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => arg !== '--if-stale');
  const unknown = names.filter((name) => !(name in builds));
  if (names.length === 0 || unknown.length > 0) {
    console.error(`test-builds: name the builds to make: ${Object.keys(builds).join(', ')}`);
    process.exit(2);
  }
  try {
    for (const name of names as Name[]) {
      const started = Date.now();
      const log = await testBuild(name, { ifStale: args.includes('--if-stale') });
      console.log(
        log
          .split('\n')
          .filter((line) => /\[site-build\]|\[build\]/.test(line))
          .slice(-3)
          .join('\n'),
      );
      console.log(
        `test-builds: ${builds[name].outDir}/ ready (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

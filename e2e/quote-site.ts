/**
 * The build with the site's own quote form switched on (PUBLIC_QUOTE_FORM_ACTION at the stand-in
 * endpoint of e2e/third-party-server.ts), served by nginx with its real headers like the other two.
 *
 * Unlike those two it is built on demand, by the spec that needs it (e2e/quote-form.spec.ts), not
 * by playwright.config.ts, which would add a third build to every browser test run. The
 * configured build cannot carry it: the quote form wins over the third-party form site-wide,
 * so its pages would lose the estimate form that e2e/configured*.spec.ts test.
 *
 * The third-party form is set here too, so the build shows that the quote form wins and says so.
 * Analytics speak Plausible's format to the stand-in with a site id of their own, so these pages'
 * events never mix with the other specs' (which share the collector).
 *
 * Locally, a server already answering on QUOTE_PORT is reused (as Playwright reuses its web
 * servers): `node e2e/quote-site.ts` builds and serves it until stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import {
  formHostOrigin,
  quoteBaseUrl,
  quoteHostOrigin,
  quotePort,
  thirdPartyOrigin,
} from './configured-site.ts';
import { quoteSiteSettings } from '#scripts/build/lib/configured-settings.ts';

const root = resolve(import.meta.dirname, '..');
const distDir = 'dist-quote';
/** What the build printed, kept beside the build for a reused server. */
const logFile = resolve(root, 'dist-quote.log');

/** The quote endpoint this build posts to. */
export const quoteEndpoint = `${quoteHostOrigin}/quote`;
/** The Plausible site id this build's analytics report under. */
export const quoteAnalyticsSite = 'quote-form.test';

const settings = quoteSiteSettings({
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

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Runs a command from the project root; resolves with its output, rejects when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done(output) : fail(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** The running quote site: what its build printed, and how to stop it (a no-op for a reused one). */
export interface QuoteSite {
  buildLog: string;
  stop: () => Promise<void>;
}

/** Builds and serves the quote form's build, or reuses the one already served (not on CI). */
export async function startQuoteSite(): Promise<QuoteSite> {
  if (!process.env['CI'] && (await answers(`${quoteBaseUrl}/`))) {
    return { buildLog: readFileSync(logFile, 'utf8'), stop: () => Promise.resolve() };
  }
  const node = process.execPath;
  const env = { ...process.env, ...settings, BUSINESS_YAML: ownerFactsCopy() };
  // `npm run build` itself (scripts/build/build.ts: the twins check, astro build, serve-config, and the
  // built site's checks and budgets), as for the other two builds: this setting passes every gate.
  const buildLog = await run(node, ['scripts/build/build.ts', '--outDir', distDir], env);
  writeFileSync(logFile, buildLog);
  // Its own TLS and redirect ports, as scripts/test/nginx.ts derives them from the port (the workers'
  // TLS_PORT and REDIRECT_PORT are the first build's).
  const nginx: ChildProcess = spawn(node, ['scripts/test/nginx.ts', distDir, String(quotePort)], {
    cwd: root,
    env: { ...process.env, TLS_PORT: String(quotePort + 1000), REDIRECT_PORT: String(quotePort + 2000) },
    stdio: 'ignore',
  });
  for (let tries = 0; !(await answers(`${quoteBaseUrl}/`)); tries++) {
    if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx for ${distDir} did not start`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    buildLog,
    stop: async () => {
      if (nginx.exitCode !== null) return;
      nginx.kill('SIGTERM');
      await once(nginx, 'exit');
    },
  };
}

if (import.meta.main) {
  const site = await startQuoteSite();
  console.log(`quote site: ${distDir} on ${quoteBaseUrl} (posting to ${quoteEndpoint}); Ctrl-C stops it`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void site.stop().then(() => process.exit(0)));
}

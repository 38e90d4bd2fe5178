/**
 * The build with the site's own quote form switched on (PUBLIC_QUOTE_FORM_ACTION at the stand-in
 * endpoint of e2e/third-party-server.ts), served by nginx with its real headers like the other two.
 *
 * It is served by the spec that needs it (e2e/quote-form.spec.ts), from the build `npm test` made
 * beside the configured one (scripts/test/test-builds.ts), or one made then when that is missing or
 * stale. The configured build cannot carry it: the quote form wins over the third-party form
 * site-wide, so its pages would lose the estimate form that e2e/configured*.spec.ts test.
 *
 * The third-party form is set here too, so the build shows that the quote form wins and says so.
 * Analytics speak Plausible's format to the stand-in with a site id of their own, so these pages'
 * events never mix with the other specs' (which share the collector).
 *
 * Locally, a server already answering on QUOTE_PORT is reused (as Playwright reuses its web
 * servers): `node e2e/quote-site.ts` builds and serves it until stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { resolve } from 'node:path';

import { quoteBaseUrl, quotePort } from './configured-site.ts';
import { quoteEndpoint, testBuild } from './test-builds.ts';

const root = resolve(import.meta.dirname, '..');
const distDir = 'dist-quote';
/** What the build printed (e2e/test-builds.ts keeps it beside the build), for a reused server. */
const logFile = resolve(root, 'dist-quote.log');

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
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
  // `npm run build` itself (the site's steps, its checks and budgets), as for the other two builds:
  // this setting passes every gate.
  const buildLog = await testBuild('quote', { ifStale: true });
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

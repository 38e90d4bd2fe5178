/**
 * `npm run build`: every step of a production build, each of which stops it on failure:
 *   1. scripts/check-twins.ts    the Spanish twins carry their English pages' figures,
 *   2. astro build               the site,
 *   3. scripts/slim-pages.ts     each page's CSS cut to what it uses, repeated icons drawn once,
 *   4. scripts/serve-config.ts   headers, CSP, redirects and precompressed twins,
 *   5. scripts/check-dist.ts     the built output, with its JavaScript, CSS and page-size budgets.
 *
 *   node scripts/build.ts [--outDir <dir>]     (or OUT_DIR=<dir>; dist/ by default)
 *
 * The folder goes to every step, so a second build (the browser tests' configured site in
 * dist-configured/) passes through the same checks as the one that is deployed.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The output folder: `--outDir <dir>` or `--outDir=<dir>`, else OUT_DIR, else dist. */
export function outDirFrom(args: readonly string[], env: NodeJS.ProcessEnv): string {
  for (const [index, arg] of args.entries()) {
    if (arg === '--outDir') {
      const value = args[index + 1];
      if (!value || value.startsWith('-'))
        throw new Error('--outDir needs a folder, e.g. --outDir dist-configured');
      return value;
    }
    if (arg.startsWith('--outDir=')) return arg.slice('--outDir='.length);
  }
  const fromEnv = env['OUT_DIR']?.trim();
  return fromEnv || 'dist';
}

/** The steps, as Node command lines (this Node runs each, so the project's Node 24 runs them all). */
export function buildSteps(outDir: string): { name: string; args: string[] }[] {
  const astro = join(
    dirname(createRequire(import.meta.url).resolve('astro/package.json')),
    'bin',
    'astro.mjs',
  );
  return [
    { name: 'check-twins', args: ['scripts/check-twins.ts'] },
    { name: 'astro build', args: [astro, 'build', '--outDir', outDir] },
    { name: 'slim-pages', args: ['scripts/slim-pages.ts', outDir] },
    { name: 'serve-config', args: ['scripts/serve-config.ts', outDir] },
    { name: 'check-dist', args: ['scripts/check-dist.ts', outDir] },
  ];
}

if (import.meta.main) {
  let outDir: string;
  try {
    outDir = outDirFrom(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`build: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  for (const step of buildSteps(outDir)) {
    const { status, signal } = spawnSync(process.execPath, step.args, { stdio: 'inherit' });
    if (status !== 0) {
      console.error(
        `build: ${step.name} failed (${signal ?? `exit ${status}`}); ${outDir}/ is not deployable`,
      );
      process.exit(status ?? 1);
    }
  }
}

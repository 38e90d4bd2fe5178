/**
 * `npm run build`: check-twins, astro build, slim-pages, serve-config, check-dist, each stopping it on
 * failure. `[--outDir <dir>]` (or OUT_DIR; dist/ by default) goes to every step, so a second build passes
 * the same checks.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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
  return env['OUT_DIR']?.trim() || 'dist';
}

/** The steps, as Node command lines (this Node runs each, so the project's Node 24 runs them all). */
export function buildSteps(outDir: string): { name: string; args: string[] }[] {
  const astro = join(
    dirname(createRequire(import.meta.url).resolve('astro/package.json')),
    'bin',
    'astro.mjs',
  );
  return [
    { name: 'check-twins', args: ['scripts/build/check-twins.ts'] },
    { name: 'astro build', args: [astro, 'build', '--outDir', outDir] },
    { name: 'slim-pages', args: ['scripts/build/slim-pages.ts', outDir] },
    { name: 'serve-config', args: ['scripts/build/serve-config.ts', outDir] },
    { name: 'check-dist', args: ['scripts/build/check-dist.ts', outDir] },
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

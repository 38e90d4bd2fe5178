/**
 * `npm run build [-- --outDir <dir>]` (or OUT_DIR; dist/ by default): `astro build` into that folder. The
 * site's own steps (check-twins, slim-pages, serve-config, check-dist) run inside it, from the integration
 * in scripts/build/integration.ts, so `npx astro build` makes the same folder.
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

/** The command line: `astro build` (which runs the site's steps, scripts/build/integration.ts) into outDir. */
export function astroBuildArgs(outDir: string): string[] {
  const astro = join(
    dirname(createRequire(import.meta.url).resolve('astro/package.json')),
    'bin',
    'astro.mjs',
  );
  return [astro, 'build', '--outDir', outDir];
}

if (import.meta.main) {
  let outDir: string;
  try {
    outDir = outDirFrom(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`build: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  const { status, signal } = spawnSync(process.execPath, astroBuildArgs(outDir), { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`build: astro build failed (${signal ?? `exit ${status}`}); ${outDir}/ is not deployable`);
    process.exit(status ?? 1);
  }
}

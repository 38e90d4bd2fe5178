/**
 * The site's own build steps, run inside `astro build` (astro.config.ts), as Starlight runs Pagefind: so
 * `astro build`, `npm run build`, `npm start` and every build in the tests make the same folder, and
 * `--outDir` reaches every step. A failed step fails the build. docs/architecture.md, "The build", names
 * each step; docs/docs.test.ts holds it to `buildSteps`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import type { AstroIntegration, AstroIntegrationLogger } from 'astro';

import { checkDistFolder } from './check-dist.ts';
import { serveConfig } from './serve-config.ts';
import { slimPages } from './slim-pages.ts';

/** Every step, in order, with the hook that runs it (`astro build` itself runs between the two hooks). */
export const buildSteps = [
  { name: 'check-twins', hook: 'astro:build:start' },
  { name: 'slim-pages', hook: 'astro:build:done' },
  { name: 'serve-config', hook: 'astro:build:done' },
  { name: 'check-dist', hook: 'astro:build:done' },
] as const;

type StepName = (typeof buildSteps)[number]['name'];

/** The content check runs as its own program (it is also run alone, `node scripts/build/check-twins.ts`). */
function checkTwins(): number {
  const script = fileURLToPath(new URL('./check-twins.ts', import.meta.url));
  return spawnSync(process.execPath, [script], { stdio: 'inherit' }).status ?? 1;
}

async function run(logger: AstroIntegrationLogger, name: StepName, step: () => Promise<number> | number) {
  const started = performance.now();
  const status = await step();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (status !== 0) throw new Error(`${name} failed after ${seconds} s: the build is not deployable`);
  logger.info(`${name}: ${seconds} s`);
}

export function siteBuild(): AstroIntegration {
  return {
    name: 'site-build',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        await run(logger, 'check-twins', checkTwins);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        await run(logger, 'slim-pages', () => slimPages(outDir));
        await run(logger, 'serve-config', () => serveConfig(outDir));
        await run(logger, 'check-dist', () => checkDistFolder(outDir));
      },
    },
  };
}

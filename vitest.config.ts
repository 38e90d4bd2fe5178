import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

/**
 * Three projects: "node" for lib/, data, scripts and server rendering of sections; "jsdom" for
 * islands and browser-side modules (files named *.dom.test.ts[x]); "node-isolated" (below).
 *
 * Test files share their worker (`isolate: false`): a fresh worker per file cost about 1.1 s (node)
 * to 4 s (jsdom) of CPU in start-up and imports, about two thirds of the unit suite's CPU time
 * (docs/performance.md, the test suite's time). So a test file puts back whatever global it
 * replaces (`vi.stubGlobal` + `vi.unstubAllGlobals`, `vi.restoreAllMocks`, `cleanup`). The files
 * that replace modules (`vi.mock`, or re-importing under stubbed settings) cannot put them back for
 * the next file: they run in a third project, one fresh worker each.
 */
const moduleReplacing = [
  'src/lib/page-data.test.ts',
  'src/lib/article-page-data.test.ts',
  'src/data/http-policy.test.ts',
];
const contentAlias = {
  'astro:content': fileURLToPath(new URL('./src/test/astro-content.ts', import.meta.url)),
};

export default defineConfig({
  test: {
    // Every core: Vitest leaves one free by default, which on a 2-core machine halves the speed, and
    // nothing else runs beside the unit tests in `npm test`.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Route data (lib/page-data.ts) reads the content through astro:content: tests read the same
        // files through a stand-in (src/test/astro-content.ts).
        resolve: { alias: contentAlias },
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tools/**/*.test.ts',
            'docs/**/*.test.ts',
          ],
          exclude: ['src/**/*.dom.test.{ts,tsx}', ...moduleReplacing],
        },
      },
      {
        resolve: { alias: contentAlias },
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: moduleReplacing,
        },
      },
      {
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          isolate: false,
          include: ['src/**/*.dom.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup-dom.ts'],
          // These tests render an island and find its parts by role and name, as a screen reader
          // would; jsdom works out each name through getComputedStyle, matching its whole default
          // style sheet against every element. The longest flows (timeline, gallery, estimator)
          // cost up to about 1 s of CPU, which took up to 8 s on the shared 2-core machine at a
          // load average of 25-30: the 5 s default failed tests that were slow, not stuck.
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
    ],
  },
});

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

/**
 * Two projects: "node" for lib/, data, scripts and server rendering of sections; "jsdom" for
 * islands and browser-side modules (files named *.dom.test.ts[x]).
 */
export default defineConfig({
  test: {
    // Every core: Vitest leaves one free by default, which on a 2-core machine halves the speed, and
    // nothing else runs beside the unit tests in `npm test`.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Route data (lib/page-data.ts) reads the content through astro:content: tests read the same
        // files through a stand-in (src/test/astro-content.ts).
        resolve: {
          alias: { 'astro:content': fileURLToPath(new URL('./src/test/astro-content.ts', import.meta.url)) },
        },
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['src/**/*.dom.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup-dom.ts'],
        },
      },
    ],
  },
});

import { availableParallelism } from 'node:os';

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

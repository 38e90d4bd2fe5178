import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// Transitional: branches written before the "#src/" import style still say "@/"; lint rejects it.
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * Two projects: "node" for lib/, data, scripts and server rendering of sections; "jsdom" for
 * islands and browser-side modules (files named *.dom.test.ts[x]).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.{ts,tsx}'],
        },
      },
      {
        resolve: { alias },
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

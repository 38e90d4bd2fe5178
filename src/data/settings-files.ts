/**
 * The build settings (SITE_URL, PUBLIC_*, CMS_REPO...) from the project's `.env` files, read the way
 * Astro (Vite) reads them for a production build. Astro puts them in `import.meta.env` only, after
 * its config is read; src/data/business.ts calls this first instead, so the config, the pages, the
 * build's own checks (check-dist, serve-config) and the scripts (launch-check) all see one set. Variables already set in the environment win, as in Astro,
 * and a file read earlier in `envFiles` wins over a later one. The one place to change how scripts
 * read settings.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Astro's (Vite's) files for a production build, strongest first. */
const envFiles = ['.env.production.local', '.env.local', '.env.production', '.env'] as const;

/** Loads the settings files that exist into process.env, never replacing a set variable; returns the files read. */
export function loadSettings(root = '.'): string[] {
  const read: string[] = [];
  for (const file of envFiles) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    process.loadEnvFile(path);
    read.push(file);
  }
  return read;
}

/**
 * The build settings (SITE_URL, PUBLIC_*, CMS_REPO...) as a script sees them. Astro reads the `.env`
 * files of the project root itself; a script run with plain Node does not, so it calls this first,
 * and sees the same values as the build. Variables already set in the environment win, as in Astro,
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

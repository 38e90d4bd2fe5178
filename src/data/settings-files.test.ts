import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

/** The settings a build reads, as business.ts resolves them in a plain Node process run in `cwd`. */
function settingsIn(cwd: string, env: Record<string, string> = {}): { siteUrl: string; booking: string } {
  const module = resolve('src/data/business.ts');
  const script = `const { business } = await import(${JSON.stringify(module)});
    console.log(JSON.stringify({ siteUrl: business.siteUrl, booking: business.bookingUrl ?? '' }));`;
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|SITE_URL|PUBLIC_)/.test(name)),
  );
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd,
    env: { ...base, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as { siteUrl: string; booking: string };
}

let project = '';
afterEach(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

/** A project folder with the owner's facts file, where a build would run. */
function projectWith(files: Record<string, string>): string {
  project = mkdtempSync(join(tmpdir(), 'settings-files-'));
  mkdirSync(join(project, 'src/data'), { recursive: true });
  cpSync('src/data/business.yaml', join(project, 'src/data/business.yaml'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(project, name), text);
  return project;
}

describe('the settings files (.env), as every part of the build reads them', () => {
  it('reach business.ts, so astro.config, the pages and the build checks see the owner’s SITE_URL', () => {
    const cwd = projectWith({
      '.env': 'SITE_URL=https://www.example-floors.com\nPUBLIC_BOOKING_URL=https://book.example.com/x\n',
    });
    expect(settingsIn(cwd)).toEqual({
      siteUrl: 'https://www.example-floors.com',
      booking: 'https://book.example.com/x',
    });
  }, 30_000);

  it('let a variable set in the environment win, and .env.production.local win over .env, as in Astro', () => {
    const cwd = projectWith({
      '.env': 'SITE_URL=https://www.from-env-file.com\nPUBLIC_BOOKING_URL=https://book.example.com/env\n',
      '.env.production.local': 'PUBLIC_BOOKING_URL=https://book.example.com/local\n',
    });
    expect(settingsIn(cwd, { SITE_URL: 'https://www.from-host.com' })).toEqual({
      siteUrl: 'https://www.from-host.com',
      booking: 'https://book.example.com/local',
    });
  }, 30_000);
});

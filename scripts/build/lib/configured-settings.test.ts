import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { business, parseBusiness } from '#src/data/business.ts';
import { parseCmsSettings } from '#src/lib/cms/config.ts';

import { astroBuildArgs, outDirFrom } from '#scripts/build/build.ts';
import { buildSteps } from '#scripts/build/integration.ts';
import { configuredSettings, quoteSiteSettings } from './configured-settings.ts';

/** The environment variables the docs' settings tables document (rows starting with a `NAME`). */
function documentedSettings(): string[] {
  const docs = [
    'README.md',
    ...readdirSync('docs').flatMap((name) => (name.endsWith('.md') ? [`docs/${name}`] : [])),
  ];
  const names = docs.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^\| `([A-Z][A-Z0-9_]+)` +\|/gm)].map((match) => match[1] ?? ''),
  );
  return [...new Set(names)];
}

const origins = {
  'the browser tests’ stand-ins': {
    form: 'http://127.0.0.1:4331',
    readyMessage: 'estimate-form:ready',
    collector: 'http://127.0.0.1:4330',
  },
  'build:settings': {
    form: 'https://forms.example.com',
    readyMessage: 'form-ready',
    collector: 'https://collect.example.com',
  },
};

describe('the configured builds', () => {
  it('switch on every setting the docs document (SITE_URL aside: every build sets its own)', () => {
    const documented = documentedSettings();
    expect(documented).toContain('PUBLIC_ESTIMATE_FORM_URL');
    expect(documented).toContain('CMS_REPO');
    const quoteBuild = quoteSiteSettings({
      quote: 'https://formspree.io/f/abc123',
      form: 'https://forms.example.com',
      collector: 'https://plausible.io',
      siteId: 'coralcoastepoxyfloors.com',
    });
    const switchedOn = new Set([
      ...Object.keys(configuredSettings(origins['build:settings'])),
      ...Object.keys(quoteBuild),
    ]);
    expect([...switchedOn].sort()).toEqual(documented.filter((name) => name !== 'SITE_URL').sort());
  });

  it.each(Object.entries(origins))('give each setting a value its check accepts (%s)', (_, hosts) => {
    const env = configuredSettings(hosts);
    const facts = parseBusiness({
      ...business,
      estimateForm: {
        ...business.estimateForm,
        iframeUrl: env['PUBLIC_ESTIMATE_FORM_URL'],
        iframeUrlEs: env['PUBLIC_ESTIMATE_FORM_URL_ES'],
        scriptUrl: env['PUBLIC_ESTIMATE_FORM_SCRIPT'],
        readyMessage: env['PUBLIC_ESTIMATE_FORM_READY_MESSAGE'],
        prefill: env['PUBLIC_ESTIMATE_FORM_PREFILL'],
      },
      analytics: { endpoint: env['PUBLIC_ANALYTICS_ENDPOINT'] },
    });
    expect(facts.ok ? [] : facts.problems).toEqual([]);
    const cms = parseCmsSettings(env);
    expect(cms.ok ? [] : cms.problems).toEqual([]);
    expect(cms.ok && cms.data).toEqual({
      CMS_REPO: env['CMS_REPO'],
      CMS_AUTH_URL: env['CMS_AUTH_URL'],
      CMS_BRANCH: env['CMS_BRANCH'],
    });
  });
});

describe('npm run build', () => {
  it('builds into dist/ unless told another folder, by flag or by OUT_DIR', () => {
    expect(outDirFrom([], {})).toBe('dist');
    expect(outDirFrom([], { OUT_DIR: ' ' })).toBe('dist');
    expect(outDirFrom([], { OUT_DIR: 'dist-configured' })).toBe('dist-configured');
    expect(outDirFrom(['--outDir', 'dist-configured'], { OUT_DIR: 'other' })).toBe('dist-configured');
    expect(outDirFrom(['--outDir=dist-x'], {})).toBe('dist-x');
    expect(() => outDirFrom(['--outDir'], {})).toThrow(/needs a folder/);
    expect(() => outDirFrom(['--outDir', '--verbose'], {})).toThrow(/needs a folder/);
  });

  it('is astro build into that folder, which runs every step there, the budgets of check-dist last', () => {
    expect(astroBuildArgs('dist-configured').slice(-3)).toEqual(['build', '--outDir', 'dist-configured']);
    expect(buildSteps.map((step) => `${step.hook} ${step.name}`)).toEqual([
      'astro:build:start check-twins',
      'astro:build:done slim-pages',
      'astro:build:done serve-config',
      'astro:build:done check-dist',
    ]);
  });
});

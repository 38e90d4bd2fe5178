import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { builtFile, cspSweepPages, islandKinds } from './csp-sweep.ts';

const island = (name: string, client: string) =>
  `<astro-island uid="${name}" component-url="/_astro/${name}.js" component-export="${name}" client="${client}" props="{}"></astro-island>`;
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>x</title></head><body>${body}</body></html>`;

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** Two planted builds: each entry is [file, default build's HTML, configured build's HTML]. */
function builds(files: [string, string, string][]): { plain: string; configured: string } {
  root = mkdtempSync(join(tmpdir(), 'csp-sweep-'));
  const plain = join(root, 'dist');
  const configured = join(root, 'dist-configured');
  for (const [file, a, b] of files) {
    for (const [dir, html] of [
      [plain, a],
      [configured, b],
    ] as const) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), html);
    }
  }
  return { plain, configured };
}

describe('the pages of the configured CSP sweep', () => {
  it('are those the settings change, then one page for each island kind not yet covered', () => {
    const form = island('EstimateForm', 'visible');
    const { plain, configured } = builds([
      ['index.html', page(island('Counters', 'visible')), page(island('Counters', 'visible') + form)],
      ['about.html', page(island('Counters', 'visible')), page(island('Counters', 'visible'))],
      ['faq.html', page('<p>FAQ</p>'), page('<p>FAQ</p>')],
      ['gallery.html', page(island('Lightbox', 'idle')), page(island('Lightbox', 'idle'))],
      ['pricing.html', page(island('Lightbox', 'idle')), page(island('Lightbox', 'idle'))],
      ['services/garage.html', page(island('Estimator', 'query')), page(island('Estimator', 'query'))],
      ['es/contact.html', page('<p>a</p>'), page('<p>a</p><script src="/collect.js"></script>')],
    ]);
    const paths = ['/', '/about', '/faq', '/gallery', '/pricing', '/services/garage', '/es/contact'];
    expect(cspSweepPages(plain, configured, paths)).toEqual([
      { path: '/', reason: 'differs' },
      { path: '/es/contact', reason: 'differs' },
      // Counters is covered by `/`; the first page with each other kind stands for it.
      { path: '/gallery', reason: 'Lightbox (client:idle)' },
      { path: '/services/garage', reason: 'Estimator (client:query)' },
    ]);
  });

  it('sets aside what the settings change on every page, and still visits each shape of policy once', () => {
    const meta = (policy: string) => `<meta http-equiv="content-security-policy" content="${policy}">`;
    const plainPage = (hash: string) =>
      `<!DOCTYPE html><html><head>${meta(`script-src 'self'; style-src 'sha256-${hash}'`)}</head><body><p>x</p></body></html>`;
    const configuredPage = (hash: string, extra = '') =>
      `<!DOCTYPE html><html><head>${meta(`script-src 'self' https://form.example${extra}; style-src 'sha256-${hash}'`)}</head>` +
      '<body data-analytics-endpoint="https://count.example/collect"><p>x</p></body></html>';
    const { plain, configured } = builds([
      ['index.html', plainPage('a'), configuredPage('a')],
      ['about.html', plainPage('b'), configuredPage('b')],
      ['faq.html', plainPage('c'), configuredPage('c', ' https://video.example')],
      ['es.html', plainPage('d'), configuredPage('d', ' https://video.example')],
    ]);
    expect(cspSweepPages(plain, configured, ['/', '/about', '/faq', '/es'])).toEqual([
      { path: '/', reason: expect.stringMatching(/^policy script-src 'self' https:\/\/form\.example;/) },
      { path: '/faq', reason: expect.stringMatching(/^policy .*video\.example/) },
    ]);
  });

  it('counts the same component under another directive as another kind', () => {
    const { plain, configured } = builds([
      ['index.html', page(island('Menu', 'idle')), page(island('Menu', 'idle'))],
      ['about.html', page(island('Menu', 'media')), page(island('Menu', 'media'))],
    ]);
    expect(cspSweepPages(plain, configured, ['/', '/about']).map((p) => p.path)).toEqual(['/', '/about']);
  });

  it('stops on a page the configured build lacks, rather than sweeping fewer pages', () => {
    const { plain, configured } = builds([['index.html', page(''), page('')]]);
    expect(() => cspSweepPages(plain, configured, ['/', '/about'])).toThrow(/\/about is not in/);
  });

  it('reads island kinds from elements, also inside a template, not from text in a comment', () => {
    const html = page(
      `<!-- ${island('Old', 'load')} -->${island('Menu', 'idle')}<template>${island('Inner', 'visible')}</template>`,
    );
    expect(islandKinds(html)).toEqual(['Menu (client:idle)', 'Inner (client:visible)']);
  });

  it('finds a path as Astro writes it, a file or a folder index', () => {
    const { plain } = builds([
      ['index.html', '', ''],
      ['es.html', '', ''],
      ['blog/index.html', '', ''],
    ]);
    expect(builtFile(plain, '/')).toBe(join(plain, 'index.html'));
    expect(builtFile(plain, '/es')).toBe(join(plain, 'es.html'));
    expect(builtFile(plain, '/blog/')).toBe(join(plain, 'blog', 'index.html'));
    expect(builtFile(plain, '/nope')).toBeUndefined();
  });
});

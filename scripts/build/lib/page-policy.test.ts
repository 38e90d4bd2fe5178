import { describe, expect, it } from 'vitest';

import { pagePolicyParts, rewritePage } from './page-policy.ts';

const astroMeta = `<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='">`;
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8">${astroMeta}${head}</head><body>${body}</body></html>`;

describe("serve-config's page edits", () => {
  it("read Astro's meta policy, the inline scripts a browser runs, the inline styles and the style attributes, once each", () => {
    const html = page(
      '<style>a{}</style>',
      '<p style="color:red">a</p><p style="color:red">b</p><i style="content:&quot;x&quot;"></i>' +
        '<script>run()</script><script type="module">go()</script><script>run()</script>' +
        '<script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>',
    );
    expect(pagePolicyParts(html)).toEqual({
      metaPolicy: "script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='",
      inlineScripts: ['run()', 'go()'],
      inlineStyles: ['a{}'],
      styleAttributes: ['color:red', 'content:"x"'],
    });
    expect(pagePolicyParts('<p>no policy</p>').metaPolicy).toBeUndefined();
  });

  it('remove the meta policy and move the island style into <head>, leaving every other byte', () => {
    const island = '<style>astro-island,astro-slot{display:contents}</style>';
    const html = page(
      '<title>T</title>',
      `<main><p  class=x>Hi &amp; bye</p>${island}<astro-island></astro-island></main>`,
    );
    expect(rewritePage(html)).toBe(
      `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>T</title>${island}</head><body><main><p  class=x>Hi &amp; bye</p><astro-island></astro-island></main></body></html>`,
    );
  });

  it("put the page's own policy right after the charset, escaped", () => {
    const html = page('', '<p>404</p>');
    expect(rewritePage(html, `default-src 'self'; img-src "x" &`)).toBe(
      `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self'; img-src &quot;x&quot; &amp;"></head><body><p>404</p></body></html>`,
    );
  });

  it("give a redirect's refresh the space the spec requires", () => {
    const html =
      '<!doctype html><title>Redirecting to: /a</title><meta http-equiv="refresh" content="0;url=/a">';
    expect(rewritePage(html)).toBe(
      '<!doctype html><title>Redirecting to: /a</title><meta http-equiv="refresh" content="0; url=/a">',
    );
  });
});

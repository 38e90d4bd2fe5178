import { describe, expect, it } from 'vitest';

import { TOLL_FREE, LOCAL, validPage, validFiles, check, withPage } from './fixture.ts';

describe('the link check', () => {
  it('reports a tel: link to a number that is not the business number', async () => {
    const html = validPage({ route: '/about', body: '<a href="tel:+18885550199">Old number</a>' });
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain(
      `/about: wrong phone link "tel:+18885550199" (expected one of tel:${TOLL_FREE}, tel:${LOCAL})`,
    );
  });

  it('reports a link to a path that is neither built nor a route of the spec as an error', async () => {
    const html = validPage({ route: '/about', body: '<a href="/no-such-page">Broken</a>' });
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain(
      '/about: links to /no-such-page, which is not a built page or a file in dist',
    );
    expect(result.warnings).toEqual([]);
  });

  it('reports an external link that opens a new tab without rel="noopener"', async () => {
    const html = validPage({
      route: '/about',
      body: '<a href="https://example.org/" target="_blank" rel="noreferrer">Out</a>',
    });
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain(
      '/about: external link https://example.org/ opens in a new tab without rel="noopener"',
    );
  });

  it('reports a #fragment link, on the same page or another, that no element answers', async () => {
    const result = await check({
      ...validFiles(),
      'services/garage.html': validPage({
        route: '/services/garage',
        body: '<a href="#faq">FAQ</a> <a href="/about#pricing">Prices</a> <a href="/#main">Home</a>',
      }),
    });
    expect(result.errors).toEqual([
      '/services/garage: links to #faq, but no element has that id',
      '/services/garage: links to #pricing on /about, but no element has that id',
    ]);
    expect(result.stats.fragmentLinkCount).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';

import { SITE, validPage, notFoundPage, check, withPage } from './fixture.ts';

describe('the head check', () => {
  it('reports a page without a canonical link', async () => {
    const html = validPage({ route: '/about' }).replace(/<link rel="canonical"[^>]*>/, '');
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain('/about: missing <link rel="canonical">');
  });

  it('reports a canonical that does not match the page route', async () => {
    const html = validPage({ route: '/about' }).replace(`href="${SITE}/about"`, `href="${SITE}/about/"`);
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain(`/about: canonical ${SITE}/about/ does not match the page route /about`);
  });

  it('reports a missing h1 and a second meta description', async () => {
    const html = validPage({
      route: '/about',
      head: '<meta name="description" content="Another one">',
    }).replace(/<h1[^>]*>Heading<\/h1>/, '<h2>Heading</h2>');
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain('/about: expected exactly one <h1>, found 0');
    expect(result.errors).toContain('/about: expected exactly one <meta name="description">, found 2');
  });

  it('requires noindex on the not-found page instead of a canonical', async () => {
    const result = await check(withPage('404.html', notFoundPage().replace(/<meta name="robots"[^>]*>/, '')));
    expect(result.errors).toEqual(['/404: an error page needs <meta name="robots" content="noindex">']);
  });

  it('reports a canonical on the not-found page, which answers any unknown address (it was a browser test)', async () => {
    const html = notFoundPage().replace('</head>', `<link rel="canonical" href="${SITE}/404"></head>`);
    const result = await check(withPage('404.html', html));
    expect(result.errors).toEqual(['/404: an error page has no <link rel="canonical">']);
  });

  it('reports a missing Open Graph tag and an og:url that differs from the canonical', async () => {
    const html = validPage({ route: '/about' })
      .replace(/<meta name="twitter:card"[^>]*>/, '')
      .replace(
        `<meta property="og:url" content="${SITE}/about">`,
        `<meta property="og:url" content="${SITE}/">`,
      );
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain('/about: missing or empty <meta name="twitter:card">');
    expect(result.errors).toContain(`/about: og:url ${SITE}/ differs from the canonical ${SITE}/about`);
  });

  it('reports a Twitter card that is not a summary (it was a browser test on /pricing)', async () => {
    const html = validPage({ route: '/about' }).replace(
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:card" content="player">',
    );
    const result = await check(withPage('about.html', html));
    expect(result.errors).toEqual([
      '/about: <meta name="twitter:card"> is "player", not summary or summary_large_image',
    ]);
  });
});

import { describe, expect, it } from 'vitest';

import { hashSource } from '#scripts/build/lib/slim-pages.ts';
import { check, validFiles, validPage, withPage } from './fixture.ts';

const about = (html: string) => check(withPage('about.html', html));

describe('the page markup check', () => {
  it('passes the fixture', async () => {
    expect((await check(validFiles())).errors).toEqual([]);
  });

  it('reports a <main> without text and a link that goes nowhere without JavaScript', async () => {
    const html = validPage({ route: '/about', body: '<a href="#">Open</a><a>Menu</a>' }).replace(
      /<p>Epoxy[^<]*<\/p>/,
      '',
    );
    const { errors } = await about(html);
    expect(errors).toContainEqual(expect.stringMatching(/^\/about: <main> holds \d+ characters of text/));
    expect(errors).toContain('/about: <a href="#"> goes nowhere without JavaScript');
    expect(errors).toContain('/about: <a> goes nowhere without JavaScript');
  });

  it('reports an og:locale or a JSON-LD language other than the page’s', async () => {
    const html = validPage({ route: '/about' })
      .replace('<meta property="og:locale" content="en">', '<meta property="og:locale" content="es_US">')
      .replace('"inLanguage":"en"', '"inLanguage":"es-US"');
    const { errors } = await about(html);
    expect(errors).toContain('/about: og:locale is "es_US", expected "en"');
    expect(errors).toContain('/about: its JSON-LD says inLanguage "es-US" on a page in en');
  });

  it('reports a Spanish page without its link back to English', async () => {
    const html = validPage({ route: '/es/about' })
      .replace('<html lang="en">', '<html lang="es-US">')
      .replace('content="en">', 'content="es_US">')
      .replace('"inLanguage":"en"', '"inLanguage":"es-US"');
    const { errors } = await check(withPage('es/about.html', html));
    expect(errors).toContain('/es/about: no <a lang="en-US" href="/about"> back to its English page');
  });

  it('reports an inline script, style or style="" its CSP <meta> does not hash', async () => {
    const listed = hashSource('body{margin:0}');
    const meta = `<meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self' ${listed}">`;
    const html = validPage({
      route: '/about',
      head: meta,
      body: '<script>go()</script><p style="color:red">x</p>',
    });
    const { errors } = await about(html);
    expect(errors).toContainEqual(
      expect.stringContaining(`does not list ${hashSource('go()')} of an inline script`),
    );
    expect(errors).toContainEqual(
      expect.stringContaining(`does not list ${hashSource('color:red')} of a style=""`),
    );
    expect(errors.filter((error) => error.includes('inline style'))).toEqual([]);
  });
});

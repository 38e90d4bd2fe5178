import { describe, expect, it } from 'vitest';

import { check, validFiles, validPage } from './fixture.ts';

/** A Spanish page of the fixture: its links lead to /es pages, its language switch to English. */
function spanishPage(route: string, body = ''): string {
  const english = route.replace(/^\/es/, '') || '/';
  return validPage({ route, body })
    .replace('<html lang="en">', '<html lang="es-US">')
    .replace('<meta property="og:locale" content="en">', '<meta property="og:locale" content="es_US">')
    .replace('"inLanguage":"en"', '"inLanguage":"es-US"')
    .replace(
      /<header>[\s\S]*?<\/header>/,
      `<header><a href="/es">Inicio</a> <a href="/es/about#top">Nosotros</a> <a href="${english}" hreflang="en-US" lang="en-US">English</a> <a href="#main">Saltar</a></header>`,
    );
}

function spanishSite(body = ''): Record<string, string> {
  return {
    ...validFiles(),
    'es.html': spanishPage('/es'),
    'es/about.html': spanishPage('/es/about', body),
  };
}

describe('the Spanish links check', () => {
  it('passes Spanish pages whose links stay in Spanish, the language switch and files aside', async () => {
    const result = await check(spanishSite('<a href="/og-default.jpg">Imagen</a>'));
    expect(result.errors).toEqual([]);
  });

  it('reports a link from a Spanish page to an English page, relative or absolute', async () => {
    const result = await check(
      spanishSite(
        '<a href="/services/garage">Garaje</a> <a href="https://www.example-epoxy.test/">Inicio</a>',
      ),
    );
    expect(result.errors).toEqual([
      '/es/about: links to the English page /services/garage: a link on a Spanish page must lead to its Spanish twin',
      '/es/about: links to the English page /: a link on a Spanish page must lead to its Spanish twin',
    ]);
  });

  it('does not excuse an English link that is not marked as the language switch', async () => {
    const result = await check(spanishSite('<a href="/about" lang="en-US">About</a>'));
    expect(result.errors).toEqual([
      '/es/about: links to the English page /about: a link on a Spanish page must lead to its Spanish twin',
    ]);
  });
});

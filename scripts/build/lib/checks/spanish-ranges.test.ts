import { describe, expect, it } from 'vitest';

import { check, jsonLdFor, validFiles, validPage } from './fixture.ts';

/** A Spanish page of the fixture with `body` in its main and `faq` as a FAQPage answer. */
function spanishSite(body: string, faq = 'Cuestan entre $3 y $12 por pie cuadrado.'): Record<string, string> {
  const graph = JSON.parse(jsonLdFor('/es/faq')) as { '@graph': unknown[] };
  graph['@graph'].push({
    '@type': 'FAQPage',
    '@id': 'https://www.example-epoxy.test/es/faq#faq',
    mainEntity: [
      {
        '@type': 'Question',
        name: '¿Cuánto cuesta un piso epóxico?',
        acceptedAnswer: { '@type': 'Answer', text: faq },
      },
    ],
  });
  const page = validPage({
    route: '/es/faq',
    body,
    jsonLd: JSON.stringify({ '@context': 'https://schema.org', ...graph }).replace(/</g, '\\u003c'),
  }).replace('<html lang="en">', '<html lang="es-US">');
  return { ...validFiles(), 'es/faq.html': page };
}

/** The lines of this check (the fixture's header links to English pages, which another check reports). */
function rangeErrors(errors: string[]): string[] {
  return errors.filter((line) => line.includes(' writes the range '));
}

describe('the Spanish ranges check', () => {
  it('passes worded ranges in prose, en-dash ranges in cells, phone numbers and dates', async () => {
    const result = await check(
      spanishSite(
        '<p>Un garaje toma de 2 a 3 días y cuesta de $8 a $12, con un recargo del 15 al 30%.</p>' +
          '<table><tr><th>Garaje</th><td>$8–12</td><td>2–3 días</td></tr></table>' +
          '<p>Llame al (305) 555-0187. Publicado el <time datetime="2025-01-15">15 de enero</time>.</p>',
      ),
    );
    expect(rangeErrors(result.errors)).toEqual([]);
  });

  it('reports a hyphen range in the text, in an alt text and in the FAQ structured data', async () => {
    const result = await check(
      spanishSite(
        '<p>Un garaje toma <strong>2-3</strong> días.</p><img src="/og-default.jpg" alt="Deck de 500 pies², $4,000-7,500">',
        'Cuestan entre $3-12 por pie cuadrado.',
      ),
    );
    expect(rangeErrors(result.errors)).toEqual([
      expect.stringMatching(/^\/es\/faq: the page writes the range "2-3" /),
      expect.stringMatching(/^\/es\/faq: the page writes the range "\$4,000-7,500" /),
      expect.stringMatching(/^\/es\/faq: the JSON-LD writes the range "entre \$3-12" /),
    ]);
  });

  it('leaves English pages to their own style', async () => {
    const files = validFiles();
    files['about.html'] = validPage({ route: '/about', body: '<p>Most garages take 2-3 days.</p>' });
    expect((await check(files)).errors).toEqual([]);
  });
});

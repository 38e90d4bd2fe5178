import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import { serviceCities } from '#src/data/service-area.ts';

import { ownNames } from '#scripts/build/lib/checks/language.ts';
import { pageMisspellings, parseAllowlist, spanishDictionary, visibleText, wordsOf } from './spelling.ts';

const dictionary = spanishDictionary();
const allowlist = parseAllowlist(readFileSync('src/content/es/spelling-allowlist.txt', 'utf8'));
const names = ownNames(business, serviceCities);

/** A Spanish page as the build writes it: head, an English language link, body text, alt text, a script. */
function fixture(body: string): string {
  return `<!doctype html><html lang="es-US"><head><title>Pisos epóxicos en ${business.address.locality}</title>
<meta name="description" content="descripcion sin acento"><script type="application/ld+json">{"name":"Flooring"}</script></head>
<body><header><a href="/" lang="en-US">English</a></header><main><h1>Instalamos pisos de garaje</h1>
<img src="/a.jpg" alt="Un garaje terminado">${body}</main><script>console.log("hello world")</script></body></html>`;
}

describe('the Spanish spelling check', () => {
  it('reads the text a visitor meets: title, body and alt text, not the head, scripts or English links', () => {
    const text = visibleText(fixture('<p>Llámenos hoy.</p>'));
    expect(text).toContain('Pisos epóxicos');
    expect(text).toContain('Un garaje terminado');
    expect(text).toContain('Llámenos hoy.');
    expect(text).not.toMatch(/English|hello|Flooring|descripcion/);
  });

  it('leaves out figures, single letters, abbreviations, names and English glosses in parentheses', () => {
    expect(
      wordsOf(
        `Desde $8-12, 1,247 proyectos de 7 a. m. con UV en ${business.name} y un granallado (shot blasting)`,
        names,
      ),
    ).toEqual(['Desde', 'proyectos', 'de', 'con', 'en', 'un', 'granallado']);
  });

  it('leaves out proper names of two or more capitalized words, and still asks about a lone word', () => {
    expect(
      wordsOf(
        'Trabajamos en Coral Way, cerca de Snapper Creek, y somos miembros de la Builders Association of South Florida. Westchester queda cerca.',
        names,
      ),
    ).toEqual([
      'Trabajamos',
      'en',
      'cerca',
      'de',
      'somos',
      'miembros',
      'de',
      'la',
      'Westchester',
      'queda',
      'cerca',
    ]);
  });

  it('has hunspell and the es_ES dictionary (setup-test-tools installs them)', () => {
    expect(dictionary).toBeDefined();
  });

  it('finds the one misspelled word of a page, and nothing on a page spelled right', () => {
    if (!dictionary) throw new Error('no es_ES dictionary');
    const options = { names, allowlist, dictionary };
    expect(
      pageMisspellings(fixture('<p>Le damos una cotisación por escrito el mismo día.</p>'), options),
    ).toEqual(['cotisación']);
    expect(
      pageMisspellings(fixture('<p>Le damos una cotización por escrito el mismo día.</p>'), options),
    ).toEqual([]);
  });

  it('accepts the allowlist, whatever the case, and its words are each filed under a kind', () => {
    if (!dictionary) throw new Error('no es_ES dictionary');
    expect(
      pageMisspellings(fixture('<p>Un piso epóxico en Wynwood.</p>'), { names, allowlist, dictionary }),
    ).toEqual([]);
    expect(
      pageMisspellings(fixture('<p>Un piso epóxico en Wynwood.</p>'), { names, allowlist: [], dictionary }),
    ).toEqual(['epóxicos', 'epóxico', 'Wynwood']);
    const text = readFileSync('src/content/es/spelling-allowlist.txt', 'utf8');
    const firstWord = text.split('\n').findIndex((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(text.split('\n')[firstWord - 1]).toMatch(/^# /);
  });
});

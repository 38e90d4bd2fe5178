import { describe, expect, it } from 'vitest';

import { SITE, TOLL_FREE, jsonLdFor, validPage, check, withPage } from './fixture.ts';
import { checkJsonLd } from './jsonld.ts';

describe('the structured-data check', () => {
  it('reports JSON-LD that does not parse', async () => {
    const result = await check(
      withPage('about.html', validPage({ route: '/about', jsonLd: '{"@graph": [' })),
    );
    expect(result.errors.some((error) => error.startsWith('/about: JSON-LD does not parse'))).toBe(true);
  });

  it('reports a dangling @id reference in the JSON-LD graph', async () => {
    const jsonLd = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'WebPage', '@id': `${SITE}/about#webpage`, about: { '@id': `${SITE}/#nobody` } }],
    });
    const result = await check(withPage('about.html', validPage({ route: '/about', jsonLd })));
    expect(result.errors).toContain(
      `/about: JSON-LD reference {"@id": "${SITE}/#nobody"} matches no node in the graph`,
    );
  });

  it('reports a JSON-LD telephone that is not one of the business numbers', async () => {
    const jsonLd = jsonLdFor('/about').replace(TOLL_FREE, '(888) 555-0142');
    const result = await check(withPage('about.html', validPage({ route: '/about', jsonLd })));
    expect(
      result.errors.some((error) => error.startsWith('/about: JSON-LD telephone "(888) 555-0142"')),
    ).toBe(true);
  });
});

describe('the FAQ markup against the page (it was a browser test on the home page)', () => {
  /** The about page's own graph with a FAQPage of one question. */
  const faq = (question: string) => {
    const data = JSON.parse(jsonLdFor('/about')) as { '@graph': unknown[] };
    data['@graph'].push({
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } },
      ],
    });
    return JSON.stringify(data);
  };
  const body = '<details><summary>\n  Do you work  on Sundays?\n</summary><p>Yes.</p></details>';

  it('passes a question the page shows in a <summary>, whatever its white space', async () => {
    const html = validPage({ route: '/about', jsonLd: faq('Do you work on Sundays?'), body });
    expect((await check(withPage('about.html', html))).errors).toEqual([]);
  });

  it('reports a question the page does not show', async () => {
    const html = validPage({ route: '/about', jsonLd: faq('Do you seal pavers?'), body });
    expect((await check(withPage('about.html', html))).errors).toEqual([
      '/about: JSON-LD FAQPage question "Do you seal pavers?" is not shown on the page',
    ]);
  });
});

describe('checkJsonLd', () => {
  it('accepts a graph whose references all resolve', () => {
    expect(checkJsonLd(jsonLdFor('/'), [TOLL_FREE])).toEqual([]);
  });

  it('reports a literal "</" in the script text', () => {
    const raw = JSON.stringify({ '@graph': [{ '@id': 'a', name: '</script>' }] });
    expect(checkJsonLd(raw, [])).toContain('JSON-LD contains a literal "</" (escape "<" as \\u003c)');
  });

  it('reports a missing @graph and a node @id defined twice', () => {
    expect(checkJsonLd('{"@type":"Thing"}', [])).toEqual(['JSON-LD has no "@graph" array']);
    const raw = JSON.stringify({
      '@graph': [
        { '@id': 'a', name: 'one' },
        { '@id': 'a', name: 'two' },
      ],
    });
    expect(checkJsonLd(raw, [])).toEqual(['JSON-LD node "@id" a is defined more than once']);
  });

  it('reports a second FAQPage node and a FAQPage without questions', () => {
    const question = { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } };
    const one = { '@graph': [{ '@id': 'p#faq', '@type': 'FAQPage', mainEntity: [question] }] };
    expect(checkJsonLd(JSON.stringify(one), [])).toEqual([]);
    const two = {
      '@graph': [
        { '@id': 'p#webpage', '@type': 'FAQPage', name: 'FAQ' },
        { '@id': 'p#faq', '@type': 'FAQPage', mainEntity: [question] },
      ],
    };
    expect(checkJsonLd(JSON.stringify(two), [])).toEqual([
      'JSON-LD has 2 FAQPage nodes; a page has one',
      'JSON-LD FAQPage node has no "mainEntity" questions',
    ]);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { contentIds } from '#src/lib/content-files.ts';

import { articleTwinDifferences, articleTwinProblems } from './article-twins.ts';

const english = `---
title: 'Epoxy Cost Guide'
seo:
  title: 'Epoxy Cost Guide 2025'
  description: 'Epoxy floor prices in Miami-Dade and Broward: budget $5-7, standard $8-10 per sq ft, what drives the price and how financing works for you.'
category: cost
excerpt: Real 2025 prices per square foot for epoxy floors in South Florida.
readTime: 8
published: 2025-01-20
modified: 2025-01-20
related:
  - label: 'Epoxy vs Polyaspartic'
    href: /resources/epoxy-vs-polyaspartic
order: 2
---

Two garages can differ by a thousand dollars.

## Prices at a glance

<DataTable
  caption="Prices"
  columns={['System', 'Price']}
  rows={[{ label: 'Budget', cells: ['$5-7'] }]}
/>

### Standard: $8-10 per sq ft

Read our [metallic guide](/resources/metallic-epoxy-guide). Above 5 lbs per 1,000 sq ft per 24 hours, we prime. Call <Phone />.

## Frequently asked questions

<Faqs />
`;

const spanish = `---
title: 'Guía de costos del epóxico'
seo:
  title: 'Guía de costos del epóxico 2025'
  description: 'Precios de pisos epóxicos en Miami-Dade y Broward: económico $5-7, estándar $8-10 el pie², qué mueve el precio y cómo funciona el financiamiento.'
category: cost
excerpt: Precios reales de 2025 por pie cuadrado para pisos epóxicos en el sur de la Florida.
readTime: 9
published: 2025-01-20
modified: 2025-01-20
related:
  - label: 'Epóxico o poliaspártico'
    href: /resources/epoxy-vs-polyaspartic
order: 2
---

Dos garajes pueden diferir en mil dólares.

## Precios de un vistazo

<DataTable
  caption="Precios"
  columns={['Sistema', 'Precio']}
  rows={[{ label: 'Económico', cells: ['$5-7'] }]}
/>

### Estándar: de $8 a $10 por pie cuadrado

Lea nuestra [guía del metálico](/resources/metallic-epoxy-guide). Por encima de 5 libras por 1,000 pies² cada 24 horas, imprimamos. Llame al <Phone />.

## Preguntas frecuentes

<Faqs />
`;

const path = 'src/content/articles/es/guide.mdx';

describe('a Spanish article against its English one', () => {
  it('passes when it carries the same figures, shape, links and facts (its reading time is its own)', () => {
    expect(articleTwinDifferences(english, spanish, path)).toEqual([]);
  });

  it('names a figure changed in the body, in a table or in the frontmatter', () => {
    expect(articleTwinDifferences(english, spanish.replace('1,000 pies²', '100 pies²'), path)).toEqual([
      `${path} body: 1000 is on the English page but not the Spanish one`,
      `${path} body: 100 is on the Spanish page but not the English one`,
    ]);
    expect(
      articleTwinDifferences(english, spanish.replace("cells: ['$5-7']", "cells: ['$5-6']"), path),
    ).toEqual([
      `${path} body: 7 is on the English page but not the Spanish one`,
      `${path} body: 6 is on the Spanish page but not the English one`,
    ]);
    expect(articleTwinDifferences(english, spanish.replace('de 2025 por', 'de 2026 por'), path)).toEqual([
      `${path} frontmatter: 2026 is on the Spanish page but not the English one`,
    ]);
  });

  it('names a missing heading or component, a changed link and changed facts', () => {
    const noTable = spanish.replace(/<DataTable[\s\S]*?\/>\n/, '');
    expect(articleTwinDifferences(english, noTable, path).join('\n')).toContain(
      'headings and components differ from the English at item 2 (h3, the English has <DataTable>)',
    );
    const h2 = spanish.replace('### Estándar', '## Estándar');
    expect(articleTwinDifferences(english, h2, path).join('\n')).toContain(
      'at item 3 (h2, the English has h3)',
    );
    const link = spanish.replace('](/resources/metallic-epoxy-guide)', '](/resources/other)');
    expect(articleTwinDifferences(english, link, path)).toContain(
      `${path}: body links ["/resources/other"], the English has ["/resources/metallic-epoxy-guide"]`,
    );
    const moved = spanish.replace('category: cost', 'category: guides').replace('order: 2', 'order: 3');
    expect(articleTwinDifferences(english, moved, path)).toEqual([
      `${path}: category is "guides", the English has "cost"`,
      `${path}: order is 3, the English has 2`,
    ]);
  });

  it('names a frontmatter field the article schema refuses', () => {
    const long = spanish.replace("title: 'Guía de costos del epóxico 2025'", `title: '${'x'.repeat(70)}'`);
    expect(articleTwinDifferences(english, long, path).join('\n')).toMatch(/seo\.title: /);
  });
});

describe('the article twins in a folder', () => {
  let folder = '';
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('checks each Spanish file, naming one without an English article and one that does not parse', () => {
    folder = mkdtempSync(join(tmpdir(), 'article-twins-'));
    mkdirSync(join(folder, 'es'));
    writeFileSync(join(folder, 'guide.mdx'), english);
    writeFileSync(join(folder, 'es', 'guide.mdx'), spanish);
    writeFileSync(join(folder, 'es', 'orphan.mdx'), spanish);
    writeFileSync(join(folder, 'broken.mdx'), english);
    writeFileSync(
      join(folder, 'es', 'broken.mdx'),
      spanish.replace('excerpt: Precios', 'excerpt: Precios: reales: x'),
    );
    const { checked, problems } = articleTwinProblems(folder);
    expect(checked).toBe(3);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(new RegExp(`^${join(folder, 'es', 'broken.mdx')}: `));
    expect(problems[1]).toBe(
      `${join(folder, 'es', 'orphan.mdx')}: there is no English article ${join(folder, 'orphan.mdx')} for it to translate`,
    );
  });

  it("passes on the project's own articles, every one of which has its Spanish twin", () => {
    const { checked, problems } = articleTwinProblems();
    expect(problems).toEqual([]);
    expect(checked).toBe(contentIds('articles').length);
    for (const id of contentIds('articles')) {
      expect(readFileSync(`src/content/articles/es/${id}.mdx`, 'utf8')).toMatch(/^---\n/);
    }
  });
});

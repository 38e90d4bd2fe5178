import { readFileSync } from 'node:fs';

import { parse } from 'yaml';
import { describe, expect, it, vi } from 'vitest';

import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';

import { pageData, pagePaths, type PageData } from './page-data.ts';
import { absoluteUrl, hasSpanishTwin, localizeHref, routes } from './routes.ts';
import { contentIds } from './content-files.ts';

// Pictures go through astro:assets, which only runs inside Astro; the route data only passes them on.
vi.mock('./picture.ts', () => import('#src/test/picture-stand-in.ts'));

/** The frontmatter of an article file as written. */
function frontmatter(path: string): { seo: { title: string }; categoryLabel?: string } {
  const text = readFileSync(`src/content/articles/${path}.mdx`, 'utf8');
  return parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') as ReturnType<typeof frontmatter>;
}

async function article(id: string, locale: 'en' | 'es') {
  const data = await pageData({ collection: 'articles', id, locale });
  if (data.collection !== 'articles') throw new Error('expected an article');
  return data;
}

function node(data: PageData, type: string): Record<string, unknown> | undefined {
  return (data.graph as unknown as Record<string, unknown>[]).find((item) => item['@type'] === type);
}

describe('a Spanish article', () => {
  it('is built under /es for every article, beside its English page', async () => {
    const paths = await pagePaths('articles', { param: 'article' });
    for (const id of contentIds('articles')) {
      expect(paths).toContainEqual({
        params: { lang: 'es', article: id },
        props: { collection: 'articles', id, locale: 'es' },
      });
    }
  });

  for (const id of contentIds('articles')) {
    it(`${id}: reads in Spanish everywhere the route data speaks`, async () => {
      const en = await article(id, 'en');
      const es = await article(id, 'es');
      const path = `/es/resources/${id}`;

      expect(es.path).toBe(path);
      expect(es.labels).toBe(ui.es);
      expect(es.meta).toMatchObject({ title: frontmatter(`es/${id}`).seo.title, path, type: 'article' });
      expect(es.page.title).not.toBe(en.page.title);
      expect(es.categoryName).toBe(
        frontmatter(`es/${id}`).categoryLabel ?? ui.es.articleCategories[es.page.category],
      );

      // The trail: Inicio, the Spanish hub once it exists, the article.
      expect(es.crumbs?.[0]).toEqual({ name: ui.es.nav.home, path: '/es' });
      expect(es.crumbs?.map((crumb) => crumb.path)).toEqual(
        hasSpanishTwin(routes.resources) ? ['/es', '/es/resources', path] : ['/es', path],
      );
      expect(es.crumbs?.at(-1)?.name).toBe(es.page.crumb ?? es.page.title);

      // Dates survive the Spanish content pass as dates, equal to the English ones.
      expect(es.page.published).toBeInstanceOf(Date);
      expect(es.page.published.getTime()).toBe(en.page.published.getTime());
      expect(es.page.modified.getTime()).toBe(en.page.modified.getTime());

      // Article JSON-LD in Spanish, on the Spanish address, with the English dates.
      const graph = node(es, 'Article');
      const english = node(en, 'Article');
      expect(graph).toMatchObject({
        headline: es.page.title,
        description: es.page.seo.description,
        inLanguage: 'es-US',
        url: absoluteUrl(business.siteUrl, path),
        articleSection: es.categoryName,
        datePublished: english?.['datePublished'],
        dateModified: english?.['dateModified'],
      });
      if (es.page.author) expect(es.page.author).toContain(business.name);
      expect(JSON.stringify(es.page)).not.toMatch(/\{[a-zA-Z]+\}/);

      // Reciprocal language versions; the header's switch leads to the English article.
      expect(es.alternates).toEqual(en.alternates);
      expect(es.alternates.map((alternate) => alternate.path)).toEqual([
        `/resources/${id}`,
        path,
        `/resources/${id}`,
      ]);
      expect(es.languageHref).toBe(`/resources/${id}`);
      expect(en.languageHref).toBe(path);
      expect(es.quote).toEqual({ label: ui.es.quoteCta, href: '/es/contact' });

      // Related links lead to the Spanish twins, with Spanish labels.
      expect(es.page.related.map((link) => link.href)).toEqual(
        en.page.related.map((link) => localizeHref(link.href, 'es')),
      );
      expect(es.page.related.every((link) => link.href.startsWith('/es/'))).toBe(true);

      // The same questions, in Spanish, feeding the FAQPage node.
      expect(es.faqs).toHaveLength(en.faqs.length);
      es.faqs.forEach((faq, index) => expect(faq.question).not.toBe(en.faqs[index]?.question));
      expect(node(es, 'FAQPage')?.['inLanguage'] ?? 'es-US').toBe('es-US');
    });
  }
});

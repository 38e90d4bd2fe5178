import { describe, expect, it } from 'vitest';

import { filterArticles, matchesArticle, type FilterableArticle } from './article-filter.ts';

const articles: FilterableArticle[] = [
  {
    title: 'Epoxy vs Polyaspartic',
    excerpt: 'Cure time and UV compared.',
    category: 'comparisons',
    categoryLabel: 'Comparisons',
    headings: ['Cure speed', 'Which one for a garage'],
  },
  {
    title: 'Epoxy Flooring Cost Guide',
    excerpt: 'Prices per square foot.',
    category: 'cost',
    categoryLabel: 'Cost & Pricing',
    headings: ['Typical project costs'],
  },
  {
    title: 'How to Clean Epoxy Floors',
    excerpt: 'A weekly routine and the cleaners to avoid.',
    category: 'maintenance',
    categoryLabel: 'Maintenance',
    headings: ['Daily care', 'Long-term care: recoating'],
  },
  {
    title: 'Metallic Epoxy Guide',
    excerpt: 'Marble, lava and ocean looks.',
    category: 'guides',
    categoryLabel: 'Guides',
    headings: ['Color families'],
  },
  {
    title: 'Epoxy vs Concrete Paint',
    excerpt: 'Paint peels under hot tires.',
    category: 'comparisons',
    categoryLabel: 'Comparisons',
    headings: ['How long each lasts'],
  },
];

const titles = (list: FilterableArticle[]) => list.map((a) => a.title);

describe('filterArticles', () => {
  it('shows every article when "all" is chosen and the search is empty', () => {
    expect(filterArticles(articles, { category: 'all', query: '' })).toEqual(articles);
  });

  it('shows only the chosen category', () => {
    expect(titles(filterArticles(articles, { category: 'comparisons', query: '' }))).toEqual([
      'Epoxy vs Polyaspartic',
      'Epoxy vs Concrete Paint',
    ]);
  });

  it('matches the search text in the title, ignoring case', () => {
    expect(titles(filterArticles(articles, { category: 'all', query: 'METALLIC' }))).toEqual([
      'Metallic Epoxy Guide',
    ]);
  });

  it('matches the search text in the excerpt', () => {
    expect(titles(filterArticles(articles, { category: 'all', query: 'hot tires' }))).toEqual([
      'Epoxy vs Concrete Paint',
    ]);
  });

  it('applies the category and the search together', () => {
    expect(titles(filterArticles(articles, { category: 'comparisons', query: 'paint' }))).toEqual([
      'Epoxy vs Concrete Paint',
    ]);
    expect(filterArticles(articles, { category: 'cost', query: 'paint' })).toEqual([]);
  });

  it('ignores spaces around the search text and treats blank as no search', () => {
    expect(filterArticles(articles, { category: 'all', query: '   ' })).toHaveLength(articles.length);
    expect(titles(filterArticles(articles, { category: 'all', query: '  cost guide ' }))).toEqual([
      'Epoxy Flooring Cost Guide',
    ]);
  });

  it('matches the category name the card shows', () => {
    expect(titles(filterArticles(articles, { category: 'all', query: 'maintenance' }))).toEqual([
      'How to Clean Epoxy Floors',
    ]);
    expect(titles(filterArticles(articles, { category: 'all', query: 'pricing' }))).toEqual([
      'Epoxy Flooring Cost Guide',
    ]);
  });

  it('matches a section heading inside the article', () => {
    expect(titles(filterArticles(articles, { category: 'all', query: 'RECOATING' }))).toEqual([
      'How to Clean Epoxy Floors',
    ]);
    expect(titles(filterArticles(articles, { category: 'all', query: 'color families' }))).toEqual([
      'Metallic Epoxy Guide',
    ]);
  });

  it('returns nothing when no title, excerpt, category or heading contains the text', () => {
    expect(filterArticles(articles, { category: 'all', query: 'terrazzo' })).toEqual([]);
  });

  it('does not match the category name as if it were text', () => {
    expect(matchesArticle(articles[1]!, { category: 'all', query: 'maintenance' })).toBe(false);
  });
});

describe('a Spanish search', () => {
  const spanish: FilterableArticle[] = [
    {
      title: 'Protección del piso contra el sol',
      excerpt: 'Capas finales estables a los rayos UV.',
      category: 'guides',
      categoryLabel: 'Guías',
      headings: ['Cómo se pone amarillo el epóxico'],
    },
    {
      title: 'Cuánto cuesta un piso epóxico',
      excerpt: 'Precios por pie cuadrado.',
      category: 'cost',
      categoryLabel: 'Costos y precios',
      headings: ['Qué sube el precio'],
    },
  ];

  it('ignores accents and case in the text and in the search', () => {
    expect(titles(filterArticles(spanish, { category: 'all', query: 'proteccion' }))).toEqual([
      'Protección del piso contra el sol',
    ]);
    expect(titles(filterArticles(spanish, { category: 'all', query: 'PROTECCIÓN' }))).toEqual([
      'Protección del piso contra el sol',
    ]);
    expect(titles(filterArticles(spanish, { category: 'all', query: 'cuanto cuesta' }))).toEqual([
      'Cuánto cuesta un piso epóxico',
    ]);
    expect(titles(filterArticles(spanish, { category: 'all', query: 'guias' }))).toEqual([
      'Protección del piso contra el sol',
    ]);
    expect(filterArticles(spanish, { category: 'all', query: 'protecciones' })).toEqual([]);
  });
});

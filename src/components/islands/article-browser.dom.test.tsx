import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { setupUser } from '#src/test/user.ts';

import { ArticleBrowser, type ArticleBrowserProps } from './article-browser.tsx';

const props: ArticleBrowserProps = {
  articles: [
    {
      href: '/resources/epoxy-vs-polyaspartic',
      title: 'Epoxy vs Polyaspartic',
      excerpt: 'Cure time and UV stability compared.',
      category: 'comparisons',
      categoryLabel: 'Comparisons',
      readTimeLabel: '7 min read',
      headings: ['Cure speed', 'UV and yellowing'],
    },
    {
      href: '/resources/epoxy-flooring-cost-guide',
      title: 'Epoxy Flooring Cost Guide',
      excerpt: 'Prices per square foot in South Florida.',
      category: 'cost',
      categoryLabel: 'Cost & Pricing',
      readTimeLabel: '9 min read',
      headings: ['Typical project costs'],
    },
    {
      href: '/resources/epoxy-vs-concrete-paint',
      title: 'Epoxy vs Concrete Paint',
      excerpt: 'Why painted garage floors peel.',
      category: 'comparisons',
      categoryLabel: 'Comparisons',
      readTimeLabel: '9 min read',
      headings: ['How long each lasts'],
    },
  ],
  categories: [
    { id: 'all', label: 'All Articles' },
    { id: 'comparisons', label: 'Comparisons' },
    { id: 'cost', label: 'Cost & Pricing' },
    { id: 'maintenance', label: 'Maintenance' },
    { id: 'guides', label: 'Guides' },
  ],
  copy: {
    searchLabel: 'Search articles',
    searchPlaceholder: 'Search articles...',
    filterLabel: 'Filter by category',
    count: { one: '{count} article', other: '{count} articles' },
    empty: 'No articles found matching your search.',
    listTitle: 'All articles',
  },
  phone: { display: '(888) 555-0142', href: 'tel:+18885550142' },
  errorCopy: { heading: 'Unexpected Application Error!', text: 'Please call us at' },
};

function cardTitles(): string[] {
  const list = screen.queryByRole('list', { name: 'All articles' });
  if (!list) return [];
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('article browser', () => {
  it('lists every article with "All Articles" pressed before anything is chosen', () => {
    render(<ArticleBrowser {...props} />);
    expect(cardTitles()).toEqual([
      'Epoxy vs Polyaspartic',
      'Epoxy Flooring Cost Guide',
      'Epoxy vs Concrete Paint',
    ]);
    expect(screen.getByRole('button', { name: 'All Articles' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Cost & Pricing' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('3 articles');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute(
      'placeholder',
      'Search articles...',
    );
  });

  it('links each card to its article and shows its category and read time', () => {
    render(<ArticleBrowser {...props} />);
    const link = screen.getByRole('link', { name: 'Epoxy Flooring Cost Guide' });
    expect(link).toHaveAttribute('href', '/resources/epoxy-flooring-cost-guide');
    const card = link.closest('li')!;
    expect(card).toHaveTextContent('Cost & Pricing');
    expect(card).toHaveTextContent('Prices per square foot in South Florida.');
    expect(card).toHaveTextContent('9 min read');
  });

  it('shows only the chosen category and marks its button pressed', async () => {
    const user = setupUser();
    render(<ArticleBrowser {...props} />);
    await user.click(screen.getByRole('button', { name: 'Comparisons' }));
    expect(cardTitles()).toEqual(['Epoxy vs Polyaspartic', 'Epoxy vs Concrete Paint']);
    expect(screen.getByRole('button', { name: 'Comparisons' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Articles' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('2 articles');
  });

  it('applies the search and the category together, ignoring case', async () => {
    const user = setupUser();
    render(<ArticleBrowser {...props} />);
    await user.click(screen.getByRole('button', { name: 'Comparisons' }));
    await user.type(screen.getByRole('searchbox'), 'PAINT');
    expect(cardTitles()).toEqual(['Epoxy vs Concrete Paint']);
    expect(screen.getByRole('status')).toHaveTextContent('1 article');
  });

  it('says no articles match when the search and category exclude everything', async () => {
    const user = setupUser();
    render(<ArticleBrowser {...props} />);
    await user.click(screen.getByRole('button', { name: 'Cost & Pricing' }));
    await user.type(screen.getByRole('searchbox'), 'paint');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No articles found matching your search.');
    await user.click(screen.getByRole('button', { name: 'All Articles' }));
    expect(cardTitles()).toEqual(['Epoxy vs Concrete Paint']);
  });

  it('finds an article by its category name or by a heading inside it', async () => {
    const user = setupUser();
    render(<ArticleBrowser {...props} />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'pricing');
    expect(cardTitles()).toEqual(['Epoxy Flooring Cost Guide']);
    await user.clear(box);
    await user.type(box, 'how long each');
    expect(cardTitles()).toEqual(['Epoxy vs Concrete Paint']);
  });

  it('filters on words typed before the island woke', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ArticleBrowser {...props} />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'yellowing';

    render(<ArticleBrowser {...props} />, { container, hydrate: true });

    expect(screen.getByRole('searchbox')).toHaveValue('yellowing');
    expect(cardTitles()).toEqual(['Epoxy vs Polyaspartic']);
  });
});

import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { FaqSearchCopy } from '#src/data/ui.ts';
import { setupUser } from '#src/test/user.ts';

import { FaqSearch } from './faq-search.tsx';

const errorCopy = { heading: 'Unexpected Application Error!', text: 'Call us at' };
const phone = { display: '(888) 555-0142', href: 'tel:+18885550142' };
const copy: FaqSearchCopy = {
  label: 'Search questions',
  placeholder: 'Try "cost" or "humidity"',
  found: { one: 'Found {count} result', other: 'Found {count} results' },
  empty: 'No questions found matching "{query}"',
  emptyHint: 'Try another word.',
  clear: 'Clear Search',
  categories: 'Categories',
  categoryCount: { one: '{count} question', other: '{count} questions' },
};
const groups = [
  {
    category: 'Cost & Pricing',
    items: [
      {
        question: 'How much does a garage floor cost?',
        answer: 'Standard garage systems run $8-12 per sq ft.',
      },
      { question: 'Do you offer financing?', answer: 'Yes, for projects under $15,000.' },
    ],
  },
  {
    category: 'Florida-Specific Questions',
    items: [{ question: 'Does humidity matter?', answer: 'We test every slab for moisture vapor.' }],
  },
];

function setup() {
  const user = setupUser();
  render(<FaqSearch groups={groups} copy={copy} phone={phone} errorCopy={errorCopy} />);
  return { user, box: screen.getByRole('searchbox', { name: 'Search questions' }) };
}

describe('faq search', () => {
  it('shows every category and every question and answer before a search', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: /Cost & Pricing/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Florida-Specific Questions/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByText('Yes, for projects under $15,000.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('lists the categories with their question counts', () => {
    setup();
    const nav = screen.getAllByRole('navigation', { name: 'Categories', hidden: true })[0]!;
    expect(
      within(nav).getByRole('link', { name: /Cost & Pricing\s*2 questions/, hidden: true }),
    ).toHaveAttribute('href', '#cost-pricing');
  });

  it('filters live on question or answer text, ignoring case, and announces the count', async () => {
    const { user, box } = setup();
    await user.type(box, 'HUMIDITY');
    expect(screen.getByRole('status')).toHaveTextContent('Found 1 result');
    expect(screen.queryByRole('heading', { name: /Cost & Pricing/ })).not.toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '15,000');
    expect(screen.getByRole('status')).toHaveTextContent('Found 1 result');
    expect(screen.getByText('Do you offer financing?')).toBeInTheDocument();
    expect(screen.queryByText('How much does a garage floor cost?')).not.toBeInTheDocument();
  });

  it('shows the empty state with Clear Search, which brings every question back', async () => {
    const { user, box } = setup();
    await user.type(box, 'terrazzo');
    expect(screen.getByRole('status')).toHaveTextContent('No questions found matching "terrazzo"');
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();
  });

  it('gives each category its own single-open accordion group', () => {
    setup();
    const names = [...document.querySelectorAll('details')].map((d) => d.getAttribute('name'));
    expect(names).toEqual(['faq-cost-pricing', 'faq-cost-pricing', 'faq-florida-specific-questions']);
  });

  it('takes typing from the start and filters on what was typed before the script ran', () => {
    const search = <FaqSearch groups={groups} copy={copy} phone={phone} errorCopy={errorCopy} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(search);
    document.body.append(container);
    const early = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(early).toBeEnabled();
    early.value = 'humidity';

    render(search, { container, hydrate: true });

    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('humidity');
    expect(screen.getByRole('status')).toHaveTextContent('Found 1 result');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CompanyName, LocalPhone, OneLine, Phone, TwoLines } from '#src/components/prose/facts.tsx';
import { articleComponents, placesFaqs } from '#src/components/prose/mdx-components.tsx';
import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';
import { allNumbers, formatPhone, telHref } from '#src/lib/phone.ts';

import { ArticleHeader } from './article-header.tsx';
import { RelatedLinks } from './related-links.tsx';
import { VideoBanner } from './video-banner.tsx';

describe('article header', () => {
  it('shows the category, the one h1, the summary, read time and machine-readable dates', () => {
    render(
      <ArticleHeader
        category="Maintenance"
        title="How to Clean Epoxy Floors"
        excerpt="A routine that keeps the gloss."
        readTime="8 min read"
        published={{ label: 'Published', text: 'January 15, 2025', iso: '2025-01-15' }}
        byline="By the installation team"
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How to Clean Epoxy Floors');
    expect(screen.getByText('Maintenance')).toBeInTheDocument();
    expect(screen.getByText('8 min read')).toBeInTheDocument();
    expect(screen.getByText('January 15, 2025')).toHaveAttribute('datetime', '2025-01-15');
    expect(screen.queryByText(/Updated/)).not.toBeInTheDocument();
    expect(screen.getByText('By the installation team')).toBeInTheDocument();
  });

  it('adds the updated date only when there is one', () => {
    render(
      <ArticleHeader
        category="Comparisons"
        title="Epoxy vs Concrete Paint"
        excerpt="Which lasts."
        readTime="9 min read"
        published={{ label: 'Published', text: 'January 2025', iso: '2025-01-10' }}
        updated={{ label: 'Updated', text: 'March 2025', iso: '2025-03-02' }}
      />,
    );
    expect(screen.getByText('March 2025')).toHaveAttribute('datetime', '2025-03-02');
  });
});

describe('related links', () => {
  it('is a navigation landmark named by its heading, linking to each page', () => {
    render(
      <RelatedLinks
        title="Keep reading"
        links={[
          { label: 'Common mistakes', href: '/resources/common-epoxy-mistakes' },
          { label: 'Garage floors', href: '/services/garage' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Keep reading' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/resources/common-epoxy-mistakes', '/services/garage']);
  });
});

describe('video banner', () => {
  it('is a region named by its h2 with one link to the videos', () => {
    render(
      <VideoBanner
        id="featured-video"
        heading={{ eyebrow: 'Featured', title: 'Watch a floor go down', intro: 'Step by step.' }}
        link={{ label: 'Watch the Videos', href: '/videos' }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Watch a floor go down' });
    expect(within(region).getByRole('link', { name: 'Watch the Videos' })).toHaveAttribute('href', '/videos');
  });
});

describe('article MDX components', () => {
  it('write the company name and each phone number of the business facts once', () => {
    const { container } = render(
      <p>
        <CompanyName /> <Phone />
        <TwoLines>
          {' '}
          or <LocalPhone />
        </TwoLines>
        <OneLine> (call or text)</OneLine>
      </p>,
    );
    expect(screen.getByText(business.name, { exact: false })).toBeInTheDocument();
    // One number (local only) is one link; two lines are two links, the main one first.
    const numbers = allNumbers(business.phones);
    expect(
      within(container)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(numbers.map((number) => [formatPhone(number), telHref(number)]));
    expect(screen.queryByText(/call or text/)).toBe(
      numbers.length === 1 ? screen.getByText(/call or text/) : null,
    );
  });

  it('draw tables as real tables in a focusable scroll box named by the caption', () => {
    const { DataTable } = articleComponents([], ui.en);
    render(
      <DataTable
        caption="Paint vs epoxy"
        columns={['Feature', 'Concrete paint', 'Epoxy']}
        rows={[{ label: 'Lifespan', cells: ['1-3 years', '15-20 years'] }]}
      />,
    );
    const region = screen.getByRole('group', { name: 'Paint vs epoxy' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Paint vs epoxy' });
    expect(within(table).getByRole('rowheader', { name: 'Lifespan' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Feature', 'Concrete paint', 'Epoxy']);
  });

  it('place the article questions as a single-open accordion', () => {
    const { Faqs } = articleComponents(
      [
        { question: 'Is vinegar safe?', answer: 'Diluted, 1 cup per gallon.' },
        { question: 'How often should I clean?', answer: 'Sweep daily, wash weekly.' },
      ],
      ui.en,
    );
    const { container } = render(<Faqs />);
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect(new Set([...details].map((d) => d.getAttribute('name')))).toEqual(new Set(['article-faq']));
  });

  it('know whether a body places the FAQ section', () => {
    expect(placesFaqs('## Questions\n\n<Faqs />\n')).toBe(true);
    expect(placesFaqs('No questions here.')).toBe(false);
  });
});

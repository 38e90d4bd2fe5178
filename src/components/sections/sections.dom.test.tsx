import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Section } from '#src/components/ui/section.tsx';
import { ui } from '#src/data/ui.ts';

import { CardGrid } from './card-grid.tsx';
import { ComparisonTable } from './comparison-table.tsx';
import { CtaBand } from './cta-band.tsx';
import { FaqList } from './faq-list.tsx';
import { PricingTiers } from './pricing-tiers.tsx';
import { ReviewsPanel } from './reviews-panel.tsx';
import { StepList } from './step-list.tsx';
import { TestimonialList } from './testimonial-list.tsx';

const phone = { display: '(888) 555-0142', href: 'tel:+18885550142' };

describe('section', () => {
  it('is a region labelled by its h2, with the eyebrow, intro and an action link', () => {
    render(
      <Section
        id="faq"
        heading={{ eyebrow: 'FAQ', title: 'Questions', intro: 'Straight answers.' }}
        action={{ label: 'All questions', href: '/faq' }}
      >
        <p>body</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Questions' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Questions');
    expect(within(region).getByText('Straight answers.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'All questions' })).toHaveAttribute('href', '/faq');
  });

  it('says which language it is in when it differs from the page, and only then', () => {
    render(
      <>
        <Section id="en-espanol" heading={{ title: 'Pisos epóxicos en Hialeah' }} lang="es">
          <p>Hablamos español.</p>
        </Section>
        <Section id="faq" heading={{ title: 'Questions' }}>
          <p>body</p>
        </Section>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Pisos epóxicos en Hialeah' })).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('region', { name: 'Questions' })).not.toHaveAttribute('lang');
  });
});

describe('faq list', () => {
  it('is a group of details sharing one name, so one answer is open at a time, all closed at first', () => {
    const { container } = render(
      <FaqList
        name="home-faq"
        items={[
          { question: 'Q1?', answer: 'A1.' },
          { question: 'Q2?', answer: 'A2.' },
        ]}
      />,
    );
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    details.forEach((d) => {
      expect(d.getAttribute('name')).toBe('home-faq');
      expect(d.open).toBe(false);
    });
  });
});

describe('testimonials', () => {
  it('render names and words as text, never as HTML, with the rating for screen readers', () => {
    const { container } = render(
      <TestimonialList
        ratedLabel={(rating) => `Rated ${rating} out of 5`}
        items={[
          {
            name: '<img src=x onerror=alert(1)>',
            location: 'Doral',
            rating: 4,
            text: '<b>bold</b>',
            project: 'Garage',
          },
        ]}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByText('Rated 4 out of 5')).toBeInTheDocument();
  });
});

describe('reviews panel', () => {
  it('shows the overall rating, each platform with its description, opening safely in a new tab', () => {
    render(
      <ReviewsPanel
        title="Rated on five platforms"
        overall={4.9}
        platforms={[
          {
            name: 'Google',
            logo: 'G',
            rating: 4.9,
            reviewCount: 247,
            url: 'https://g.example',
            description: 'Maps reviews.',
          },
        ]}
        labels={{
          outOf5: 'out of 5',
          weightedBy: 'Weighted across 247 reviews',
          reviewCount: (n) => `${n} reviews`,
          opensInNewTab: '(opens in a new tab)',
        }}
      />,
    );
    const link = screen.getByRole('link', { name: /Google/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('247 reviews');
    expect(link).toHaveTextContent('Maps reviews.');
    expect(link).toHaveTextContent('(opens in a new tab)');
  });
});

describe('comparison table', () => {
  it('is a real table with any number of columns; ticks and crosses have text alternatives', () => {
    render(
      <ComparisonTable
        caption="Options compared"
        columns={['Feature', 'Professional', 'Big box kit', 'DIY']}
        rows={[{ label: 'Moisture test', cells: [true, false, 'Sometimes'] }]}
        highlight={1}
        labels={ui.en}
      />,
    );
    const table = screen.getByRole('table', { name: 'Options compared' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Feature', 'Professional', 'Big box kit', 'DIY']);
    const row = within(table).getByRole('row', { name: /Moisture test/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Moisture test');
    expect(within(row).getByRole('img', { name: ui.en.yes })).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: ui.en.no })).toBeInTheDocument();
    expect(row).toHaveTextContent('Sometimes');
    // Three value columns scroll on a phone: the hint says so above the table's box, never inside it.
    const box = screen.getByRole('group', { name: 'Options compared' });
    const hint = screen.getByText(ui.en.tableScroll);
    expect(box).not.toContainElement(hint);
    expect(hint.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('steps', () => {
  it('are an ordered list; a titled step shows its duration with a label for screen readers', () => {
    render(
      <StepList
        durationLabel="Duration"
        steps={[
          { title: 'Grinding', text: 'Open the concrete.', duration: '3-4 hours' },
          { text: 'We visit.' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Grinding' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Duration:3-4 hours');
    expect(items[1]).toHaveTextContent('We visit.');
  });
});

describe('pricing tiers', () => {
  it('show each tier with its price, unit, badge and features', () => {
    render(
      <PricingTiers
        tiers={[
          { name: 'Standard', price: '$5-7', unit: 'per sq ft', features: ['Grinding'] },
          {
            name: 'Premium',
            price: '$8-10',
            unit: 'per sq ft',
            features: ['Barrier primer'],
            highlight: true,
            badge: 'Most popular',
          },
        ]}
        note="Financing from $99/month."
      />,
    );
    const premium = screen.getByRole('heading', { name: 'Premium' }).closest('li')!;
    expect(premium).toHaveTextContent('$8-10');
    expect(premium).toHaveTextContent('Most popular');
    expect(premium).toHaveTextContent('Barrier primer');
    expect(screen.getByText('Financing from $99/month.')).toBeInTheDocument();
  });
});

describe('card grid', () => {
  it('draws each card with its title, facts, list and link', () => {
    render(
      <CardGrid
        items={[
          {
            title: 'Hot-tire pickup',
            facts: [{ label: 'Our solution', value: 'Polyaspartic topcoat' }],
            list: ['Stays hard'],
            link: { label: 'Pricing', href: '/pricing' },
          },
        ]}
      />,
    );
    const card = screen.getByRole('heading', { level: 3, name: 'Hot-tire pickup' }).closest('li')!;
    expect(within(card).getByText('Our solution')).toBeInTheDocument();
    expect(within(card).getByText('Polyaspartic topcoat')).toBeInTheDocument();
    expect(within(card).getByText('Stays hard')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('names each colour swatch in text and labels the list under it', () => {
    render(
      <CardGrid
        items={[
          {
            title: 'Ocean Wave',
            badge: 'Most requested',
            swatches: [
              { name: 'Deep Navy', color: '#1b2f55' },
              { name: 'Silver Crest', color: '#c7ccd1' },
            ],
            listLabel: 'Best for',
            list: ['Living rooms', 'Beach-side condos'],
          },
        ]}
      />,
    );
    const card = screen.getByRole('heading', { level: 3, name: 'Ocean Wave' }).closest('li')!;
    expect(within(card).getByText('Most requested')).toBeInTheDocument();
    expect(within(card).getByText('Deep Navy')).toBeInTheDocument();
    expect(within(card).getByText('Silver Crest')).toBeInTheDocument();
    // Each colour is an SVG fill, never a style="" attribute (the CSP allows no inline styles).
    const fills = [...card.querySelectorAll('svg circle[fill^="#"]')].map((circle) =>
      circle.getAttribute('fill'),
    );
    expect(fills).toEqual(['#1b2f55', '#c7ccd1']);
    expect(card.querySelector('[style]')).toBeNull();
    const label = within(card).getByText('Best for');
    expect(label.nextElementSibling).toHaveTextContent('Living roomsBeach-side condos');
  });
});

describe('call to action band', () => {
  it('offers the quote request and the phone call', () => {
    render(
      <CtaBand
        id="cta"
        heading={{ title: 'Ready?' }}
        quote={{ label: ui.en.quoteCta, href: '/contact' }}
        phone={phone}
        callLabel={ui.en.call}
      />,
    );
    const region = screen.getByRole('region', { name: 'Ready?' });
    expect(within(region).getByRole('link', { name: ui.en.quoteCta })).toHaveAttribute('href', '/contact');
    expect(within(region).getByRole('link', { name: `${ui.en.call} ${phone.display}` })).toHaveAttribute(
      'href',
      phone.href,
    );
  });
});

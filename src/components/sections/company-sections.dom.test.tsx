import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ui } from '#src/data/ui.ts';

import { CardGrid } from './card-grid.tsx';
import { CaseStudyList } from './case-study-list.tsx';
import { ContactCards } from './contact-cards.tsx';
import { ProductionPanel } from './production-panel.tsx';
import { TeamProfiles } from './team-profiles.tsx';

const phone = { display: '(888) 555-0142', href: 'tel:+18885550142' };
const picture = {
  avifSrcset: '/a.avif 480w',
  webpSrcset: '/a.webp 480w',
  src: '/a.webp',
  width: 480,
  height: 360,
  sizes: '100vw',
  alt: 'A grey flake garage floor',
};

describe('card grid links', () => {
  it('open another site in a new tab, safely, and say so to screen readers', () => {
    render(
      <CardGrid
        newTabLabel={ui.en.opensInNewTab}
        items={[
          { title: 'License', link: { label: 'Verify our license', href: 'https://example.org/verify' } },
          { title: 'Pricing', link: { label: 'See prices', href: '/pricing' } },
        ]}
      />,
    );
    // jsdom's name computation drops the space before the hidden note; Chromium keeps it (e2e checks).
    const external = screen.getByRole('link', { name: /^Verify our license ?\(opens in a new tab\)$/ });
    expect(external).toHaveTextContent(`Verify our license ${ui.en.opensInNewTab}`);
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'See prices' });
    expect(internal).not.toHaveAttribute('target');
  });
});

describe('production panel', () => {
  it('shows its status, the production note, and says in words which checklist items are done', () => {
    render(
      <ProductionPanel
        status="In production"
        note="Filming on live jobs."
        checklist={[
          { label: 'Channel artwork', done: true },
          { label: 'Captions', done: false },
        ]}
        labels={ui.en.production}
      />,
    );
    expect(screen.getByText('In production')).toBeInTheDocument();
    expect(screen.getByText(ui.en.production.noteTitle)).toBeInTheDocument();
    expect(screen.getByText('Filming on live jobs.')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`Channel artwork${ui.en.production.done}`);
    expect(items[1]).toHaveTextContent(`Captions${ui.en.production.pending}`);
  });

  it('draws placeholder cards with their titles and facts, and no player', () => {
    const { container } = render(
      <ProductionPanel
        status="In production"
        note="Edited now."
        items={[{ title: 'Marisol G.', eyebrow: 'Kendall', facts: [{ label: 'Project', value: 'Garage' }] }]}
        labels={ui.en.production}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Marisol G.' })).toBeInTheDocument();
    expect(screen.getByText('Garage')).toBeInTheDocument();
    expect(container.querySelector('video, iframe')).toBeNull();
  });
});

describe('team profiles', () => {
  it('show each leader with title, start year, bio, certifications and expertise', () => {
    render(
      <TeamProfiles
        labels={ui.en.team}
        members={[
          {
            name: 'Roberto Alvarez',
            title: 'Founder & Owner',
            since: 2009,
            certifications: ['OSHA 30-Hour'],
            bio: 'Started with one truck.',
            expertise: ['Surface preparation'],
          },
        ]}
      />,
    );
    const profile = screen.getByRole('heading', { level: 3, name: 'Roberto Alvarez' }).closest('li')!;
    expect(within(profile).getByText('Founder & Owner')).toBeInTheDocument();
    expect(within(profile).getByText(`${ui.en.team.since} 2009`)).toBeInTheDocument();
    expect(within(profile).getByText('Started with one truck.')).toBeInTheDocument();
    expect(
      within(profile).getByRole('heading', { level: 4, name: ui.en.team.certifications }),
    ).toBeInTheDocument();
    expect(within(profile).getByText('OSHA 30-Hour')).toBeInTheDocument();
    expect(within(profile).getByText('Surface preparation')).toBeInTheDocument();
  });
});

describe('case study list', () => {
  it('tells each case study as an article with every field of the entity', () => {
    render(
      <CaseStudyList
        labels={ui.en.caseStudy}
        items={[
          {
            id: 'doral-warehouse',
            title: 'A forklift floor',
            subtitle: 'Two weekends',
            location: 'Doral',
            image: picture,
            client: 'A logistics warehouse',
            projectType: 'Industrial',
            timeline: '2 weekends',
            investment: '$124,000',
            challenge: 'Worn coating.',
            solution: 'Shot-blasted and recoated.',
            results: ['Zero shipping days lost'],
            metrics: [{ label: 'Area', value: '18,500 sq ft' }],
            testimonial: { name: 'Alejandro P.', text: 'They planned around us.' },
            lessonsLearned: ['Zone the work.'],
          },
        ]}
      />,
    );
    const article = screen.getByRole('article', { name: 'A forklift floor' });
    expect(article).toHaveAttribute('id', 'doral-warehouse');
    for (const text of [
      'Two weekends',
      'Doral',
      'A logistics warehouse',
      'Industrial',
      '2 weekends',
      '$124,000',
      'Worn coating.',
      'Shot-blasted and recoated.',
      'Zero shipping days lost',
      '18,500 sq ft',
      'Zone the work.',
    ]) {
      expect(within(article).getByText(text)).toBeInTheDocument();
    }
    for (const label of Object.values(ui.en.caseStudy))
      expect(within(article).getByText(label)).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: picture.alt })).toBeInTheDocument();
    expect(within(article).getByText('“They planned around us.”')).toBeInTheDocument();
  });
});

describe('contact cards', () => {
  it('show the phone link, the service area and every line of the opening hours', () => {
    render(
      <ContactCards
        phone={phone}
        serviceArea="Miami-Dade County and Broward County"
        hours={[
          { label: 'Monday-Friday', time: '7am-7pm' },
          { label: 'Sunday', time: '9am-4pm' },
        ]}
        labels={{ ...ui.en.contactCards, serviceAreaNote: '16 cities.' }}
      />,
    );
    expect(screen.getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href);
    expect(screen.getByText('Miami-Dade County and Broward County')).toBeInTheDocument();
    expect(screen.getByText('Monday-Friday')).toBeInTheDocument();
    expect(screen.getByText('7am-7pm')).toBeInTheDocument();
    expect(screen.getByText('9am-4pm')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      ui.en.contactCards.phone,
      ui.en.contactCards.serviceArea,
      ui.en.contactCards.hours,
    ]);
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { footerGroups, headerLinks, spanishHeaderLinks } from '#src/data/navigation.ts';
import { ui } from '#src/data/ui.ts';
import { navLinks } from '#src/lib/i18n.ts';

import { Breadcrumbs } from './breadcrumbs.tsx';
import { MobileActionBar } from './mobile-action-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const phone = { display: '(888) 555-0142', href: 'tel:+18885550142' };
const labels = ui.en;
const english = { label: 'Español', href: '/es', lang: 'es-US' };

describe('site header', () => {
  it("lists the eight links (the spec's seven and Pricing), marks the current page and has a menu button controlling the popover", () => {
    const { container } = render(
      <SiteHeader
        companyName="Sunrise Shield"
        homeHref="/"
        links={navLinks(headerLinks, 'en', labels)}
        currentPath="/about"
        phone={phone}
        otherLanguage={english}
        labels={labels}
      />,
    );
    // On phones the list sits in a popover; jsdom does not model popovers, so find it by id.
    const nav = container.querySelector<HTMLElement>('nav#site-menu')!;
    expect(nav).toHaveAttribute('aria-label', labels.mainNav);
    expect(within(nav).getAllByRole('link', { hidden: true })).toHaveLength(8);
    expect(within(nav).getByRole('link', { name: 'Pricing', hidden: true })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(within(nav).getByRole('link', { name: 'About', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav).toHaveAttribute('popover', 'auto');
    expect(container.querySelector('button[popovertarget="site-menu"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: /\(888\) 555-0142/ })).toHaveAttribute('href', phone.href);
  });

  it('offers the other language as a plain link in that language', () => {
    render(
      <SiteHeader
        companyName="Sunrise Shield"
        homeHref="/"
        links={navLinks(headerLinks, 'en', labels)}
        currentPath="/"
        phone={phone}
        otherLanguage={english}
        labels={labels}
      />,
    );
    const link = screen.getByRole('link', { name: 'Español' });
    expect(link).toHaveAttribute('href', '/es');
    expect(link).toHaveAttribute('lang', 'es-US');
    expect(link).toHaveAttribute('hreflang', 'es-US');
  });

  it('on a Spanish page, leads the logo to /es and the links to the Spanish twins', () => {
    const { container } = render(
      <SiteHeader
        companyName="Sunrise Shield"
        homeHref="/es"
        links={navLinks(spanishHeaderLinks, 'es', ui.es)}
        currentPath="/es"
        phone={phone}
        otherLanguage={{ label: 'English', href: '/', lang: 'en-US' }}
        labels={ui.es}
      />,
    );
    // The logo is the header's first link.
    expect(container.querySelector('header a')).toHaveAttribute('href', '/es');
    const nav = document.querySelector<HTMLElement>('nav#site-menu')!;
    expect(within(nav).getByRole('link', { name: 'Inicio', hidden: true })).toHaveAttribute('href', '/es');
    expect(within(nav).getByRole('link', { name: 'Contacto', hidden: true })).toHaveAttribute(
      'href',
      '/es/contact',
    );
    for (const link of within(nav).getAllByRole('link', { hidden: true })) {
      expect(link.textContent).not.toMatch(/inglés/);
    }
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en-US');
  });
});

describe('site footer', () => {
  it("carries the sixteen links (the spec's thirteen, Pricing, the privacy policy and the accessibility statement), the rights line and the license line", () => {
    render(
      <SiteFooter
        companyName="Sunrise Shield"
        homeHref="/"
        blurb="Floors."
        groups={footerGroups.map((group) => ({
          title: labels.nav[group.title],
          links: navLinks(group.links, 'en', labels),
        }))}
        phone={phone}
        email="info@example.com"
        hours={[{ label: 'Monday-Friday', time: '7am-7pm' }]}
        serviceArea="Miami-Dade"
        social={[{ name: 'Facebook', url: 'https://facebook.example' }]}
        licenseLine="Licensed & insured"
        rights="© 2026 Sunrise Shield. All rights reserved."
        labels={labels}
      />,
    );
    const footerNav = screen.getByRole('navigation', { name: labels.footerNav });
    expect(within(footerNav).getAllByRole('link')).toHaveLength(16);
    expect(within(footerNav).getByRole('link', { name: labels.nav.privacy })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footerNav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText('© 2026 Sunrise Shield. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByText('Licensed & insured')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\(888\) 555-0142/ })).toHaveAttribute('href', phone.href);
    expect(screen.getByRole('link', { name: /info@/ })).toHaveAttribute('href', 'mailto:info@example.com');
  });
});

describe('breadcrumbs', () => {
  it('link every crumb but the last, which is marked as the current page', () => {
    render(
      <Breadcrumbs
        label={labels.breadcrumb}
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Services', path: '/services' },
          { name: 'Garage', path: '/services/garage' },
        ]}
      />,
    );
    const trail = screen.getByRole('navigation', { name: labels.breadcrumb });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/services']);
    expect(within(trail).getByText('Garage')).toHaveAttribute('aria-current', 'page');
  });
});

describe('mobile action bar', () => {
  it('offers a call and the quote request in the site-wide wording', () => {
    // Queried inside its own render: the one failure seen here (1 run in 5, not reproduced) fits a
    // node another test file left in the shared document.
    const bar = within(
      render(<MobileActionBar phone={phone} quoteHref="/contact" labels={labels} />).container,
    );
    expect(bar.getByRole('link', { name: labels.quoteCta })).toHaveAttribute('href', '/contact');
    expect(bar.getByRole('link', { name: /Call/ })).toHaveAttribute('href', phone.href);
  });
});

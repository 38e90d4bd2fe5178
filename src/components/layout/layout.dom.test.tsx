import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { footerGroups, headerLinks } from '#src/data/navigation.ts';
import { ui } from '#src/data/ui.ts';

import { Breadcrumbs } from './breadcrumbs.tsx';
import { MobileActionBar } from './mobile-action-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const phone = { display: '(888) 555-0142', href: 'tel:+18885550142' };
const labels = ui.en;

describe('site header', () => {
  it('lists the seven links, marks the current page and has a menu button controlling the popover', () => {
    const { container } = render(
      <SiteHeader
        companyName="Sunrise Shield"
        links={headerLinks}
        currentPath="/about"
        phone={phone}
        labels={labels}
      />,
    );
    // On phones the list sits in a popover; jsdom does not model popovers, so find it by id.
    const nav = container.querySelector<HTMLElement>('nav#site-menu')!;
    expect(nav).toHaveAttribute('aria-label', labels.mainNav);
    expect(within(nav).getAllByRole('link', { hidden: true })).toHaveLength(7);
    expect(within(nav).getByRole('link', { name: 'About', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav).toHaveAttribute('popover', 'auto');
    expect(container.querySelector('button[popovertarget="site-menu"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: /\(888\) 555-0142/ })).toHaveAttribute('href', phone.href);
  });
});

describe('site footer', () => {
  it('carries the thirteen links, the rights line and the license line', () => {
    render(
      <SiteFooter
        companyName="Sunrise Shield"
        blurb="Floors."
        groups={footerGroups}
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
    expect(
      within(screen.getByRole('navigation', { name: labels.footerNav })).getAllByRole('link'),
    ).toHaveLength(13);
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
    render(<MobileActionBar phone={phone} quoteHref="/contact" labels={labels} />);
    expect(screen.getByRole('link', { name: labels.quoteCta })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /Call/ })).toHaveAttribute('href', phone.href);
  });
});

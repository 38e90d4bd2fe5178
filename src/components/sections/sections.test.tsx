import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Section } from '@/components/ui/section';
import { footerGroups, headerLinks } from '@/data/navigation';

import { FaqList } from './faq-list';
import { ReviewsPanel } from './reviews-panel';
import { TestimonialList } from './testimonial-list';

const phone = { display: '(888) 555-0142', href: 'tel:+18885550142' };

describe('sections rendered to HTML', () => {
  it('a section is a region labelled by its h2', () => {
    const html = renderToStaticMarkup(
      <Section id="faq" title="Questions">
        <p>body</p>
      </Section>,
    );
    expect(html).toContain('<section id="faq" aria-labelledby="faq-title"');
    expect(html).toContain('<h2 id="faq-title"');
  });

  it('a section in another language says so on the section, and only when told', () => {
    const spanish = renderToStaticMarkup(
      <Section id="en-espanol" title="Pisos epóxicos en Hialeah" lang="es">
        <p>Hablamos español.</p>
      </Section>,
    );
    expect(spanish).toMatch(/<section id="en-espanol" lang="es"/);
    const english = renderToStaticMarkup(
      <Section id="faq" title="Questions">
        <p>body</p>
      </Section>,
    );
    expect(english).not.toContain('lang=');
  });

  it('the FAQ is a group of details sharing one name, so one answer is open at a time', () => {
    const html = renderToStaticMarkup(
      <FaqList
        name="home-faq"
        items={[
          { question: 'Q1?', answer: 'A1.' },
          { question: 'Q2?', answer: 'A2.' },
        ]}
      />,
    );
    expect(html.match(/<details name="home-faq"/g)).toHaveLength(2);
    expect(html).not.toMatch(/<details[^>]* open/);
  });

  it('testimonial names and words are rendered as text, never as HTML', () => {
    const html = renderToStaticMarkup(
      <TestimonialList
        items={[
          {
            name: '<img src=x onerror=alert(1)>',
            location: 'Doral',
            rating: 5,
            text: '<b>bold</b>',
            project: 'Garage',
          },
        ]}
      />,
    );
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });

  it('the reviews panel shows the overall rating and each platform opens safely in a new tab', () => {
    const html = renderToStaticMarkup(
      <ReviewsPanel
        title="Rated"
        overall={4.9}
        total={638}
        platforms={[{ name: 'Google', logo: 'G', rating: 4.9, reviewCount: 247, url: 'https://g.example' }]}
      />,
    );
    expect(html).toContain('4.9');
    expect(html).toContain('247');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('(opens in a new tab)');
  });

  it('the header lists the seven links and a menu button that controls the popover', () => {
    const html = renderToStaticMarkup(
      <SiteHeader
        companyName="Coral Coast Epoxy Floors"
        links={headerLinks}
        currentPath="/about"
        phone={phone}
      />,
    );
    expect(html.match(/<li><a href=/g)).toHaveLength(7);
    expect(html).toContain('popover="auto"');
    expect(html).toMatch(/popovertarget="site-menu"/i);
    expect(html).toMatch(/href="\/about" aria-current="page"/);
  });

  it('the footer carries thirteen links, the year and the license line', () => {
    const html = renderToStaticMarkup(
      <SiteFooter
        companyName="Coral Coast Epoxy Floors"
        blurb="Floors."
        groups={footerGroups}
        phone={phone}
        email="info@example.com"
        hours={[{ label: 'Monday-Friday', time: '7am-7pm' }]}
        serviceArea="Miami-Dade"
        social={[{ name: 'Facebook', url: 'https://facebook.example' }]}
        licenseLine="Licensed & insured"
        year={2026}
      />,
    );
    expect(footerGroups.flatMap((g) => g.links)).toHaveLength(13);
    expect(html).toContain('© 2026 Coral Coast Epoxy Floors');
    expect(html).toContain('Licensed &amp; insured');
    expect(html).toContain('href="tel:+18885550142"');
  });
});

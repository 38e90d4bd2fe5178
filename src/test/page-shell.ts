/**
 * A page's shell rendered for a business of any name, without a build: the head tags, header,
 * footer and JSON-LD graph, put together from the same data and helpers as
 * src/layouts/BaseLayout.astro (the head tags and the script element are written by React here, by
 * Astro in the build; the rename check builds the real thing once).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { SiteFooter } from '#src/components/layout/site-footer.tsx';
import { SiteHeader } from '#src/components/layout/site-header.tsx';
import { business, type Business } from '#src/data/business.ts';
import { footerGroups, headerLinks, spanishHeaderLinks } from '#src/data/navigation.ts';
import { serviceCities } from '#src/data/service-area.ts';
import { ui } from '#src/data/ui.ts';
import { format } from '#src/lib/format.ts';
import { describeOpeningHours } from '#src/lib/hours.ts';
import { countiesPhrase, localeTags, navLinks } from '#src/lib/i18n.ts';
import { formatPhone, mainNumber, telHref } from '#src/lib/phone.ts';
import { platformsOf, siteRating } from '#src/lib/rating.ts';
import { absoluteUrl, type Locale } from '#src/lib/routes.ts';
import { buildHead } from '#src/lib/seo/head.ts';
import { buildBusinessNode, buildGraph, buildWebsiteNode } from '#src/lib/seo/jsonld.ts';
import { serializeJsonLd } from '#src/lib/seo/serialize.ts';

/** The owner's facts with another name (and the legal name that goes with it). */
export function renamed(name: string): Business {
  return { ...business, name, legalName: `${name} LLC` };
}

/** The whole page as HTML: head, header, an empty main, footer and the JSON-LD graph. */
export function renderPageShell(facts: Business, locale: Locale): string {
  const labels = ui[locale];
  const tag = localeTags[locale];
  const main = mainNumber(facts.phones);
  const phone = { display: formatPhone(main), href: telHref(main) };
  const socialImage = {
    url: '/og-default.jpg',
    alt: format(labels.socialImageAlt, { company: facts.name }),
    width: 1200,
    height: 630,
  };
  const path = locale === 'es' ? '/es/pricing' : '/pricing';
  const head = buildHead(
    { title: labels.nav.pricing, description: format(labels.serviceAreaLine, { counties: 'Miami' }), path },
    { name: facts.name, url: facts.siteUrl, locale: tag.og, defaultImage: socialImage },
  ).map((item, index) =>
    item.kind === 'title'
      ? createElement('title', { key: index }, item.content)
      : createElement(item.kind, { key: index, ...item.attrs }),
  );
  const counties = countiesPhrase(facts.counties, labels, locale);
  const graph = buildGraph([
    buildBusinessNode(facts, {
      areaServed: [...facts.counties, ...serviceCities.map((c) => `${c.name}, FL`)],
      logoUrl: absoluteUrl(facts.siteUrl, '/favicon.svg'),
      imageUrl: absoluteUrl(facts.siteUrl, socialImage.url),
      rating: siteRating(platformsOf(facts.reviewPlatforms)),
      locale,
    }),
    buildWebsiteNode(facts),
  ]);
  const body = [
    createElement(SiteHeader, {
      key: 'header',
      companyName: facts.name,
      homeHref: locale === 'es' ? '/es' : '/',
      links: navLinks(locale === 'es' ? spanishHeaderLinks : headerLinks, locale, labels),
      currentPath: path,
      phone,
      otherLanguage: { ...labels.otherLanguage, href: locale === 'es' ? '/pricing' : '/es/pricing' },
      labels,
    }),
    createElement('main', { key: 'main', id: 'main' }, createElement('h1', null, labels.nav.pricing)),
    createElement(SiteFooter, {
      key: 'footer',
      companyName: facts.name,
      homeHref: locale === 'es' ? '/es' : '/',
      blurb: format(labels.footerBlurb, { counties, foundingYear: facts.foundingYear }),
      groups: footerGroups.map((group) => ({
        title: labels.nav[group.title],
        links: navLinks(group.links, locale, labels),
      })),
      phone,
      email: facts.email,
      hours: describeOpeningHours(facts.hours, locale),
      serviceArea: format(labels.serviceAreaLine, { counties }),
      social: facts.social,
      licenseLine: format(labels.licenseLine, { license: facts.license.number }),
      rights: format(labels.rights, { year: 2026, company: facts.name }),
      labels,
    }),
    createElement('script', {
      key: 'graph',
      type: 'application/ld+json',
      dangerouslySetInnerHTML: { __html: serializeJsonLd(graph) },
    }),
  ];
  const document = createElement(
    'html',
    { lang: tag.lang },
    createElement('head', null, createElement('meta', { charSet: 'utf-8' }), ...head),
    createElement('body', null, ...body),
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(document)}`;
}

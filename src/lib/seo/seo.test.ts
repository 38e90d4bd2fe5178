import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import { mainNumber } from '#src/lib/phone.ts';
import {
  overallRating,
  platformsOf,
  siteRating,
  totalReviews,
  weightedAverageRating,
} from '#src/lib/rating.ts';
import { buildHead, buildTitle, type HeadSite, type HeadTag } from './head.ts';
import {
  buildBreadcrumbNode,
  buildBusinessNode,
  buildBusinessReference,
  buildFaqNode,
  buildGraph,
  buildWebPageNode,
  buildWebsiteNode,
} from './jsonld.ts';
import { serializeJsonLd } from './serialize.ts';

const site: HeadSite = {
  name: 'Coral Coast Epoxy Floors',
  url: 'https://www.example.com',
  locale: 'en_US',
  defaultImage: { url: '/og-default.jpg', alt: 'A floor', width: 1200, height: 630 },
};

function find(tags: HeadTag[], key: string): HeadTag | undefined {
  return tags.find((t) => (t.kind === 'title' ? key === 'title' : t.key === key));
}

describe('head tags', () => {
  const tags = buildHead(
    { title: 'Pricing', description: 'Prices per square foot.', path: '/pricing' },
    site,
  );

  it('appends the company name to a page title once', () => {
    expect(buildTitle('Pricing', site.name)).toBe('Pricing | Coral Coast Epoxy Floors');
    expect(buildTitle('Coral Coast Epoxy Floors: Miami', site.name)).toBe('Coral Coast Epoxy Floors: Miami');
  });

  it('give every page a canonical URL on the configured host', () => {
    expect(find(tags, 'rel:canonical')).toEqual({
      kind: 'link',
      key: 'rel:canonical',
      attrs: { rel: 'canonical', href: 'https://www.example.com/pricing' },
    });
  });

  it('carry Open Graph and Twitter tags with an absolute default image', () => {
    const og = find(tags, 'property:og:image');
    expect(og?.kind === 'meta' && og.attrs.content).toBe('https://www.example.com/og-default.jpg');
    const url = find(tags, 'property:og:url');
    expect(url?.kind === 'meta' && url.attrs.content).toBe('https://www.example.com/pricing');
    const card = find(tags, 'name:twitter:card');
    expect(card?.kind === 'meta' && card.attrs.content).toBe('summary_large_image');
  });

  it('let a page override a default instead of repeating it', () => {
    const overridden = buildHead({ title: 'A', description: 'B', path: '/a' }, site, [
      { kind: 'meta', key: 'property:og:type', attrs: { property: 'og:type', content: 'article' } },
    ]);
    const types = overridden.filter((t) => t.kind === 'meta' && t.attrs.property === 'og:type');
    expect(types).toHaveLength(1);
    expect(types[0]?.kind === 'meta' && types[0].attrs.content).toBe('article');
  });

  it('mark the not-found page noindex and give it no canonical', () => {
    const notFound = buildHead({ title: '404', description: 'Missing', path: '/404', noindex: true }, site);
    const robots = find(notFound, 'name:robots');
    expect(robots?.kind === 'meta' && robots.attrs.content).toMatch(/^noindex/);
    expect(find(notFound, 'rel:canonical')).toBeUndefined();
  });
});

const reviewPlatforms = platformsOf(business.reviewPlatforms);

describe('structured data', () => {
  const businessNode = buildBusinessNode(business, {
    areaServed: ['Miami-Dade County'],
    logoUrl: 'https://x/logo.svg',
    imageUrl: 'https://x/og.jpg',
    rating: overallRating(reviewPlatforms),
  }) as unknown as Record<string, unknown>;

  it('describe the business with its phone, hours, area and the rating the pages show', () => {
    expect(businessNode['@type']).toBe('HomeAndConstructionBusiness');
    expect(businessNode['@id']).toBe(`${business.siteUrl}/#business`);
    expect(businessNode['telephone']).toBe(mainNumber(business.phones));
    // No range unless the page passes prices.yaml's (lib/prices.ts searchPriceRange).
    expect(businessNode).not.toHaveProperty('priceRange');
    const priced = buildBusinessNode(business, {
      areaServed: [],
      logoUrl: 'https://x/logo.svg',
      imageUrl: 'https://x/og.jpg',
      rating: undefined,
      priceRange: '$8-18 per sq ft',
    }) as unknown as Record<string, unknown>;
    expect(priced['priceRange']).toBe('$8-18 per sq ft');
    expect(businessNode['aggregateRating']).toMatchObject({
      ratingValue: weightedAverageRating(reviewPlatforms),
      reviewCount: totalReviews(reviewPlatforms),
    });
    expect(businessNode['openingHoursSpecification']).toHaveLength(business.hours.length);
  });

  it('publish no rating, and no platform page, for a platform business.yaml leaves out', () => {
    const [kept, ...left] = business.reviewPlatforms;
    const options = { areaServed: [], logoUrl: 'https://x/logo.svg', imageUrl: 'https://x/og.jpg' };
    const none = buildBusinessNode(
      { ...business, reviewPlatforms: [] },
      { ...options, rating: siteRating([]) },
    ) as unknown as Record<string, unknown>;
    expect(none).not.toHaveProperty('aggregateRating');
    if (!kept) return;
    const one = { ...business, reviewPlatforms: [kept] };
    const node = buildBusinessNode(one, {
      ...options,
      rating: siteRating(platformsOf(one.reviewPlatforms)),
    }) as unknown as Record<string, unknown>;
    const text = JSON.stringify(node);
    expect(node['sameAs']).toContain(kept.url);
    expect(node['aggregateRating']).toMatchObject({ ratingValue: kept.rating, reviewCount: kept.count });
    for (const platform of left.filter((p) => p.url !== kept.url)) expect(text).not.toContain(platform.url);
  });

  it('describe the business in Spanish on a Spanish page, with the same id and figures', () => {
    const spanish = buildBusinessNode(business, {
      areaServed: ['Miami-Dade County'],
      logoUrl: 'https://x/logo.svg',
      imageUrl: 'https://x/og.jpg',
      rating: overallRating(reviewPlatforms),
      locale: 'es',
    }) as unknown as Record<string, unknown>;
    expect(spanish['description']).toBe(business.tagline.es);
    expect(businessNode['description']).toBe(business.tagline.en);
    expect(spanish['@id']).toBe(businessNode['@id']);
  });

  it('name the business on the other pages by the same id, phone and address, without the full record', () => {
    const reference = buildBusinessReference(business) as unknown as Record<string, unknown>;
    expect(reference['@id']).toBe(businessNode['@id']);
    expect(reference['telephone']).toBe(mainNumber(business.phones));
    expect(reference['address']).toEqual(businessNode['address']);
    expect(reference).not.toHaveProperty('openingHoursSpecification');
    expect(JSON.stringify(reference).length).toBeLessThan(JSON.stringify(businessNode).length / 2);
  });

  it('link the page, website and business by stable ids', () => {
    const website = buildWebsiteNode(business) as unknown as Record<string, unknown>;
    const page = buildWebPageNode(business.siteUrl, {
      path: '/about',
      title: 'About',
      description: 'd',
      hasBreadcrumb: true,
    }) as unknown as Record<string, unknown>;
    expect(website['publisher']).toEqual({ '@id': businessNode['@id'] });
    expect(page['isPartOf']).toEqual({ '@id': website['@id'] });
    expect(page['breadcrumb']).toEqual({ '@id': `${business.siteUrl}/about#breadcrumb` });
  });

  it('number breadcrumb items from 1 with absolute URLs', () => {
    const crumbs = buildBreadcrumbNode('https://x.com', '/gallery', [
      { name: 'Home', path: '/' },
      { name: 'Gallery', path: '/gallery' },
    ]) as unknown as { itemListElement: { position: number; item: string }[] };
    expect(crumbs.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, 'https://x.com/'],
      [2, 'https://x.com/gallery'],
    ]);
  });

  it('build the FAQ node from the same entries the page shows', () => {
    const faq = buildFaqNode('https://x.com', '/', [{ question: 'Q?', answer: 'A.' }]) as unknown as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity[0]).toMatchObject({ name: 'Q?', acceptedAnswer: { text: 'A.' } });
  });

  it('serialise so no string can close the script element', () => {
    const graph = buildGraph([{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]);
    const json = serializeJsonLd(graph);
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)['@graph'][0].name).toBe('</script><script>alert(1)</script>');
  });
});

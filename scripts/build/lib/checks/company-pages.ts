/**
 * The company pages' structured data, read from the built page (it was a browser test,
 * e2e/company-pages.spec.ts): each declares its own page node, `<route>#webpage`, of its schema.org type,
 * and none carries a Review node (the reviews are quoted on the page, not marked up as ratings).
 */
import { attr } from './page.ts';
import type { BuiltPage, Site } from './site.ts';

/** The company pages and the page-node type each one declares (the spec's page list). */
export const companyPageTypes: Readonly<Record<string, string>> = {
  '/about': 'AboutPage',
  '/contact': 'ContactPage',
  '/credentials': 'WebPage',
  '/our-process': 'WebPage',
  '/our-team': 'WebPage',
  '/case-studies': 'CollectionPage',
  '/why-choose-us': 'WebPage',
  '/videos': 'WebPage',
};

interface GraphNode {
  '@type'?: string | string[];
  '@id'?: string;
}

export function checkCompanyPage(page: BuiltPage, site: Site): string[] {
  const type = companyPageTypes[page.route];
  if (type === undefined) return [];
  const nodes: GraphNode[] = [];
  for (const element of page.elements) {
    if (element.name !== 'script' || attr(element, 'type') !== 'application/ld+json') continue;
    try {
      const data = JSON.parse(element.text ?? '') as { '@graph'?: GraphNode[] } & GraphNode;
      nodes.push(...(data['@graph'] ?? [data]));
    } catch {
      // jsonld.ts reports JSON-LD that does not parse.
    }
  }
  const errors: string[] = [];
  const id = `${site.siteUrl}${page.route}#webpage`;
  const node = nodes.find((candidate) => candidate['@id'] === id);
  const types = [node?.['@type'] ?? []].flat();
  if (!types.includes(type))
    errors.push(`its page node ${id} is ${node ? `a ${types.join(', ')}` : 'missing'}, expected a ${type}`);
  if (nodes.some((candidate) => [candidate['@type'] ?? []].flat().includes('Review')))
    errors.push('its JSON-LD carries a Review node');
  return errors;
}

/**
 * The company pages' structured data, read from the built page (it was a browser test,
 * e2e/company-pages.spec.ts): each declares its own page node, `<route>#webpage`, of its schema.org type,
 * and none carries a Review node (the reviews are quoted on the page, not marked up as ratings).
 */
import { jsonLdNodes, typesOf } from './jsonld.ts';
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

export function checkCompanyPage(page: BuiltPage, site: Site): string[] {
  const type = companyPageTypes[page.route];
  if (type === undefined) return [];
  const nodes = jsonLdNodes(page);
  const errors: string[] = [];
  const id = `${site.siteUrl}${page.route}#webpage`;
  const node = nodes.find((candidate) => candidate['@id'] === id);
  const types = node ? typesOf(node) : [];
  if (!types.includes(type))
    errors.push(`its page node ${id} is ${node ? `a ${types.join(', ')}` : 'missing'}, expected a ${type}`);
  if (nodes.some((candidate) => typesOf(candidate).includes('Review')))
    errors.push('its JSON-LD carries a Review node');
  return errors;
}

import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { contentIds, rawEntries } from './content-files.ts';
import {
  absoluteUrl,
  allRoutes,
  articleRoute,
  buildRouteIndex,
  collectionPages,
  dropLinksTo,
  locationRoute,
  redirects,
  routes,
  serviceRoute,
  spanishRoutes,
} from './routes.ts';

/** The collection pages whose collection has English entries now: the ones that are built. */
const shownCompanyRoutes = Object.values(routes).filter((route) => {
  const kind = collectionPages[route];
  return !kind || rawEntries(kind).some((entry) => entry.locale === 'en');
});

describe('routes', () => {
  it('list every company page whose collection is not empty, then every service, city and article file, each once', () => {
    const expected = [
      ...shownCompanyRoutes,
      ...contentIds('services').map(serviceRoute),
      ...contentIds('locations').map(locationRoute),
      ...contentIds('articles').map(articleRoute),
    ];
    expect(allRoutes()).toEqual(expected);
    expect(new Set(allRoutes()).size).toBe(allRoutes().length);
    // The pages the spec's route table names whatever the owner writes.
    for (const route of ['/', '/locations', '/privacy', '/accessibility', '/florida-climate-guide'])
      expect(allRoutes()).toContain(route);
  });

  it('build service, location and article paths from their ids', () => {
    expect(serviceRoute('garage')).toBe('/services/garage');
    expect(locationRoute('miami-beach')).toBe('/locations/miami-beach');
    expect(articleRoute('epoxy-vs-concrete-paint')).toBe('/resources/epoxy-vs-concrete-paint');
    expect(routes.whyChooseUs).toBe('/why-choose-us');
  });

  it('send the short DIY path from the spec to the real article', () => {
    expect(redirects['/resources/diy-vs-professional']).toBe('/resources/diy-vs-professional-epoxy');
    for (const target of Object.values(redirects)) expect(allRoutes()).toContain(target);
  });

  it('join routes to the site origin without doubling slashes', () => {
    expect(absoluteUrl('https://x.com/', '/')).toBe('https://x.com/');
    expect(absoluteUrl('https://x.com', '/about')).toBe('https://x.com/about');
  });
});

describe('a collection page with an empty collection', () => {
  const root = mkdtempSync(join(tmpdir(), 'routes-'));
  cpSync('src/content', join(root, 'src/content'), { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is no route in either language once its files list nothing, and comes back with one entry', () => {
    writeFileSync(join(root, 'src/content/case-studies.yaml'), '[]\n');
    writeFileSync(join(root, 'src/content/es/case-studies.yaml'), '# none yet\n');
    rmSync(join(root, 'src/content/gallery'), { recursive: true, force: true });
    const index = buildRouteIndex(root);
    for (const route of [routes.caseStudies, routes.gallery]) {
      expect(index.all).not.toContain(route);
      expect(index.spanish).not.toContain(route);
      expect(index.hidden.has(route)).toBe(true);
    }
    expect(index.all.includes(routes.ourTeam)).toBe(rawEntries('team', root).some((e) => e.locale === 'en'));
    expect(index.all).toContain(routes.home);

    writeFileSync(join(root, 'src/content/case-studies.yaml'), '- id: real\n  title: A real job\n');
    const back = buildRouteIndex(root);
    expect(back.all).toContain(routes.caseStudies);
    // English only until its Spanish file lists it too.
    expect(back.spanish).not.toContain(routes.caseStudies);
  });

  it('loses every link to it in the copy, in both languages, and keeps the rest', () => {
    const hidden = new Set<string>([routes.caseStudies]);
    const page = {
      blocks: [
        {
          kind: 'cards',
          action: { label: 'Read our case studies', href: '/case-studies' },
          items: [
            {
              title: 'Follow-up',
              text: 'We come back.',
              link: { label: 'Case studies', href: '/es/case-studies#x' },
            },
            { title: 'Credentials', link: { label: 'See them', href: '/credentials' } },
          ],
        },
        {
          kind: 'list',
          links: [
            { label: 'Case studies', href: '/case-studies' },
            { label: 'FAQ', href: '/faq' },
          ],
        },
      ],
    };
    expect(dropLinksTo(page, hidden)).toEqual({
      blocks: [
        {
          kind: 'cards',
          items: [
            { title: 'Follow-up', text: 'We come back.' },
            { title: 'Credentials', link: { label: 'See them', href: '/credentials' } },
          ],
        },
        { kind: 'list', links: [{ label: 'FAQ', href: '/faq' }] },
      ],
    });
    expect(dropLinksTo(page, new Set())).toBe(page);
  });

  it('on the shipped content, every Spanish route is one of the routes', () => {
    for (const route of spanishRoutes()) expect(allRoutes()).toContain(route);
  });
});

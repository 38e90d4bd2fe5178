import { describe, expect, it } from 'vitest';

import {
  absoluteUrl,
  allRoutes,
  articleRoute,
  locationRoute,
  redirects,
  routes,
  serviceRoute,
} from './routes.ts';

describe('routes', () => {
  it('list the 39 routes of the spec route table, the /locations hub its breadcrumbs name, and the privacy policy and accessibility statement the quote form is sent under, each once', () => {
    expect(allRoutes()).toHaveLength(42);
    expect(new Set(allRoutes()).size).toBe(42);
    expect(allRoutes()).toContain('/locations');
    expect(allRoutes()).toContain('/privacy');
    expect(allRoutes()).toContain('/accessibility');
    expect(allRoutes()).toContain('/');
    expect(allRoutes()).toContain('/florida-climate-guide');
    expect(allRoutes()).toContain('/services/pool-deck');
    expect(allRoutes()).toContain('/locations/coral-gables');
    expect(allRoutes()).toContain('/resources/diy-vs-professional-epoxy');
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

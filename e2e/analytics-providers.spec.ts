import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './csp.ts';

import { business, parseBusiness } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';
import { analyticsAttributes } from '#src/lib/analytics.ts';
import { telHref, mainNumber } from '#src/lib/phone.ts';
import { configuredBaseUrl, thirdPartyOrigin } from './configured-site.ts';

// The build with analytics configured (playwright.config.ts) posts the generic JSON to the
// stand-in collector. Here the same built pages, served by nginx with the same inline script and
// Content-Security-Policy header, are switched to Plausible or Umami by setting only the <body>
// attributes the layout writes (analyticsAttributes of the settings as business.ts resolves them),
// so no second build is needed. The stand-ins on the collector's origin check every body as the
// real servers do (e2e/collector-formats.ts).
test.use({ baseURL: configuredBaseUrl });

type Api = 'plausible' | 'umami';
interface ProviderRequest {
  api: Api;
  body: string;
  contentType: string;
  cookie: string;
  status: number;
  problems: string[];
}
interface ServerState {
  providers: ProviderRequest[];
  preflights: { path: string; requestHeaders: string }[];
}

async function serverState(request: APIRequestContext): Promise<ServerState> {
  return (await (await request.get(`${thirdPartyOrigin}/collected`)).json()) as ServerState;
}

/**
 * Switches the configured build's pages to a provider, with a site id of this test's own (other
 * specs share the stand-in server); returns that site id. The attributes are set when the document
 * has been parsed ("interactive"), which is before its deferred module scripts run. (Rewriting the
 * response instead would make Chromium treat the page as public and refuse its requests to the
 * loopback collector: Local Network Access.)
 */
async function switchTo(page: Page, api: Api): Promise<string> {
  const siteId = api === 'umami' ? randomUUID() : `${randomUUID()}.example`;
  const settings = parseBusiness({
    ...business,
    analytics: { provider: api, endpoint: thirdPartyOrigin, siteId },
  });
  if (!settings.ok) throw new Error(settings.problems.join('\n'));
  await page.addInitScript((attributes) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      if (!document.body.hasAttribute('data-analytics-endpoint'))
        throw new Error('analytics is not configured');
      for (const [name, value] of Object.entries(attributes))
        if (value) document.body.setAttribute(name, value);
    });
  }, analyticsAttributes(settings.data.analytics));
  return siteId;
}

/** The bodies this test's site id sent to a stand-in, once `count` have arrived. */
async function received(
  request: APIRequestContext,
  api: Api,
  siteId: string,
  count: number,
): Promise<{ requests: ProviderRequest[]; bodies: Record<string, unknown>[] }> {
  const mine = async () =>
    (await serverState(request)).providers.filter(
      (entry) => entry.api === api && entry.body.includes(siteId),
    );
  await expect.poll(async () => (await mine()).length).toBe(count);
  const requests = await mine();
  return { requests, bodies: requests.map((entry) => JSON.parse(entry.body) as Record<string, unknown>) };
}

/** Keeps the page where it is when a tel:, sms: or mailto: link is clicked (analytics listens first). */
async function stayOnPage(page: Page) {
  await page.evaluate(() => {
    document.addEventListener('click', (event) => {
      if (
        event.target instanceof Element &&
        event.target.closest('a[href^="tel:"], a[href^="sms:"], a[href^="mailto:"]')
      ) {
        event.preventDefault();
      }
    });
  });
}

/** A visit that touches every event: arrive from a search with campaign and personal query values, call, calculate, text. */
async function visit(page: Page) {
  await page.goto('/pricing?utm_source=flyer&utm_content=ana%40example.com&phone=3055550100#estimate', {
    referer: 'https://www.google.com/search?q=epoxy+floors+miami',
  });
  await stayOnPage(page);
  await page.getByRole('banner').getByRole('link', { name: /call/i }).click();
  await expect(page.getByRole('button', { name: ui.en.estimator.calculate })).toBeEnabled();
  await page.getByRole('radio', { name: ui.en.estimator.kinds.commercial }).check();
  await page.getByRole('spinbutton', { name: ui.en.estimator.areaLabel }).fill('1234');
  await page.getByRole('button', { name: ui.en.estimator.calculate }).click();
  await page.getByRole('link', { name: ui.en.estimator.sendText }).click();
}

const calls = telHref(mainNumber(business.phones));

test.describe('analytics in Plausible’s and Umami’s formats, on the built pages', () => {
  test('Plausible receives page views and custom events it accepts, as text/plain without a preflight', async ({
    page,
    request,
  }) => {
    const domain = await switchTo(page, 'plausible');
    await visit(page);
    const { requests, bodies } = await received(request, 'plausible', domain, 4);
    expect(requests.map(({ status, problems }) => ({ status, problems }))).toEqual(
      Array(4).fill({ status: 202, problems: [] }),
    );
    expect(
      requests.every(({ contentType, cookie }) => contentType.startsWith('text/plain') && cookie === ''),
    ).toBe(true);
    const url = `${configuredBaseUrl}/pricing?utm_source=flyer`;
    // Calculating puts the estimate in the address instead of the query it arrived with.
    const estimated = `${configuredBaseUrl}/pricing`;
    const referrer = 'https://www.google.com/search';
    // Each report is its own request: they may arrive in any order.
    expect(bodies).toEqual(
      expect.arrayContaining([
        { name: 'pageview', url, domain, referrer },
        { name: 'call_click', url, domain, referrer, props: { target: calls } },
        {
          name: 'estimate_calculated',
          url: estimated,
          domain,
          referrer,
          props: { kind: 'commercial', size: '1000-2499', tier: 'standard' },
        },
        { name: 'text_click', url: estimated, domain, referrer, props: { target: 'sms' } },
      ]),
    );
    expect((await serverState(request)).preflights.filter((entry) => entry.path === '/api/event')).toEqual(
      [],
    );
  });

  test('Umami receives page views and custom events it accepts, as JSON after a preflight', async ({
    page,
    request,
  }) => {
    const website = await switchTo(page, 'umami');
    await visit(page);
    const { requests, bodies } = await received(request, 'umami', website, 4);
    expect(requests.map(({ status, problems }) => ({ status, problems }))).toEqual(
      Array(4).fill({ status: 200, problems: [] }),
    );
    expect(
      requests.every(({ contentType, cookie }) => contentType === 'application/json' && cookie === ''),
    ).toBe(true);
    const base = {
      website,
      url: '/pricing?utm_source=flyer',
      referrer: 'https://www.google.com/search',
      hostname: new URL(configuredBaseUrl).hostname,
      language: await page.evaluate(() => navigator.language),
      screen: await page.evaluate(() => `${screen.width}x${screen.height}`),
      title: await page.title(),
    };
    expect(bodies).toEqual(
      expect.arrayContaining([
        { type: 'event', payload: base },
        { type: 'event', payload: { ...base, name: 'call_click', data: { target: calls } } },
        {
          type: 'event',
          payload: {
            ...base,
            url: '/pricing',
            name: 'estimate_calculated',
            data: { kind: 'commercial', size: '1000-2499', tier: 'standard' },
          },
        },
        { type: 'event', payload: { ...base, url: '/pricing', name: 'text_click', data: { target: 'sms' } } },
      ]),
    );
    expect((await serverState(request)).preflights).toContainEqual({
      path: '/api/send',
      requestHeaders: 'content-type',
    });
  });

  test('the stand-ins reject what the real servers reject', async ({ request }) => {
    const post = async (path: string, data: string, contentType: string) =>
      (
        await request.post(`${thirdPartyOrigin}${path}`, { data, headers: { 'content-type': contentType } })
      ).status();
    expect(await post('/api/event', '{"name":"pageview","url":"https://x.example/"}', 'text/plain')).toBe(
      400,
    );
    expect(await post('/api/event', 'not json', 'text/plain')).toBe(400);
    const payload = { website: randomUUID(), url: '/', hostname: 'x.example' };
    expect(await post('/api/send', JSON.stringify({ type: 'event', payload }), 'text/plain')).toBe(400);
    expect(
      await post(
        '/api/send',
        JSON.stringify({ type: 'event', payload: { ...payload, website: 'x' } }),
        'application/json',
      ),
    ).toBe(400);
    expect(await post('/api/send', JSON.stringify({ type: 'event', payload }), 'application/json')).toBe(200);
  });
});

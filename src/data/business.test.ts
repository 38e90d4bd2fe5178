import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { business, parseBusiness, unknownKeyLine } from './business.ts';

function problemsWith(change: Record<string, unknown>): string[] {
  const result = parseBusiness({ ...business, ...change });
  return result.ok ? [] : result.problems;
}

describe('business facts', () => {
  it('are valid as the owner left them', () => {
    expect(parseBusiness(business).ok).toBe(true);
  });

  it('keep the site URL as an origin without a trailing slash', () => {
    const result = parseBusiness({ ...business, siteUrl: 'https://example.com/' });
    expect(result.ok && result.data.siteUrl).toBe('https://example.com');
  });

  it('accept http only for a local site', () => {
    expect(problemsWith({ siteUrl: 'http://localhost:4321' })).toEqual([]);
  });
});

describe('a bad setting is one plain line naming the setting, the value and what is expected', () => {
  it('SITE_URL must be an https origin', () => {
    for (const bad of [
      'ftp://x',
      'http://example.org',
      'javascript:alert(1)',
      'https://example.org/shop',
      'not a url',
    ]) {
      expect(problemsWith({ siteUrl: bad })).toEqual([
        `SITE_URL ${JSON.stringify(bad)} must be an https origin such as https://www.example.com`,
      ]);
    }
  });

  it('the estimate form, its script and the analytics endpoint must be https', () => {
    const form = {
      ...business.estimateForm,
      iframeUrl: 'http://forms.example/f',
      scriptUrl: 'javascript:alert(1)',
    };
    expect(problemsWith({ estimateForm: form, analytics: { endpoint: 'http://collect.example' } })).toEqual([
      'PUBLIC_ESTIMATE_FORM_URL "http://forms.example/f" must be an https:// URL such as https://forms.example.com/estimate',
      'PUBLIC_ESTIMATE_FORM_SCRIPT "javascript:alert(1)" must be an https:// URL such as https://forms.example.com/estimate',
      'PUBLIC_ANALYTICS_ENDPOINT "http://collect.example" must be an https:// URL such as https://forms.example.com/estimate',
    ]);
  });

  it('the estimate form prefill names detail=parameter pairs of known details, once each', () => {
    const withPrefill = (prefill: string) =>
      problemsWith({ estimateForm: { ...business.estimateForm, prefill } });
    expect(withPrefill('kind=entry.1,area=entry.2')).toEqual([]);
    expect(withPrefill('kind=entry.1,area')).toEqual([
      'PUBLIC_ESTIMATE_FORM_PREFILL "kind=entry.1,area" must be detail=parameter pairs separated by commas, such as kind=entry.1001,area=entry.1002; "area" is not one',
    ]);
    expect(withPrefill('size=entry.2')).toEqual([
      'PUBLIC_ESTIMATE_FORM_PREFILL "size=entry.2" names "size", which is not a detail; the details are kind, area, finish, condition, timeline, estimate, message',
    ]);
    expect(withPrefill('kind=a,kind=b')).toEqual([
      'PUBLIC_ESTIMATE_FORM_PREFILL "kind=a,kind=b" names "kind" twice',
    ]);
  });

  it('reads the prefill setting into parameter names per detail', () => {
    const result = parseBusiness({
      ...business,
      estimateForm: { ...business.estimateForm, prefill: ' kind = entry.1 , estimate=entry.6 ' },
    });
    expect(result.ok && result.data.estimateForm.prefill).toEqual({ kind: 'entry.1', estimate: 'entry.6' });
  });

  it('the name must not be blank', () => {
    expect(problemsWith({ name: '   ' })).toEqual(['src/data/business.ts name "   " must not be empty']);
  });

  it('a phone number must be stored in E.164 form', () => {
    expect(problemsWith({ phones: { ...business.phones, tollFree: '(888) 555-0142' } })).toEqual([
      'src/data/business.yaml phones.tollFree "(888) 555-0142" must be a phone number in E.164 form, such as +18885550142',
    ]);
  });

  it('hours must open before they close and list each day once', () => {
    const closesFirst = [{ label: 'Monday', days: ['Monday'], opens: '17:00', closes: '08:00' }];
    expect(problemsWith({ hours: closesFirst })).toEqual([
      'src/data/business.yaml hours.0.closes "08:00" must open before it closes',
    ]);
    const twice = [
      { label: 'Weekdays', days: ['Monday', 'Tuesday'], opens: '08:00', closes: '17:00' },
      { label: 'Monday', days: ['Monday'], opens: '09:00', closes: '12:00' },
    ];
    expect(problemsWith({ hours: twice })[0]).toMatch(
      /^src\/data\/business\.yaml hours .* must list each day once; Monday appears twice$/,
    );
  });

  describe('analytics settings', () => {
    const umamiId = '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b';
    const withAnalytics = (analytics: Record<string, string>) => problemsWith({ analytics });

    it('PUBLIC_ANALYTICS_PROVIDER must be plausible or umami', () => {
      expect(withAnalytics({ provider: 'matomo', endpoint: 'https://stats.example' })).toEqual([
        'PUBLIC_ANALYTICS_PROVIDER "matomo" must be plausible or umami (or unset, for the generic JSON POST to the endpoint)',
      ]);
      expect(withAnalytics({ provider: 'toString', endpoint: 'https://stats.example' })).toHaveLength(1);
    });

    it('a provider needs an endpoint and a site id', () => {
      expect(withAnalytics({ provider: 'plausible' })).toEqual([
        'PUBLIC_ANALYTICS_ENDPOINT missing must be set with PUBLIC_ANALYTICS_PROVIDER=plausible: the address of Plausible, such as https://plausible.io',
        "PUBLIC_ANALYTICS_SITE_ID missing must be the site's domain as added in Plausible, such as coralcoastepoxyfloors.com (no https://) with PUBLIC_ANALYTICS_PROVIDER=plausible",
      ]);
      expect(withAnalytics({ provider: 'umami', siteId: umamiId })).toEqual([
        'PUBLIC_ANALYTICS_ENDPOINT missing must be set with PUBLIC_ANALYTICS_PROVIDER=umami: the address of Umami, such as https://cloud.umami.is',
      ]);
    });

    it("the site id must be Plausible's domain or Umami's website UUID", () => {
      expect(
        withAnalytics({
          provider: 'plausible',
          endpoint: 'https://plausible.io',
          siteId: 'https://example.com',
        }),
      ).toEqual([
        `PUBLIC_ANALYTICS_SITE_ID "https://example.com" must be the site's domain as added in Plausible, such as coralcoastepoxyfloors.com (no https://) with PUBLIC_ANALYTICS_PROVIDER=plausible`,
      ]);
      expect(
        withAnalytics({
          provider: 'umami',
          endpoint: 'https://cloud.umami.is',
          siteId: 'coralcoastepoxyfloors.com',
        }),
      ).toEqual([
        'PUBLIC_ANALYTICS_SITE_ID "coralcoastepoxyfloors.com" must be the website ID Umami shows for the site, a UUID such as 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b with PUBLIC_ANALYTICS_PROVIDER=umami',
      ]);
      expect(
        withAnalytics({ provider: 'plausible', endpoint: 'https://plausible.io', siteId: 'a.com,b.com' }),
      ).toEqual([]);
    });

    it('a site id without a provider is a mistake, not silently ignored', () => {
      expect(withAnalytics({ endpoint: 'https://stats.example/collect', siteId: umamiId })).toEqual([
        `PUBLIC_ANALYTICS_SITE_ID "${umamiId}" is used only with PUBLIC_ANALYTICS_PROVIDER (plausible or umami); set the provider or unset this`,
      ]);
    });

    it('a provider endpoint must be https too, except on this machine for tests', () => {
      expect(
        withAnalytics({ provider: 'umami', endpoint: 'http://umami.example.com', siteId: umamiId })[0],
      ).toBe(
        'PUBLIC_ANALYTICS_ENDPOINT "http://umami.example.com" must be an https:// URL such as https://forms.example.com/estimate',
      );
      expect(
        withAnalytics({ provider: 'umami', endpoint: 'http://127.0.0.1:4330', siteId: umamiId }),
      ).toEqual([]);
    });

    it("posts to the provider's API path under the endpoint, once", () => {
      const endpointFor = (provider: string | undefined, endpoint: string) => {
        const input = {
          endpoint,
          ...(provider ? { provider, siteId: provider === 'umami' ? umamiId : 'a.com' } : {}),
        };
        const result = parseBusiness({ ...business, analytics: input });
        if (!result.ok) throw new Error(result.problems.join('\n'));
        // Parsing what was parsed changes nothing: the path is added once.
        const again = parseBusiness(result.data);
        expect(again.ok && again.data.analytics).toEqual(result.data.analytics);
        return result.data.analytics.endpoint;
      };
      expect(endpointFor('plausible', 'https://plausible.io')).toBe('https://plausible.io/api/event');
      expect(endpointFor('plausible', 'https://plausible.io/')).toBe('https://plausible.io/api/event');
      expect(endpointFor('plausible', 'https://plausible.io/api/event')).toBe(
        'https://plausible.io/api/event',
      );
      expect(endpointFor('plausible', 'https://www.example.com/stats/')).toBe(
        'https://www.example.com/stats/api/event',
      );
      expect(endpointFor('umami', 'https://cloud.umami.is')).toBe('https://cloud.umami.is/api/send');
      expect(endpointFor('umami', 'https://stats.example.com/umami')).toBe(
        'https://stats.example.com/umami/api/send',
      );
      expect(endpointFor(undefined, 'https://collect.example/c')).toBe('https://collect.example/c');
    });
  });
});

describe('the quote form setting (PUBLIC_QUOTE_FORM_ACTION)', () => {
  const withAction = (action: string, estimateForm: Record<string, unknown> = {}) =>
    parseBusiness({
      ...business,
      quoteForm: { ...business.quoteForm, action },
      estimateForm: { ...business.estimateForm, ...estimateForm },
    });

  it('takes an https endpoint as given, or the word netlify', () => {
    const endpoint = withAction(' https://formspree.io/f/abcdwxyz ');
    expect(endpoint.ok && endpoint.data.quoteForm.action).toBe('https://formspree.io/f/abcdwxyz');
    const netlify = withAction('Netlify');
    expect(netlify.ok && netlify.data.quoteForm.action).toBe('netlify');
    const local = withAction('http://127.0.0.1:4332/quote');
    expect(local.ok && local.data.quoteForm.action).toBe('http://127.0.0.1:4332/quote');
  });

  it('refuses anything else with one line naming the setting, the value and what is expected', () => {
    for (const bad of [
      'http://forms.example/f',
      'netlify-forms',
      'formspree.io/f/abc',
      'https://user:secret@forms.example/f',
      'https:forms.example/f',
      'javascript:alert(1)',
    ]) {
      const result = withAction(bad);
      expect(result.ok ? [] : result.problems).toEqual([
        `PUBLIC_QUOTE_FORM_ACTION ${JSON.stringify(bad)} must be the word netlify (Netlify Forms) or an https:// address that accepts a form POST, such as https://formspree.io/f/abcdwxyz`,
      ]);
    }
  });

  it('wins over the third-party form when both are set, and says so', () => {
    const result = withAction('https://formspree.io/f/abcdwxyz', {
      iframeUrl: 'https://forms.example/estimate',
      iframeUrlEs: 'https://forms.example/es',
      scriptUrl: 'https://forms.example/loader.js',
      prefill: 'kind=entry.1',
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.data.estimateForm.iframeUrl).toBeUndefined();
    expect(result.data.estimateForm.iframeUrlEs).toBeUndefined();
    expect(result.data.estimateForm.scriptUrl).toBeUndefined();
    expect(result.data.estimateForm.prefill).toBeUndefined();
    expect(result.notices).toEqual([
      "PUBLIC_QUOTE_FORM_ACTION wins over PUBLIC_ESTIMATE_FORM_URL and PUBLIC_ESTIMATE_FORM_URL_ES: the site's own quote form is shown on /contact, the home page and the Spanish pages, and the third-party form is not used; unset one of the settings to choose",
    ]);
  });

  it('leaves the third-party form alone when no quote form is set, and says nothing', () => {
    const result = parseBusiness({
      ...business,
      estimateForm: { ...business.estimateForm, iframeUrl: 'https://forms.example/estimate' },
    });
    expect(result.ok && result.data.estimateForm.iframeUrl).toBe('https://forms.example/estimate');
    expect(result.ok && result.notices).toEqual([]);
  });
});

describe('the other ways in: booking page, WhatsApp, Google Business Profile', () => {
  it('take https addresses and an E.164 WhatsApp number', () => {
    const result = parseBusiness({
      ...business,
      bookingUrl: 'https://clienthub.getjobber.com/booking/abc',
      whatsapp: '+13055550187',
      googleBusinessProfile: 'https://maps.app.goo.gl/abc',
      reviewUrl: 'https://g.page/r/abc/review',
    });
    expect(result.ok && [result.data.bookingUrl, result.data.whatsapp]).toEqual([
      'https://clienthub.getjobber.com/booking/abc',
      '+13055550187',
    ]);
  });

  it('refuse a booking page that is not https with one line naming the setting', () => {
    expect(problemsWith({ bookingUrl: 'http://calendly.com/coral' })).toEqual([
      'PUBLIC_BOOKING_URL "http://calendly.com/coral" must be an https:// address such as https://clienthub.getjobber.com/booking/abc123',
    ]);
    expect(problemsWith({ whatsapp: '305-555-0187' })).toEqual([
      'src/data/business.yaml whatsapp "305-555-0187" must be a phone number in E.164 form, + and the country code, such as +13055550187',
    ]);
  });
});

describe('business.yaml refuses a key it does not know', () => {
  const owner = readFileSync('src/data/business.yaml', 'utf8');

  it('names the key, the closest one it knows and the keys it expected', () => {
    const { whatsapp: _unset, ...facts } = business;
    const result = parseBusiness(facts, ['phones', 'whatsap']);
    expect(result.ok ? [] : result.problems).toEqual([
      'src/data/business.yaml whatsap is not a key it knows (did you mean whatsapp?); the keys there are phones, email, hours, social, reviewProfiles, whatsapp, googleBusinessProfile, reviewUrl',
    ]);
    expect(unknownKeyLine('tollfree', ['phones'])).toBe(
      'src/data/business.yaml phones.tollfree is not a key it knows (did you mean tollFree?); the keys there are tollFree, local',
    );
  });

  it('a nested key too: a misspelt hours field', () => {
    const hours = business.hours.map((h, index) => (index === 0 ? { ...h, close: '19:00' } : h));
    expect(problemsWith({ hours })).toEqual([
      'src/data/business.yaml hours.0.close is not a key it knows (did you mean closes?); the keys there are label, days, opens, closes',
    ]);
  });

  /** Loads the facts as the build does (astro.config.ts imports business.ts), with these settings. */
  function load(env: Record<string, string>) {
    return spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await import('./src/data/business.ts')"],
      { env: { ...process.env, VITEST: '', ...env }, encoding: 'utf8' },
    );
  }

  it('stops the build with one line for an unknown key, and for an http booking page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'business-yaml-'));
    try {
      const file = join(dir, 'business.yaml');
      writeFileSync(file, `${owner}\nwhatsap: '+13055550187'\n`);
      const unknown = load({ BUSINESS_YAML: file });
      expect(unknown.status).toBe(1);
      expect(unknown.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^src\/data\/business\.yaml whatsap is not a key it knows \(did you mean whatsapp\?\)/,
        ),
      ]);
      const http = load({ PUBLIC_BOOKING_URL: 'http://calendly.com/coral' });
      expect(http.status).toBe(1);
      expect(http.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^PUBLIC_BOOKING_URL "http:\/\/calendly\.com\/coral" must be an https:\/\/ address/,
        ),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Two Node processes that load zod and the facts: seconds on a busy machine.
  }, 60_000);
});

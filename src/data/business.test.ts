import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { parse } from 'yaml';
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
    expect(problemsWith({ name: '   ' })).toEqual(['src/data/business.yaml name "   " must not be empty']);
  });

  it('a phone number must be +1 and ten digits, with an example to copy', () => {
    expect(problemsWith({ phones: { local: '(305) 555-0187' } })).toEqual([
      `src/data/business.yaml phones.local "(305) 555-0187" must be +1 and the ten digits, without spaces or dashes, such as '+13055550187'`,
    ]);
  });

  it('hours must open before they close and list each day once, rows counted from 1', () => {
    const closesFirst = [{ label: 'Monday', days: ['Monday'], opens: '17:00', closes: '08:00' }];
    expect(problemsWith({ hours: closesFirst })).toEqual([
      'src/data/business.yaml hours row 1 closes "08:00" must be later than the opening time',
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
      'src/data/business.yaml whatsapp "305-555-0187" must be + and the country code, then the number, without spaces or dashes, such as \'+13055550187\'',
    ]);
  });
});

describe('business.yaml refuses a key it does not know', () => {
  const owner = readFileSync('src/data/business.yaml', 'utf8');

  it('names the key, the closest one it knows and the keys it expected', () => {
    const { whatsapp: _unset, ...facts } = business;
    const result = parseBusiness(facts, ['phones', 'whatsap']);
    expect(result.ok ? [] : result.problems).toEqual([
      'src/data/business.yaml whatsap is not a key it knows (did you mean whatsapp?); the keys there are name, legalName, tagline, foundingYear, foundingYearSample, license, phones, email, address, geo, counties, hours, whatsapp, social, googleBusinessProfile, reviewUrl, reviewPlatforms, claims',
    ]);
    expect(unknownKeyLine('tollfree', ['phones'])).toBe(
      'src/data/business.yaml phones.tollfree is not a key it knows (did you mean tollFree?); the keys there are local, tollFree',
    );
  });

  it('a nested key too: a misspelt hours field', () => {
    const hours = business.hours.map((h, index) => (index === 0 ? { ...h, close: '19:00' } : h));
    expect(problemsWith({ hours })).toEqual([
      'src/data/business.yaml hours row 1 close is not a key it knows (did you mean closes?); the keys there are label, days, opens, closes',
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

describe('business.yaml holds every fact, each checked with a message an owner can act on', () => {
  it('takes one phone: local alone, never a toll-free number in its place', () => {
    expect(problemsWith({ phones: { local: business.phones.local } })).toEqual([]);
    expect(problemsWith({ phones: { local: '+18885550142' } })).toEqual([
      'src/data/business.yaml phones.local "+18885550142" is a toll-free number, which cannot take text messages: put it under tollFree, and your local or mobile number here',
    ]);
  });

  it('takes a toll-free line only with a toll-free area code', () => {
    for (const code of ['800', '833', '844', '855', '866', '877', '888'])
      expect(problemsWith({ phones: { local: '+13055550187', tollFree: `+1${code}5550142` } })).toEqual([]);
    expect(problemsWith({ phones: { local: '+13055550187', tollFree: '+13055550142' } })).toEqual([
      `src/data/business.yaml phones.tollFree "+13055550142" must be a toll-free number (800, 833, 844, 855, 866, 877 or 888), +1 and the ten digits, such as '+18885550142'; a local number goes under local, and one number alone needs only local`,
    ]);
  });

  it('says to quote a phone YAML read as a number', () => {
    // `whatsapp: +13055550187` without quotes is the number 13055550187 to YAML.
    const unquoted = parse('whatsapp: +13055550187\nlocal: 3055550187\n') as Record<string, number>;
    expect(problemsWith({ whatsapp: unquoted['whatsapp'] })).toEqual([
      "src/data/business.yaml whatsapp 13055550187 is read as a number: write it in quotes: '+13055550187'",
    ]);
    expect(problemsWith({ phones: { local: unquoted['local'] } })).toEqual([
      "src/data/business.yaml phones.local 3055550187 is read as a number: write it in quotes: '+13055550187'",
    ]);
    expect(problemsWith({ address: { ...business.address, postalCode: 33130 } })).toEqual([
      "src/data/business.yaml address.postalCode 33130 is read as a number: write it in quotes: '33130'",
    ]);
  });

  it('says to drop the quotes from a number written as text', () => {
    expect(problemsWith({ foundingYear: '2018' })).toEqual([
      'src/data/business.yaml foundingYear "2018" must be a number: write 2018, without quotes',
    ]);
  });

  it('counts list rows from 1 and names the key inside the row', () => {
    const platform = { name: 'Google', rating: 4.9, count: 12, url: 'https://g.page/r/abc' };
    expect(problemsWith({ reviewPlatforms: [platform, { ...platform, rating: 6 }] })).toEqual([
      'src/data/business.yaml reviewPlatforms row 2 rating 6 must be a number from 1 to 5, such as 4.8',
    ]);
    expect(problemsWith({ hours: [{ label: 'Monday', days: ['Monday'], opens: '08:00' }] })).toEqual([
      'src/data/business.yaml hours row 1 closes is missing: add it (a text)',
    ]);
  });

  it('takes only https:// links for social pages, review platforms and the license, showing the value refused', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'http://www.facebook.com/x']) {
      expect(problemsWith({ social: [{ name: 'Facebook', url: bad }] })).toEqual([
        `src/data/business.yaml social row 1 url ${JSON.stringify(bad)} must be an https:// address such as https://www.facebook.com/yourpage`,
      ]);
      const platform = { name: 'Yelp', rating: 4.8, count: 3, url: bad };
      expect(problemsWith({ reviewPlatforms: [platform] })).toEqual([
        `src/data/business.yaml reviewPlatforms row 1 url ${JSON.stringify(bad)} must be an https:// address such as https://g.page/r/your-profile`,
      ]);
      expect(problemsWith({ license: { number: 'CGC1', verifyUrl: bad } })).toEqual([
        `src/data/business.yaml license.verifyUrl ${JSON.stringify(bad)} must be an https:// address such as https://www.myfloridalicense.com/wl11.asp`,
      ]);
    }
  });

  it('takes any subset of review platforms and claims, none required', () => {
    expect(problemsWith({ reviewPlatforms: [], claims: {} })).toEqual([]);
    const { reviewPlatforms: _platforms, claims: _claims, ...rest } = business;
    const result = parseBusiness(rest);
    expect(result.ok && [result.data.reviewPlatforms, result.data.claims]).toEqual([[], {}]);
    expect(problemsWith({ claims: { crewSize: { value: '18' } } })).toEqual([
      'src/data/business.yaml claims.crewSize.value "18" must be a number: write 18, without quotes',
    ]);
  });

  it('points a key of an earlier version to where its facts are now', () => {
    const result = parseBusiness(business, ['reviewProfiles']);
    expect(result.ok ? [] : result.problems).toEqual([
      'src/data/business.yaml reviewProfiles is not a key it knows any more: each review platform is now a row of reviewPlatforms, with its name, rating, count and url (your profile page)',
    ]);
  });
});

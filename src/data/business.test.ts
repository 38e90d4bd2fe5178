import { describe, expect, it } from 'vitest';

import { business, parseBusiness } from './business.ts';

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
});

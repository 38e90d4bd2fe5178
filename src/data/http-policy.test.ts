import { afterEach, describe, expect, it, vi } from 'vitest';

/** The site's policy as a build with these settings writes it (business.ts reads them at import). */
async function policyWith(settings: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  return (await import('./http-policy.ts')).contentSecurityPolicy;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the Content-Security-Policy for the quote form', () => {
  it('lets the form post to, and fetch from, exactly its endpoint', async () => {
    const policy = await policyWith({ PUBLIC_QUOTE_FORM_ACTION: 'https://formspree.io/f/abcdwxyz' });
    expect(policy['form-action']).toEqual(["'self'", 'https://formspree.io']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://formspree.io']);
  });

  it('keeps both to the site itself for Netlify Forms', async () => {
    const policy = await policyWith({ PUBLIC_QUOTE_FORM_ACTION: 'netlify' });
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('allows the analytics collector beside the endpoint, and frames nothing when the own form wins', async () => {
    const policy = await policyWith({
      PUBLIC_QUOTE_FORM_ACTION: 'https://usebasin.com/f/abc123',
      PUBLIC_ANALYTICS_ENDPOINT: 'https://plausible.io',
      PUBLIC_ESTIMATE_FORM_URL: 'https://forms.example/estimate',
      PUBLIC_ESTIMATE_FORM_SCRIPT: 'https://cdn.forms.example/loader.js',
    });
    expect(policy['connect-src']).toEqual(["'self'", 'https://plausible.io', 'https://usebasin.com']);
    expect(policy['form-action']).toEqual(["'self'", 'https://usebasin.com']);
    expect(policy['frame-src']).toBeUndefined();
    expect(policy['script-src']).toEqual(["'self'"]);
  });

  it('allows no other form target without a quote form', async () => {
    const policy = await policyWith({});
    expect(policy['form-action']).toEqual(["'self'"]);
  });
});

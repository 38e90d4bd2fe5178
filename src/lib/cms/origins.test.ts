import { describe, expect, it } from 'vitest';

import { adminCsp, adminCspDirectives, adminHeaders } from './origins.ts';

describe('the /admin Content-Security-Policy', () => {
  it('lets the editor reach GitHub, the sign-in service and its version number, nothing else outside', () => {
    const directives = adminCspDirectives('https://auth.example.workers.dev/some/path');
    expect(directives['connect-src']).toEqual([
      "'self'",
      'blob:',
      'data:',
      'https://api.github.com',
      'https://www.githubstatus.com',
      'https://unpkg.com/@sveltia/cms/package.json',
      'https://auth.example.workers.dev',
    ]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['font-src']).toEqual(["'self'", 'data:']);
    const origins = Object.values(directives)
      .flat()
      .filter((source) => source.startsWith('https://'));
    expect(new Set(origins)).toEqual(
      new Set([
        'https://api.github.com',
        'https://www.githubstatus.com',
        'https://avatars.githubusercontent.com',
        'https://unpkg.com/@sveltia/cms/package.json',
        'https://auth.example.workers.dev',
      ]),
    );
  });

  it("signs in through Netlify's provider when no auth address is set", () => {
    expect(adminCsp()).toContain('connect-src ');
    expect(adminCspDirectives()['connect-src']).toContain('https://api.netlify.com');
  });

  it('keeps /admin out of search results', () => {
    expect(adminHeaders()).toMatchObject({
      'X-Robots-Tag': 'noindex, nofollow',
      'Content-Security-Policy': adminCsp(),
    });
  });
});

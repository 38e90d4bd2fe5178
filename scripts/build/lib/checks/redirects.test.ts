import { describe, expect, it } from 'vitest';

import { redirectPage, validFiles, check } from './fixture.ts';

describe('the redirect check', () => {
  it('reports a redirect page whose target does not exist', async () => {
    const result = await check({
      ...validFiles(),
      'old-garage.html': redirectPage.replaceAll('/services/garage', '/gone'),
    });
    expect(result.errors).toEqual([
      '/old-garage: redirect links to /gone, which is not a built page or a file in dist',
    ]);
  });
});

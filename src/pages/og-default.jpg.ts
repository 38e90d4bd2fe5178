/**
 * The default social-sharing image, drawn at build with the current business name (see
 * lib/social-image.ts). Written to dist/og-default.jpg.
 */
import type { APIRoute } from 'astro';

import { business } from '#src/data/business.ts';
import { renderSocialImage } from '#src/lib/social-image.ts';

export const GET: APIRoute = async () => {
  const image = await renderSocialImage(
    'src/assets/images/hero-garage-floor.jpg',
    business.name,
    business.tagline.en,
  );
  return new Response(new Uint8Array(image), { headers: { 'content-type': 'image/jpeg' } });
};

/**
 * Before going live: lists every placeholder the project still ships with (the values in
 * DESIGN.md's defaults, sample testimonials, gallery projects and case studies, generated photos,
 * search links instead of review profiles) and fails when the canonical SITE_URL is still the placeholder domain, because search
 * engines would index the site under it.
 *
 *   npm run launch-check            # on the host: npm run launch-check && npm run build
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { business } from '#src/data/business.ts';
import { reviewPlatforms } from '#src/data/review-platforms.ts';

import { listSampleContent } from './sample-content.ts';

/** The values the project shipped with; none of them belongs to a real business. */
const shipped = {
  siteHost: 'www.coralcoastepoxyfloors.com',
  license: 'CGC1534217',
  emailDomain: 'coralcoastepoxyfloors.com',
};

/** sha256 of each photo scripts/generate-images.ts makes (the output is deterministic). */
const generatedPhotos: Record<string, string> = {
  '7fac0e1392c13bb33b5a278e39735a9330a3278f424fd0d838508e54e6a20c4d': 'basement-floor.jpg',
  b6e2e28552241d4733c52ae9c7efe10b7720f2975b2adb3de6581dc0245f75e2: 'before-cracked.jpg',
  '678ba63a8496212c271d57c4a4f075be9f57626864f2fc707e4ecc54adf57fb8': 'before-pitted.jpg',
  '41a0dbde38efae3ff47a1d4f07a56329fb4cd9c1c3c5743632686014f33adff6': 'before-stained.jpg',
  c0d1ec05c3743dffb610c28d7c0a2a654da9109420e5c3ee5f73646276050e4e: 'commercial-solid.jpg',
  ff5143654e1216998435066232ed8e881934a385016988c014f4c18d530fdd54: 'garage-flake.jpg',
  '69bcf77719e6fdd648868eb4f0f4b027c9f811967078e55f74455600defa8f8e': 'hero-garage-floor.jpg',
  d9bd5f3a570a07a7a0eb4c64bead3a062490fc8e45adb8f9af8c667cd737b2d9: 'industrial-floor.jpg',
  '052d17fff883db5afbc070f4c356ec5105097d2659efe2cb1fa27e90a1ffe09e': 'metallic-swirl.jpg',
  c48f8afea3d05c921843a5b698ac72f6911d7e6229f221d8f5162ee2666a3c66: 'pool-deck-quartz.jpg',
  b45fe12e7da8d9cda0b3d390ad29fa62df747f63f35745114c7273bba7348a95: 'repair-resurfaced.jpg',
};

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry) ? [path] : [];
  });
}

const placeholders: string[] = [];
const fatal: string[] = [];

if (new URL(business.siteUrl).host === shipped.siteHost) {
  fatal.push(
    `SITE_URL is still the placeholder ${business.siteUrl}: set it to your domain (environment variable SITE_URL)`,
  );
}
if (business.license.number === shipped.license) {
  placeholders.push(
    `license number ${business.license.number} is a placeholder (src/data/business.ts license.number)`,
  );
}
for (const [line, e164] of Object.entries(business.phones)) {
  if (/^\+1\d{3}55501\d\d$/.test(e164))
    placeholders.push(`phones.${line} ${e164} is a fictional 555-01xx number (src/data/business.yaml)`);
}
if (business.email.endsWith(`@${shipped.emailDomain}`)) {
  placeholders.push(`email ${business.email} is on the placeholder domain (src/data/business.yaml email)`);
}
for (const social of business.social) {
  const url = new URL(social.url);
  if (url.pathname === '/' || url.pathname === '') {
    placeholders.push(
      `social link ${social.name} points at ${social.url}, not your page (src/data/business.yaml social)`,
    );
  }
}
for (const platform of reviewPlatforms) {
  if (/search|maps\/search/.test(platform.url)) {
    placeholders.push(
      `review link ${platform.name} searches for the name; add it to reviewProfiles (src/data/business.yaml)`,
    );
  }
}
placeholders.push(...listSampleContent());
for (const file of filesUnder('src', /\.(jpe?g|png|webp)$/i)) {
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
  if (generatedPhotos[hash])
    placeholders.push(`photo ${file} is a generated placeholder: drop a real photo in its place`);
}
if (!business.quoteForm.action && !business.estimateForm.iframeUrl) {
  placeholders.push(
    'no quote form configured (PUBLIC_QUOTE_FORM_ACTION, or PUBLIC_ESTIMATE_FORM_URL): visitors get call / text / email instead',
  );
}
if (business.estimateForm.iframeUrl && !business.estimateForm.readyMessage) {
  placeholders.push(
    'estimate form without a ready message (PUBLIC_ESTIMATE_FORM_READY_MESSAGE): the page cannot hide a ' +
      'provider error inside the frame, so call / text / email stay above the form; set it if your provider sends one',
  );
}
if (!business.analytics.endpoint) placeholders.push('analytics off (PUBLIC_ANALYTICS_ENDPOINT unset)');
if (!process.env['CMS_REPO']?.trim()) {
  placeholders.push(
    'the editor at /admin saves nowhere (CMS_REPO unset): see "Editing in the browser" in the README',
  );
}

console.log(`launch-check: ${placeholders.length} placeholder(s) still at their default:`);
for (const line of placeholders) console.log(`  - ${line}`);
if (fatal.length > 0) {
  for (const line of fatal) console.error(`launch-check: ${line}`);
  process.exitCode = 1;
} else {
  console.log('launch-check: the site URL is set; ready to build for production.');
}

/**
 * Before going live (`npm run launch-check`): lists every placeholder the project still ships with, and
 * fails while SITE_URL is the placeholder domain, because search engines would index the site under it.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { business } from '#src/data/business.ts';
import { reviewPlatforms } from '#src/data/review-platforms.ts';

import { listSampleContent } from './lib/sample-content.ts';

/** The values the project shipped with; none of them belongs to a real business. */
const shipped = {
  siteHost: 'www.coralcoastepoxyfloors.com',
  license: 'CGC1534217',
  emailDomain: 'coralcoastepoxyfloors.com',
};

/** sha256 of each placeholder photo, by file, as photo-renderer/ wrote them. */
const generatedPhotos = new Set(
  Object.values(
    JSON.parse(readFileSync('src/assets/generated-photos.json', 'utf8')) as Record<string, string>,
  ),
);

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
// The policies the form is sent under say what the owner does: the owner reads them and marks each
// file "# Reviewed by the owner: yes".
for (const file of [
  'src/content/pages/privacy.yaml',
  'src/content/pages/es/privacy.yaml',
  'src/content/pages/accessibility.yaml',
  'src/content/pages/es/accessibility.yaml',
]) {
  if (!/^# Reviewed by the owner: yes\s*$/m.test(readFileSync(file, 'utf8')))
    placeholders.push(
      `${file} is not reviewed yet: read it, then set its line "# Reviewed by the owner:" to yes`,
    );
}
const images = readdirSync('src', { recursive: true, withFileTypes: true }).filter(
  (entry) => entry.isFile() && /\.(jpe?g|png|webp)$/i.test(entry.name),
);
for (const file of images.map((entry) => join(entry.parentPath, entry.name))) {
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
  if (generatedPhotos.has(hash))
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
    'the editor at /admin saves nowhere (CMS_REPO unset): see "Editing in the browser" in docs/owner.md',
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

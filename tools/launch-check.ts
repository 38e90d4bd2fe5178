/**
 * Before going live (`npm run launch-check`): lists everything the project still ships that is not the
 * owner's, in the order an owner works through it, and exits non-zero while any of it would be
 * published:
 *
 * - every invented item marked `sample: true` (at any depth of src/data/business.yaml and of every
 *   content file: review figures, claimed figures, team, testimonials, gallery, case studies, sections);
 * - the shipped placeholders (555 phones, the sample email, license and site address, generated
 *   photos, policies the owner has not read).
 *
 * `--allow-samples` lets a preview deploy pass while still listing them (never a placeholder SITE_URL).
 * Settings the owner may leave off on purpose (analytics, the editor's repository, a booking page,
 * WhatsApp, the quote form) are listed apart under "not set (optional)" and never fail it. Settings
 * come from the environment and the project's .env files, as the build reads them (src/data/settings-files.ts).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { findSampleMarks, type SampleGroup } from './lib/sample-content.ts';
import { loadSettings } from '#src/data/settings-files.ts';

loadSettings();
// Imported after the settings are loaded: business.ts reads them when it loads.
const { business } = await import('#src/data/business.ts');

/** The values the project shipped with; none of them belongs to a real business. */
const shipped = {
  siteHost: 'www.coralcoastepoxyfloors.com',
  license: 'CGC1534217',
  emailDomain: 'coralcoastepoxyfloors.com',
};

type Group = SampleGroup | 'photos';
const order: readonly Group[] = [
  'business facts',
  'reviews',
  'team',
  'testimonials',
  'gallery',
  'photos',
  'case studies',
  'pages',
];

const toReplace: { group: Group; line: string }[] = [];
const optional: string[] = [];
const fatal: string[] = [];
const allowSamples = process.argv.includes('--allow-samples');

if (new URL(business.siteUrl).host === shipped.siteHost) {
  fatal.push(
    `SITE_URL is still the placeholder ${business.siteUrl}: set it to your domain (environment variable SITE_URL, or SITE_URL= in .env)`,
  );
}
if (business.license.number === shipped.license) {
  toReplace.push({
    group: 'business facts',
    line: `src/data/business.yaml license.number: ${business.license.number} is the sample license number`,
  });
}
for (const [line, e164] of Object.entries(business.phones as Record<string, string | undefined>)) {
  if (e164 && /^\+1\d{3}55501\d\d$/.test(e164))
    toReplace.push({
      group: 'business facts',
      line: `src/data/business.yaml phones.${line}: ${e164} is a fictional 555-01xx number`,
    });
}
if (business.email.endsWith(`@${shipped.emailDomain}`)) {
  toReplace.push({
    group: 'business facts',
    line: `src/data/business.yaml email: ${business.email} is on the sample domain`,
  });
}
business.social.forEach((social, index) => {
  const url = new URL(social.url);
  if (url.pathname === '/' || url.pathname === '') {
    toReplace.push({
      group: 'business facts',
      line: `src/data/business.yaml social.${index + 1}: ${social.name} points at ${social.url}, not your page`,
    });
  }
});
for (const mark of findSampleMarks()) {
  toReplace.push({ group: mark.group, line: `${mark.file} ${mark.keyPath}: ${mark.what}` });
}
// A review platform's link must be the owner's profile page, not a search (business.yaml reviewPlatforms).
business.reviewPlatforms.forEach((platform, index) => {
  if (/\/search\b|[?&](find_desc|find_text|query)=/.test(platform.url)) {
    toReplace.push({
      group: 'reviews',
      line: `src/data/business.yaml reviewPlatforms row ${index + 1} url: ${platform.name} links a search, not your profile page`,
    });
  }
});
/** sha256 of each placeholder photo, by file, as photo-renderer/ wrote them. */
const generatedPhotos = new Set(
  Object.values(
    JSON.parse(readFileSync('src/assets/generated-photos.json', 'utf8')) as Record<string, string>,
  ),
);
const images = readdirSync('src', { recursive: true, withFileTypes: true }).filter(
  (entry) => entry.isFile() && /\.(jpe?g|png|webp)$/i.test(entry.name),
);
for (const file of images.map((entry) => join(entry.parentPath, entry.name)).sort()) {
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
  if (generatedPhotos.has(hash))
    toReplace.push({ group: 'photos', line: `${file}: a generated photo; drop a real photo in its place` });
}
// The policies the form is sent under say what the owner does: the owner reads them and marks each
// file "# Reviewed by the owner: yes".
for (const file of [
  'src/content/pages/privacy.yaml',
  'src/content/pages/es/privacy.yaml',
  'src/content/pages/accessibility.yaml',
  'src/content/pages/es/accessibility.yaml',
]) {
  if (!/^# Reviewed by the owner: yes\s*$/m.test(readFileSync(file, 'utf8')))
    toReplace.push({
      group: 'pages',
      line: `${file}: not reviewed yet; read it, then set its line "# Reviewed by the owner:" to yes`,
    });
}

if (!business.quoteForm.action && !business.estimateForm.iframeUrl) {
  optional.push(
    'quote form (PUBLIC_QUOTE_FORM_ACTION, or PUBLIC_ESTIMATE_FORM_URL): visitors get call / text / email instead',
  );
}
if (business.estimateForm.iframeUrl && !business.estimateForm.readyMessage) {
  optional.push(
    'estimate form ready message (PUBLIC_ESTIMATE_FORM_READY_MESSAGE): call / text / email stay above the form',
  );
}
if (!business.bookingUrl)
  optional.push('booking page (PUBLIC_BOOKING_URL): no "Book an on-site estimate" link');
if (!business.whatsapp) optional.push('WhatsApp (whatsapp in src/data/business.yaml): no WhatsApp link');
if (!business.analytics.endpoint) optional.push('analytics (PUBLIC_ANALYTICS_ENDPOINT): no visit counts');
if (!process.env['CMS_REPO']?.trim()) {
  optional.push(
    'the editor at /admin (CMS_REPO): it saves nowhere; see "Editing in the browser" in docs/owner.md',
  );
}

const sorted = order.flatMap((group) => toReplace.filter((item) => item.group === group));
if (sorted.length === 0) {
  console.log('launch-check: nothing invented or left at a placeholder.');
} else {
  console.log(`launch-check: ${sorted.length} item(s) to replace or delete before launch:`);
  for (const group of order) {
    const lines = sorted.filter((item) => item.group === group);
    if (lines.length === 0) continue;
    console.log(`  ${group}:`);
    for (const { line } of lines) console.log(`    - ${line}`);
  }
}
if (optional.length > 0) {
  console.log(`launch-check: not set (optional, never fails):`);
  for (const line of optional) console.log(`  - ${line}`);
}
for (const line of fatal) console.error(`launch-check: ${line}`);
if (fatal.length > 0) {
  process.exitCode = 1;
} else if (sorted.length > 0 && !allowSamples) {
  console.error(
    'launch-check: not ready: the items above would be published. Replace or delete each ' +
      '(a real item is one without `sample: true`), or pass --allow-samples for a preview.',
  );
  process.exitCode = 1;
} else if (sorted.length > 0) {
  console.log(
    'launch-check: --allow-samples: passing for a preview; do not publish this build as your site.',
  );
} else {
  console.log('launch-check: ready to build for production.');
}

/**
 * The invented content the site ships with (entries marked `sample: true`), for `npm run launch-check`;
 * deleting `sample: true` from a real entry takes it off the list.
 */
import { rawEntries } from '#src/lib/content-files.ts';

export function listSampleContent(root = '.'): string[] {
  const lines: string[] = [];
  for (const { path, data } of rawEntries('testimonials', root)) {
    const { name, sample } = data as { name: string; sample?: boolean };
    if (sample) lines.push(`testimonial "${name}" is a sample (${path}): replace it with a customer's words`);
  }
  for (const { path, data, locale } of rawEntries('gallery', root)) {
    const { title, customerName, sample } = data as { title: string; customerName: string; sample?: boolean };
    if (locale !== 'en' || !sample) continue;
    lines.push(
      `gallery project "${title}" is a sample (${path}): an invented story and testimonial ("${customerName}"); replace it with a real job`,
    );
  }
  for (const { path, data, locale } of rawEntries('caseStudies', root)) {
    const { title, testimonial, sample } = data as {
      title: string;
      testimonial: { name: string };
      sample?: boolean;
    };
    if (locale !== 'en' || !sample) continue;
    lines.push(
      `case study "${title}" is a sample (${path}): an invented story and testimonial ("${testimonial.name}"); replace it with a real project`,
    );
  }
  return lines;
}

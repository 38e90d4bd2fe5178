/**
 * The invented content the site ships with (entries marked `sample: true`), for `npm run launch-check`;
 * deleting `sample: true` from a real entry takes it off the list.
 */
import { rawEntries } from '#src/lib/content-files.ts';

interface Testimonial {
  name: string;
  sample?: boolean;
}

interface GalleryProject {
  title: string;
  customerName: string;
  sample?: boolean;
}

interface CaseStudy {
  title: string;
  testimonial: { name: string };
  sample?: boolean;
}

export function listSampleContent(root = '.'): string[] {
  const lines: string[] = [];
  for (const { path, data } of rawEntries('testimonials', root)) {
    const testimonial = data as Testimonial;
    if (!testimonial.sample) continue;
    lines.push(`testimonial "${testimonial.name}" is a sample (${path}): replace it with a customer's words`);
  }
  for (const { path, data, locale } of rawEntries('gallery', root)) {
    const project = data as GalleryProject;
    if (locale !== 'en' || !project.sample) continue;
    lines.push(
      `gallery project "${project.title}" is a sample (${path}): an invented story and testimonial ("${project.customerName}"); replace it with a real job`,
    );
  }
  for (const { path, data, locale } of rawEntries('caseStudies', root)) {
    const study = data as CaseStudy;
    if (locale !== 'en' || !study.sample) continue;
    lines.push(
      `case study "${study.title}" is a sample (${path}): an invented story and testimonial ("${study.testimonial.name}"); replace it with a real project`,
    );
  }
  return lines;
}

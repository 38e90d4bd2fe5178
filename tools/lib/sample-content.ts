/**
 * The invented content the site ships with, for `npm run launch-check`: every entry marked
 * `sample: true` among the testimonials (both languages), the gallery projects (their stories and
 * customers' words) and the case studies (their stories and clients' words). Each line names the
 * entry and the file to edit; deleting `sample: true` from a real entry takes it off the list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse } from 'yaml';

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

function readYaml<T>(root: string, file: string): T {
  return parse(readFileSync(join(root, file), 'utf8')) as T;
}

/** One line per sample entry under `root` (the project folder), in file order. */
export function listSampleContent(root = '.'): string[] {
  const lines: string[] = [];
  for (const file of ['src/content/testimonials.yaml', 'src/content/es/testimonials.yaml']) {
    for (const testimonial of readYaml<Testimonial[]>(root, file).filter((entry) => entry.sample)) {
      lines.push(
        `testimonial "${testimonial.name}" is a sample (${file}): replace it with a customer's words`,
      );
    }
  }
  const galleryDir = 'src/content/gallery';
  const projects = readdirSync(join(root, galleryDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${galleryDir}/${entry.name}/index.yaml`)
    .sort();
  for (const file of projects) {
    const project = readYaml<GalleryProject>(root, file);
    if (!project.sample) continue;
    lines.push(
      `gallery project "${project.title}" is a sample (${file}): an invented story and testimonial ("${project.customerName}"); replace it with a real job`,
    );
  }
  const caseStudiesFile = 'src/content/case-studies.yaml';
  for (const study of readYaml<CaseStudy[]>(root, caseStudiesFile).filter((entry) => entry.sample)) {
    lines.push(
      `case study "${study.title}" is a sample (${caseStudiesFile}): an invented story and testimonial ("${study.testimonial.name}"); replace it with a real project`,
    );
  }
  return lines;
}

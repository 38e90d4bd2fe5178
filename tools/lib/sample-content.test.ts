import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { listSampleContent } from './sample-content.ts';

const galleryProjects = readdirSync('src/content/gallery', { withFileTypes: true }).filter((entry) =>
  entry.isDirectory(),
);
const caseStudies = parse(readFileSync('src/content/case-studies.yaml', 'utf8')) as { title: string }[];

describe('listSampleContent', () => {
  let copy = '';
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = '';
  });

  it('lists every shipped testimonial, gallery project and case study in both languages', () => {
    const lines = listSampleContent();
    for (const file of ['src/content/testimonials.yaml', 'src/content/es/testimonials.yaml']) {
      const testimonials = parse(readFileSync(file, 'utf8')) as { name: string }[];
      for (const { name } of testimonials) {
        expect(lines).toContain(
          `testimonial "${name}" is a sample (${file}): replace it with a customer's words`,
        );
      }
    }
    for (const project of galleryProjects) {
      expect(lines.some((line) => line.includes(`src/content/gallery/${project.name}/index.yaml`))).toBe(
        true,
      );
    }
    for (const study of caseStudies) {
      expect(lines.some((line) => line.startsWith(`case study "${study.title}" is a sample`))).toBe(true);
    }
  });

  it('names the invented customer of each gallery project and case study', () => {
    const lines = listSampleContent();
    const pinecrest = lines.find((line) => line.includes('pinecrest-garage-flake'));
    const customer = (
      parse(readFileSync('src/content/gallery/pinecrest-garage-flake/index.yaml', 'utf8')) as {
        customerName: string;
      }
    ).customerName;
    expect(pinecrest).toContain(`("${customer}")`);
  });

  it('drops an entry once its `sample: true` is deleted', () => {
    copy = mkdtempSync(join(tmpdir(), 'samples-'));
    cpSync('src/content', join(copy, 'src/content'), { recursive: true });
    const project = join(copy, 'src/content/gallery/pinecrest-garage-flake/index.yaml');
    writeFileSync(project, readFileSync(project, 'utf8').replace(/^sample: true\n/m, ''));
    const studies = join(copy, 'src/content/case-studies.yaml');
    writeFileSync(studies, readFileSync(studies, 'utf8').replace(/^ {2}sample: true\n/m, ''));

    const lines = listSampleContent(copy);
    expect(lines.some((line) => line.includes('pinecrest-garage-flake'))).toBe(false);
    expect(lines.filter((line) => line.startsWith('case study'))).toHaveLength(caseStudies.length - 1);
    expect(lines.filter((line) => line.startsWith('gallery project'))).toHaveLength(
      galleryProjects.length - 1,
    );
  });
});

import { describe, expect, it } from 'vitest';

import { loadCaseStudies, loadGalleryProjects, loadTeam, serviceCards } from './content.ts';
import { contentIds } from './content-files.ts';

/**
 * The data beside the Spanish company pages (/es/gallery, /es/our-team, /es/case-studies): every
 * English entry has its Spanish one, with the same ids, photos and order, and its own words.
 */
describe('Spanish data beside the pages', () => {
  it('shows every gallery project in Spanish, with its photos, category and place in the grid', async () => {
    const en = await loadGalleryProjects('en');
    const es = await loadGalleryProjects('es');
    expect(es.map((project) => project.id)).toEqual(en.map((project) => project.id));
    es.forEach((project, index) => {
      const english = en[index];
      expect(project.category).toBe(english?.category);
      expect(project.beforeImage).toEqual(english?.beforeImage);
      expect(project.afterImage).toEqual(english?.afterImage);
      // The same figures; Spanish writes the compact range with an en dash (GLOSSARY.md, Rangos).
      expect(project.investmentRange).toBe(english?.investmentRange?.replace(/(\d)-(\$?\d)/g, '$1–$2'));
      for (const key of [
        'title',
        'summary',
        'challenge',
        'solution',
        'testimonial',
        'beforeAlt',
        'afterAlt',
      ] as const) {
        expect(project[key], `${project.id} ${key}`).not.toBe(english?.[key]);
      }
      expect(project.sqFootage).toMatch(/pies²$/);
    });
  });

  it('gives every leader a Spanish profile, in the same order', async () => {
    const en = await loadTeam('en');
    const es = await loadTeam('es');
    expect(es.map(({ name, since }) => ({ name, since }))).toEqual(
      en.map(({ name, since }) => ({ name, since })),
    );
    es.forEach((member, index) => {
      expect(member.bio).not.toBe(en[index]?.bio);
      expect(member.title).not.toBe(en[index]?.title);
    });
  });

  it('tells every case study in Spanish, with the same photo and anchor', async () => {
    const en = await loadCaseStudies('en');
    const es = await loadCaseStudies('es');
    expect(es.map(({ id, image }) => ({ id, image }))).toEqual(en.map(({ id, image }) => ({ id, image })));
    es.forEach((study, index) => expect(study.challenge).not.toBe(en[index]?.challenge));
  });

  it('links the Spanish services hub to every Spanish service page', async () => {
    const cards = await serviceCards('es');
    expect(cards.map((card) => card.href).sort()).toEqual(
      contentIds('services')
        .map((id) => `/es/services/${id}`)
        .sort(),
    );
  });
});

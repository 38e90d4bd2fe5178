import { describe, expect, it } from 'vitest';

import { galleryFilterIds } from '#src/schemas/gallery.ts';

import { filterProjects, initialGalleryFilter, matchesFilter, sortProjects } from './gallery.ts';

const projects = [
  { id: 'a', category: 'garage', order: 2 },
  { id: 'b', category: 'metallic', order: 1 },
  { id: 'c', category: 'garage', order: 3 },
  { id: 'd', category: 'pool-deck', order: 1 },
] as const;

describe('gallery filters', () => {
  it('offer all and the six categories of the spec, starting on all', () => {
    expect(galleryFilterIds).toEqual([
      'all',
      'residential',
      'commercial',
      'metallic',
      'pool-deck',
      'garage',
      'industrial',
    ]);
    expect(initialGalleryFilter).toBe('all');
  });

  it('show every project under all', () => {
    expect(filterProjects(projects, 'all').map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('show only the chosen category, in order', () => {
    expect(filterProjects(projects, 'garage').map((p) => p.id)).toEqual(['a', 'c']);
    expect(filterProjects(projects, 'pool-deck').map((p) => p.id)).toEqual(['d']);
    expect(filterProjects(projects, 'industrial')).toEqual([]);
  });

  it('match a single category', () => {
    expect(matchesFilter('metallic', 'all')).toBe(true);
    expect(matchesFilter('metallic', 'metallic')).toBe(true);
    expect(matchesFilter('metallic', 'garage')).toBe(false);
  });

  it('sort projects by their order, then by id', () => {
    expect(sortProjects(projects).map((p) => p.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('gallery filter labels', () => {
  it('label every filter, in the order of the spec', async () => {
    const galleryUi = (await import('#src/data/ui.ts')).ui.en.gallery;
    expect(Object.keys(galleryUi.filters)).toEqual([...galleryFilterIds]);
    expect(Object.values(galleryUi.filters)).toEqual([
      'All',
      'Residential',
      'Commercial',
      'Metallic',
      'Pool Deck',
      'Garage',
      'Industrial',
    ]);
  });
});

/**
 * The gallery's filter rules: the selected filter starts at
 * "all", and choosing a category shows only that category's projects, in their stored order.
 */
// Types only: islands import this module, and a runtime import of the schemas would ship zod.
import type { GalleryCategory, GalleryFilter } from '#src/schemas/gallery.ts';

export type { GalleryFilter };

/** The filter selected when the page loads. */
export const initialGalleryFilter: GalleryFilter = 'all';

/** Whether a project of `category` shows under `filter`. */
export function matchesFilter(category: GalleryCategory, filter: GalleryFilter): boolean {
  return filter === 'all' || filter === category;
}

/** The projects shown under `filter`, keeping their order. */
export function filterProjects<T extends { category: GalleryCategory }>(
  projects: readonly T[],
  filter: GalleryFilter,
): T[] {
  return projects.filter((project) => matchesFilter(project.category, filter));
}

/** Projects in grid order: lowest `order` first, then by id so the order never depends on the file system. */
export function sortProjects<T extends { id: string; order: number }>(projects: readonly T[]): T[] {
  return [...projects].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

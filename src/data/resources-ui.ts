/** Interface strings of the resources hub and the article pages (words, not content). */
import type { ArticleCategory } from '../schemas/article.ts';

/** The hub's filter buttons and the category names cards and articles show. */
export const articleCategoryNames: Record<ArticleCategory | 'all', string> = {
  all: 'All Articles',
  comparisons: 'Comparisons',
  cost: 'Cost & Pricing',
  maintenance: 'Maintenance',
  guides: 'Guides',
};

export const resourcesUi = {
  hub: {
    searchLabel: 'Search articles',
    searchPlaceholder: 'Search articles...',
    filterLabel: 'Filter articles by category',
    count: { one: '{count} article', other: '{count} articles' },
    empty: 'No articles found matching your search.',
    listTitle: 'Browse the articles',
  },
  article: {
    /** "8 min read". */
    readTime: '{minutes} min read',
    published: 'Published',
    updated: 'Updated',
    by: 'By',
    relatedTitle: 'Keep reading',
    ctaEyebrow: 'Ready for a floor that lasts?',
    ctaTitle: 'Talk to a South Florida epoxy specialist',
    ctaText:
      'We measure, test your slab for moisture and send a written, itemized quote within 24 hours. No pressure, no obligation.',
    ctaLabel: 'Get Your Free Quote',
    callPrefix: 'Or call',
  },
} as const;

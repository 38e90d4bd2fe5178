/** Custom client directives registered in astro.config.ts, so `.astro` files type-check them. */
declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate the island on the first pointer, touch, focus or key event inside it. */
    'client:interaction'?: boolean;
    /** Hydrate the island only when the page's address has this query parameter, e.g. "area". */
    'client:query'?: string;
  }
}

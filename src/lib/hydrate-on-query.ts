/**
 * The `client:query` directive: an island's JavaScript (React and the component) is fetched and run
 * only when the page's address carries the named query parameter, e.g. `client:query="area"` on
 * /contact's estimate details, which only visitors sent from the /pricing estimator need. Every
 * other visit runs this one check and fetches nothing.
 * Registered in astro.config.ts; see https://docs.astro.build/en/reference/integrations-reference/#addclientdirective-option
 */
import type { ClientDirective } from 'astro';

/** Hydrates the island at once when the address has the parameter named by the directive's value. */
export const hydrateOnQuery: ClientDirective = (load, options) => {
  const name = typeof options.value === 'string' ? options.value : '';
  if (name && new URLSearchParams(window.location.search).has(name)) {
    void load().then((hydrate) => hydrate());
  }
};

export default hydrateOnQuery;

/**
 * The `client:query` directive: an island's JavaScript (React and the component) is fetched and run
 * only when the page's address carries the named query parameter, e.g. `client:query="area"` on
 * /contact's estimate details, which only visitors sent from the /pricing estimator need. Every
 * other visit runs this one check and fetches nothing.
 * The build moves such an island's props out of the page into a JSON file (scripts/build/slim-pages.ts,
 * `data-props-src`), so the page does not carry them for every visitor; they are fetched and put
 * back before the island hydrates.
 * Registered in astro.config.ts; see https://docs.astro.build/en/reference/integrations-reference/#addclientdirective-option
 */
import type { ClientDirective } from 'astro';

/** Puts back the props the build moved out of the page, if it did. */
async function restoreProps(el: HTMLElement): Promise<void> {
  const src = el.dataset['propsSrc'];
  if (!src) return;
  const response = await fetch(src);
  if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
  // Set before the component loads: the island re-hydrates on a props change once it has loaded.
  el.setAttribute('props', await response.text());
}

/** Hydrates the island at once when the address has the parameter named by the directive's value. */
export const hydrateOnQuery: ClientDirective = (load, options, el) => {
  const name = typeof options.value === 'string' ? options.value : '';
  if (name && new URLSearchParams(window.location.search).has(name)) {
    void restoreProps(el)
      .then(load)
      .then((hydrate) => hydrate());
  }
};

export default hydrateOnQuery;

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

/**
 * Hydrates the island at once when the address has the parameter named by the directive's value,
 * after putting back the props the build moved out of the page (set before the component loads:
 * the island re-renders on a props change once loaded). A props file that does not arrive leaves
 * unreadable props, so the island keeps its server-rendered HTML and the error reaches the console.
 */
export const hydrateOnQuery: ClientDirective = (load, { value }, el) => {
  if (typeof value !== 'string' || !value || !new URLSearchParams(location.search).has(value)) return;
  const src = el.dataset['propsSrc'];
  void (async () => {
    if (src) el.setAttribute('props', await (await fetch(src)).text());
    const hydrate = await load();
    await hydrate();
  })();
};

export default hydrateOnQuery;

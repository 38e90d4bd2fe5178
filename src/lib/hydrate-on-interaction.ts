/**
 * The `client:interaction` directive: an island's JavaScript (React and the component) is fetched
 * and run only when the visitor reaches for it (pointer over or down, touch, focus, a key), not on
 * page load. The server HTML already works without it, so a first screen that holds an island (the
 * resources hub's search and filters) costs no script work during load.
 *
 * A button clicked while the island is still waking up is clicked again once it has hydrated:
 * hydration keeps the server's DOM nodes, so the same element now carries React's handler.
 * Registered in astro.config.ts; see https://docs.astro.build/en/reference/integrations-reference/#addclientdirective-option
 */
import type { ClientDirective } from 'astro';

/** Events that show intent to use the island, in the order they usually arrive. */
export const wakeEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Hydrates `el`'s island on the first sign of interaction, replaying a click that came too early. */
export const hydrateOnInteraction: ClientDirective = (load, _options, el) => {
  let woken = false;
  let pending: HTMLButtonElement | null = null;

  const remember = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (target) pending = target;
  };

  const wake = () => {
    if (woken) return;
    woken = true;
    for (const type of wakeEvents) el.removeEventListener(type, wake);
    void load()
      .then((hydrate) => hydrate())
      .then(() => {
        el.removeEventListener('click', remember, true);
        const button = pending;
        pending = null;
        if (button?.isConnected) button.click();
      });
  };

  el.addEventListener('click', remember, true);
  for (const type of wakeEvents) el.addEventListener(type, wake, { passive: true });
};

export default hydrateOnInteraction;

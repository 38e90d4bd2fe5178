/**
 * The only script every page runs (a module file, deferred, about 1.5 KB gzip): closes the phone menu
 * when a link in it is chosen (the popover would otherwise stay open on a same-page link or a
 * back-forward-cache restore), records where the visit came from for the quote form (this tab's
 * sessionStorage only: lib/attribution.ts) and starts analytics when the layout wrote an endpoint
 * on <body>.
 */
import { analyticsConfig, startAnalytics } from './analytics.ts';
import { recordLanding } from './attribution.ts';

/** Wires the site-wide behaviour onto a document. */
export function initSite(doc: Document): void {
  const menu = doc.getElementById('site-menu');
  if (menu) {
    const close = () => {
      try {
        if (menu.matches(':popover-open')) menu.hidePopover();
      } catch {
        // A browser without popover support never opened it: nothing to close.
      }
    };
    menu.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a')) close();
    });
    doc.defaultView?.addEventListener('pagehide', close);
  }

  const config = analyticsConfig(doc.body);
  const win = doc.defaultView;
  if (win) recordLanding(() => win.sessionStorage, win.location, doc.referrer);
  if (config && win) startAnalytics(doc, (url, init) => win.fetch(url, init), config);
}

/**
 * What the 58dc70c accessibility audit found in the markup of shared components, checked where it is
 * cheapest: the server HTML, parsed back. Behaviour (focus rings, contrast, reflow) is measured in
 * the browser by e2e/wcag.spec.ts.
 */
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';
import { format } from '#src/lib/format.ts';
import { hardNames } from '#src/test/business-names.ts';

import { Logo } from './layout/logo.tsx';
import { TestimonialList } from './sections/testimonial-list.tsx';

/** The link as the build writes it: React's server HTML, parsed back (with its `<!-- -->` markers). */
function serverLogo(name: string): HTMLAnchorElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Logo name={name} href="/" />);
  return container.querySelector('a')!;
}

/** Text nodes of `root` that hold only whitespace: Chromium leaves them out of a name from content. */
function blankTextNodes(root: Node): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let count = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent !== '' && node.textContent?.trim() === '') count += 1;
  }
  return count;
}

describe('the logo link (WCAG 2.5.3, label in name)', () => {
  it.each([business.name, ...hardNames])('is named "%s", with its spaces, as the data spells it', (name) => {
    const link = serverLogo(name);
    expect(link).toHaveAccessibleName(name);
    // The words shown carry their own spaces too, whoever computes the name from them.
    expect(blankTextNodes(link)).toBe(0);
    // The text shown holds the name's words in order, each apart (axe's label-content-name-mismatch
    // compares the label with the visible text: "CoastEpoxy" across the two lines failed it).
    expect(link.textContent.replace(/\s+/g, ' ').trim().toLowerCase()).toBe(
      name.replace(/\s+/g, ' ').trim().toLowerCase(),
    );
  });
});

describe('testimonial ratings (WCAG 1.4.11)', () => {
  it.each(['en', 'es'] as const)(
    'show the rating in words to everyone in %s, not only to screen readers',
    (locale) => {
      const ratedLabel = (rating: number) => format(ui[locale].ratedOutOf5, { rating });
      render(
        <TestimonialList
          ratedLabel={ratedLabel}
          items={[{ name: 'Ana', location: 'Doral', rating: 4, text: 'Great floor.', project: 'Garage' }]}
        />,
      );
      const words = screen.getByText(ratedLabel(4));
      for (let el: HTMLElement | null = words; el; el = el.parentElement) {
        expect(el.className).not.toMatch(/\bsr-only\b/);
        expect(el).not.toHaveAttribute('aria-hidden');
      }
    },
  );
});

import '@testing-library/jest-dom/vitest';

import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// jsdom parses its default style sheet and builds its CSS property tables on the first
// getComputedStyle call in a test file, and Testing Library's role queries make that call: about
// 0.4 s on an idle 2-core machine, several seconds on a busy one. Paying it once here, in a hook
// with its own time limit, keeps it out of whichever test happens to run first (the first test of
// price-estimator.dom.test.tsx timed out at 5 s on a loaded machine for this alone).
beforeAll(() => {
  const button = document.createElement('button');
  button.textContent = 'warm up';
  document.body.append(button);
  screen.getByRole('button', { name: 'warm up' });
  button.remove();
});

afterEach(() => {
  cleanup();
});

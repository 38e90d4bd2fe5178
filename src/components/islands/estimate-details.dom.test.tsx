import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { estimateRules } from '#src/data/estimate-rules.ts';
import { intlLocales, ui } from '#src/data/ui.ts';
import { specPrices } from '#src/test/spec-prices.ts';

import { EstimateDetailsPanel } from './estimate-details.tsx';

const copy = ui.en.estimator;
const data = {
  copy,
  figures: ui.en.priceFigures,
  locale: intlLocales.en,
  prices: specPrices,
  rules: estimateRules,
};
const props = {
  data,
  pricingHref: '/pricing',
  phone: { display: '(888) 555-0142', href: 'tel:+18885550142' },
  errorCopy: ui.en.errorBoundary,
};

function at(search: string) {
  window.history.replaceState(null, '', `/contact${search}#estimate`);
  return render(<EstimateDetailsPanel {...props} />);
}

describe('estimate details island', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the estimate of the address as text, never as markup', () => {
    at('?kind=<img src=x onerror=alert(1)>&area=300&finish=premium');
    expect(screen.getByRole('heading', { name: copy.details.title })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Floor: Garage floor',
      'Area: 300 sq ft',
      'Finish: Premium',
      'Slab condition: Good',
      'Timeline: Standard',
      'Estimate: $3,600-$5,400 ($12-18 per sq ft)',
    ]);
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the area error of a link that is not a floor, no price, and the way back', () => {
    at('?kind=garage&area=0.0001');
    expect(screen.getByRole('heading', { name: copy.details.invalidTitle })).toBeInTheDocument();
    expect(screen.getByText(/at least 10 sq ft/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\$|∞|NaN/);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.details.fix })).toHaveAttribute(
      'href',
      '/pricing?kind=garage&area=0.0001&finish=standard&condition=good&timeline=standard#estimate',
    );
  });

  it('shows nothing without an estimate in the address', () => {
    const { container } = at('?utm_source=flyer');
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing on the server, whatever the address', async () => {
    window.history.replaceState(null, '', '/contact?area=400');
    const { renderToString } = await import('react-dom/server');
    expect(renderToString(<EstimateDetailsPanel {...props} />)).toBe('');
  });
});

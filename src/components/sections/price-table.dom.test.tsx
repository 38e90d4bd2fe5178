import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { intlLocales, ui } from '#src/data/ui.ts';
import type { Prices } from '#src/schemas/prices.ts';

import { PriceTable } from './price-table.tsx';

/** Test figures: the owner's src/content/prices.yaml may change. */
const range = (min: number, max: number) => ({ min, max });
const prices: Prices = {
  applications: {
    garage: { standard: range(8, 12), premium: range(12, 18), installDays: range(2, 3) },
    commercial: { standard: range(9, 15), premium: range(15, 25), installDays: range(4, 7) },
    metallic: { standard: range(12, 18), premium: range(18, 30), installDays: range(3, 5) },
    'pool-deck': { standard: range(10, 15), premium: range(15, 22), installDays: range(3, 5) },
    industrial: { standard: range(6, 10), premium: range(10, 18), installDays: range(7, 14) },
  },
  rushPremiumPercent: range(15, 30),
};
const columns = {
  application: 'Application',
  standard: 'Standard, per sq ft',
  premium: 'Premium, per sq ft',
  installDays: 'Typical install time',
  bestFor: 'Best for',
};

describe('price table', () => {
  it('shows the page’s words around the figures of the price data, and its note', () => {
    render(
      <PriceTable
        caption="Installed prices"
        columns={columns}
        rows={[
          { application: 'garage', label: 'Garage floors', bestFor: 'Home garages' },
          { application: 'metallic', label: 'Metallic epoxy', bestFor: 'Showrooms' },
        ]}
        highlight="standard"
        note="Rush jobs carry a 15-30% premium."
        prices={prices}
        locale={intlLocales.en}
        labels={ui.en}
      />,
    );
    const table = screen.getByRole('table', { name: 'Installed prices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(Object.values(columns));
    const garage = within(table).getByRole('row', { name: /Garage floors/ });
    expect(
      within(garage)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['$8-12', '$12-18', '2-3 days', 'Home garages']);
    const metallic = within(table).getByRole('row', { name: /Metallic epoxy/ });
    expect(
      within(metallic)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['$12-18', '$18-30', '3-5 days', 'Showrooms']);
    expect(screen.getByText('Rush jobs carry a 15-30% premium.')).toBeInTheDocument();
  });
});

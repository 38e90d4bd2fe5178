import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { timelineCalculatorCopy as copy } from '#src/data/project-timeline.ts';
import { setupUser } from '#src/test/user.ts';

import { TimelineCalculator } from './timeline-calculator.tsx';

const errorCopy = { heading: 'Unexpected Application Error!', text: 'Call us at' };
const phone = { display: '(888) 555-0142', href: 'tel:+18885550142' };

function setup() {
  const user = setupUser();
  render(<TimelineCalculator copy={copy} quoteHref="/contact" phone={phone} errorCopy={errorCopy} />);
  return user;
}

const legend = (q: keyof typeof copy.questions) => copy.questions[q].legend;

describe('timeline calculator', () => {
  it('starts with only the project-type question, as a fieldset with a legend', () => {
    setup();
    expect(screen.getByRole('group', { name: legend('type') })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.queryByRole('group', { name: legend('size') })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate Timeline' })).not.toBeInTheDocument();
  });

  it('reveals size, then surface, then preference, then the Calculate Timeline button', async () => {
    const user = setup();
    await user.click(screen.getByRole('radio', { name: 'Garage' }));
    expect(screen.getByRole('group', { name: legend('size') })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: legend('surface') })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Medium' }));
    expect(screen.getByRole('group', { name: legend('surface') })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Fair' }));
    expect(screen.getByRole('group', { name: legend('preference') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate Timeline' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    expect(screen.getByRole('button', { name: 'Calculate Timeline' })).toBeInTheDocument();
  });

  it('describes each size answer with its square-foot band', () => {
    setup();
    expect(copy.questions.size.options.map((o) => o.hint)).toEqual([
      'Under 500 sq ft',
      '500-2,000 sq ft',
      'Over 2,000 sq ft',
    ]);
  });

  it('shows the estimate in a polite live region and swaps the button for the next actions', async () => {
    const user = setup();
    await user.click(screen.getByRole('radio', { name: 'Industrial' }));
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await user.click(screen.getByRole('radio', { name: 'Poor' }));
    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    await user.click(screen.getByRole('button', { name: 'Calculate Timeline' }));

    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    const value = (label: string) =>
      within(status).getByText(label).nextElementSibling ??
      within(status).getByText(label).previousElementSibling;
    expect(value('Installation')).toHaveTextContent('15 days');
    expect(value('Cure Time')).toHaveTextContent('7 days');
    expect(value('Total')).toHaveTextContent('22 days');
    expect(value('Lead Time')).toHaveTextContent('4-6 weeks');
    expect(within(status).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);

    expect(screen.queryByRole('button', { name: 'Calculate Timeline' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Accurate Quote' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('button', { name: 'Calculate Another Project' })).toBeInTheDocument();
  });

  it('says "1 day" for a fast cure and gives the rush lead time', async () => {
    const user = setup();
    await user.click(screen.getByRole('radio', { name: 'Industrial' }));
    await user.click(screen.getByRole('radio', { name: 'Small' }));
    await user.click(screen.getByRole('radio', { name: 'Good' }));
    await user.click(screen.getByRole('radio', { name: 'Fast' }));
    await user.click(screen.getByRole('button', { name: 'Calculate Timeline' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('1 day');
    expect(status).toHaveTextContent('8 days');
    expect(status).toHaveTextContent('1-2 weeks (rush fee may apply)');
  });

  it('clears all four answers and the result with Calculate Another Project', async () => {
    const user = setup();
    await user.click(screen.getByRole('radio', { name: 'Garage' }));
    await user.click(screen.getByRole('radio', { name: 'Small' }));
    await user.click(screen.getByRole('radio', { name: 'Good' }));
    await user.click(screen.getByRole('radio', { name: 'Fast' }));
    await user.click(screen.getByRole('button', { name: 'Calculate Timeline' }));
    await user.click(screen.getByRole('button', { name: 'Calculate Another Project' }));

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.queryByRole('link', { name: 'Get Accurate Quote' })).not.toBeInTheDocument();
  });

  it('drops a shown estimate when an answer changes, so it is never stale', async () => {
    const user = setup();
    await user.click(screen.getByRole('radio', { name: 'Garage' }));
    await user.click(screen.getByRole('radio', { name: 'Small' }));
    await user.click(screen.getByRole('radio', { name: 'Good' }));
    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    await user.click(screen.getByRole('button', { name: 'Calculate Timeline' }));
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Calculate Timeline' })).toBeInTheDocument();
  });

  it('takes an answer tapped before the script ran: the next question appears at hydration', () => {
    const calculator = (
      <TimelineCalculator copy={copy} quoteHref="/contact" phone={phone} errorCopy={errorCopy} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(calculator);
    document.body.append(container);
    // The server HTML is live: the visitor checks an answer before React has run.
    container.querySelector<HTMLInputElement>('input[value="pool-deck"]')!.click();

    render(calculator, { container, hydrate: true });

    expect(screen.getByRole('radio', { name: 'Pool Deck' })).toBeChecked();
    expect(screen.getByRole('group', { name: legend('size') })).toBeInTheDocument();
  });

  it('hydrates with only the first question when nothing was tapped', () => {
    const calculator = (
      <TimelineCalculator copy={copy} quoteHref="/contact" phone={phone} errorCopy={errorCopy} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(calculator);
    document.body.append(container);

    render(calculator, { container, hydrate: true });

    expect(screen.queryByRole('group', { name: legend('size') })).not.toBeInTheDocument();
  });
});

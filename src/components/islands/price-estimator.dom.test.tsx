import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { estimateRules } from '#src/data/estimate-rules.ts';
import { intlLocales, ui } from '#src/data/ui.ts';
import { format } from '#src/lib/format.ts';
import { startAnalytics } from '#src/lib/analytics.ts';
import { specPrices } from '#src/test/spec-prices.ts';
import { setupUser } from '#src/test/user.ts';

import { PriceEstimator, type PriceEstimatorProps } from './price-estimator.tsx';

const prices = specPrices;
const copy = ui.en.estimator;
const phone = { display: '(888) 555-0142', href: 'tel:+18885550142' };

function estimator(props: Partial<PriceEstimatorProps> = {}) {
  return (
    <PriceEstimator
      copy={copy}
      figures={ui.en.priceFigures}
      locale={intlLocales.en}
      prices={prices}
      rules={estimateRules}
      phone={phone}
      textHref="sms:+13055550187"
      textNumber="(305) 555-0187"
      email="info@example.com"
      contactHref="/contact"
      quoteLabel={ui.en.quoteCta}
      newTabLabel={ui.en.opensInNewTab}
      errorCopy={ui.en.errorBoundary}
      {...props}
    />
  );
}

function setup(props: Partial<PriceEstimatorProps> = {}) {
  const user = setupUser();
  render(estimator(props));
  return user;
}

/** The server's HTML, live in the page before the script runs: what a visitor on a slow phone meets. */
function serverHtml(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(estimator());
  document.body.append(container);
  return container;
}

function hydrate(container: HTMLElement) {
  const user = setupUser();
  render(estimator(), { container, hydrate: true });
  return user;
}

/** Types into a server-rendered box as a browser does before any script: the value and an input event. */
function typeEarly(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const area = () => screen.getByRole('spinbutton', { name: copy.areaLabel });
const calculate = () => screen.getByRole('button', { name: copy.calculate });
const status = () => screen.getByRole('status');
const choose = (legend: string, option: string) =>
  within(screen.getByRole('group', { name: legend })).getByRole('radio', { name: option });

describe('price estimator', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/pricing');
    delete document.body.dataset['analyticsEndpoint'];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the five questions, with the rush premium from the price data', () => {
    setup();
    expect(within(screen.getByRole('group', { name: copy.kindLegend })).getAllByRole('radio')).toHaveLength(
      5,
    );
    expect(area()).toHaveAccessibleDescription(copy.areaHint);
    expect(choose(copy.finishLegend, 'Premium')).toBeInTheDocument();
    expect(choose(copy.conditionLegend, 'Poor')).toBeInTheDocument();
    expect(choose(copy.timelineLegend, 'Rush')).toHaveAccessibleDescription('Adds 15-30% to the price');
    expect(choose(copy.kindLegend, copy.kinds.garage)).toBeChecked();
    expect(status()).toBeEmptyDOMElement();
  });

  it('shows the range, per sq ft, assumptions and caveat in the polite live region', async () => {
    const user = setup();
    await user.type(area(), '400');
    await user.click(calculate());
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(within(status()).getByText('$3,200-$4,800')).toBeInTheDocument();
    expect(within(status()).getByText('$8-12')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Garage floor, standard finish: $8-12 per sq ft installed');
    expect(status()).toHaveTextContent(copy.caveat);
    expect(area()).not.toHaveAttribute('aria-invalid');
  });

  it('applies finish, condition and rush, and keeps the estimate in the address', async () => {
    const user = setup();
    await user.click(choose(copy.kindLegend, copy.kinds.metallic));
    await user.type(area(), '500');
    await user.click(choose(copy.finishLegend, 'Premium'));
    await user.click(choose(copy.conditionLegend, 'Fair'));
    await user.click(choose(copy.timelineLegend, 'Rush'));
    await user.click(calculate());
    // 500 x $18 x 1.10 x 1.15 = $11,385 -> $11,350; 500 x $30 x 1.20 x 1.30 = $23,400.
    expect(within(status()).getByText('$11,350-$23,400')).toBeInTheDocument();
    expect(window.location.search).toBe(
      '?kind=metallic&area=500&finish=premium&condition=fair&timeline=rush',
    );
    expect(window.location.hash).toBe('#estimate');
  });

  it('offers a prefilled text, email and the /contact page with the details', async () => {
    const user = setup();
    await user.type(area(), '400');
    await user.click(calculate());
    // The number it texts is on the link.
    const sms =
      screen.getByRole('link', { name: `${copy.sendText} (305) 555-0187` }).getAttribute('href') ?? '';
    expect(sms).toMatch(/^sms:\+13055550187\?&body=/);
    const body = decodeURIComponent(sms.split('body=')[1] ?? '');
    expect(body).toContain('Floor: Garage floor');
    expect(body).toContain('Estimate: $3,200-$4,800 ($8-12 per sq ft)');
    expect(body).toContain('/pricing?kind=garage&area=400');
    const mail = new URL(screen.getByRole('link', { name: copy.sendEmail }).getAttribute('href') ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Estimate request: Garage floor, 400 sq ft');
    expect(mail.searchParams.get('body')).toContain('Area: 400 sq ft');
    expect(screen.getByRole('link', { name: copy.sendForm })).toHaveAttribute(
      'href',
      '/contact?kind=garage&area=400&finish=standard&condition=good&timeline=standard#estimate',
    );
  });

  it('opens a prefill-capable form with the details under the configured names', async () => {
    const user = setup({
      form: { url: 'https://forms.example.com/f', params: { kind: 'entry.1', area: 'entry.2' } },
    });
    await user.type(area(), '400');
    await user.click(calculate());
    const link = screen.getByRole('link', { name: new RegExp(`^${copy.sendForm}`) });
    expect(link).toHaveTextContent(ui.en.opensInNewTab);
    expect(link).toHaveAttribute('href', 'https://forms.example.com/f?entry.1=Garage+floor&entry.2=400');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['', copy.errors.empty],
    ['0', 'The area must be at least 10 sq ft. Enter it in square feet, for example 400.'],
    ['9.99', 'The area must be at least 10 sq ft. Enter it in square feet, for example 400.'],
    ['0.0001', 'The area must be at least 10 sq ft. Enter it in square feet, for example 400.'],
    ['1e-300', 'The area must be at least 10 sq ft. Enter it in square feet, for example 400.'],
    ['-5', copy.errors.negative],
    ['100001', 'Above 100,000 sq ft, please call us: a job that size is priced from the drawings.'],
  ])('refuses %j at the field, with no result', async (typed, message) => {
    const user = setup();
    if (typed) await user.type(area(), typed);
    await user.click(calculate());
    expect(area()).toHaveAttribute('aria-invalid', 'true');
    expect(area()).toHaveAccessibleDescription(`${message} ${copy.areaHint}`);
    expect(area()).toHaveFocus();
    // No estimate: the status region holds the error alone.
    expect(status().textContent).toBe(message);
    expect(screen.queryByRole('link', { name: new RegExp(copy.sendText) })).not.toBeInTheDocument();
  });

  it.each([
    ['', copy.errors.empty],
    ['5', 'The area must be at least 10 sq ft. Enter it in square feet, for example 400.'],
    ['1e9', 'Above 100,000 sq ft, please call us: a job that size is priced from the drawings.'],
  ])(
    'says the error of %j in its status region when Enter is pressed in the field',
    async (typed, message) => {
      const user = setup();
      await user.click(area());
      if (typed) await user.type(area(), typed);
      // Focus stays in the field, so no focus change reads the error: the live region must.
      await user.keyboard('{Enter}');
      expect(area()).toHaveFocus();
      expect(status().textContent).toBe(message);
      // A second Enter adds the line again (a new node), so it is heard again.
      const first = status().firstElementChild;
      await user.keyboard('{Enter}');
      expect(status().textContent).toBe(message);
      expect(status().firstElementChild).not.toBe(first);
      // Typing quiets it: the field's own error follows the value, the region is left for the next try.
      await user.type(area(), '0');
      expect(status()).toBeEmptyDOMElement();
    },
  );

  it('clears the error once the area is fixed, and the stale result once an answer changes', async () => {
    const user = setup();
    await user.click(calculate());
    await user.type(area(), '250');
    expect(area()).not.toHaveAttribute('aria-invalid');
    await user.click(calculate());
    expect(status()).not.toBeEmptyDOMElement();
    await user.click(choose(copy.finishLegend, 'Premium'));
    expect(status()).toBeEmptyDOMElement();
  });

  it('never throws while typing', async () => {
    const user = setup();
    await user.type(area(), 'abc-1e.9{Backspace}{Backspace}💥');
    await user.click(calculate());
    expect(screen.queryByText(ui.en.errorBoundary.heading)).not.toBeInTheDocument();
  });

  it('shows the estimate of a shared link again, without reporting it', () => {
    const send = vi.fn();
    document.addEventListener('site:analytics', send);
    window.history.replaceState(
      null,
      '',
      '/pricing?kind=pool-deck&area=1000&finish=standard&condition=poor&timeline=standard',
    );
    setup();
    expect(area()).toHaveValue(1000);
    expect(choose(copy.kindLegend, copy.kinds['pool-deck'])).toBeChecked();
    expect(choose(copy.conditionLegend, 'Poor')).toBeChecked();
    // 1,000 x $10 x 1.25 = $12,500; 1,000 x $15 x 1.40 = $21,000.
    expect(within(status()).getByText('$12,500-$21,000')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    document.removeEventListener('site:analytics', send);
  });

  it('shows the error of a shared link with a bad area', () => {
    window.history.replaceState(null, '', '/pricing?kind=garage&area=-20');
    setup();
    expect(area()).toHaveAttribute('aria-invalid', 'true');
    expect(status()).toBeEmptyDOMElement();
  });

  it.each([
    ['1e-300', 'tooSmall'],
    ['0.0001', 'tooSmall'],
    ['NaN', 'notNumber'],
    ['Infinity', 'notNumber'],
    ['4\u00a00\ufeff0', 'notNumber'],
  ] as const)('prices nothing for a shared link with area %j, and offers nothing to send', (raw, error) => {
    window.history.replaceState(null, '', `/pricing?kind=garage&area=${encodeURIComponent(raw)}#estimate`);
    setup();
    expect(area()).toHaveAttribute('aria-invalid', 'true');
    expect(area()).toHaveAccessibleDescription(
      `${format(copy.errors[error], { min: estimateRules.minArea, max: '100,000' })} ${copy.areaHint}`,
    );
    expect(status()).toBeEmptyDOMElement();
    for (const name of [new RegExp(copy.sendText), copy.sendEmail, copy.sendForm]) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(document.body).not.toHaveTextContent(/\$∞|NaN|Infinity/);
  });

  it('asks for at least the smallest floor the rules price', () => {
    setup();
    expect(area()).toHaveAttribute('min', String(estimateRules.minArea));
  });

  it('reports estimate_calculated with the kind, size band and tier only, through the site analytics', async () => {
    const send = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(undefined));
    startAnalytics(document, send, { endpoint: 'https://stats.example/collect' });
    const user = setup();
    await user.click(choose(copy.kindLegend, copy.kinds.commercial));
    await user.type(area(), '2500');
    await user.click(choose(copy.finishLegend, 'Premium'));
    await user.click(calculate());
    // The page view, then the estimate.
    expect(send).toHaveBeenCalledTimes(2);
    expect(JSON.parse(send.mock.calls[1]?.[1].body as string)).toEqual({
      type: 'event',
      name: 'estimate_calculated',
      path: '/pricing',
      kind: 'commercial',
      size: '2500-9999',
      tier: 'premium',
    });
  });

  it('takes answers tapped and an area typed before the script ran, at hydration', async () => {
    const container = serverHtml();
    container.querySelector<HTMLInputElement>('input[name="kind"][value="metallic"]')!.click();
    container.querySelector<HTMLInputElement>('input[name="finish"][value="premium"]')!.click();
    typeEarly(container.querySelector<HTMLInputElement>('input[name="area"]')!, '450');

    const user = hydrate(container);

    expect(choose(copy.kindLegend, copy.kinds.metallic)).toBeChecked();
    expect(choose(copy.finishLegend, 'Premium')).toBeChecked();
    expect(area()).toHaveValue(450);
    await user.click(calculate());
    expect(status()).toHaveTextContent('Metallic epoxy, premium finish: $18-30 per sq ft installed');
    expect(status()).toHaveTextContent('450 sq ft of floor.');
  });

  it('keeps the estimate of a shared link when nothing was touched before hydration', () => {
    window.history.replaceState(null, '', '/pricing?kind=commercial&area=900&finish=standard#estimate');
    const container = serverHtml();

    hydrate(container);

    expect(choose(copy.kindLegend, copy.kinds.commercial)).toBeChecked();
    expect(status()).toHaveTextContent('900 sq ft of floor.');
  });

  it("adds an answer changed before hydration to a shared link's other answers", () => {
    window.history.replaceState(null, '', '/pricing?kind=commercial&area=900&finish=standard#estimate');
    const container = serverHtml();
    container.querySelector<HTMLInputElement>('input[name="condition"][value="poor"]')!.click();

    hydrate(container);

    expect(choose(copy.kindLegend, copy.kinds.commercial)).toBeChecked();
    expect(choose(copy.conditionLegend, 'Poor')).toBeChecked();
    expect(area()).toHaveValue(900);
    // A changed answer makes the link's estimate stale until the visitor calculates again.
    expect(status()).toBeEmptyDOMElement();
  });
});

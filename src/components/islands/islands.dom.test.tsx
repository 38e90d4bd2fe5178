import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ui } from '#src/data/ui.ts';

import { AnimatedCounters } from './animated-counters.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { EstimateForm } from './estimate-form.tsx';

const estimateCopy = ui.en.estimate;
const errorCopy = ui.en.errorBoundary;

const phone = { display: '(888) 555-0142', href: 'tel:+18885550142' };

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;
let observers: ObserverCallback[] = [];

function mockMotion(reduced: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

beforeEach(() => {
  observers = [];
  window.IntersectionObserver = vi.fn().mockImplementation(function (cb: ObserverCallback) {
    observers.push(cb);
    return { observe: vi.fn(), disconnect: vi.fn(), unobserve: vi.fn() };
  });
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'clearTimeout'],
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('animated counters', () => {
  const items = [
    { value: 1247, label: 'Projects completed' },
    { value: 98, suffix: '%', label: 'Customer satisfaction' },
  ];

  function shown() {
    return [...document.querySelectorAll('[data-counter]')].map((n) => n.textContent);
  }

  it('render the final figures before anything animates', () => {
    mockMotion(false);
    render(<AnimatedCounters items={items} durationMs={2500} phone={phone} errorCopy={errorCopy} />);
    expect(shown()).toEqual(['1,247', '98%']);
    expect(screen.getByText('Projects completed')).toBeInTheDocument();
  });

  it('count up from 0 once visible and end exactly on the targets after 2500 ms', () => {
    mockMotion(false);
    render(<AnimatedCounters items={items} durationMs={2500} phone={phone} errorCopy={errorCopy} />);
    act(() => {
      observers.forEach((cb) => cb([{ isIntersecting: true }]));
    });
    expect(shown()).toEqual(['0', '0%']);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const midway = shown();
    expect(midway[0]).not.toBe('0');
    expect(midway[0]).not.toBe('1,247');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(shown()).toEqual(['1,247', '98%']);
  });

  it('keep the final figures for visitors who prefer reduced motion', () => {
    mockMotion(true);
    render(<AnimatedCounters items={items} durationMs={2500} phone={phone} errorCopy={errorCopy} />);
    expect(observers).toHaveLength(0);
    expect(shown()).toEqual(['1,247', '98%']);
  });

  it('give screen readers the final value, not the moving digits', () => {
    mockMotion(false);
    render(<AnimatedCounters items={items} durationMs={2500} phone={phone} errorCopy={errorCopy} />);
    act(() => {
      observers.forEach((cb) => cb([{ isIntersecting: true }]));
    });
    expect(screen.getByText('1,247', { selector: '.sr-only' })).toBeInTheDocument();
  });
});

describe('estimate form', () => {
  /** The network probe of the form's address: pending unless a test settles it. */
  let probe: { reject: (error: Error) => void };
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise((_resolve, reject) => {
            probe = { reject };
          }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const props = {
    iframeUrl: 'https://forms.example/estimate',
    title: 'Free estimate request form',
    height: 760,
    timeoutMs: 8000,
    phone,
    textHref: 'sms:+13055550187',
    email: 'info@example.com',
    copy: estimateCopy,
    errorCopy,
  };

  const frame = () => screen.getByTitle('Free estimate request form');
  const loadFrame = () =>
    act(() => {
      frame().dispatchEvent(new Event('load'));
    });
  const postReady = (origin = 'https://forms.example') =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'estimate-form:ready', origin }));
    });

  it('loads the titled form frame out of sight, behind call, text and email, in the box it will take', () => {
    render(<EstimateForm {...props} />);
    expect(frame()).toHaveAttribute('src', 'https://forms.example/estimate');
    expect(frame().parentElement).toHaveStyle({ height: '760px' });
    // Not seen, not reachable by keyboard or screen reader, until it is the form.
    expect(frame()).toHaveClass('opacity-0');
    expect(frame()).toHaveAttribute('inert');
    expect(frame()).toHaveAttribute('aria-hidden', 'true');
    const card = screen.getByRole('group', { name: estimateCopy.title });
    expect(card.parentElement).toBe(frame().parentElement);
    expect(within(card).getByRole('status')).toHaveTextContent(estimateCopy.loading);
    expect(within(card).getByRole('link', { name: /call \(888\) 555-0142/i })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
  });

  it('offers call, text and email instead when the form has not loaded in time', () => {
    render(<EstimateForm {...props} />);
    act(() => {
      vi.advanceTimersByTime(8001);
    });
    expect(screen.queryByTitle('Free estimate request form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /call \(888\) 555-0142/i })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
    expect(screen.getByRole('link', { name: /text us/i })).toHaveAttribute('href', 'sms:+13055550187');
    expect(screen.getByRole('link', { name: /email your project/i }).getAttribute('href')).toMatch(
      /^mailto:info@example\.com/,
    );
  });

  it('without a ready message, shows the loaded frame with call, text and email as buttons above it', () => {
    render(<EstimateForm {...props} />);
    loadFrame();
    expect(frame()).not.toHaveClass('opacity-0');
    expect(frame()).not.toHaveAttribute('inert');
    expect(frame()).not.toHaveAttribute('aria-hidden');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The page cannot tell the form from a provider's error page: the three ways stay first.
    const row = screen.getByRole('group', { name: estimateCopy.alongsideLabel });
    expect(row.compareDocumentPosition(frame()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(row).getByRole('link', { name: /call \(888\) 555-0142/i })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
    expect(within(row).getByRole('link', { name: /text us/i })).toHaveAttribute('href', 'sms:+13055550187');
    expect(within(row).getByRole('link', { name: /email your project/i })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:info@example\.com/),
    );
    // Inside the form's box: its arrival moved nothing.
    expect(row.parentElement).toBe(frame().parentElement);
  });

  it('with a ready message, shows the form once the provider says so, with the compact line beneath', () => {
    render(<EstimateForm {...props} readyMessage="estimate-form:ready" />);
    postReady();
    expect(frame()).not.toHaveClass('opacity-0');
    expect(screen.queryByRole('group', { name: estimateCopy.alongsideLabel })).not.toBeInTheDocument();
    const line = screen.getByText(estimateCopy.besideLabel, { exact: false });
    expect(within(line).getByRole('link', { name: /call \(888\) 555-0142/i })).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: /text us/i })).toBeInTheDocument();
  });

  it('replaces the frame at once when the form host cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<EstimateForm {...props} />);
    await act(async () => {
      probe.reject(new TypeError('Failed to fetch'));
      await Promise.resolve();
    });
    expect(screen.queryByTitle('Free estimate request form')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: estimateCopy.failedTitle })).toBeInTheDocument();
  });

  it('waits for the provider ready message where one is configured, even after the frame loads', () => {
    render(<EstimateForm {...props} readyMessage="estimate-form:ready" />);
    loadFrame();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(frame()).toHaveClass('opacity-0');
    postReady();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(10000);
    });
    expect(screen.getByTitle('Free estimate request form')).toBeInTheDocument();
  });

  it('gives up on a frame that loads an error page when the ready message never comes', () => {
    render(
      <EstimateForm
        {...props}
        scriptUrl="https://forms.example/embed.js"
        readyMessage="estimate-form:ready"
      />,
    );
    loadFrame();
    postReady('https://evil.example');
    // Until then the error page stays out of sight, behind the card.
    expect(frame()).toHaveClass('opacity-0');
    act(() => {
      vi.advanceTimersByTime(8001);
    });
    expect(screen.queryByTitle('Free estimate request form')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: estimateCopy.failedTitle })).toBeInTheDocument();
    // The card stands alone at its own height: no box of the form's height is left.
    expect(screen.getByRole('group', { name: estimateCopy.failedTitle }).parentElement).not.toHaveStyle({
      height: '760px',
    });
    expect(document.querySelectorAll('script[data-estimate-form]')).toHaveLength(0);
  });

  it('keeps the form once it has loaded', () => {
    render(<EstimateForm {...props} />);
    act(() => {
      screen.getByTitle('Free estimate request form').dispatchEvent(new Event('load'));
    });
    act(() => {
      vi.advanceTimersByTime(10000);
    });
    expect(screen.getByTitle('Free estimate request form')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads the provider script on demand and removes it when the form goes away', () => {
    const { unmount } = render(<EstimateForm {...props} scriptUrl="https://forms.example/embed.js" />);
    expect(document.querySelectorAll('script[data-estimate-form]')).toHaveLength(1);
    unmount();
    expect(document.querySelectorAll('script[data-estimate-form]')).toHaveLength(0);
  });

  it('falls back when the provider script fails to load, and removes the script', () => {
    render(<EstimateForm {...props} scriptUrl="https://forms.example/embed.js" />);
    act(() => {
      document.querySelector('script[data-estimate-form]')?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('heading', { name: /did not load/i })).toBeInTheDocument();
    expect(document.querySelectorAll('script[data-estimate-form]')).toHaveLength(0);
  });
});

describe('error boundary', () => {
  it('shows the generic error heading and a phone number in place of a broken widget', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <ErrorBoundary phone={phone} copy={errorCopy}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(888) 555-0142' })).toHaveAttribute('href', 'tel:+18885550142');
  });
});

describe('estimate form before JavaScript', () => {
  it('server HTML offers call, text and email, not a loading message that never ends', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <EstimateForm
        iframeUrl="https://forms.example/estimate"
        title="Free estimate request form"
        height={760}
        timeoutMs={8000}
        phone={phone}
        textHref="sms:+13055550187"
        email="info@example.com"
        copy={ui.en.estimate}
        errorCopy={ui.en.errorBoundary}
      />,
    );
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain(ui.en.estimate.loading);
    // The box the form will take, so hydration moves nothing.
    expect(html).toContain('height:760px');
    expect(html).toContain('href="tel:+18885550142"');
    expect(html).toContain('href="sms:+13055550187"');
  });
});

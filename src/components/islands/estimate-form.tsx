import { clsx } from 'clsx';
import { useEffect, useState, useSyncExternalStore } from 'react';

import { EstimateFallback } from '#src/components/sections/estimate-fallback.tsx';
import type { EstimateCopy } from '#src/data/ui.ts';
import type { PhoneLink } from '#src/lib/phone.ts';

import { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary.tsx';

export interface EstimateFormProps {
  /** The third-party form page shown in the frame. */
  iframeUrl: string;
  /** Optional loader script the provider needs; added on demand and removed with the form. */
  scriptUrl?: string;
  /** A text the provider posts to the page once the form is ready, where it sends one. */
  readyMessage?: string;
  title: string;
  /** Height reserved before and after loading, in pixels, so nothing shifts. */
  height: number;
  /** After this long without the frame (or its ready message), the visitor gets the alternative. */
  timeoutMs: number;
  phone: PhoneLink;
  textHref: string;
  email: string;
  copy: EstimateCopy;
  errorCopy: ErrorBoundaryProps['copy'];
}

type Status = 'loading' | 'ready' | 'failed';

const subscribeNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** True when a message from the form's frame carries the provider's ready text. */
function isReadyMessage(event: MessageEvent, origin: string, readyMessage: string): boolean {
  if (event.origin !== origin) return false;
  const data: unknown = event.data;
  const text = typeof data === 'string' ? data : JSON.stringify(data ?? null);
  return text.includes(readyMessage);
}

/**
 * The embedded estimate form. The island hydrates when it nears the viewport (client:visible), so
 * the frame and the provider's script are only fetched for visitors who scroll to it.
 *
 * A frame fires `load` even when its page is an error (HTTP 500, framing refused by
 * X-Frame-Options or frame-ancestors), and a cross-origin frame's status cannot be read, so `load`
 * proves nothing. Hence:
 * - with the provider's ready message configured, the frame loads out of sight behind the call /
 *   text / email card (same box, so nothing moves) and is shown only when the message comes; no
 *   message within `timeoutMs` leaves the card alone, and the frame and its loader script go;
 * - without one, the frame is shown once it loads, with the three buttons above it as a row of
 *   equal weight, because the page cannot tell the form from an error page.
 * Either way, a failed network probe of the form's address or a failed loader script ends in the
 * card at once. Without JavaScript the server HTML is the card.
 */
function Embed({
  iframeUrl,
  scriptUrl,
  readyMessage,
  title,
  height,
  timeoutMs,
  phone,
  textHref,
  email,
  copy,
}: Omit<EstimateFormProps, 'errorCopy'>) {
  const [status, setStatus] = useState<Status>('loading');
  // The frame is created only after hydration, so its load event is never missed and the server
  // HTML (what visitors without JavaScript get) holds the alternative, not a dead frame.
  const mounted = useSyncExternalStore(subscribeNothing, isClient, isServer);
  const failed = status === 'failed';

  useEffect(() => {
    // Once failed, nothing is left running: the cleanup below removed the timer, the probe, the
    // listener and the loader script.
    if (failed) return undefined;
    const fail = () => setStatus('failed');
    const timer = window.setTimeout(() => {
      setStatus((current) => (current === 'loading' ? 'failed' : current));
    }, timeoutMs);

    // An opaque no-cors request still rejects when the host cannot be reached at all.
    const probe = new AbortController();
    fetch(iframeUrl, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: probe.signal }).catch(
      (error: unknown) => {
        if (!probe.signal.aborted) {
          console.warn('Estimate form unreachable', error);
          fail();
        }
      },
    );

    const origin = new URL(iframeUrl, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (readyMessage && isReadyMessage(event, origin, readyMessage)) {
        setStatus((current) => (current === 'loading' ? 'ready' : current));
      }
    };
    if (readyMessage) window.addEventListener('message', onMessage);

    let script: HTMLScriptElement | null = null;
    if (scriptUrl) {
      script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.dataset['estimateForm'] = '';
      script.addEventListener('error', fail);
      document.body.append(script);
    }
    return () => {
      window.clearTimeout(timer);
      probe.abort();
      window.removeEventListener('message', onMessage);
      script?.remove();
    };
  }, [iframeUrl, scriptUrl, readyMessage, timeoutMs, failed]);

  const card = { phone, textHref, email, copy };
  // The form is gone for good: the card alone, at its own height.
  if (failed) return <EstimateFallback reason="failed" {...card} />;

  const loading = !mounted || status === 'loading';
  const confirmed = Boolean(readyMessage);
  // One box of the form's height from the server HTML on: the card while loading, then the frame
  // with the call / text / email alternative inside it, so neither hydration nor the form's arrival
  // moves anything on the page. Each child keeps its slot, so the frame is never created twice.
  return (
    <div
      className={clsx(
        'relative flex flex-col',
        !loading && 'overflow-hidden rounded-card border border-line bg-surface shadow-card',
      )}
      style={{ height }}
    >
      {!loading && !confirmed ? <EstimateFallback reason="alongside" {...card} /> : null}
      {mounted ? (
        <iframe
          src={iframeUrl}
          title={title}
          referrerPolicy="strict-origin-when-cross-origin"
          // Out of sight and out of reach until it is the form: an error page never shows.
          className={clsx(
            'block w-full border-0 bg-transparent',
            loading ? 'absolute inset-0 h-full opacity-0' : 'min-h-0 flex-1',
          )}
          {...(loading ? { inert: true, 'aria-hidden': true } : {})}
          onLoad={() => {
            // Without a ready message, the frame's load is the best sign there is.
            if (!readyMessage) setStatus((current) => (current === 'loading' ? 'ready' : current));
          }}
          onError={() => setStatus('failed')}
        />
      ) : null}
      {loading ? <EstimateFallback reason={mounted ? 'loading' : 'not-configured'} fill {...card} /> : null}
      {!loading && confirmed ? <EstimateFallback reason="beside" {...card} /> : null}
    </div>
  );
}

/** The estimate form, inside an error boundary. */
export function EstimateForm({ errorCopy, ...props }: EstimateFormProps) {
  return (
    <ErrorBoundary phone={props.phone} copy={errorCopy}>
      <Embed {...props} />
    </ErrorBoundary>
  );
}

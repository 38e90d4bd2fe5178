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
 * A frame fires `load` even when its page is an error (host down, HTTP 500, framing refused), so
 * `load` alone proves nothing. The alternative replaces the frame when failure can be seen: a
 * network probe of the form's address fails, the loader script fails, the provider's ready message
 * (where configured) does not arrive, or nothing has loaded after `timeoutMs`. Where it cannot be
 * seen (an error page inside the frame), the call / text / email line under the frame stays as the
 * way forward. Without JavaScript the server HTML is the full alternative.
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

  useEffect(() => {
    const fail = () => setStatus((current) => (current === 'failed' ? current : 'failed'));
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
      if (readyMessage && isReadyMessage(event, origin, readyMessage)) setStatus('ready');
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
  }, [iframeUrl, scriptUrl, readyMessage, timeoutMs]);

  if (!mounted || status === 'failed') {
    return (
      <div style={{ minHeight: height }}>
        <EstimateFallback
          reason={mounted ? 'failed' : 'not-configured'}
          phone={phone}
          textHref={textHref}
          email={email}
          copy={copy}
        />
      </div>
    );
  }

  return (
    <div>
      <div
        className="relative overflow-hidden rounded-card border border-line bg-surface shadow-card"
        style={{ height }}
      >
        {status === 'loading' ? (
          <p
            className="absolute inset-0 flex items-center justify-center p-6 text-center text-muted"
            role="status"
          >
            {copy.loading}{' '}
            <a href={phone.href} className="ml-1 font-semibold text-accent-strong underline">
              {phone.display}
            </a>
          </p>
        ) : null}
        <iframe
          src={iframeUrl}
          title={title}
          width="100%"
          height={height}
          referrerPolicy="strict-origin-when-cross-origin"
          className="relative block w-full border-0 bg-transparent"
          onLoad={() => {
            // Without a ready message, the frame's load is the best sign there is.
            if (!readyMessage) setStatus((current) => (current === 'loading' ? 'ready' : current));
          }}
          onError={() => setStatus('failed')}
        />
      </div>
      <EstimateFallback reason="beside" phone={phone} textHref={textHref} email={email} copy={copy} />
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

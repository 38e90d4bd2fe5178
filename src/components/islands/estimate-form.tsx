import { useEffect, useState, useSyncExternalStore } from 'react';

import { EstimateFallback } from '@/components/sections/estimate-fallback';
import type { EstimateCopy } from '@/data/ui';
import type { PhoneLink } from '@/lib/phone';

import { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary';

export interface EstimateFormProps {
  /** The third-party form page shown in the frame. */
  iframeUrl: string;
  /** Optional loader script the provider needs; added on demand and removed with the form. */
  scriptUrl?: string;
  title: string;
  /** Height reserved before and after loading, in pixels, so nothing shifts. */
  height: number;
  /** After this long without the frame loading, the visitor gets the alternative. */
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

/**
 * The embedded estimate form. The island hydrates when it nears the viewport (client:visible), so
 * the frame and the provider's script are only fetched for visitors who scroll to it. If the frame
 * or script fails, or nothing has loaded after `timeoutMs`, the call/text/email alternative replaces it.
 */
function Embed({
  iframeUrl,
  scriptUrl,
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
  // HTML (what visitors without JavaScript get) holds the phone alternative, not a dead frame.
  const mounted = useSyncExternalStore(subscribeNothing, isClient, isServer);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setStatus((current) => (current === 'loading' ? 'failed' : current));
    }, timeoutMs);
    let script: HTMLScriptElement | null = null;
    if (scriptUrl) {
      script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.dataset['estimateForm'] = '';
      script.addEventListener('error', () => setStatus('failed'));
      document.body.append(script);
    }
    return () => {
      window.clearTimeout(timer);
      script?.remove();
    };
  }, [scriptUrl, timeoutMs]);

  if (status === 'failed') {
    return (
      <div style={{ minHeight: height }}>
        <EstimateFallback reason="failed" phone={phone} textHref={textHref} email={email} copy={copy} />
      </div>
    );
  }

  return (
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
      {mounted ? (
        <iframe
          src={iframeUrl}
          title={title}
          width="100%"
          height={height}
          referrerPolicy="strict-origin-when-cross-origin"
          className="relative block w-full border-0 bg-transparent"
          onLoad={() => setStatus('ready')}
          onError={() => setStatus('failed')}
        />
      ) : null}
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

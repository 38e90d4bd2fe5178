/**
 * Stand-ins for the third parties the configured build talks to, as real servers on other origins
 * (so CORS, framing rules and refused connections behave as they do in the wild):
 * - the analytics collector on THIRD_PARTY_PORT: records POST /collect bodies and answers no CORS
 *   preflight, like an ordinary collector; GET /collected lists them, POST /reset clears them;
 * - on the same origin (so the configured build's CSP allows them), stand-ins for Plausible's
 *   POST /api/event and Umami's POST /api/send, which check each body as the real servers do
 *   (e2e/collector-formats.ts), answer like them (202, or 200 with JSON, 400 when rejected) and
 *   record every request and preflight in GET /collected `providers` and `preflights`. POST /reset
 *   leaves those: the browser tests that read them tell their requests apart by site id;
 * - the estimate form host on THIRD_PARTY_PORT + 1, whose behaviour the tests set with
 *   POST /form-mode?mode=ok|error|deny|frame-ancestors|hang|refuse: its form posts the ready
 *   message to the page, as real providers' embeds do; error answers 500, deny sends
 *   X-Frame-Options: DENY, frame-ancestors a CSP that refuses every parent, hang never answers,
 *   refuse closes its port;
 * - the quote form's endpoint on THIRD_PARTY_PORT + 2, POST /quote, which answers like Formspree,
 *   Basin or Getform: JSON (and CORS) to a request that accepts JSON, an HTML thank-you page to a
 *   plain form POST. It records every request in GET /collected `quotes` (and any preflight in
 *   `quotePreflights`); POST /quote-mode?mode=ok|reject|error|hang|down sets its answer (200, 422,
 *   500, none, or a closed port) and POST /quote-reset clears it, apart from the other stand-ins.
 *   Each request is recorded with its fields and files, read from a urlencoded or multipart body.
 * Run with `node e2e/third-party-server.ts`; Playwright starts it (playwright.config.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import { plausibleProblems, umamiProblems } from './collector-formats.ts';
import { formHostPort, formReadyMessage, quoteHostPort, thirdPartyPort } from './configured-site.ts';

/** How the form host behaves (the tests import only this type: importing the module starts it). */
export type FormMode = 'ok' | 'error' | 'deny' | 'frame-ancestors' | 'hang' | 'refuse';

const collected: { body: string; contentType: string; cookie: string }[] = [];
/** Requests to the Plausible and Umami stand-ins, with the status they were answered with. */
const providers: {
  api: 'plausible' | 'umami';
  body: string;
  contentType: string;
  cookie: string;
  status: number;
  problems: string[];
}[] = [];
/** CORS preflights the stand-ins answered: path and the headers the browser asked to send. */
const preflights: { path: string; requestHeaders: string }[] = [];
const formRequests: string[] = [];
let formMode: FormMode = 'ok';

export type QuoteMode = 'ok' | 'reject' | 'error' | 'hang' | 'down';

/** A file a quote request carried: its field, name, type, size and bytes (base64). */
export interface QuoteFile {
  field: string;
  name: string;
  type: string;
  size: number;
  base64: string;
}

/** One request to the quote endpoint: what the browser sent, and the status it was answered with. */
export interface QuoteRequest {
  method: string;
  contentType: string;
  accept: string;
  origin: string;
  cookie: string;
  /** The text fields, decoded from the urlencoded or multipart body (the last value of a name wins). */
  fields: Record<string, string>;
  /** The files of a multipart body, in order (an empty file input's empty part left out). */
  files: QuoteFile[];
  status: number | null;
}

/** The fields and files of a form body, read as a server would. */
async function readForm(
  body: Buffer,
  contentType: string,
): Promise<{ fields: Record<string, string>; files: QuoteFile[] }> {
  const fields: Record<string, string> = {};
  const files: QuoteFile[] = [];
  try {
    const form = await new Request('http://stand-in/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
    for (const [field, value] of form) {
      if (typeof value === 'string') fields[field] = value;
      else if (value.size > 0 || value.name !== '')
        files.push({
          field,
          name: value.name,
          type: value.type,
          size: value.size,
          base64: Buffer.from(await value.arrayBuffer()).toString('base64'),
        });
    }
  } catch {
    // Not a form body: recorded with no fields.
  }
  return { fields, files };
}

const quotes: QuoteRequest[] = [];
const quotePreflights: string[] = [];
let quoteMode: QuoteMode = 'ok';

const formPage =
  '<!doctype html><html lang="en"><title>Estimate</title><form><label>Your name <input name="name"></label></form>' +
  `<script>parent.postMessage(${JSON.stringify(formReadyMessage)}, '*');</script></html>`;

const formHost: Server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  formRequests.push(path);
  if (formMode === 'hang') return;
  if (path.endsWith('.js')) {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end('window.estimateLoaderRan = true;');
    return;
  }
  if (formMode === 'error') {
    response
      .writeHead(500, { 'content-type': 'text/html' })
      .end('<!doctype html><h1>Internal Server Error</h1>');
    return;
  }
  const headers: Record<string, string> = { 'content-type': 'text/html' };
  if (formMode === 'deny') headers['x-frame-options'] = 'DENY';
  if (formMode === 'frame-ancestors') headers['content-security-policy'] = "frame-ancestors 'none'";
  response.writeHead(200, headers).end(formPage);
});

function setFormMode(mode: FormMode): Promise<void> {
  formMode = mode;
  if (mode === 'refuse') {
    formHost.closeAllConnections();
    return new Promise((resolve) => (formHost.listening ? formHost.close(() => resolve()) : resolve()));
  }
  return new Promise((resolve) =>
    formHost.listening ? resolve() : formHost.listen(formHostPort, '127.0.0.1', resolve),
  );
}

const quoteStatus = { ok: 200, reject: 422, error: 500 } as const;

/**
 * The quote endpoint, answering as the form services do: `Access-Control-Allow-Origin: *` (their
 * CORS for requests without credentials), JSON when the request accepts it (`{ ok: true }`, or
 * Formspree's shape of errors), otherwise a page of its own, as a plain form POST gets.
 */
const quoteHost: Server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  if (path !== '/quote') {
    response.writeHead(404).end();
    return;
  }
  if (request.method === 'OPTIONS') {
    quotePreflights.push(request.headers['access-control-request-headers'] ?? '');
    response.writeHead(204, corsHeaders).end();
    return;
  }
  void readBytes(request).then(async (bytes) => {
    const status =
      quoteMode === 'ok' || quoteMode === 'reject' || quoteMode === 'error' ? quoteStatus[quoteMode] : null;
    const contentType = request.headers['content-type'] ?? '';
    quotes.push({
      method: request.method ?? '',
      contentType,
      accept: request.headers.accept ?? '',
      origin: request.headers.origin ?? '',
      cookie: request.headers.cookie ?? '',
      ...(await readForm(bytes, contentType)),
      status,
    });
    if (status === null) return;
    const cors = { 'access-control-allow-origin': '*' };
    if ((request.headers.accept ?? '').includes('application/json')) {
      const answer =
        status === 200
          ? { ok: true }
          : status === 422
            ? { errors: [{ field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' }] }
            : { error: 'Internal Server Error' };
      response.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(answer));
      return;
    }
    const page =
      status === 200
        ? '<h1>Thanks!</h1><p>The form was submitted successfully.</p>'
        : `<h1>Error ${status}</h1><p>The form could not be submitted.</p>`;
    response
      .writeHead(status, { ...cors, 'content-type': 'text/html' })
      .end(`<!doctype html><html lang="en"><title>Form</title>${page}</html>`);
  });
});

function setQuoteMode(mode: QuoteMode): Promise<void> {
  quoteMode = mode;
  // Requests left hanging by the last test end here.
  quoteHost.closeAllConnections();
  if (mode === 'down')
    return new Promise((resolve) => (quoteHost.listening ? quoteHost.close(() => resolve()) : resolve()));
  return new Promise((resolve) =>
    quoteHost.listening ? resolve() : quoteHost.listen(quoteHostPort, '127.0.0.1', resolve),
  );
}

/** Plausible and Umami answer CORS for any origin (Umami: next.config.ts apiHeaders). */
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST',
  'access-control-max-age': '86400',
};

function readBytes(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}

async function provider(api: 'plausible' | 'umami', request: IncomingMessage, response: ServerResponse) {
  if (request.method === 'OPTIONS') {
    preflights.push({
      path: request.url ?? '',
      requestHeaders: request.headers['access-control-request-headers'] ?? '',
    });
    response.writeHead(204, corsHeaders).end();
    return;
  }
  if (request.method !== 'POST') {
    response.writeHead(405, corsHeaders).end();
    return;
  }
  const body = await readBody(request);
  const contentType = request.headers['content-type'] ?? '';
  const userAgent = request.headers['user-agent'];
  const problems =
    api === 'plausible' ? plausibleProblems(body, userAgent) : umamiProblems(body, contentType, userAgent);
  const status = problems.length > 0 ? 400 : api === 'plausible' ? 202 : 200;
  providers.push({ api, body, contentType, cookie: request.headers.cookie ?? '', status, problems });
  const answer =
    problems.length > 0
      ? { errors: problems }
      : api === 'plausible'
        ? 'ok'
        : { cache: 'stand-in', sessionId: '00000000-0000-4000-8000-000000000000' };
  response
    .writeHead(status, {
      ...corsHeaders,
      'content-type': api === 'plausible' && status === 202 ? 'text/plain' : 'application/json',
    })
    .end(typeof answer === 'string' ? answer : JSON.stringify(answer));
}

const control = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  if (url.pathname === '/api/event' || url.pathname === '/api/send') {
    void provider(url.pathname === '/api/event' ? 'plausible' : 'umami', request, response);
    return;
  }
  if (url.pathname === '/collect') {
    if (request.method !== 'POST') {
      // An ordinary collector: no CORS preflight answered.
      response.writeHead(405).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      collected.push({
        body,
        contentType: request.headers['content-type'] ?? '',
        cookie: request.headers.cookie ?? '',
      });
      response.writeHead(204).end();
    });
    return;
  }
  if (url.pathname === '/collected') {
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ collected, formRequests, providers, preflights, quotes, quotePreflights }));
    return;
  }
  if (url.pathname === '/reset' && request.method === 'POST') {
    collected.length = 0;
    formRequests.length = 0;
    void setFormMode('ok').then(() => response.writeHead(204).end());
    return;
  }
  if (url.pathname === '/quote-mode' && request.method === 'POST') {
    void setQuoteMode((url.searchParams.get('mode') ?? 'ok') as QuoteMode).then(() =>
      response.writeHead(204).end(),
    );
    return;
  }
  if (url.pathname === '/quote-reset' && request.method === 'POST') {
    quotes.length = 0;
    quotePreflights.length = 0;
    void setQuoteMode('ok').then(() => response.writeHead(204).end());
    return;
  }
  if (url.pathname === '/form-mode' && request.method === 'POST') {
    void setFormMode((url.searchParams.get('mode') ?? 'ok') as FormMode).then(() =>
      response.writeHead(204).end(),
    );
    return;
  }
  response.writeHead(404).end();
});

await setFormMode('ok');
await setQuoteMode('ok');
control.listen(thirdPartyPort, '127.0.0.1');

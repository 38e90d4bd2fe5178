/**
 * What Plausible's and Umami's event endpoints accept, as the stand-ins of e2e/third-party-server.ts
 * check it: each function returns the problems a real server would reject the request for (an
 * empty list means accepted). Taken from their documentation and server code:
 * - Plausible, POST /api/event: https://plausible.io/docs/events-api and
 *   lib/plausible/ingestion/request.ex (the body is read as JSON whatever its Content-Type; name,
 *   url and domain are required; props are at most 30 scalar values, keys up to 300 and values up
 *   to 2,000 characters; name up to 120);
 * - Umami, POST /api/send: https://umami.is/docs/api/sending-stats and src/app/api/send/
 *   request-schema.ts (type "event", payload.website a UUID, url and referrer a URL or path) plus
 *   the limits of Umami 2's pages/api/send.ts (hostname 100, language 35, screen 11, name 50),
 *   which also reads the body only when it is declared application/json.
 * Both want the browser's User-Agent. Unlike the real servers, a field neither documents is a
 * problem here too: a misspelt field would otherwise be dropped without a word.
 */

const plausibleFields = ['name', 'url', 'domain', 'referrer', 'props', 'revenue', 'interactive'];
const umamiFields = [
  'hostname',
  'screen',
  'language',
  'url',
  'referrer',
  'title',
  'tag',
  'id',
  'website',
  'name',
  'data',
];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function unknownFields(object: Record<string, unknown>, known: readonly string[], where: string): string[] {
  return Object.keys(object)
    .filter((key) => !known.includes(key))
    .map((key) => `${where}${key} is not a documented field`);
}

/** The problems Plausible's /api/event finds in a request. */
export function plausibleProblems(body: string, userAgent: string | undefined): string[] {
  const event = parseJson(body);
  if (!isObject(event)) return ['Unable to parse request body as json'];
  const problems = unknownFields(event, plausibleFields, '');
  if (!userAgent) problems.push('User-Agent is required');
  const { name, url, domain, referrer, props } = event;
  if (typeof name !== 'string' || name.trim() === '') problems.push('name is required');
  else if (name.length > 120 || name === 'engagement') problems.push(`name "${name}" is not allowed`);
  if (typeof url !== 'string') problems.push('url is required');
  else {
    try {
      const parsed = new URL(url);
      if (!/^https?:$/.test(parsed.protocol)) problems.push(`url scheme ${parsed.protocol} is not allowed`);
      if (parsed.pathname.length > 2000) problems.push('url path is longer than 2,000 characters');
    } catch {
      problems.push(`url "${url}" is not a URL`);
    }
  }
  if (typeof domain !== 'string' || domain.trim() === '') problems.push("domain can't be blank");
  if (referrer !== undefined && (typeof referrer !== 'string' || referrer.length > 2000)) {
    problems.push('referrer must be a string of at most 2,000 characters');
  }
  if (props !== undefined) {
    if (!isObject(props)) problems.push('props must be an object');
    else {
      const entries = Object.entries(props);
      if (entries.length > 30) problems.push('props has more than 30 properties');
      for (const [key, value] of entries) {
        if (key.length > 300) problems.push(`props key ${key.slice(0, 20)}… is longer than 300 characters`);
        if (typeof value !== 'string' || value === '' || value.length > 2000) {
          problems.push(`props.${key} must be a non-empty string of at most 2,000 characters`);
        }
      }
    }
  }
  return problems;
}

/** Umami's urlOrPathParam: an http(s) URL, or a path read against https://localhost. */
function urlOrPathProblem(value: unknown, field: string): string | undefined {
  if (typeof value !== 'string' || value.length > 2000)
    return `${field} must be a string of at most 2,000 characters`;
  try {
    const url = new URL(value, 'https://localhost');
    const fits =
      /^https?:$/.test(url.protocol) &&
      !url.username &&
      !url.password &&
      url.hostname.length <= 100 &&
      `${url.pathname}${url.hash}`.length <= 500 &&
      url.search.slice(1).length <= 500;
    return fits ? undefined : `${field} "${value}" is not an accepted URL or path`;
  } catch {
    return `${field} "${value}" is not a URL or path`;
  }
}

const uuid = /^[\da-f]{8}-[\da-f]{4}-[1-8][\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/i;

/** The problems Umami's /api/send finds in a request. */
export function umamiProblems(body: string, contentType: string, userAgent: string | undefined): string[] {
  if (!/^application\/json\b/i.test(contentType))
    return [`Content-Type ${contentType || '(none)'} is not JSON`];
  const request = parseJson(body);
  if (!isObject(request)) return ['the body is not a JSON object'];
  const problems = unknownFields(request, ['type', 'payload'], '');
  if (!userAgent) problems.push('User-Agent is required');
  if (request['type'] !== 'event') problems.push(`type ${JSON.stringify(request['type'])} is not "event"`);
  const payload = request['payload'];
  if (!isObject(payload)) return [...problems, 'payload is required'];
  problems.push(...unknownFields(payload, umamiFields, 'payload.'));
  const { website, url, referrer, hostname, language, screen, title, name, data } = payload;
  if (typeof website !== 'string' || !uuid.test(website)) problems.push('payload.website must be a UUID');
  for (const [field, value] of [
    ['url', url],
    ['referrer', referrer],
  ] as const) {
    const problem = value === undefined ? undefined : urlOrPathProblem(value, `payload.${field}`);
    if (problem) problems.push(problem);
  }
  for (const [field, value, max] of [
    ['hostname', hostname, 100],
    ['language', language, 35],
    ['screen', screen, 11],
    ['title', title, Infinity],
    ['name', name, 50],
  ] as const) {
    if (value !== undefined && (typeof value !== 'string' || value.length > max)) {
      problems.push(`payload.${field} must be a string of at most ${max} characters`);
    }
  }
  if (typeof name === 'string' && /^[=+\-@\t\r]/.test(name))
    problems.push('payload.name starts with a formula character');
  if (data !== undefined) {
    if (!isObject(data) || Object.keys(data).length > 50)
      problems.push('payload.data must be an object of at most 50 properties');
    else if (Object.values(data).some((value) => typeof value === 'string' && value.length > 500)) {
      problems.push('payload.data strings are at most 500 characters');
    }
  }
  return problems;
}

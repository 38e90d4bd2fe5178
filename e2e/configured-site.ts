/** Where the build with the estimate form and analytics switched on is served, and its third parties. */
export const configuredPort = Number(process.env['CONFIGURED_PORT'] ?? 4322);
export const configuredBaseUrl = `http://127.0.0.1:${configuredPort}`;
/** The analytics collector and the control endpoints of e2e/third-party-server.ts. */
export const thirdPartyPort = Number(process.env['THIRD_PARTY_PORT'] ?? 4330);
export const thirdPartyOrigin = `http://127.0.0.1:${thirdPartyPort}`;
/** The estimate form's host: another origin, which the tests can make fail in each way. */
export const formHostPort = thirdPartyPort + 1;
export const formHostOrigin = `http://127.0.0.1:${formHostPort}`;
/**
 * The text the stand-in form provider posts to the page when its form is ready, as a real
 * provider's embed does; the configured build is given it as PUBLIC_ESTIMATE_FORM_READY_MESSAGE.
 */
export const formReadyMessage = 'estimate-form:ready';
/** The quote form's stand-in endpoint (e2e/third-party-server.ts): its own port, so it can be closed. */
export const quoteHostPort = thirdPartyPort + 2;
export const quoteHostOrigin = `http://127.0.0.1:${quoteHostPort}`;
/**
 * Where the build with the site's own quote form is served (e2e/quote-site.ts, from the build of e2e/test-builds.ts):
 * after the third parties' ports, not after CONFIGURED_PORT, whose next port is where a checkout
 * that numbers its ports in a row (PORT=5101 CONFIGURED_PORT=5102 THIRD_PARTY_PORT=5103) puts the
 * third-party server, which the quote site's start would then take for its own server and reuse.
 */
export const quotePort = Number(process.env['QUOTE_PORT'] ?? thirdPartyPort + 3);
export const quoteBaseUrl = `http://127.0.0.1:${quotePort}`;

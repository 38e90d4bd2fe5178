/** Where the build with the estimate form and analytics switched on is served, and its fake provider. */
export const configuredPort = Number(process.env['CONFIGURED_PORT'] ?? 4322);
export const configuredBaseUrl = `http://127.0.0.1:${configuredPort}`;
export const thirdPartyOrigin = `http://127.0.0.1:${Number(process.env['THIRD_PARTY_PORT'] ?? 4330)}`;

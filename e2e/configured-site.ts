/** Where the build with the estimate form and analytics switched on is served, and its fake provider. */
export const configuredPort = 4322;
export const configuredBaseUrl = `http://127.0.0.1:${configuredPort}`;
export const thirdPartyOrigin = 'http://127.0.0.1:4330';

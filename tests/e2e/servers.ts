/** Ports and settings of the e2e web servers, shared by playwright.config.ts and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/** A second server of the same build, started with ANALYTICS_ID set. */
export const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? E2E_PORT + 10);
export const ANALYTICS_ID = 'G-E2E0001';
export const ANALYTICS_BASE_URL = `http://127.0.0.1:${ANALYTICS_PORT}`;

import { test } from '@playwright/test';

/**
 * The server of the running test's project: playwright.config.ts starts one per project, each with
 * its own database, so a helper asks the test instead of assuming a port.
 */
export function serverOrigin(): string {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('playwright.config.ts gives every project a baseURL');
  return baseURL;
}

/** Where scripts/e2e-server.mjs answers with the mail it received: the port after the server's. */
export function mailboxOrigin(): string {
  const { port } = new URL(serverOrigin());
  return `http://127.0.0.1:${Number(port) + 1}`;
}

import { fileURLToPath } from 'node:url';

/*
 * Resolved from this file's location. Source (`src/paths.ts`) and the bundle (`dist/server.js`)
 * sit at the same depth inside apps/api, so one set of relative URLs serves both.
 */
export const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));
export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The web build's server entry, which renders public pages (http/server-pages.ts). */
export const webServerDir = fileURLToPath(new URL('../../web/dist-server', import.meta.url));

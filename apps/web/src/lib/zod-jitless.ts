import type { $ZodConfig } from 'zod/v4/core';

/*
 * Zod compiles its object parsers with `new Function` when the page allows it, and finds out by
 * trying: under our Content-Security-Policy (no 'unsafe-eval') that try is refused and reported as
 * a violation on every page with a form. Its `jitless` setting skips the try; interpreted parsing
 * is fast enough for forms. Schemas read the setting when they are built, so main.tsx imports
 * this module first. `config()` from zod would pull zod into the home page's first load (4 KB
 * over its budget); zod keeps that same config object on `globalThis.__zod_globalConfig`, shared
 * by every copy of zod on the page, and adopts one set before it loads.
 */
declare global {
  var __zod_globalConfig: $ZodConfig | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, {
  jitless: true,
});

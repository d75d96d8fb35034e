import type { Catalogue } from '@studyhall/shared';

/**
 * One language's catalogue from its area files (`shell.json`, `sessions.json`, …): each area's
 * keys start with its name, so they never clash (scripts/check-catalogues.mjs checks).
 */
export function mergeAreas(areas: Record<string, Catalogue>): Catalogue {
  return Object.assign({}, ...Object.values(areas)) as Catalogue;
}

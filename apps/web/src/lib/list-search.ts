/**
 * The address of a list's view: the filters in use (empty ones left out) and the page past the
 * first, so the first page of an unfiltered list is its bare path. Kept apart from
 * `page-param.ts`, which the first page's script loads.
 */
export function listSearch(filters: Record<string, string | undefined>, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  return params;
}

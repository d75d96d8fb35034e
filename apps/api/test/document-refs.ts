/**
 * The `$ref`s of an OpenAPI document that point at nothing in it, each once. Only references
 * inside the document (`#/...`) resolve; the API's document has no other kind.
 */
export function unresolvedRefs(document: unknown): string[] {
  const refs = new Set<string>();
  const collect = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.add(value);
      else collect(value);
    }
  };
  collect(document);
  return [...refs].filter((ref) => !resolves(document, ref));
}

function resolves(document: unknown, ref: string): boolean {
  if (!ref.startsWith('#/')) return false;
  let node = document;
  for (const part of ref.slice(2).split('/')) {
    const key = decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~');
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/*
 * A part of the shared messages' catalogue, compiled when built (apps/web/compiled-catalogues.ts):
 * its texts as Lingui's compiled messages, read through lib/i18n.ts.
 */
declare module '*.json?first' {
  const catalogue: unknown;
  export default catalogue;
}

declare module '*.json?signIn' {
  const catalogue: unknown;
  export default catalogue;
}

declare module '*.json?later' {
  const catalogue: unknown;
  export default catalogue;
}

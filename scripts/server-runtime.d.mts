// The types of scripts/server-runtime.mjs for the TypeScript that starts the server (the bench, tests).
export const HEAP_FLAGS: readonly string[];
export const MALLOC_ENV: Readonly<Record<string, string>>;

/*
 * How the server process runs when deployed: V8's heap flags and glibc's malloc settings
 * (docs/performance.md#memory). The Dockerfile sets the same as NODE_OPTIONS and ENV;
 * `npm start` and the bench start the server with these, and apps/api/test/deploy checks that the
 * Dockerfile agrees.
 */

/** V8's heap capped, its young generation kept to 8 MB, one helper thread for optimising. */
export const HEAP_FLAGS = [
  '--max-old-space-size=160',
  '--max-semi-space-size=8',
  '--v8-pool-size=1',
];

/** Fixed thresholds, so glibc hands back large freed blocks instead of keeping them resident. */
export const MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };

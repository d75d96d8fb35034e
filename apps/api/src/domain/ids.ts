const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids are UUIDs; anything else names no record, so callers answer 404 as for a missing one. */
export function isRecordId(value: string): boolean {
  return UUID.test(value);
}

/** `YYYY-MM-DD`, `offset` days from today in UTC, the e2e server's time zone. */
export function day(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

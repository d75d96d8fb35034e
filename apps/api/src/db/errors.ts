/** PostgreSQL's unique_violation; drivers and drizzle may wrap the error, so look one level down too. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  const cause =
    typeof error === 'object' && error !== null && 'cause' in error ? error.cause : null;
  return code(error) === '23505' || code(cause) === '23505';
}

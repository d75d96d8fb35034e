/** The SQLSTATE of a database error; drivers and drizzle may wrap it, so look one level down too. */
function sqlState(error: unknown): unknown {
  const code = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  const cause =
    typeof error === 'object' && error !== null && 'cause' in error ? error.cause : null;
  return code(error) ?? code(cause);
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

/** PostgreSQL's foreign_key_violation: the row referred to went meanwhile. */
export const isForeignKeyViolation = (error: unknown): boolean => sqlState(error) === '23503';

/**
 * A transaction PostgreSQL ended to break a deadlock (40P01) or a serialization failure (40001):
 * nothing of it was written, and running it again is the answer.
 */
export const isTransientConflict = (error: unknown): boolean =>
  sqlState(error) === '40P01' || sqlState(error) === '40001';

/** PostgreSQL's exclusion_violation: the row would overlap another an exclusion constraint guards. */
export const isExclusionViolation = (error: unknown): boolean => sqlState(error) === '23P01';

/**
 * Whether the error is a violation of one of a tutor's busy-time constraints (migration 0015): a
 * lesson would overlap another lesson or a class meeting of the same tutor.
 */
export function isBusyTimeViolation(error: unknown): boolean {
  if (!isExclusionViolation(error)) return false;
  const named = (value: unknown): unknown =>
    typeof value === 'object' && value !== null
      ? ((value as { constraint_name?: unknown; constraint?: unknown }).constraint_name ??
        (value as { constraint?: unknown }).constraint)
      : undefined;
  const cause =
    typeof error === 'object' && error !== null && 'cause' in error ? error.cause : null;
  const constraint = named(error) ?? named(cause);
  return typeof constraint === 'string' && constraint.startsWith('tutor_busy_');
}

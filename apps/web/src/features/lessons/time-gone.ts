import { ApiError } from '@/lib/api-client';

/**
 * A booking or a move refused with a conflict: the time chosen cannot be had now (taken meanwhile,
 * or the deadline passed while the page was open), so the choice is dropped and the refreshed
 * times are offered instead.
 */
export const isTimeGone = (error: unknown) => error instanceof ApiError && error.status === 409;

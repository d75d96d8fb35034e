import type { SessionStatus } from '@studyhall/shared';

/** Every sessions query key, from one factory, so a mutation invalidates by prefix. */
export const sessionKeys = {
  all: ['sessions'] as const,
  approved: (page: number, limit: number) =>
    [...sessionKeys.all, 'approved', { page, limit }] as const,
  detail: (id: string) => [...sessionKeys.all, 'detail', id] as const,
  tutor: (email: string, page: number) => [...sessionKeys.all, 'tutor', email, { page }] as const,
  byStatus: (status: SessionStatus, page: number) =>
    [...sessionKeys.all, 'status', status, { page }] as const,
};

/** Rows per page on the dashboard tables. */
export const TABLE_PAGE_SIZE = 10;

import { z } from 'zod';
import { fieldMessages } from './field-messages';

/**
 * The admin's CSV exports (`GET /api/admin/export/{kind}.csv`, docs/product.md#exports): every
 * row of the kind, oldest first, as a spreadsheet opens it.
 */
export const EXPORT_KINDS = ['bookings', 'payments', 'users', 'sessions', 'lessons'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const exportParams = z.object({
  kind: z.enum(EXPORT_KINDS, {
    error: () =>
      fieldMessages.exportKind(EXPORT_KINDS.slice(0, -1).join(', '), EXPORT_KINDS.at(-1)!),
  }),
});

/** The name the downloaded file gets: `studyhall-bookings-2026-11-23.csv`. */
export function exportFilename(kind: ExportKind, day: string): string {
  return `studyhall-${kind}-${day}.csv`;
}

/** Where each export is downloaded from, for links. */
export const exportPath = (kind: ExportKind) => `/api/admin/export/${kind}.csv`;

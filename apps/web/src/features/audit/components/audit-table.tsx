import type { AuditEntryDto } from '@studyhall/shared';
import { DataTable } from '@/components/ui/data-table';
import { formatMoment } from '@/lib/datetime';
import { actionLabel, auditTexts, targetLabel } from '../texts';
import { AuditDetail } from './audit-detail';

interface AuditTableProps {
  entries: AuditEntryDto[];
  caption: string;
}

/** The entries of one page; times in the reader's zone. */
export function AuditTable({ entries, caption }: AuditTableProps) {
  return (
    <DataTable columns={auditTexts.columns} caption={caption}>
      {entries.map((entry) => (
        <tr key={entry._id} className="align-top">
          <td>
            <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time>
          </td>
          <td className="min-w-40">{entry.actorEmail ?? auditTexts.platform}</td>
          <td className="font-medium">{actionLabel(entry.action)}</td>
          <td>
            {targetLabel(entry.targetType)}{' '}
            <code className="text-xs break-all">{entry.targetId}</code>
          </td>
          <td className="min-w-56">
            <AuditDetail detail={entry.detail} />
          </td>
          <td className="whitespace-nowrap">{entry.ip ?? auditTexts.none}</td>
        </tr>
      ))}
    </DataTable>
  );
}

import { auditActionLabels, type AuditEntryDto } from '@studyhall/shared';
import { formatDateTime } from '@/lib/dates';
import { auditTexts, targetLabels } from '../texts';
import { AuditDetail } from './audit-detail';

interface AuditTableProps {
  entries: AuditEntryDto[];
  caption: string;
}

/** The entries of one page; times in the reader's zone. */
export function AuditTable({ entries, caption }: AuditTableProps) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-200 bg-base-100">
      <table className="table">
        <caption className="px-4 py-2 text-left text-sm text-base-content/70">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Detail</th>
            <th scope="col">IP</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id} className="align-top">
              <td className="whitespace-nowrap">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </td>
              <td className="min-w-40">{entry.actorEmail ?? auditTexts.platform}</td>
              <td className="font-medium">{auditActionLabels[entry.action]}</td>
              <td>
                {targetLabels[entry.targetType]}{' '}
                <code className="text-xs break-all">{entry.targetId}</code>
              </td>
              <td className="min-w-56">
                <AuditDetail detail={entry.detail} />
              </td>
              <td className="whitespace-nowrap">{entry.ip ?? auditTexts.none}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { AuditEntryDto } from '@studyhall/shared';
import { formatMoney } from '@/lib/format';
import { auditTexts, codeName, detailName, roleName } from '../texts';

type DetailValue = AuditEntryDto['detail'][string];

/**
 * `tutorEmail` → 'Tutor email': the server names details in camelCase, amounts in cents. A name
 * the log knows reads in the reader's language; another is spelt out from its camelCase.
 */
function labelOf(key: string): string {
  const name = key.replace(/Cents$/, '');
  const known = detailName(name);
  if (known) return known;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The details that name a role: a role change's two, a deleted account's own, and who cancelled a
 * lesson.
 */
const ROLE_DETAILS = new Set(['from', 'to', 'role', 'cancelledBy']);

/**
 * Amounts are kept in cents (`feeCents`) and read in dollars; roles and the server's codes
 * (`codeName`) read in the reader's language.
 */
function valueOf(key: string, value: DetailValue): string {
  if (value === null || value === '') return auditTexts.none;
  if (typeof value === 'boolean') return value ? auditTexts.yes : auditTexts.no;
  if (typeof value === 'number' && key.endsWith('Cents')) return formatMoney(value / 100);
  if (typeof value === 'string' && ROLE_DETAILS.has(key)) return roleName(value) ?? value;
  if (typeof value === 'string') return codeName(key, value) ?? value;
  return String(value);
}

/**
 * What an action changed, by name: 'From: student', 'To: tutor', 'Fee: $25.00'. In the names'
 * alphabetical order: the database keeps a detail's names in an order of its own.
 */
export function AuditDetail({ detail }: { detail: AuditEntryDto['detail'] }) {
  const entries = Object.entries(detail).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return <span>{auditTexts.none}</span>;
  return (
    <dl className="space-y-1 text-sm">
      {entries.map(([key, value]) => (
        // Each name runs on into its value, so a narrow column keeps them on as few lines as it can.
        <div key={key}>
          <dt className="inline font-semibold">{labelOf(key)}: </dt>
          <dd className="inline">{valueOf(key, value)}</dd>
        </div>
      ))}
    </dl>
  );
}

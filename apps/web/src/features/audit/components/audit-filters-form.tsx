import { AUDIT_ACTIONS, type AuditAction } from '@studyhall/shared';
import type { AuditFilters } from '../audit-filters';
import { actionLabel, auditTexts } from '../texts';

interface AuditFiltersFormProps {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

/** Action (from the shared list, by its label) and actor; applied together on submit. */
export function AuditFiltersForm({ filters, onApply }: AuditFiltersFormProps) {
  return (
    <form
      role="search"
      aria-label={auditTexts.filters}
      className="mb-6 flex flex-wrap items-end gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onApply({
          action: String(data.get('action') ?? '') as AuditAction | '',
          actor: String(data.get('actor') ?? '').trim(),
        });
      }}
    >
      <div className="fieldset">
        <label htmlFor="audit-action" className="fieldset-legend">
          {auditTexts.actionLabel}
        </label>
        <select id="audit-action" name="action" className="select" defaultValue={filters.action}>
          <option value="">{auditTexts.allActions}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </select>
      </div>
      <div className="fieldset grow sm:max-w-sm">
        <label htmlFor="audit-actor" className="fieldset-legend">
          {auditTexts.actorLabel}
        </label>
        <input
          id="audit-actor"
          name="actor"
          type="search"
          maxLength={254}
          autoComplete="off"
          className="input w-full"
          defaultValue={filters.actor}
        />
      </div>
      <div className="flex gap-2 pb-1">
        <button type="submit" className="btn btn-primary">
          {auditTexts.apply}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => onApply({ action: '', actor: '' })}
        >
          {auditTexts.clear}
        </button>
      </div>
    </form>
  );
}

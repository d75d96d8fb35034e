import { type ChangeEvent, type FormEvent, type RefObject, useId, useState } from 'react';
import {
  DATE_RANGE,
  MAX_SEARCH_LENGTH,
  REGISTRATION_STATES,
  type SearchField,
  type SessionFee,
  SESSION_FEES,
  SESSION_SORTS,
} from '@studyhall/shared';
import type { SessionFilters } from '@/api/keys';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import {
  DEFAULT_SORT,
  parseSessionSearch,
  searchDraft,
  sessionSearchParams,
} from '../search-params';
import { sessionTexts } from '../texts';

interface SessionSearchFormProps {
  /** The search the list shows (from the address); the form starts from it and follows it. */
  filters: SessionFilters;
  onSearch: (filters: SessionFilters) => void;
  /** Offered while the list is narrowed. */
  onClear?: () => void;
  /** The keywords box, for the page to focus once the filters are cleared. */
  keywordsRef?: RefObject<HTMLInputElement | null>;
  /** Told whether the last submit was refused: the list below no longer answers the form. */
  onRefused?: (refused: boolean) => void;
}

/** The fields that fold behind the Filters button on a phone. */
const FOLDED_FIELDS = ['fee', 'state', 'from', 'to', 'sort'] as const;

const feeLabel = (fee: SessionFee) => (fee === 'free' ? sessionTexts.free : sessionTexts.paid);

// The list's default order first, as the list opens in it.
const sortsInOrder = [DEFAULT_SORT, ...SESSION_SORTS.filter((sort) => sort !== DEFAULT_SORT)];

/**
 * The search box and filters of /studySessions. Nothing applies while typing or choosing: Search
 * (or Enter) applies the whole form at once, so one search is one history entry and Back returns
 * to the one before (docs/product.md#search-and-filters). The form is checked with the API's
 * rules before it leaves.
 */
export function SessionSearchForm({
  filters,
  onSearch,
  onClear,
  keywordsRef,
  onRefused,
}: SessionSearchFormProps) {
  const applied = sessionSearchParams(filters).toString();
  const [shown, setShown] = useState(applied);
  const [draft, setDraft] = useState(() => searchDraft(filters));
  const [problems, setProblems] = useState<Partial<Record<SearchField, string>>>({});
  // On a phone the filters fold behind one button, so the list starts on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const narrowing = FOLDED_FIELDS.filter((name) => name !== 'sort' && filters[name]).length;
  // Back, Forward or a link changed the search: the form shows it (React's way of resetting
  // state from a prop, during render).
  if (shown !== applied) {
    setShown(applied);
    setDraft(searchDraft(filters));
    setProblems({});
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { filters: next, refused } = parseSessionSearch(draft);
    const found = Object.fromEntries(
      Object.entries(refused).map(([field, message]) => [
        field,
        sessionTexts.searchProblems[field] ?? message,
      ]),
    );
    setProblems(found);
    const first = Object.keys(found)[0];
    onRefused?.(Boolean(first));
    if (first) {
      if (first !== 'q') setFiltersOpen(true);
      // Once unfolded, the field can take the focus.
      setTimeout(() => document.getElementById(`search-${first}`)?.focus());
      return;
    }
    onSearch(next);
  }

  const field = (name: SearchField) => ({
    ...fieldA11y(`search-${name}`, problems[name]),
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setDraft((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <form
      role="search"
      aria-label={sessionTexts.searchLabel}
      noValidate
      onSubmit={submit}
      className="mb-6 rounded-box bg-base-200 p-4"
    >
      <FormField id="search-q" label={sessionTexts.keywords} error={problems.q}>
        <input
          ref={keywordsRef}
          type="search"
          enterKeyHint="search"
          maxLength={MAX_SEARCH_LENGTH}
          className="input w-full"
          {...field('q')}
        />
      </FormField>
      <button
        type="button"
        className="btn btn-outline btn-sm mt-2 md:hidden"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => setFiltersOpen(!filtersOpen)}
      >
        {sessionTexts.filtersButton(narrowing)}
      </button>
      <div
        id={filtersId}
        className={`${filtersOpen ? 'grid' : 'hidden'} grid-cols-2 gap-x-4 md:grid lg:grid-cols-3`}
      >
        <FormField id="search-fee" label={sessionTexts.fee}>
          <select className="select w-full" {...field('fee')}>
            <option value="">{sessionTexts.anyFee}</option>
            {SESSION_FEES.map((fee) => (
              <option key={fee} value={fee}>
                {feeLabel(fee)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="search-state" label={sessionTexts.registration}>
          <select className="select w-full" {...field('state')}>
            <option value="">{sessionTexts.anyRegistration}</option>
            {REGISTRATION_STATES.map((state) => (
              <option key={state} value={state}>
                {sessionTexts.registrationState(state)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="search-from" label={sessionTexts.classesFrom} error={problems.from}>
          <input
            type="date"
            min={DATE_RANGE.first}
            max={draft.to || DATE_RANGE.last}
            className="input w-full"
            {...field('from')}
          />
        </FormField>
        <FormField id="search-to" label={sessionTexts.classesTo} error={problems.to}>
          <input
            type="date"
            min={draft.from || DATE_RANGE.first}
            max={DATE_RANGE.last}
            className="input w-full"
            {...field('to')}
          />
        </FormField>
        <FormField id="search-sort" label={sessionTexts.sortBy}>
          <select className="select w-full" {...field('sort')}>
            {sortsInOrder.map((sort) => (
              <option key={sort} value={sort}>
                {sessionTexts.sort(sort)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary">
          {sessionTexts.search}
        </button>
        {onClear ? (
          <button type="button" className="btn btn-ghost" onClick={onClear}>
            {sessionTexts.clearFilters}
          </button>
        ) : null}
      </div>
    </form>
  );
}

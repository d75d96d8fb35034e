import { pageCount } from '@studyhall/shared';
import { t } from '@/lib/i18n';

interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /**
   * The tutors grid shows no pagination when everything fits on one page (docs/product.md#visitor).
   */
  hideWhenSinglePage?: boolean;
  label?: string;
}

/** Up to this many pages, every number shows; past it, the first, the last and the current's neighbours. */
const ALL_NUMBERS_UP_TO = 7;

/** The page numbers to offer, `null` for a gap ('…') between two of them. */
export function pageNumbers(current: number, pages: number): (number | null)[] {
  if (pages <= ALL_NUMBERS_UP_TO) return Array.from({ length: pages }, (_, index) => index + 1);
  const from = Math.max(2, Math.min(current - 1, pages - 3));
  const to = Math.min(pages - 1, Math.max(current + 1, 4));
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [1, ...(from > 2 ? [null] : []), ...middle, ...(to < pages - 1 ? [null] : []), pages];
}

/**
 * Prev, numbered pages and Next; the current page is marked for screen readers too. A long list
 * (the audit log's hundreds of pages) shows the first, the last and the current's neighbours.
 */
export function Pagination({
  page,
  total,
  pageSize,
  onPageChange,
  hideWhenSinglePage = false,
  label = t('ui.pagination.label'),
}: PaginationProps) {
  const pages = pageCount(total, pageSize);
  if (hideWhenSinglePage && pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);

  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <div className="join flex-wrap">
        <button
          type="button"
          className="btn join-item"
          disabled={current <= 1}
          onClick={() => onPageChange(current - 1)}
        >
          {t('ui.pagination.prev')}
        </button>
        {pageNumbers(current, pages).map((number, index) =>
          number === null ? (
            <span key={`gap-${index}`} className="btn btn-disabled join-item" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={number}
              type="button"
              className={`btn join-item ${number === current ? 'btn-primary' : ''}`}
              aria-current={number === current ? 'page' : undefined}
              onClick={() => onPageChange(number)}
            >
              {number}
            </button>
          ),
        )}
        <button
          type="button"
          className="btn join-item"
          disabled={current >= pages}
          onClick={() => onPageChange(current + 1)}
        >
          {t('ui.pagination.next')}
        </button>
      </div>
    </nav>
  );
}

import { pageCount } from '@studyhall/shared';

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

/** Prev, numbered pages and Next; the current page is marked for screen readers too. */
export function Pagination({
  page,
  total,
  pageSize,
  onPageChange,
  hideWhenSinglePage = false,
  label = 'Pagination',
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
          Prev
        </button>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <button
            key={number}
            type="button"
            className={`btn join-item ${number === current ? 'btn-primary' : ''}`}
            aria-current={number === current ? 'page' : undefined}
            onClick={() => onPageChange(number)}
          >
            {number}
          </button>
        ))}
        <button
          type="button"
          className="btn join-item"
          disabled={current >= pages}
          onClick={() => onPageChange(current + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}

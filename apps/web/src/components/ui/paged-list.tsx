import type { ReactNode } from 'react';
import type { ListResult } from '@/lib/api-client';
import { useKeepPageWithin } from '@/lib/use-keep-page-within';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Pagination } from './pagination';
import { Spinner } from './spinner';

/** What a list query gives the list: `useQuery` of a `ListResult` fits as it is. */
interface ListQuery<T> {
  data: ListResult<T> | undefined;
  isPending: boolean;
  isError: boolean;
  /** True while the rows shown are the previous query's, kept until the new answer comes. */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

interface PagedListProps<T> {
  query: ListQuery<T>;
  /** Shown under the spinner while the first page loads. */
  loadingLabel: string;
  /** Shown when the list could not be read, with 'Try again'. */
  errorMessage: string;
  /** Shown when the page has no rows. */
  emptyMessage: string;
  /** What the empty message offers to do about it (clear a search). */
  emptyAction?: ReactNode;
  /** The rows of the page, as a grid of cards or a table. */
  children: (items: T[]) => ReactNode;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The pagination's accessible name ('Tutors pages'). */
  pageLabel?: string;
  /** No pagination when everything fits on one page. */
  hideWhenSinglePage?: boolean;
  /**
   * For a list that can shrink or whose page comes from the URL: called with the last page when
   * the page shown is past it, so the list is never left empty (`useKeepPageWithin`).
   */
  onPastLastPage?: (lastPage: number) => void;
}

const stay = () => {};

/**
 * One paged list, the same on every list page: a spinner while loading, an error with a retry,
 * an empty message, the rows, then the pagination (while there is anything to page through).
 */
export function PagedList<T>({
  query,
  loadingLabel,
  errorMessage,
  emptyMessage,
  emptyAction,
  children,
  page,
  pageSize,
  onPageChange,
  pageLabel,
  hideWhenSinglePage = false,
  onPastLastPage,
}: PagedListProps<T>) {
  const { data, isPending, isError, isPlaceholderData, refetch } = query;
  // Another list's total (the search before, kept on screen meanwhile) says nothing of this one.
  const total = isPlaceholderData ? undefined : data?.total;
  useKeepPageWithin(page, onPastLastPage ?? stay, total, pageSize);

  if (isPending) return <Spinner label={loadingLabel} showLabel />;
  if (isError || !data) {
    return <ErrorState message={errorMessage} onRetry={() => void refetch()} />;
  }
  return (
    <>
      {data.items.length === 0 ? (
        <EmptyState message={emptyMessage}>{emptyAction}</EmptyState>
      ) : (
        children(data.items)
      )}
      {data.total > 0 ? (
        <Pagination
          page={page}
          total={data.total}
          pageSize={pageSize}
          onPageChange={onPageChange}
          hideWhenSinglePage={hideWhenSinglePage}
          label={pageLabel}
        />
      ) : null}
    </>
  );
}

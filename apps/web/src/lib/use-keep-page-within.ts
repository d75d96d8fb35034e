import { useEffect } from 'react';

/**
 * For a list the user can shrink (deleting, approving, declining), or whose page comes from the
 * URL (`?page=9` of 3): when the page is past the last one, go to the last page instead of
 * showing the list empty.
 */
export function useKeepPageWithin(
  page: number,
  setPage: (page: number) => void,
  total: number | undefined,
  pageSize: number,
): void {
  useEffect(() => {
    if (total === undefined) return;
    const lastPage = Math.max(1, Math.ceil(total / pageSize));
    if (page > lastPage) setPage(lastPage);
  }, [page, setPage, total, pageSize]);
}

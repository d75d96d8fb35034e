import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageParam } from './page-param';

/**
 * The page of a list kept in the address (`?page=`), beside whatever else the address holds (a
 * search), so Back returns to the page before. `goTo` adds a history entry and scrolls to the
 * top; `toLastPage` (for `PagedList`'s `onPastLastPage`) replaces an address past the last page,
 * so Back never returns to it.
 */
export function useUrlPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams.get('page'));

  const setPage = useCallback(
    (next: number, replace: boolean) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('page', String(next));
          return params;
        },
        { replace },
      ),
    [setSearchParams],
  );
  const toLastPage = useCallback((last: number) => setPage(last, true), [setPage]);
  const goTo = useCallback(
    (next: number) => {
      setPage(next, false);
      window.scrollTo({ top: 0 });
    },
    [setPage],
  );

  return { page, goTo, toLastPage };
}

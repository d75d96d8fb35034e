import { type ReactNode, useLayoutEffect, useRef } from 'react';

interface DataTableProps {
  /** The column headings, in order. */
  columns: readonly string[];
  /** What the rows are: shown above them and read first by screen readers. */
  caption?: string;
  /** The caption for screen readers only, where a heading above already says it. */
  hideCaption?: boolean;
  /** The rows (`<tr>` elements). */
  children: ReactNode;
}

/** Names every cell of `body` by its column, for the cards a phone shows (`.table-cards`). */
function labelCells(body: HTMLTableSectionElement, columns: readonly string[]) {
  for (const row of body.rows) {
    [...row.cells].forEach((cell, index) => {
      const label = columns[index];
      if (label && cell.dataset.label !== label) cell.dataset.label = label;
    });
  }
}

/**
 * A dashboard table. Below the `md` width each row is a card of its own (index.css,
 * `.table-cards`): every cell on a line with its column's name, so a row's name and its actions
 * are on a 390 px screen without scrolling sideways. From `md` it is a table, which scrolls inside
 * its own box rather than the page when it is wider.
 */
export function DataTable({ columns, caption, hideCaption = false, children }: DataTableProps) {
  const body = useRef<HTMLTableSectionElement>(null);

  // Rows are the callers' own components and may change without this one rendering again: a
  // cell added later is labelled when it appears.
  useLayoutEffect(() => {
    const rows = body.current;
    if (!rows) return;
    labelCells(rows, columns);
    const observer = new MutationObserver(() => labelCells(rows, columns));
    observer.observe(rows, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [columns]);

  return (
    <div className="table-cards overflow-x-auto rounded-box border-base-200 md:border md:bg-base-100">
      <table className="table">
        {caption ? (
          <caption
            className={
              hideCaption ? 'sr-only' : 'px-4 py-2 text-start text-sm text-base-content/70'
            }
          >
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={body}>{children}</tbody>
      </table>
    </div>
  );
}

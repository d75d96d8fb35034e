import type { ReactNode } from 'react';

interface DataTableProps {
  /** The column headings, in order. */
  columns: readonly string[];
  /** What the rows are: shown above them and read first by screen readers. */
  caption?: string;
  /** The rows (`<tr>` elements). */
  children: ReactNode;
}

/**
 * A dashboard table. On a narrow screen it scrolls sideways inside its own box, so the page
 * itself never does.
 */
export function DataTable({ columns, caption, children }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-200 bg-base-100">
      <table className="table">
        {caption ? (
          <caption className="px-4 py-2 text-left text-sm text-base-content/70">{caption}</caption>
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
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

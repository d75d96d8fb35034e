import type { ReactNode } from 'react';

/** One labelled fact of a session page, inside a `<dl>`. */
export function SessionFact({
  label,
  children,
  wide,
}: {
  label: string;
  children: ReactNode;
  /** Across both columns of a two-column list. */
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm text-base-content/70">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

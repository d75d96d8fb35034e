import type { ReactNode } from 'react';

interface EmptyStateProps {
  message: string;
  children?: ReactNode;
}

export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div className="rounded-box border border-dashed border-base-300 px-6 py-12 text-center">
      <p className="text-base-content/70">{message}</p>
      {children ? <div className="mt-4">{children}</div> : null}
    </div>
  );
}

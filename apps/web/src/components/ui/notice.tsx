import type { ReactNode } from 'react';

const tones = {
  success: 'alert-success',
  warning: 'alert-warning',
  error: 'alert-error',
} as const;

interface NoticeProps {
  tone: keyof typeof tones;
  /** `alert` for what went wrong, read out at once; none inside a live region of its own. */
  role?: 'alert' | 'status';
  children: ReactNode;
}

/**
 * A message in a tinted box. The text keeps the page's colour: daisyUI's soft alerts tint it too,
 * too pale on their background to read (WCAG 1.4.3, which the e2e suite checks with axe).
 */
export function Notice({ tone, role, children }: NoticeProps) {
  return (
    <p role={role} className={`alert alert-soft ${tones[tone]} text-base-content`}>
      {children}
    </p>
  );
}

import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * What an action (booking, cancelling, joining a waitlist) has just done, said where the action
 * was and given the focus: the button pressed is often gone once it is done, and the focus would
 * otherwise fall to the page's body. `announce` shows a text and moves the focus to it once
 * rendered, after any dialog has handed the focus back to its opener.
 */
export function useResultMessage() {
  const ref = useRef<HTMLParagraphElement>(null);
  const [shown, setShown] = useState<{ text: string; at: number } | null>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  const announce = useCallback((text: string) => setShown({ text, at: Date.now() }), []);
  return { ref, text: shown?.text ?? '', announce };
}

/** The message of `useResultMessage`: a live region, focusable by the script only. */
export function ResultMessage({
  ref,
  text,
  className = '',
}: {
  ref: RefObject<HTMLParagraphElement | null>;
  text: string;
  className?: string;
}) {
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className={`${text ? 'rounded-box bg-success/10 px-3 py-2 font-medium' : 'sr-only'} ${className}`}
    >
      {text}
    </p>
  );
}

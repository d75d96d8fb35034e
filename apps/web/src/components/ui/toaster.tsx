import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@studyhall/shared';
import { currentToasts, dismissToast, subscribeToToasts, type Toast } from '@/lib/toast';
import { t } from '@/lib/i18n';

/** A page rendered on the server shows none. */
// One array, not a new one per call: React compares what this returns to know nothing changed.
const NO_TOASTS: readonly Toast[] = [];
const noToasts = () => NO_TOASTS;

const kindClass = { success: 'alert-success', error: 'alert-error', info: 'alert-info' };

/**
 * The toasts at the bottom right (the bottom on a phone), newest first (docs/product.md#messages):
 * at the top they covered the sticky navbar and the page's heading, the first things a person
 * reads after an action. The stack is a polite live region that is always on the page, so each
 * toast added to it is read out; an error is an alert of its own, read out at once.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, noToasts);
  return (
    <section
      role="status"
      aria-label={t('ui.toasts.label')}
      className="toast toast-bottom toast-end z-[1000] print:hidden w-96 max-w-[calc(100vw-2rem)]"
    >
      {toasts.map((shown) => (
        <ToastItem key={shown.id} toast={shown} />
      ))}
    </section>
  );
}

/** One toast: it leaves after 5000 ms, a time that stops while the pointer or focus is on it. */
function ToastItem({ toast }: { toast: Toast }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const remaining = useRef(TOAST_AUTO_CLOSE_MS);

  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [held, toast.id]);

  return (
    <div
      role={toast.kind === 'error' ? 'alert' : undefined}
      className={`alert ${kindClass[toast.kind]} shadow-lg`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <p>{toast.text}</p>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-circle"
        aria-label={t('ui.toasts.close')}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '@/lib/i18n';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content; a close button is always in the corner. */
  actions?: ReactNode;
}

/**
 * A native modal `<dialog>`: `showModal()` makes the rest of the page inert, so focus stays
 * inside, Escape closes it and focus returns to the opener.
 */
export function Modal({ open, title, onClose, children, actions }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="modal-box">
          <button
            type="button"
            className="btn btn-sm btn-circle btn-ghost absolute top-2 end-2"
            aria-label={t('ui.close')}
            onClick={onClose}
          >
            ✕
          </button>
          <h2 id={titleId} className="mb-4 text-lg font-bold">
            {title}
          </h2>
          {children}
          {actions ? <div className="modal-action">{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

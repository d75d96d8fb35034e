import type { ReactNode } from 'react';
import { Modal } from './modal';
import { Button } from './button';
import { t } from '@/lib/i18n';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /**
   * What will happen, one consequence a line (who is told, who is refunded, what is lost), so
   * nothing surprises the person who confirms.
   */
  details?: readonly string[];
  confirmLabel: string;
  cancelLabel?: string;
  /** A red button for what cannot be undone (the default); the primary colour otherwise. */
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shown under the text: what the confirmation asks for besides the click (a password, a reason). */
  children?: ReactNode;
}

/**
 * The one confirmation of the app (docs/product.md#confirmations): every action that loses
 * something or tells someone asks here first, and says what will happen.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  details = [],
  confirmLabel,
  cancelLabel = t('ui.cancel'),
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <Button
            className={tone === 'danger' ? 'btn-error' : 'btn-primary'}
            onClick={onConfirm}
            busy={busy}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
      {details.length ? (
        <ul className="mt-3 list-disc space-y-1 ps-5" aria-label={t('ui.whatWillHappen')}>
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </Modal>
  );
}

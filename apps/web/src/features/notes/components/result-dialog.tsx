import { Modal } from '@/components/ui/modal';
import { t } from '@/lib/i18n';

interface ResultDialogProps {
  result: { title: string; text: string } | null;
  onClose: () => void;
}

/**
 * The dialog that follows a confirmed deletion ('Deleted!' or 'Error!', from `messages` in
 * packages/shared).
 */
export function ResultDialog({ result, onClose }: ResultDialogProps) {
  return (
    <Modal
      open={result !== null}
      title={result?.title ?? ''}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('notes.ok')}
        </button>
      }
    >
      <p>{result?.text}</p>
    </Modal>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages, type AdminPaymentDto, type AdminRefundDto } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { fieldA11y, fieldErrorId, FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Notice } from '@/components/ui/notice';
import { formatMoney } from '@/lib/format';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useRefundPayment } from '../api/refund-payment';
import { adminPaymentTexts as texts } from '../admin-texts';
import {
  dollarsOf,
  refundFormSchema,
  type RefundFormInput,
  type RefundFormOutput,
} from '../refund-form';

interface RefundDialogProps {
  /** The payment to refund; the dialog is closed without one. */
  payment: AdminPaymentDto | null;
  onClose: () => void;
}

const money = (cents: number) => formatMoney(cents / 100);

/** What the admin is told once the server has answered, by the refund's status. */
function announce(refund: AdminRefundDto) {
  const amount = money(refund.amount);
  if (refund.status === 'succeeded') toast.success(texts.refunded(amount));
  else if (refund.status === 'pending') toast.info(texts.refundPending(amount));
  else toast.error(texts.refundFailed);
}

/**
 * docs/product.md#payments-and-refunds: an amount (everything left unless changed, never more)
 * and a reason, then a confirmation step naming the amount and the student. The server's refusal
 * (another admin refunded meanwhile) is shown in the form, which stays open to correct it.
 */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  return (
    <Modal
      open={payment !== null}
      title={texts.refundOf(payment?.sessionTitle ?? texts.deletedSession)}
      onClose={onClose}
    >
      {/* Keyed by payment: each one opens on a fresh form holding what it has left. */}
      {payment ? <RefundSteps key={payment._id} payment={payment} onClose={onClose} /> : null}
    </Modal>
  );
}

function RefundSteps({ payment, onClose }: { payment: AdminPaymentDto; onClose: () => void }) {
  const hintId = useId();
  const leftCents = payment.amount - payment.refunded;
  const student = payment.studentEmail ?? texts.unknownStudent;
  const [confirming, setConfirming] = useState<RefundFormOutput | null>(null);
  const [serverError, setServerError] = useState<string>();
  const refund = useRefundPayment();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<RefundFormInput, unknown, RefundFormOutput>({
    resolver: zodResolver(refundFormSchema(leftCents)),
    defaultValues: { amount: dollarsOf(leftCents), reason: '' },
  });
  const amountError = errors.amount?.message;

  // Back from the confirmation (by choice, or refused by the server): the amount has the focus.
  const wasConfirming = useRef(false);
  useLayoutEffect(() => {
    if (!confirming && wasConfirming.current) setFocus('amount');
    wasConfirming.current = confirming !== null;
  }, [confirming, setFocus]);

  async function confirm(values: RefundFormOutput) {
    try {
      announce(await refund.mutateAsync({ id: payment._id, ...values }));
      onClose();
    } catch (error) {
      setServerError(errorMessage(error, messages.generic.internal));
      setConfirming(null);
    }
  }

  return (
    <>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{texts.student}</dt>
        <dd className="min-w-0 break-all">{student}</dd>
        <dt className="font-semibold">{texts.paid}</dt>
        <dd>{money(payment.amount)}</dd>
        <dt className="font-semibold">{texts.refundedSoFar}</dt>
        <dd>{money(payment.refunded)}</dd>
        <dt className="font-semibold">{texts.left}</dt>
        <dd>{money(leftCents)}</dd>
      </dl>
      {confirming ? (
        <ConfirmStep
          amount={money(confirming.amount)}
          student={student}
          reason={confirming.reason}
          busy={refund.isPending}
          onBack={() => setConfirming(null)}
          onConfirm={() => void confirm(confirming)}
        />
      ) : (
        <form
          noValidate
          className="space-y-2"
          onSubmit={handleSubmit((values) => {
            setServerError(undefined);
            setConfirming(values);
          })}
        >
          {serverError ? (
            <Notice tone="error" role="alert">
              {serverError}
            </Notice>
          ) : null}
          <FormField id="refund-amount" label={texts.amountLabel} error={amountError}>
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className="input w-full"
              {...fieldA11y('refund-amount', amountError)}
              aria-describedby={amountError ? `${hintId} ${fieldErrorId('refund-amount')}` : hintId}
              {...register('amount')}
            />
            <p id={hintId} className="text-sm text-base-content/70">
              {texts.amountHint(money(leftCents))}
            </p>
          </FormField>
          <FormField id="refund-reason" label={texts.reasonLabel} error={errors.reason?.message}>
            <textarea
              rows={3}
              className="textarea w-full"
              {...fieldA11y('refund-reason', errors.reason?.message)}
              {...register('reason')}
            />
          </FormField>
          <div className="modal-action">
            <button type="button" className="btn" onClick={onClose}>
              {texts.cancel}
            </button>
            <button type="submit" className="btn btn-primary">
              {texts.review}
            </button>
          </div>
        </form>
      )}
    </>
  );
}

interface ConfirmStepProps {
  amount: string;
  student: string;
  reason: string;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/**
 * The last look before money moves; it takes the focus as it appears (the button that led here
 * is gone), so a screen reader reads it first.
 */
function ConfirmStep({ amount, student, reason, busy, onBack, onConfirm }: ConfirmStepProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="space-y-3 outline-none">
      <p>{texts.confirmText(amount, student)}</p>
      <p className="break-words">
        <span className="font-semibold">{texts.reason}</span> {reason}
      </p>
      <div className="modal-action">
        <button type="button" className="btn" disabled={busy} onClick={onBack}>
          {texts.back}
        </button>
        <Button className="btn-error" busy={busy} onClick={onConfirm}>
          {texts.confirm(amount)}
        </Button>
      </div>
    </div>
  );
}

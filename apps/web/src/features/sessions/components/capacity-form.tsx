import { useId, useState, type FormEvent } from 'react';
import { MAX_CAPACITY, messages, type SessionDto } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { fieldErrorId } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useUpdateCapacity } from '../api/update-capacity';
import { sessionTexts } from '../texts';

/** The input's text as a seat limit, or the reason it is not one; empty is no limit. */
function parseLimit(text: string): { capacity: number | null } | { error: string } {
  const value = text.trim();
  if (value === '') return { capacity: null };
  const number = Number(value);
  if (!Number.isInteger(number)) return { error: sessionTexts.limitWhole };
  if (number < 1 || number > MAX_CAPACITY) return { error: sessionTexts.limitRange(MAX_CAPACITY) };
  return { capacity: number };
}

/**
 * 'Change seat limit' (docs/product.md#seats-and-waitlist): never below the seats taken, which
 * the server refuses with 409 and its message, shown under the field. More seats fill from the
 * waitlist at once.
 */
export function CapacityForm({ session }: { session: SessionDto }) {
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState(session.capacity === null ? '' : String(session.capacity));
  const [error, setError] = useState<string>();
  const update = useUpdateCapacity();

  // A new limit from the server (this form's, or anyone's) shows in the field.
  const [shownFor, setShownFor] = useState(session.capacity);
  if (shownFor !== session.capacity) {
    setShownFor(session.capacity);
    setText(session.capacity === null ? '' : String(session.capacity));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseLimit(text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    try {
      await update.mutateAsync({ id: session._id, capacity: parsed.capacity });
      toast.success(sessionTexts.limitSaved);
    } catch (failure) {
      setError(errorMessage(failure, messages.sessions.updateFailed));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-1">
      <label htmlFor={inputId} className="fieldset-legend">
        {sessionTexts.changeLimit}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          type="number"
          min={1}
          max={MAX_CAPACITY}
          step={1}
          inputMode="numeric"
          placeholder={sessionTexts.unlimited}
          className="input w-40"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? fieldErrorId(inputId) : ''].filter(Boolean).join(' ')}
        />
        <Button type="submit" className="btn-primary" busy={update.isPending}>
          {sessionTexts.saveLimit}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-base-content/70">
        {sessionTexts.capacityHint}
      </p>
      {error ? (
        <p id={fieldErrorId(inputId)} role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

import { useId, useRef, useState } from 'react';
import { messages } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { googleSubscribeUrl, webcalUrl } from '@/lib/calendar-links';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useCalendarFeed, useRotateCalendarFeed } from '../api/calendar-feed';
import { bookingTexts } from '../texts';

/**
 * The user's secret calendar feed (docs/product.md#calendar): a one-click subscription (`webcal:`,
 * or Google Calendar's), the address to copy into a calendar app, and a new one on request (after
 * a warning: the old one stops working at once).
 */
export function CalendarFeed() {
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(bookingTexts.copied);
    } catch {
      // No clipboard (an insecure origin, a refusal): the address is selected for the user.
      input.current?.select();
      toast.error(bookingTexts.copyFailed);
    }
  }

  function confirmRotate() {
    rotate.mutate(undefined, {
      onSuccess: () => toast.success(bookingTexts.rotated),
      onError: (error) => toast.error(errorMessage(error, messages.generic.internal)),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="card border border-base-200 bg-base-100 shadow-sm"
    >
      <div className="card-body space-y-2">
        <h2 id={headingId} className="card-title">
          {bookingTexts.feedTitle}
        </h2>
        <p className="text-sm text-base-content/70">{bookingTexts.feedIntro}</p>
        {feed.isPending ? (
          <p role="status" className="text-sm text-base-content/70">
            {bookingTexts.feedLoading}
          </p>
        ) : feed.isError ? (
          <ErrorState message={bookingTexts.feedFailed} onRetry={() => void feed.refetch()} />
        ) : (
          <>
            <label htmlFor={inputId} className="fieldset-legend">
              {bookingTexts.feedLabel}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                ref={input}
                id={inputId}
                className="input min-w-0 flex-1"
                value={feed.data.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button className="btn-primary" onClick={() => void copy(feed.data.url)}>
                {bookingTexts.copy}
              </Button>
              <Button className="btn-outline" onClick={() => setConfirming(true)}>
                {bookingTexts.rotate}
              </Button>
            </div>
            <div className="flex flex-wrap gap-2">
              <a className="btn btn-primary btn-sm" href={webcalUrl(feed.data.url)}>
                {bookingTexts.subscribe}
              </a>
              <a
                className="btn btn-outline btn-sm"
                href={googleSubscribeUrl(feed.data.url)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {bookingTexts.subscribeGoogle}
              </a>
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={bookingTexts.rotateTitle}
        text={bookingTexts.rotateText}
        confirmLabel={bookingTexts.rotate}
        busy={rotate.isPending}
        onConfirm={confirmRotate}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

import { DESCRIPTION_EXCERPT_LENGTH } from '@studyhall/shared';

/*
 * What a session card shows: the home page loads this module before its first paint, so it holds
 * only that (docs/performance.md#web-budget). Other dates are in dates.ts and class-times.ts.
 */

const classSpan = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * When a class meets, as a card shows it: in the reader's own zone, named briefly ('Sat, 6 Mar
 * 2027, 09:00–11:00 CET'; both days when it runs over several). The session page spells the zone
 * out (`formatClassTime` in class-times.ts).
 */
export function formatClassSpan(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  return Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start
    ? ''
    : classSpan.formatRange(start, end);
}

/**
 * The fee as docs/product.md#constants shows it: 'Free' for 0, else a dollar amount, whole dollars
 * without cents ('$12', so the button reads 'Pay $12') and any other with both ('$12.50').
 */
export function formatFee(fee: number | null | undefined): string {
  if (!fee) return 'Free';
  return (Number.isInteger(fee) ? wholeDollars : dollarsAndCents).format(fee);
}

/** A card's description: exactly its first `length` characters, then '…' when there is more. */
export function excerpt(text: string, length = DESCRIPTION_EXCERPT_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

import { DESCRIPTION_EXCERPT_LENGTH } from '@studyhall/shared';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** A calendar date (`YYYY-MM-DD`) read as that day everywhere, never shifted by the time zone. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** A moment (`bookedAt`, `createdAt`) in the reader's own time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
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

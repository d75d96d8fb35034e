import { formatMoney } from '@/lib/format';
import { formatDay as formatCalendarDay, formatWeekDay } from '@/lib/datetime';

const count = new Intl.NumberFormat('en-US');
const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact' });
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});

/** 1234 → '1,234'. */
export const formatCount = (value: number) => count.format(value);

/** On an axis, where room is short: 1234 → '1.2K'. */
export const formatCompactCount = (value: number) => compactCount.format(value);

/** Cents in full: 123456 → '$1,234.56'. */
export const formatCents = (cents: number) => formatMoney(cents / 100);

/** Dollars on an axis: 1234 → '$1.2K'. */
export const formatCompactDollars = (dollars: number) => compactDollars.format(dollars);

/** A week's Monday under its column: '2026-03-02' → 'Mar 2'. */
export const formatWeek = formatWeekDay;

/** A calendar day in full, never moved by the reader's zone: 'Mon, Mar 2, 2026'. */
export const formatDay = formatCalendarDay;

/** An average rating to one decimal: '4.3'. */
export const formatRating = (rating: number) => rating.toFixed(1);

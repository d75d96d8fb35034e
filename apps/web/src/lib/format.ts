import { DESCRIPTION_EXCERPT_LENGTH } from '@studyhall/shared';
import { currentLanguage, t } from './i18n';

/*
 * Money and text as the lists show them: the home page loads this module before its first paint,
 * so it stays small (docs/performance.md#web-budget). Dates and times are in datetime.ts.
 */

/** The locale whose `Intl` writes a language's amounts; English keeps `$12.50`. */
const NUMBER_LOCALES = { en: 'en-US', es: 'es', ar: 'ar' } as const;

const dollarsAndCents = () =>
  new Intl.NumberFormat(NUMBER_LOCALES[currentLanguage()], { style: 'currency', currency: 'USD' });
const wholeDollars = () =>
  new Intl.NumberFormat(NUMBER_LOCALES[currentLanguage()], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });

/**
 * The fee as docs/product.md#constants shows it: 'Free' for 0, else a dollar amount, whole dollars
 * without cents ('$12', so the button reads 'Pay $12') and any other with both ('$12.50').
 */
export function formatFee(fee: number | null | undefined): string {
  if (!fee) return t('shell.fee.free');
  return (Number.isInteger(fee) ? wholeDollars() : dollarsAndCents()).format(fee);
}

/** An amount of money paid or refunded, always with its cents: '$25.00'. */
export function formatMoney(dollars: number): string {
  return dollarsAndCents().format(dollars);
}

/** A card's description: exactly its first `length` characters, then '…' when there is more. */
export function excerpt(text: string, length = DESCRIPTION_EXCERPT_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

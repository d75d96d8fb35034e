import { describe, expect, it } from 'vitest';
import { readSessionSearch, SEARCH_FIELDS, type SearchField, sessionSearchQuery } from '../src';

type Values = Partial<Record<SearchField, string>>;

/**
 * The API's schema made to read as `readSessionSearch` does: each refused field set aside with
 * its first message, the rest read again.
 */
function zodReading(values: Values) {
  const raw: Values = Object.fromEntries(Object.entries(values).filter(([, value]) => value));
  const refused: Values = {};
  for (;;) {
    const parsed = sessionSearchQuery.safeParse(raw);
    if (parsed.success) {
      const read = Object.fromEntries(
        SEARCH_FIELDS.filter((field) => field in raw).map((field) => [field, parsed.data[field]]),
      );
      return { read, refused };
    }
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SearchField;
      refused[field] ??= issue.message;
      delete raw[field];
    }
  }
}

const searches: Values[] = [
  {},
  {
    q: 'algebra',
    fee: 'free',
    state: 'open',
    from: '2027-03-01',
    to: '2027-03-31',
    sort: 'soonest',
  },
  { q: '   ', fee: '', sort: 'newest' },
  { q: 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda' },
  { q: 'one two two one three', sort: 'rating' },
  { q: 'a'.repeat(200) },
  { q: `${'a'.repeat(200)} ` },
  { fee: 'abc', state: 'later', sort: '__proto__' },
  { from: '2027-02-30', to: 'tomorrow' },
  { from: '2027-03-10', to: '2027-03-01' },
  { from: '1999-12-31', to: '3000-01-01' },
  { from: ' 2027-03-01 ', to: '2027-03-01T10:00:00Z' },
  { from: '2027-03-01T10:00', to: '2027-03-01T25:00:00Z' },
  { from: '2028-02-29', to: '2027-02-29' },
  { from: '   ' },
];

describe('readSessionSearch (docs/product.md#search-and-filters)', () => {
  it.each(searches)('reads %j as the API schema does', (values) => {
    expect(readSessionSearch(values)).toEqual(zodReading(values));
  });

  it('names each refused field with the API message', () => {
    expect(
      readSessionSearch({
        q: 'a b c d e f g h i j k',
        fee: 'paid',
        from: '2027-03-10',
        to: '2027-03-01',
      }),
    ).toEqual({
      read: { fee: 'paid', from: '2027-03-10' },
      refused: { q: 'q must have at most 10 words', to: 'to must be on or after from' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  isNarrowed,
  listQuery,
  parseSessionSearch,
  readSessionFilters,
  searchDraft,
  sessionSearchParams,
} from './search-params';

const read = (query: string) => readSessionFilters(new URLSearchParams(query));

describe('the search in the address', () => {
  it('reads every field the API takes, leaving out the default order and empty values', () => {
    expect(
      read('q=algebra&fee=free&state=open&from=2027-03-01&to=2027-03-31&sort=soonest&page=2'),
    ).toEqual({
      q: 'algebra',
      fee: 'free',
      state: 'open',
      from: '2027-03-01',
      to: '2027-03-31',
      sort: 'soonest',
    });
    expect(read('sort=available&fee=&q=%20%20')).toEqual({});
    // The API's own default is no longer the list's: asked for, it stays in the address.
    expect(read('sort=newest')).toEqual({ sort: 'newest' });
    expect(read('')).toEqual({});
  });

  it('drops what the schema refuses and keeps the rest', () => {
    expect(read('sort=__proto__&fee=abc&state=open')).toEqual({ state: 'open' });
    expect(read('q=algebra&from=2027-02-30&to=tomorrow')).toEqual({ q: 'algebra' });
    const elevenWords = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda';
    expect(read(`q=${elevenWords}&fee=paid`)).toEqual({ fee: 'paid' });
    expect(read(`q=${'a'.repeat(201)}`)).toEqual({});
    // A last day before the first: the last day goes, the first stays.
    expect(read('from=2027-03-10&to=2027-03-01')).toEqual({ from: '2027-03-10' });
    // Only the form's fields are read: a tutor's id or a size is not the list's to take.
    expect(read('tutorId=t1&limit=100&constructor=x')).toEqual({});
  });

  it('names each refused field with the schema message, for the form', () => {
    const { filters, refused } = parseSessionSearch({
      q: 'one two three four five six seven eight nine ten eleven',
      from: '2027-03-10',
      to: '2027-03-01',
    });
    expect(filters).toEqual({ from: '2027-03-10' });
    expect(refused).toEqual({
      q: 'q must have at most 10 words',
      to: 'to must be on or after from',
    });
  });

  it('writes a search as the address shows it, in one order, without a page', () => {
    expect(
      sessionSearchParams({ sort: 'price', q: 'alg', fee: 'paid', from: '2027-01-01' }).toString(),
    ).toBe('q=alg&fee=paid&from=2027-01-01&sort=price');
    expect(sessionSearchParams({}).toString()).toBe('');
  });

  it('reads back what it writes', () => {
    const filters = {
      q: 'grace hop',
      state: 'upcoming',
      to: '2027-12-31',
      sort: 'rating',
    } as const;
    expect(readSessionFilters(sessionSearchParams(filters))).toEqual(filters);
  });

  it('counts an order alone as no narrowing', () => {
    expect(isNarrowed({ sort: 'price' })).toBe(false);
    expect(isNarrowed({ fee: 'free' })).toBe(true);
    expect(isNarrowed({ to: '2027-01-01' })).toBe(true);
  });

  it('fills the form with the search, the default order named', () => {
    expect(searchDraft({ q: 'alg' })).toEqual({
      q: 'alg',
      fee: '',
      state: '',
      from: '',
      to: '',
      sort: 'available',
    });
  });

  it('asks the API for open registration first unless the search names an order', () => {
    expect(listQuery({})).toEqual({ sort: 'available' });
    expect(listQuery({ fee: 'free', sort: 'newest' })).toEqual({ fee: 'free', sort: 'newest' });
  });
});

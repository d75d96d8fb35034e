import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * A misspelt word of a search (docs/decisions/013-booking-rush-and-forgiving-search.md): words of
 * at least this many letters also find the words the sessions use that are one letter wrong,
 * swapped or missing from them, accents folded. Shorter words are still being typed, as a rule,
 * and one letter away from too many others.
 */
export const FORGIVEN_LENGTH = 5;
/** The nearest words by trigrams (`search_words`, migration 0017), of which one edit away count. */
const CANDIDATES = 20;
/** What a search's words may be: letters, digits and marks (`searchWords`), never query syntax. */
const WORD = /^[\p{L}\p{N}][\p{L}\p{N}\p{M}]*$/u;

/** Each typed word of FORGIVEN_LENGTH letters or more, with the words one edit away from it. */
export type NearWords = ReadonlyMap<string, string[]>;

export async function nearWords(db: Db, words: string[]): Promise<NearWords> {
  const long = words.filter((word) => [...word].length >= FORGIVEN_LENGTH);
  if (!long.length) return new Map();
  const rows = await db
    .select({
      typed: sql<string>`q.typed`,
      folded: sql<string>`q.folded`,
      word: sql<string>`w.word`,
    })
    .from(
      sql`(select typed, unaccent(typed) as folded
           from jsonb_array_elements_text(${JSON.stringify(long)}::jsonb) as typed) q
          cross join lateral (
            select word from search_words order by word <-> q.folded limit ${CANDIDATES}
          ) w`,
    );
  const near = new Map<string, string[]>();
  for (const { typed, folded, word } of rows) {
    if (word === folded || !WORD.test(word) || !oneEditApart(folded, word)) continue;
    near.set(typed, [...(near.get(typed) ?? []), word]);
  }
  return near;
}

/** One letter replaced, two neighbours swapped, or one letter added or left out. */
export function oneEditApart(a: string, b: string): boolean {
  const [x, y] = [[...a], [...b]];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const rest = (p: number, q: number) => x.slice(p).join('') === y.slice(q).join('');
  if (x.length === y.length) {
    return rest(i + 1, i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2, i + 2));
  }
  return x.length > y.length ? rest(i + 1, i) : rest(i, i + 1);
}

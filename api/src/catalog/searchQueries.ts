// Product search, the way shop search engines do it (Algolia's typo rules): each word of the search is
// matched as typed and, when it is not a word any title or category has, as the dictionary's words within a typo or
// two of it ("hodie" → hoodie, "headphnes" → headphones; searchTerms.ts); the last word also as the start of a word,
// so suggestions follow the shopper's typing. Products are found by their words (title, category, description;
// English stems) through the text index, and ranked: the title or category found as typed before through a typo, then
// words in the title before words in the category before words in the description, then the catalogue's order. The
// ranking reads only the small title and heading vectors of each product found: testing the whole document of each made a
// broad search (a category's word, thousands found) several times slower.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rowsOf';
import type { Database, Queryable } from '../db/types';
import { searchTerms, typoDistance, typosAllowed } from './searchTerms';

/** How alike (pg_trgm similarity) a dictionary word must be to be looked at as a typo's word; the distance decides. */
const CANDIDATE_SIMILARITY = 0.2;
const CANDIDATES_PER_TERM = 30;
/** A word is matched through at most this many of the dictionary's words. */
const CORRECTIONS_PER_TERM = 4;

/** Each term's words from the dictionary within its allowed typos, closest first; none for a term that is a word there. */
async function corrections(db: Queryable, terms: string[]): Promise<Map<string, string[]>> {
  const fuzzy = terms.filter((term) => typosAllowed(term) > 0);
  const found = new Map<string, string[]>(terms.map((term) => [term, []]));
  if (fuzzy.length === 0) return found;
  await db.execute(sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(CANDIDATE_SIMILARITY)}, true)`);
  const rows = await rowsOf<{ term: string; word: string }>(
    db.execute(sql`
      SELECT asked.term, candidate.word FROM jsonb_array_elements_text(${JSON.stringify(fuzzy)}::jsonb) AS asked(term)
      JOIN LATERAL (
        SELECT word FROM search_words WHERE word % asked.term ORDER BY similarity(word, asked.term) DESC LIMIT ${CANDIDATES_PER_TERM}
      ) candidate ON true`),
  );
  for (const term of fuzzy) {
    const candidates = rows.filter((row) => row.term === term).map((row) => row.word);
    if (candidates.includes(term)) continue;
    const near = candidates
      .map((word) => ({ word, distance: typoDistance(term, word) }))
      .filter(({ distance }) => distance <= typosAllowed(term))
      .sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word));
    found.set(
      term,
      near.slice(0, CORRECTIONS_PER_TERM).map(({ word }) => word),
    );
  }
  return found;
}

/**
 * The search as a text query (to_tsquery's syntax; terms are letters and digits only): every term, each as typed or
 * as one of its corrections, the last as typed also as a prefix. Without corrections: the search as typed.
 */
export function textQuery(terms: string[], corrected: Map<string, string[]> = new Map()): string {
  return terms
    .map((term, index) => {
      const variants = [term, ...(index === terms.length - 1 ? [`${term}:*`] : []), ...(corrected.get(term) ?? [])];
      return `(${variants.join(' | ')})`;
    })
    .join(' & ');
}

export async function searchIds(db: Database, text: string, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
  const terms = searchTerms(text);
  if (terms.length === 0) return { ids: [], total: 0 };
  return db.transaction(async (tx) => {
    const query = textQuery(terms, await corrections(tx, terms));
    const asTyped = textQuery(terms);
    const matching = sql`FROM product_search, to_tsquery('english', ${query}) AS found WHERE visible AND words @@ found`;
    const rows = await rowsOf<{ id: number; total: number | string }>(
      tx.execute(sql`
        SELECT product_id AS id, count(*) OVER () AS total ${matching}
        ORDER BY heading @@ to_tsquery('english', ${asTyped}) DESC,
          CASE WHEN title_words @@ found THEN 0 WHEN heading @@ found THEN 1 ELSE 2 END, ts_rank(heading, found) DESC, product_id
        LIMIT ${limit} OFFSET ${offset}`),
    );
    if (rows.length > 0) return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0].total) };
    // A page past the last still says how many there are.
    const [{ total }] = offset === 0 ? [{ total: 0 }] : await rowsOf<{ total: number | string }>(tx.execute(sql`SELECT count(*) AS total ${matching}`));
    return { ids: [], total: Number(total) };
  });
}

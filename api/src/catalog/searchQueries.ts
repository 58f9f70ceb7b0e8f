// Product search on the listing (migration 0013): typo-tolerant by trigrams over title and category (pg_trgm's word
// similarity: "hodie" finds hoodies), plus word matches in title, category and description (full-text, English stems).
// Ranked title before category before description (issue 55), a word found as typed before one found by likeness:
// the title has the words, the category has them, the title has a word like them, the description has them, the
// category has a word like them; within each, the closer match first, then the catalogue's order.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rowsOf';
import type { Database } from '../db/types';

/** How alike a word of the title or category must be to the search (0-1); pg_trgm's default of 0.6 misses "headphnes". */
export const WORD_SIMILARITY_THRESHOLD = 0.5;
const MAX_TERMS_LENGTH = 100;

/** The search as it is matched: lower case, one space between words, no punctuation. */
export function normalizeSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, MAX_TERMS_LENGTH);
}

export async function searchIds(db: Database, text: string, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
  const q = normalizeSearch(text);
  if (q === '') return { ids: [], total: 0 };
  return db.transaction(async (tx) => {
    // `<%` reads the threshold from this setting; `true`: for this transaction only.
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    const rows = await rowsOf<{ id: number; total: number | string }>(
      tx.execute(sql`
        SELECT product_id AS id, count(*) OVER () AS total FROM (
          SELECT product_id, word_similarity(${q}, lower(title)) AS title_score, word_similarity(${q}, lower(category_name)) AS category_score,
            ts_rank(document, words) AS word_score,
            CASE WHEN ts_filter(document, '{a}') @@ words THEN 0 WHEN ts_filter(document, '{b}') @@ words THEN 1
              WHEN word_similarity(${q}, lower(title)) >= ${WORD_SIMILARITY_THRESHOLD} THEN 2 WHEN document @@ words THEN 3 ELSE 4 END AS rank
          FROM product_listing, plainto_tsquery('english', ${q}) AS words
          WHERE visible AND (${q} <% search_text OR document @@ words)
        ) hits
        ORDER BY rank, title_score DESC, category_score DESC, word_score DESC, product_id
        LIMIT ${limit} OFFSET ${offset}`),
    );
    if (rows.length > 0 || offset === 0) return { ids: rows.map((row) => Number(row.id)), total: rows.length > 0 ? Number(rows[0].total) : 0 };
    // A page past the end still says how many there are.
    const [{ total }] = await rowsOf<{ total: number | string }>(
      tx.execute(
        sql`SELECT count(*) AS total FROM product_listing, plainto_tsquery('english', ${q}) AS words WHERE visible AND (${q} <% search_text OR document @@ words)`,
      ),
    );
    return { ids: [], total: Number(total) };
  });
}

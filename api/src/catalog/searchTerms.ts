// A search as words: lower case, split where anything but a letter or a digit is, at most MAX_TERMS of them. The
// dictionary of title and category words (listingIndex.ts) is split by the same rule, so its words are such terms.

/** PostgreSQL's regular expression for what separates words (regexp_split_to_table), the same rule as `searchTerms`. */
export const SEARCH_WORD_SEPARATOR = '[^[:alnum:]]+';

export const MAX_TERMS = 6;
const MAX_TERM_LENGTH = 40;

export function searchTerms(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Typos a word may carry and still match (Algolia's defaults): none under 4 letters, one from 4, two from 8. */
export function typosAllowed(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/**
 * The optimal string alignment distance: insertions, deletions, substitutions and swaps of two neighbouring letters
 * each count one ("lonuge" is one typo from "lounge", where Levenshtein's distance says two).
 */
export function typoDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

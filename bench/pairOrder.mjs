// Which of two interleaved measures runs first in each pair.

/**
 * The order of the two runs of pair `i`: with scripts first in even pairs, the floor first in odd ones (with, floor,
 * floor, with, …), so that whatever the position in a pair does to a run weighs on both measures alike. Whether it
 * does anything is not settled here: in interleaved runs of two builds on /store the first of each pair scored 4–5
 * points higher in three sets, whichever build it was, and in a set of one build against itself the scores agreed
 * (85.5 / 85) while the first runs' observed blocking was higher (mean 136 against 17 ms; decision 0051).
 */
export function pairOrder(i) {
  return i % 2 === 0 ? ['with', 'floor'] : ['floor', 'with'];
}

/**
 * The same alternation for any two sides (the small and the large catalogue of catalogScale.mjs): `a` first in even
 * pairs, `b` first in odd ones.
 */
export function inPairOrder(i, a, b) {
  return pairOrder(i).map((side) => (side === 'with' ? a : b));
}

// Parses a single-range `Range: bytes=…` header; media players (Safari's above all) need ranges to play audio.

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** null: no usable Range header, answer the whole body. Multi-range requests are answered whole, as RFC 9110 allows. */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || start > end ? 'unsatisfiable' : { start, end };
}

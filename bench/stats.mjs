// The summaries every part of the bench reports: a figure over several runs is their median (the middle run, not an
// average that one disturbed run drags), and the worst run beside it where the worst matters.
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function max(values) {
  if (values.length === 0) throw new Error('max of no values');
  return Math.max(...values);
}

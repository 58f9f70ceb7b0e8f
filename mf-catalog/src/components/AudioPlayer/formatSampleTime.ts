// A position or length in the sample as m:ss (0:07, 1:42); what the player shows and its slider reads out.
export function formatSampleTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

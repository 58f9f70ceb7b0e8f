import { SAMPLE_RATE, fullMelodyWav, sampleMelodyWav } from './sampleMelody';

describe('sampleMelodyWav', () => {
  const wav = sampleMelodyWav(341);

  it('is a 2-4 second, 8 kHz, 16-bit mono PCM WAV under 100 KB', () => {
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(SAMPLE_RATE);
    expect(wav.readUInt16LE(34)).toBe(16);
    const seconds = wav.readUInt32LE(40) / 2 / SAMPLE_RATE;
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThanOrEqual(4);
    expect(wav.length).toBeLessThan(100_000);
  });

  it('is audible, and the same melody for the same product only', () => {
    const samples = Array.from({ length: 1000 }, (_, i) => Math.abs(wav.readInt16LE(44 + 2 * (2000 + i))));
    expect(Math.max(...samples)).toBeGreaterThan(3000);
    expect(sampleMelodyWav(341).equals(wav)).toBe(true);
    expect(sampleMelodyWav(342).equals(wav)).toBe(false);
  });
});

describe('fullMelodyWav', () => {
  it('is the 24-second track whose opening notes are the sample\'s', () => {
    const full = fullMelodyWav(341);
    expect(full.readUInt32LE(40) / 2 / SAMPLE_RATE).toBe(24);
    // The sample fades out over its last 0.15 s; before that, both play the same samples.
    const shared = 44 + 2 * Math.round(2.8 * SAMPLE_RATE);
    expect(full.subarray(44, shared).equals(sampleMelodyWav(341).subarray(44, shared))).toBe(true);
    expect(fullMelodyWav(341).equals(full)).toBe(true);
  });
});

import { SAMPLE_RATE, fullMelodyWav, sampleMelodyWav } from './sampleMelody';

/** Reads a PCM WAV's header: the audio a player will be told it holds. */
function wavHeader(wav: Buffer) {
  return {
    riff: wav.toString('ascii', 0, 4),
    wave: wav.toString('ascii', 8, 12),
    format: wav.readUInt16LE(20),
    channels: wav.readUInt16LE(22),
    sampleRate: wav.readUInt32LE(24),
    bitsPerSample: wav.readUInt16LE(34),
    seconds: wav.readUInt32LE(40) / (wav.readUInt16LE(32) * wav.readUInt32LE(24)),
  };
}

describe('sampleMelodyWav (a preview of real length and quality)', () => {
  const wav = sampleMelodyWav(341);

  it('is a PCM WAV of at least 15 seconds at 22.05 kHz or better, 16-bit', () => {
    const header = wavHeader(wav);
    expect(header).toMatchObject({ riff: 'RIFF', wave: 'WAVE', format: 1, channels: 1, bitsPerSample: 16 });
    expect(header.sampleRate).toBeGreaterThanOrEqual(22_050);
    expect(header.seconds).toBeGreaterThanOrEqual(15);
    expect(header.seconds).toBeLessThanOrEqual(30);
  });

  it('is audible all the way through, without clipping', () => {
    const peakOf = (fromSecond: number) => {
      let peak = 0;
      for (let i = 0; i < SAMPLE_RATE; i++) peak = Math.max(peak, Math.abs(wav.readInt16LE(44 + 2 * (Math.round(fromSecond * SAMPLE_RATE) + i))));
      return peak;
    };
    for (const second of [1, 5, 10, 15]) expect(peakOf(second)).toBeGreaterThan(3000);
    expect(peakOf(8)).toBeLessThan(32_767);
  });

  it('is the same melody for the same product only', () => {
    expect(sampleMelodyWav(341).equals(wav)).toBe(true);
    expect(sampleMelodyWav(342).equals(wav)).toBe(false);
  });
});

describe('fullMelodyWav', () => {
  it('is the 48-second track whose opening is the preview', () => {
    const full = fullMelodyWav(341);
    expect(wavHeader(full).seconds).toBeCloseTo(48, 5);
    expect(wavHeader(full).sampleRate).toBe(SAMPLE_RATE);
    // The preview fades out over its last 1.5 s; before that, both play the same samples.
    const shared = 44 + 2 * Math.round(17 * SAMPLE_RATE);
    expect(full.subarray(44, shared).equals(sampleMelodyWav(341).subarray(44, shared))).toBe(true);
    expect(fullMelodyWav(341).equals(full)).toBe(true);
  });
});

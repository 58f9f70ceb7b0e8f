// Synthesises a product's audio: an 8 kHz, 16-bit mono PCM WAV playing a pentatonic melody over a soft bass,
// different for every product and identical on every request. The sample (3 s, about 48 KB) is the opening of the
// full track (24 s) that a buyer downloads.
import { createRandom, seedFrom } from '../catalog/prng';

export const SAMPLE_RATE = 8000;
const NOTE_SECONDS = 0.25;
const SAMPLE_NOTES = 12;
const FULL_TRACK_NOTES = 96;
const PENTATONIC_STEPS = [0, 2, 4, 7, 9, 12, 14, 16];
const ROOTS_HZ = [220, 246.94, 261.63, 293.66, 329.63];

/** The 3-second preview played on the product page. */
export function sampleMelodyWav(productId: number): Buffer {
  return melodyWav(productId, SAMPLE_NOTES);
}

/** The full-length track (24 s) a buyer of the product downloads; its first 3 s are the sample. */
export function fullMelodyWav(productId: number): Buffer {
  return melodyWav(productId, FULL_TRACK_NOTES);
}

function melodyWav(productId: number, noteCount: number): Buffer {
  const random = createRandom(seedFrom(`audio:${productId}`));
  const root = random.pick(ROOTS_HZ);
  const melody = Array.from({ length: noteCount }, () => root * 2 ** (random.pick(PENTATONIC_STEPS) / 12));
  const noteLength = Math.round(NOTE_SECONDS * SAMPLE_RATE);
  const total = noteLength * noteCount;
  const samples = new Float32Array(total);

  for (let i = 0; i < total; i++) {
    const note = Math.floor(i / noteLength);
    const inNote = (i % noteLength) / SAMPLE_RATE;
    const t = i / SAMPLE_RATE;
    const envelope = Math.min(1, inNote / 0.01) * Math.exp(-inNote * 6);
    const lead = Math.sin(2 * Math.PI * melody[note] * t) + 0.3 * Math.sin(4 * Math.PI * melody[note] * t);
    // The bass changes every four notes and swells gently instead of plucking.
    const bassPhase = (i % (noteLength * 4)) / (noteLength * 4);
    const bass = 0.35 * Math.sin(2 * Math.PI * (root / 2) * t) * Math.sin(Math.PI * bassPhase);
    const fadeOut = Math.min(1, (total - i) / (0.15 * SAMPLE_RATE));
    samples[i] = (0.45 * envelope * lead + bass) * fadeOut * 0.7;
  }
  return encodeWav(samples);
}

function encodeWav(samples: Float32Array): Buffer {
  const dataBytes = samples.length * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // PCM format chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  samples.forEach((sample, index) => {
    wav.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32767), 44 + index * 2);
  });
  return wav;
}

// Synthesises a product's audio: a 22.05 kHz, 16-bit mono PCM WAV of a short piece — a four-chord progression with
// a plucked bass, soft pad chords and a pentatonic lead over them, with a gentle echo — different for every product
// and identical on every request. The preview (8 bars, 19.2 s) is the opening of the full track (20 bars, 48 s) a
// buyer downloads.
import { createRandom, seedFrom } from '../catalog/prng';

export const SAMPLE_RATE = 22_050;
/** An eighth note at 100 beats per minute. */
const STEP_SECONDS = 0.3;
const STEPS_PER_BAR = 8;
const SAMPLE_BARS = 8;
const FULL_TRACK_BARS = 20;
/** Major-key progressions as scale degrees (semitones above the root) of each bar's chord. */
const PROGRESSIONS = [
  [0, 7, 9, 5], // I V vi IV
  [0, 9, 5, 7], // I vi IV V
  [0, 5, 9, 7], // I IV vi V
  [9, 5, 0, 7], // vi IV I V
];
const ROOTS_HZ = [196, 220, 246.94, 261.63, 293.66];
const PENTATONIC = [0, 2, 4, 7, 9, 12, 14, 16, 19];

/** The preview played on the product page: 19.2 seconds. */
export function sampleMelodyWav(productId: number): Buffer {
  return encodeWav(renderMelody(productId, SAMPLE_BARS, true));
}

/** The full-length track (48 s) a buyer of the product downloads; its first bars are the preview. */
export function fullMelodyWav(productId: number): Buffer {
  return encodeWav(renderMelody(productId, FULL_TRACK_BARS, true));
}

const hz = (root: number, semitones: number) => root * 2 ** (semitones / 12);

function renderMelody(productId: number, bars: number, fadeOut: boolean): Float32Array {
  const random = createRandom(seedFrom(`audio:${productId}`));
  const root = random.pick(ROOTS_HZ);
  const progression = random.pick(PROGRESSIONS);
  // One two-bar motif, repeated with variations, makes it a tune rather than a random walk.
  const motif = Array.from({ length: STEPS_PER_BAR * 2 }, () => (random.chance(0.78) ? random.pick(PENTATONIC) : null));
  const step = Math.round(STEP_SECONDS * SAMPLE_RATE);
  const total = step * STEPS_PER_BAR * bars;
  const dry = new Float32Array(total);

  // Oscillators by rotation (cos, sin advanced by one sample's angle) and envelopes by a per-sample factor: no
  // Math.sin or Math.exp per sample, so a 48-second track takes tens of milliseconds, not a second of the event loop.
  const addNote = (start: number, frequency: number, seconds: number, gain: number, voice: 'lead' | 'pad' | 'bass') => {
    const length = Math.min(total - start, Math.round(seconds * SAMPLE_RATE));
    const angle = (2 * Math.PI * frequency) / SAMPLE_RATE;
    const rotateCos = Math.cos(angle);
    const rotateSin = Math.sin(angle);
    const attack = Math.round((voice === 'pad' ? 0.25 : voice === 'bass' ? 0.005 : 0.008) * SAMPLE_RATE);
    const release = voice === 'pad' ? Math.round(0.3 * SAMPLE_RATE) : 0;
    const decay = voice === 'pad' ? 1 : Math.exp(-(voice === 'bass' ? 3 : 4.5) / SAMPLE_RATE);
    const [second, third] = voice === 'pad' ? [0.25, 0.12] : voice === 'bass' ? [0.4, 0] : [0.35, 0.2];
    let cos = 1;
    let sin = 0;
    let level = 1;
    for (let i = 0; i < length; i++) {
      const rise = i < attack ? i / attack : 1;
      const fall = length - i < release ? (length - i) / release : 1;
      const envelope = rise * fall * level;
      // sin 2θ = 2 sin θ cos θ; sin 3θ = sin θ (3 - 4 sin² θ)
      const value = sin + second * 2 * sin * cos + third * sin * (3 - 4 * sin * sin);
      dry[start + i] += gain * envelope * value;
      const nextCos = cos * rotateCos - sin * rotateSin;
      sin = sin * rotateCos + cos * rotateSin;
      cos = nextCos;
      level *= decay;
    }
  };

  for (let bar = 0; bar < bars; bar++) {
    const chord = progression[bar % progression.length];
    const barStart = bar * STEPS_PER_BAR * step;
    for (const interval of [0, 4, 7]) {
      const third = chord === 9 && interval === 4 ? 3 : interval; // vi is a minor chord
      addNote(barStart, hz(root, chord + third), STEPS_PER_BAR * STEP_SECONDS, 0.07, 'pad');
    }
    for (const beat of [0, 3, 4, 6]) addNote(barStart + beat * step, hz(root / 2, chord), STEP_SECONDS * 2, 0.28, 'bass');
    // The lead rests in the first bar, so the piece opens on its chords.
    if (bar === 0) continue;
    for (let s = 0; s < STEPS_PER_BAR; s++) {
      const degree = motif[(bar % 2) * STEPS_PER_BAR + s];
      if (degree === null || (bar % 4 === 3 && s >= 6)) continue;
      const variation = bar % 4 === 2 && s % 4 === 0 ? 2 : 0;
      addNote(barStart + s * step, hz(root * 2, degree + variation), STEP_SECONDS * 2.5, 0.2, 'lead');
    }
  }

  // A single echo three eighths later, a soft limiter, and a fade in and out so the clip starts and ends softly.
  // (No Math calls per sample: they are slow wherever Math is not the engine's own, as in Jest's sandbox.)
  const echo = step * 3;
  const fadeInLength = 0.05 * SAMPLE_RATE;
  const fadeOutLength = fadeOut ? 1.5 * SAMPLE_RATE : 0;
  const out = new Float32Array(total);
  for (let i = 0; i < total; i++) {
    const fadeIn = i < fadeInLength ? i / fadeInLength : 1;
    const fade = total - i < fadeOutLength ? (total - i) / fadeOutLength : 1;
    let x = (dry[i] + (i >= echo ? 0.3 * dry[i - echo] : 0)) * 1.1;
    x = x > 3 ? 3 : x < -3 ? -3 : x;
    const limited = (x * (27 + x * x)) / (27 + 9 * x * x); // tanh, closely, on [-3, 3]
    out[i] = limited * 0.8 * fadeIn * fade;
  }
  return out;
}

function encodeWav(samples: Float32Array): Buffer {
  const dataBytes = samples.length * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // PCM format chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  // A DataView writes little-endian whatever the machine; a million Buffer.writeInt16LE calls are slow.
  const data = new DataView(new ArrayBuffer(dataBytes));
  for (let index = 0; index < samples.length; index++) {
    const sample = samples[index] > 1 ? 1 : samples[index] < -1 ? -1 : samples[index];
    data.setInt16(index * 2, sample * 32767 + (sample >= 0 ? 0.5 : -0.5), true);
  }
  return Buffer.concat([header, new Uint8Array(data.buffer)]);
}

import { unzipSync, strFromU8 } from 'fflate';
import { renderDeliverable } from './deliverableFile';

describe('renderDeliverable', () => {
  const file = renderDeliverable({ id: 341, title: 'Golden Hour — Lo-Fi Beat Pack' });

  it('is a ZIP holding the full-length WAV and the license text', () => {
    const entries = unzipSync(file.bytes);
    expect(Object.keys(entries).sort()).toEqual(['LICENSE.txt', 'golden-hour-lo-fi-beat-pack.wav']);
    const wav = Buffer.from(entries['golden-hour-lo-fi-beat-pack.wav']);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(40) / 2 / wav.readUInt32LE(24)).toBeGreaterThanOrEqual(20);
    const license = strFromU8(entries['LICENSE.txt']);
    expect(license).toContain('Golden Hour — Lo-Fi Beat Pack');
    expect(license).toContain('White-label rights');
  });

  it('is the same bytes every time, under a key named by its content', () => {
    const again = renderDeliverable({ id: 341, title: 'Golden Hour — Lo-Fi Beat Pack' });
    expect(Buffer.from(again.bytes).equals(Buffer.from(file.bytes))).toBe(true);
    expect(file.key).toBe(`deliverables/product-341-${file.sha256.slice(0, 16)}.zip`);
    expect(file.filename).toBe('golden-hour-lo-fi-beat-pack.zip');
    expect(renderDeliverable({ id: 342, title: 'Other' }).sha256).not.toBe(file.sha256);
  });
});

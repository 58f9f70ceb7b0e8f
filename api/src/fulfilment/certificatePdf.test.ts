import { PDFDocument } from 'pdf-lib';
import { certificatePdf } from './certificatePdf';

const facts = {
  productTitle: 'Golden Hour — Lo-Fi Beat Pack',
  licenseType: 'Premium',
  licenseKey: '7KQ4-M2XD-9PTA-HC3W-R8NE',
  buyerName: 'Zoë 王 Okafor',
  orderId: '4b0c3c9e-3f8f-4a7e-9d1c-2f1f6a0e8b11',
  grantedAt: new Date('2026-11-25T10:00:00Z'),
};

describe('certificatePdf', () => {
  it('is a one-page PDF that names the license key, tier and order in its metadata', async () => {
    const bytes = await certificatePdf(facts);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(1);
    expect(loaded.getSubject()).toBe('License key 7KQ4-M2XD-9PTA-HC3W-R8NE');
    expect(loaded.getKeywords()).toBe('7KQ4-M2XD-9PTA-HC3W-R8NE Premium 4b0c3c9e-3f8f-4a7e-9d1c-2f1f6a0e8b11');
    expect(loaded.getTitle()).toBe('License certificate — Golden Hour — Lo-Fi Beat Pack');
  });

  it('draws names the standard fonts cannot encode instead of failing', async () => {
    await expect(certificatePdf({ ...facts, buyerName: '李小龍 😀', productTitle: 'Ünïcødé ✓' })).resolves.toBeInstanceOf(Uint8Array);
  });
});

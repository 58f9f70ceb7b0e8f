// The file a Digital Audio product delivers: a ZIP holding its full-length track and the license text. The bytes
// depend only on the product (fixed timestamps), so every instance makes the same file and its size is known even
// before it is stored.
import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { fullMelodyWav } from '../media/sampleMelody';
import { fileSlug } from './fileNames';
import { licenseText } from './licenseText';

export interface DeliverableProduct {
  id: number;
  title: string;
}

export interface DeliverableFile {
  key: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
  sha256: string;
}

const FIXED_TIME = new Date('2026-01-01T00:00:00Z');

export function renderDeliverable(product: DeliverableProduct): DeliverableFile {
  const slug = fileSlug(product.title);
  const bytes = zipSync(
    {
      // PCM audio barely shrinks, so it is stored; the text is deflated.
      [`${slug}.wav`]: [fullMelodyWav(product.id), { level: 0 }],
      'LICENSE.txt': [strToU8(licenseText(product.title)), { level: 9 }],
    },
    { mtime: FIXED_TIME },
  );
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return {
    // Named by content: a changed rendering gets a new key, and a reader never sees a file swapped under it.
    key: `deliverables/product-${product.id}-${sha256.slice(0, 16)}.zip`,
    filename: `${slug}.zip`,
    contentType: 'application/zip',
    bytes,
    sha256,
  };
}

// License keys: 100 random bits as 5 groups of 4 Crockford base32 characters, e.g. 7KQ4-M2XD-9PTA-HC3W-R8NE.
// Crockford's alphabet has no I, L, O or U, so a key read aloud or typed from paper is not misread.
import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 5;
const GROUP_LENGTH = 4;

export const LICENSE_KEY_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

export function newLicenseKey(): string {
  const bytes = randomBytes(13); // 104 bits; the first 100 are used
  let bits = 0;
  let buffered = 0;
  let byteIndex = 0;
  const characters: string[] = [];
  while (characters.length < GROUPS * GROUP_LENGTH) {
    if (bits < 5) {
      buffered = (buffered << 8) | bytes[byteIndex++];
      bits += 8;
    }
    bits -= 5;
    characters.push(CROCKFORD[(buffered >> bits) & 31]);
  }
  return Array.from({ length: GROUPS }, (_, group) => characters.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join('')).join('-');
}

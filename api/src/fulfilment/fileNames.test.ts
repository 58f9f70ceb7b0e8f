import { downloadFilename, fileSlug } from './fileNames';

test('file names are hyphenated lower-case ASCII words', () => {
  expect(downloadFilename('Golden Hour — Lo-Fi Beat Pack', 'Premium')).toBe('golden-hour-lo-fi-beat-pack-premium.zip');
  expect(fileSlug('Café Ñandú "quoted"/../x')).toBe('cafe-nandu-quoted-x');
  expect(fileSlug('—')).toBe('download');
  expect(fileSlug('a'.repeat(200))).toHaveLength(80);
});

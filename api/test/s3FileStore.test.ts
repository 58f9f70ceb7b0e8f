// The file store in an S3-compatible bucket, against the fake bucket on 127.0.0.1: the shared contract, and that
// a range is fetched from the bucket as a range rather than whole.
import { s3FileStore } from '../src/files/s3FileStore';
import { fileStoreFromEnv } from '../src/files/fileStoreConfig';
import { type FakeS3, startFakeS3 } from './fakes/fakeS3';
import { describeFileStore } from './support/fileStoreContract';

let fake: FakeS3;
let runs = 0;
beforeAll(async () => {
  fake = await startFakeS3('shop');
});
afterAll(() => fake.close());

const newStore = (prefix = `files-${runs++}/`) =>
  s3FileStore({
    bucket: 'shop',
    prefix,
    client: { endpoint: fake.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' } },
  });

describeFileStore('S3 bucket', () => newStore());

test('stores under its prefix and asks the bucket for the range only', async () => {
  const store = newStore('storefront/files');
  await store.put('deliverables/product-1.zip', Buffer.from('0123456789'), 'application/zip');
  expect([...fake.objects.keys()]).toContain('storefront/files/deliverables/product-1.zip');
  expect(fake.headers.get('storefront/files/deliverables/product-1.zip')?.['content-type']).toBe('application/zip');
  const chunks: Buffer[] = [];
  for await (const chunk of (await store.read('deliverables/product-1.zip', { start: 2, end: 4 }))!) chunks.push(Buffer.from(chunk as Uint8Array));
  expect(Buffer.concat(chunks).toString()).toBe('234');
});

test('FILE_STORE_URL=s3://bucket/prefix uses the S3_* variables', async () => {
  const store = fileStoreFromEnv(
    { FILE_STORE_URL: 's3://shop/from-env', S3_ENDPOINT: fake.endpoint, S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' },
    '/tmp',
  );
  expect(store.location).toBe('s3://shop/from-env/');
  await store.put('a.txt', Buffer.from('via env'), 'text/plain');
  expect(fake.objects.get('from-env/a.txt')?.toString()).toBe('via env');
});

test('FILE_STORE_URL unset is the folder $DATA_DIR/files; other schemes are refused', () => {
  expect(fileStoreFromEnv({ DATA_DIR: '/srv/shop' }, '/tmp').location).toBe('/srv/shop/files');
  expect(fileStoreFromEnv({}, '/work').location).toBe('/work/data/files');
  expect(() => fileStoreFromEnv({ FILE_STORE_URL: 'ftp://host/files' }, '/tmp')).toThrow('FILE_STORE_URL');
});

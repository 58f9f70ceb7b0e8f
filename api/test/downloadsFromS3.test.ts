// Downloads served from an S3-compatible file store (FILE_STORE_URL=s3://…), against the fake bucket: the
// deliverable is made into the bucket on first download, and whole files and ranges come from it.
import './support/nativeEsmPackages';
import { s3FileStore } from '../src/files/s3FileStore';
import { type FakeS3, startFakeS3 } from './fakes/fakeS3';
import { paySandboxOrder } from './support/sandboxOrder';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

let fake: FakeS3;
let testApp: TestApp;
jest.setTimeout(30_000);

beforeAll(async () => {
  fake = await startFakeS3('shop-files');
  const files = s3FileStore({
    bucket: 'shop-files',
    prefix: 'storefront/',
    client: { endpoint: fake.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' } },
  });
  testApp = await startTestApp({ rateLimit: { max: 10_000, timeWindowMs: 60_000 }, fulfilment: { files } });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

test('a paid line downloads from the bucket, whole and in ranges', async () => {
  const { verified } = await paySandboxOrder(testApp.app, [{ productId: 350, license: 'Extended' }]);
  const path = new URL(verified.order.deliveries[0].download.url).pathname;

  const whole = await testApp.app.inject(path);
  expect(whole.statusCode).toBe(200);
  const keys = [...fake.objects.keys()].filter((key) => key.startsWith('storefront/deliverables/product-350-'));
  expect(keys).toHaveLength(1);
  expect(whole.rawPayload.equals(fake.objects.get(keys[0])!)).toBe(true);
  expect(whole.headers['content-length']).toBe(String(whole.rawPayload.length));

  const range = await testApp.app.inject({ url: path, headers: { range: 'bytes=1000-1999' } });
  expect(range.statusCode).toBe(206);
  expect(range.rawPayload.equals(whole.rawPayload.subarray(1000, 2000))).toBe(true);
  expect(fake.requests.some((request) => request.method === 'GET' && request.url.includes('product-350-'))).toBe(true);
});

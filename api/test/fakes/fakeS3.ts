// A fake S3-compatible object store on 127.0.0.1 for the release and file stores' tests: path-style PutObject (with
// If-None-Match: * for conditional create), GetObject (with a single `Range: bytes=a-b`), HeadObject, DeleteObject, DeleteObjects and ListObjectsV2
// (paged), answering in S3's XML. It checks that requests are signed (AWS SigV4) but not the signature itself.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, Buffer>;
  /** The Content-Type, Content-Encoding and Cache-Control each object was stored with. */
  headers: Map<string, Record<string, string | undefined>>;
  requests: { method: string; url: string }[];
  close(): Promise<void>;
}

const PAGE_SIZE = 50;
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const modified = new Map<string, Date>();
  const headers = new Map<string, Record<string, string | undefined>>();
  const requests: FakeS3['requests'] = [];
  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      requests.push({ method: incoming.method ?? 'GET', url: url.pathname + url.search });
      const send = (status: number, body = '', headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/xml', ...headers }).end(body);
      };
      const error = (status: number, code: string) => send(status, xml(`<Error><Code>${code}</Code><Message>${code}</Message></Error>`));
      if (!String(incoming.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) return error(403, 'AccessDenied');
      const [, bucketName, ...keyParts] = url.pathname.split('/');
      if (bucketName !== bucket) return error(404, 'NoSuchBucket');
      const key = decodeURIComponent(keyParts.join('/'));
      const body = Buffer.concat(chunks);

      if (incoming.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const start = Number(url.searchParams.get('continuation-token') ?? 0);
        const page = all.slice(start, start + PAGE_SIZE);
        const truncated = start + PAGE_SIZE < all.length;
        const contents = page
          .map(
            (k) =>
              `<Contents><Key>${escape(k)}</Key><Size>${objects.get(k)!.length}</Size><LastModified>${modified.get(k)!.toISOString()}</LastModified></Contents>`,
          )
          .join('');
        return send(
          200,
          xml(
            `<ListBucketResult><Name>${bucket}</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${start + PAGE_SIZE}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`,
          ),
        );
      }
      if (incoming.method === 'POST' && url.searchParams.has('delete')) {
        const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
          m[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
        );
        for (const k of keys) objects.delete(k);
        return send(200, xml('<DeleteResult></DeleteResult>'));
      }
      if (incoming.method === 'PUT') {
        if (incoming.headers['if-none-match'] === '*' && objects.has(key)) return error(412, 'PreconditionFailed');
        objects.set(key, body);
        modified.set(key, new Date());
        const h = incoming.headers;
        headers.set(key, {
          'content-type': h['content-type'],
          'content-encoding': h['content-encoding'] as string | undefined,
          'cache-control': h['cache-control'],
        });
        return send(200, '', { etag: `"${body.length}"` });
      }
      if (incoming.method === 'GET' || incoming.method === 'HEAD') {
        const object = objects.get(key);
        if (!object) return incoming.method === 'HEAD' ? send(404) : error(404, 'NoSuchKey');
        const headers = {
          'content-type': 'application/octet-stream',
          'content-length': String(object.length),
          'last-modified': modified.get(key)!.toUTCString(),
        };
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(incoming.headers.range ?? ''));
        if (incoming.method === 'GET' && range) {
          const start = Number(range[1]);
          const end = Math.min(Number(range[2]), object.length - 1);
          if (start > end) return error(416, 'InvalidRange');
          const part = object.subarray(start, end + 1);
          response.writeHead(206, { ...headers, 'content-length': String(part.length), 'content-range': `bytes ${start}-${end}/${object.length}` }).end(part);
          return;
        }
        response.writeHead(200, headers).end(incoming.method === 'HEAD' ? undefined : object);
        return;
      }
      if (incoming.method === 'DELETE') {
        objects.delete(key);
        return send(204);
      }
      error(405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    headers,
    requests,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

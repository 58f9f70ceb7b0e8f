// A tiny JSON HTTP server on 127.0.0.1 for the fake payment providers: routes by method and path, records
// every request, and can be told to fail the next call (5xx, or no answer at all to provoke a timeout).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
export interface FakeAnswer {
  status: number;
  body: unknown;
}
export type FakeHandler = (request: FakeRequest, match: RegExpExecArray) => FakeAnswer;
export type Failure = '5xx' | 'timeout';

export interface FakeHttpServer {
  url: string;
  requests: FakeRequest[];
  /** The next `count` requests (whatever their path) fail this way. */
  failNext(failure: Failure, count?: number): void;
  close(): Promise<void>;
}

export async function startFakeHttpServer(routes: [string, RegExp, FakeHandler][]): Promise<FakeHttpServer> {
  const requests: FakeRequest[] = [];
  const failures: Failure[] = [];
  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        path: (incoming.url ?? '/').split('?')[0],
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const failure = failures.shift();
      if (failure === 'timeout') return; // hold the socket open: the client's deadline must end it
      const send = ({ status, body }: FakeAnswer) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (failure === '5xx') return send({ status: 503, body: { message: 'Service temporarily unavailable' } });
      for (const [method, pattern, handler] of routes) {
        const match = method === request.method ? pattern.exec(request.path) : null;
        if (match) return send(handler(request, match));
      }
      send({ status: 404, body: { message: 'Not found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(failure, count = 1) {
      for (let index = 0; index < count; index += 1) failures.push(failure);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// The control socket of a store running on PGlite: `npm run operator:create` cannot open the data directory while
// the store holds it (PGlite is one process per directory), so it asks the store instead, over a Unix domain socket
// inside DATA_DIR. The socket sits in a folder only this user can enter and is itself 0600: file-system permissions
// are the authentication, as for the data itself. Nothing listens on TCP. One JSON line in, one JSON line out.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const OPERATOR_SOCKET_DIR = 'run';
export const OPERATOR_SOCKET_NAME = 'operator.sock';
/** Unix socket paths are limited to about 107 bytes (sun_path). */
const MAX_SOCKET_PATH = 100;
const MAX_REQUEST_BYTES = 16 * 1024;

export const operatorSocketPath = (dataDir: string): string => path.join(dataDir, OPERATOR_SOCKET_DIR, OPERATOR_SOCKET_NAME);

export type SocketHandler = (request: unknown) => Promise<Record<string, unknown>>;

export interface OperatorSocket {
  path: string;
  close(): Promise<void>;
}

/** Listens at DATA_DIR/run/operator.sock; a socket file left by a crashed store is replaced (we hold the data-dir lock). */
export async function listenOnOperatorSocket(dataDir: string, handle: SocketHandler): Promise<OperatorSocket> {
  const socketPath = operatorSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(`the socket path ${socketPath} is longer than a Unix socket path may be; use a shorter DATA_DIR`);
  }
  fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(socketPath), 0o700);
  fs.rmSync(socketPath, { force: true });

  const server = net.createServer((connection) => {
    let received = '';
    connection.setEncoding('utf8');
    connection.on('error', () => {});
    connection.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES) return connection.end(`${JSON.stringify({ ok: false, message: 'request too large' })}\n`);
      const newline = received.indexOf('\n');
      if (newline === -1) return;
      let request: unknown;
      try {
        request = JSON.parse(received.slice(0, newline));
      } catch {
        return connection.end(`${JSON.stringify({ ok: false, message: 'the request is not JSON' })}\n`);
      }
      handle(request).then(
        (answer) => connection.end(`${JSON.stringify(answer)}\n`),
        (error: unknown) => connection.end(`${JSON.stringify({ ok: false, message: error instanceof Error ? error.message : String(error) })}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** Sends one request to a running store's socket and returns its answer. */
export function askOperatorSocket(socketPath: string, request: unknown, timeoutMs = 30_000): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(socketPath);
    let answer = '';
    connection.setEncoding('utf8');
    connection.setTimeout(timeoutMs, () => connection.destroy(new Error(`the store did not answer within ${timeoutMs / 1000} s`)));
    connection.on('connect', () => connection.write(`${JSON.stringify(request)}\n`));
    connection.on('data', (chunk: string) => {
      answer += chunk;
    });
    connection.on('error', reject);
    connection.on('close', () => {
      try {
        resolve(JSON.parse(answer) as Record<string, unknown>);
      } catch {
        reject(new Error('the store closed the socket without an answer'));
      }
    });
  });
}

// Where a test app's log goes when the test reads it: every line the logger writes, as written and parsed.
import { Writable } from 'node:stream';

export interface LogCapture<Entry> {
  stream: Writable;
  /** The lines as written, to look for what must never be logged (an address, a token). */
  raw: string[];
  entries: Entry[];
}

export function captureLog<Entry = Record<string, unknown>>(): LogCapture<Entry> {
  const raw: string[] = [];
  const entries: Entry[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line);
        entries.push(JSON.parse(line) as Entry);
      }
      done();
    },
  });
  return { stream, raw, entries };
}

// The run's mail server: a real SMTP server (the smtp-server package) on 127.0.0.1 that the store this run starts
// sends its order e-mails to (SMTP_URL). Each accepted message is written as an .eml file into a folder, because
// the tests run in other processes (Playwright's workers) than the global setup that owns the server.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface MailCatcher {
  smtpUrl: string;
  mailDir: string;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(path.join(mailDir, `${String(count).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailDir,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/** Every message the run's mail server has accepted so far, parsed, oldest first. */
export async function caughtMail(mailDir: string): Promise<ParsedMail[]> {
  const files = readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((name) => simpleParser(readFileSync(path.join(mailDir, name)))));
}

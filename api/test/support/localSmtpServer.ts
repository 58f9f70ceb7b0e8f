// A real SMTP server (the smtp-server package) on 127.0.0.1 for the mail tests: it asks for the credentials in the
// URL it hands out, parses every accepted message with mailparser, can be told to refuse recipients with an SMTP
// code, and can go down and come back on the same port.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'shop';
export const SMTP_PASSWORD = 's3cret pass';

export interface LocalSmtpServer {
  /** smtp://shop:…@127.0.0.1:PORT */
  url: string;
  received: ParsedMail[];
  /** While set, every RCPT TO is answered with this SMTP code (4xx: try later, 5xx: refused). */
  refuseRecipients(code: number | null): void;
  /** Holds each message's DATA until the returned release() is called; `onHold` runs when one arrives. */
  holdMessages(onHold: () => void): () => void;
  /** Stops listening: connections are refused until start() */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const received: ParsedMail[] = [];
  let refusal: number | null = null;
  let hold: { onHold: () => void; released: Promise<void> } | null = null;
  let port = 0;
  let server: SMTPServer | null = null;

  const listen = async () => {
    const next = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      // A connection still closing when a test takes the server down would otherwise hold stop() for 30 s.
      closeTimeout: 500,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
        else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      },
      onRcptTo(address, _session, callback) {
        if (refusal === null) callback();
        else callback(Object.assign(new Error(`Mailbox ${address.address} is not available`), { responseCode: refusal }));
      },
      onData(stream, _session, callback) {
        const held = hold;
        held?.onHold();
        Promise.all([simpleParser(stream), held?.released])
          .then(([mail]) => mail)
          .then(
            (mail) => {
              received.push(mail);
              callback();
            },
            (error: Error) => callback(error),
          );
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };
  const stop = async () => {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return {
    url: `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`,
    received,
    refuseRecipients(code) {
      refusal = code;
    },
    holdMessages(onHold) {
      let release = () => {};
      hold = {
        onHold,
        released: new Promise<void>((resolve) => {
          release = resolve;
        }),
      };
      return () => {
        hold = null;
        release();
      };
    },
    stop,
    start: listen,
    close: stop,
  };
}

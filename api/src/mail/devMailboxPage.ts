// The HTML of /dev/mailbox: the messages the development mailbox kept, newest first, each with its links and its
// .eml (which any mail client opens, attachments included). No scripts; one stylesheet allowed by its hash.
import { createHash } from 'node:crypto';
import { escapeMarkup as e } from '../http/escapeMarkup';
import type { DevMailboxRow } from './mailTables';

const STYLE = `
body{margin:0;padding:0 1rem;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;background:#f3f4f6;color:#111827;line-height:1.5}
main{max-width:48rem;margin:2rem auto}
article{background:#fff;border-radius:.5rem;padding:1rem 1.25rem;margin:0 0 1rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem}h2{font-size:1.125rem;margin:0 0 .25rem}
p{margin:.25rem 0}.meta{color:#4b5563;font-size:.875rem;overflow-wrap:anywhere}
a{color:#1d4ed8;overflow-wrap:anywhere}a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
`;

/** For the page's Content-Security-Policy. */
export const DEV_MAILBOX_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export const DEV_MAILBOX_PATH = '/dev/mailbox';

export function devMailboxPage(messages: DevMailboxRow[]): string {
  const items = messages.map(
    (message) => `<article>
  <h2>${e(message.subject)}</h2>
  <p class="meta">To ${e(message.recipient)} · ${e(message.createdAt.toISOString())} · ${e(message.messageId)}</p>
  <ul>${message.links.map((link) => `<li>${e(link.label)}: <a href="${e(link.url)}">${e(link.url)}</a></li>`).join('')}</ul>
  <p><a href="${DEV_MAILBOX_PATH}/${message.id}.eml" download>Open the message (.eml)</a></p>
</article>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p>No SMTP_URL is configured, so the shop keeps its e-mails here instead of sending them.</p>
${items.length > 0 ? items.join('\n') : '<p>No e-mails yet.</p>'}
</main>
</body>
</html>
`;
}

// The HTML of the sandbox provider's payment page: what the shopper sees instead of Paystack or PayPal when no
// credentials are configured. Static markup, one hashed stylesheet, no scripts (CSP-compatible).
import { createHash } from 'node:crypto';
import { escapeXml as escapeHtml } from '../media/svgText';
import { minorToAmount } from '../money';
import type { SandboxPaymentRow } from './paymentTables';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:0 1rem;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;background:#f3f4f6;color:#111827;line-height:1.5}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.badge{display:inline-block;padding:.125rem .5rem;border-radius:999px;background:#fef3c7;color:#78350f;font-weight:700;font-size:.875rem}
h1{font-size:1.5rem;margin:.75rem 0}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}
.actions form{flex:1 1 8rem}
button,a.button{display:block;width:100%;padding:.75rem 1rem;font:inherit;font-weight:700;border-radius:.5rem;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#065f46;color:#fff;border:2px solid #065f46}
.decline{background:#fff;color:#991b1b;border:2px solid #991b1b}
a.button{background:#1f2937;color:#fff;border:2px solid #1f2937}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:3px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}
dt{color:#4b5563}dd{margin:0;word-break:break-all}
`;

/** For the page's Content-Security-Policy: the one inline stylesheet is allowed by its hash. */
export const SANDBOX_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

function formatAmount(row: SandboxPaymentRow): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: row.currency }).format(minorToAmount(row.amountMinor));
}

export function sandboxPageHtml(row: SandboxPaymentRow, actionBase: string, returnHref: string): string {
  const amount = escapeHtml(formatAmount(row));
  const body =
    row.outcome === 'pending'
      ? `<p>Choose what this test payment should do. No real money moves and no card details are asked for.</p>
    <div class="actions">
      <form method="post" action="${escapeHtml(actionBase)}/pay"><button class="pay" type="submit">Pay</button></form>
      <form method="post" action="${escapeHtml(actionBase)}/decline"><button class="decline" type="submit">Decline</button></form>
    </div>`
      : `<p role="status">This test payment was already ${row.outcome === 'paid' ? 'paid' : 'declined'}.</p>
    <div class="actions"><a class="button" href="${escapeHtml(returnHref)}">Return to the shop</a></div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox payment (test mode)</title>
<!-- An empty icon: without one Firefox asks for /favicon.ico, which the page's policy refuses with a console error. -->
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
  <main aria-labelledby="sandbox-title">
    <span class="badge">Sandbox · test payment</span>
    <h1 id="sandbox-title">Sandbox payment</h1>
    <p>This shop has no payment provider configured, so this built-in test page stands in for one.</p>
    <p class="amount">${amount}</p>
    <dl>
      <dt>Currency</dt><dd>${escapeHtml(row.currency)}</dd>
      <dt>Reference</dt><dd>${escapeHtml(row.reference)}</dd>
    </dl>
    ${body}
  </main>
</body>
</html>
`;
}

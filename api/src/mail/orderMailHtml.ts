// The HTML part of an order e-mail: one table-based column with inline styles, which is what mail clients render
// alike. Every value that comes from the order or the shopper is escaped.
import { escapeMarkup as e } from '../http/escapeMarkup';
import type { OrderMailDelivery, OrderMailView } from './orderMailView';

const FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const CELL = 'padding:8px 0;border-bottom:1px solid #e5e7eb;vertical-align:top';
const BUTTON = 'display:inline-block;padding:10px 16px;background:#1f2937;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:700';

export function orderMailHtml(view: OrderMailView): string {
  const lines = view.lines
    .map(
      (line) =>
        `<tr><td style="${CELL}">${e(line.title)}${line.detail ? `<br><span style="color:#4b5563;font-size:14px">${e(line.detail)}</span>` : ''}</td>` +
        `<td style="${CELL};text-align:right;white-space:nowrap">${e(line.amount)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(view.subject)}</title></head>
<body style="margin:0;padding:16px;background:#f3f4f6;color:#111827;${FONT};line-height:1.5">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td>
<p>${e(view.greeting)}</p>
<p>${e(view.intro)}</p>
<p><strong>Order number:</strong> ${e(view.orderNumber)}</p>
<table role="presentation" width="100%" style="border-collapse:collapse">
${lines}
<tr><td style="padding:8px 0;font-weight:700">Total</td><td style="padding:8px 0;text-align:right;font-weight:700;white-space:nowrap">${e(view.total)}</td></tr>
</table>
${view.deliveries.length > 0 ? deliveriesHtml(view.deliveries) : ''}
${view.revokedTitles.length > 0 ? `<p>Refunded, so no longer available to download: ${e(view.revokedTitles.join(', '))}.</p>` : ''}
<p style="margin-top:24px"><a href="${e(view.orderUrl)}" style="${BUTTON}">View your order</a></p>
<p style="color:#4b5563;font-size:14px">Or open this address: ${e(view.orderUrl)}</p>
</td></tr>
</table>
</body>
</html>
`;
}

function deliveriesHtml(deliveries: OrderMailDelivery[]): string {
  const items = deliveries.map(
    (delivery) => `<div style="margin:16px 0;padding:16px;border:1px solid #e5e7eb;border-radius:6px">
<p style="margin:0 0 8px"><strong>${e(delivery.title)}</strong> — ${e(delivery.licenseType)} license</p>
<p style="margin:0 0 8px">License key: <code style="font-size:16px;font-weight:700">${e(delivery.licenseKey)}</code></p>
<p style="margin:0 0 8px"><a href="${e(delivery.downloadUrl)}" style="${BUTTON}">Download</a></p>
<p style="margin:0;color:#4b5563;font-size:14px">${e(delivery.downloadTerms)}. ${e(delivery.downloadUrl)}</p>
${delivery.certificateFilename ? `<p style="margin:8px 0 0;font-size:14px">Your license certificate is attached: ${e(delivery.certificateFilename)}</p>` : ''}
</div>`,
  );
  return `<h2 style="font-size:18px;margin:24px 0 0">Your downloads</h2>\n${items.join('\n')}`;
}

// The plain-text part of an order e-mail, for clients that show no HTML and for readers that prefer text.
import type { OrderMailView } from './orderMailView';

export function orderMailText(view: OrderMailView): string {
  const parts = [
    view.greeting,
    '',
    view.intro,
    '',
    `Order number: ${view.orderNumber}`,
    '',
    ...view.lines.map((line) => `- ${line.title}${line.detail ? ` (${line.detail})` : ''}: ${line.amount}`),
    `Total: ${view.total}`,
  ];
  if (view.deliveries.length > 0) {
    parts.push('', 'Your downloads');
    for (const delivery of view.deliveries) {
      parts.push(
        '',
        `${delivery.title} — ${delivery.licenseType} license`,
        `License key: ${delivery.licenseKey}`,
        `Download: ${delivery.downloadUrl}`,
        `(${delivery.downloadTerms})`,
      );
      if (delivery.certificateFilename) parts.push(`License certificate attached: ${delivery.certificateFilename}`);
    }
  }
  if (view.revokedTitles.length > 0) parts.push('', `Refunded, so no longer available to download: ${view.revokedTitles.join(', ')}.`);
  parts.push('', `View your order: ${view.orderUrl}`, '');
  return parts.join('\n');
}

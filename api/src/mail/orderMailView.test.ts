import type { OrderItemRow, OrderRow } from '../orders/orderTables';
import type { StoredOrder } from '../orders/orderRepository';
import { orderMailHtml } from './orderMailHtml';
import { orderMailText } from './orderMailText';
import { orderMailView } from './orderMailView';
import type { Delivery } from './receiptContent';

const ORDER_ID = '6f1c2d3e-0000-4000-8000-000000000001';

function storedOrder(overrides: Partial<OrderRow> = {}): StoredOrder {
  const order = {
    id: ORDER_ID,
    customerFirstName: 'Ada',
    customerEmail: 'ada@example.com',
    currency: 'NGN',
    paymentMethod: 'paystack',
    total: '422498.50',
    ...overrides,
  } as OrderRow;
  const line = (lineNumber: number, title: string, licenseType: string | null, quantity: number, totalPrice: string) =>
    ({ orderId: ORDER_ID, lineNumber, productId: lineNumber, title, licenseType, quantity, unitPrice: totalPrice, totalPrice }) as OrderItemRow;
  return { order, items: [line(1, 'Midnight Pulse', 'Premium', 1, '374999.25'), line(2, 'Desk Lamp & <Shade>', null, 2, '47499.25')] };
}

const delivery = (lineNumber: number, status: Delivery['status']): Delivery => ({
  line_number: lineNumber,
  product_id: 341,
  title: 'Midnight Pulse',
  license_type: 'Premium',
  license_key: '7KQ4-M2XD-9PTA-HC3W-R8NE',
  status,
  download: {
    url: 'https://shop.example/api/v1/web/downloads/tok?a=1&b=2',
    filename: 'midnight-pulse-premium.zip',
    size_bytes: 10,
    downloads_left: 1,
    expires_at: '2026-12-02T10:00:00.000Z',
    state: status === 'active' ? 'active' : 'revoked',
  },
  certificate_url: 'https://shop.example/api/v1/web/downloads/tok/certificate.pdf',
  can_renew: false,
});

describe('orderMailView', () => {
  it('prices lines and total as the storefront does, with tier and quantity', () => {
    const view = orderMailView('order-received', storedOrder(), [], new Map(), 'https://shop.example', 'acc-tok');
    expect(view.subject).toBe(`We received your order ${ORDER_ID}`);
    expect(view.lines).toEqual([
      { title: 'Midnight Pulse', detail: 'Premium license', amount: '₦374,999.25' },
      { title: 'Desk Lamp & <Shade>', detail: '2 ×', amount: '₦47,499.25' },
    ]);
    expect(view.total).toBe('₦422,498.50');
    expect(view.orderUrl).toBe(`https://shop.example/order-confirmation/${ORDER_ID}?access=acc-tok`);
    expect(view.intro).toContain('once your payment is confirmed');
  });

  it('lists deliveries only on the receipt, and names refunded lines without their key', () => {
    const deliveries = [delivery(1, 'active'), { ...delivery(3, 'revoked'), title: 'Refunded Beat', license_key: 'SECRET' }];
    expect(orderMailView('order-received', storedOrder(), deliveries, new Map(), 'https://shop.example', 'acc-tok').deliveries).toEqual([]);
    const receipt = orderMailView('receipt', storedOrder(), deliveries, new Map([[1, 'certificate.pdf']]), 'https://shop.example', 'acc-tok');
    expect(receipt.deliveries).toEqual([
      {
        title: 'Midnight Pulse',
        licenseType: 'Premium',
        licenseKey: '7KQ4-M2XD-9PTA-HC3W-R8NE',
        downloadUrl: 'https://shop.example/api/v1/web/downloads/tok?a=1&b=2',
        downloadTerms: '1 download left, until 2 December 2026',
        certificateFilename: 'certificate.pdf',
      },
    ]);
    expect(receipt.revokedTitles).toEqual(['Refunded Beat']);
    expect(orderMailText(receipt)).not.toContain('SECRET');
  });
});

describe('the HTML and text parts', () => {
  const receipt = orderMailView(
    'receipt',
    storedOrder({ customerFirstName: 'Ada "<b>"' }),
    [delivery(1, 'active')],
    new Map([[1, 'certificate.pdf']]),
    'https://shop.example',
    'acc-tok',
  );

  it('escape every value in the HTML, attributes included', () => {
    const html = orderMailHtml(receipt);
    expect(html).toContain('Hello Ada &quot;&lt;b&gt;&quot;,');
    expect(html).toContain('Desk Lamp &amp; &lt;Shade&gt;');
    expect(html).toContain('href="https://shop.example/api/v1/web/downloads/tok?a=1&amp;b=2"');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<Shade>');
  });

  it('carry the same facts in plain text', () => {
    const text = orderMailText(receipt);
    expect(text).toContain('Hello Ada "<b>",');
    expect(text).toContain(`Order number: ${ORDER_ID}`);
    expect(text).toContain('- Desk Lamp & <Shade> (2 ×): ₦47,499.25');
    expect(text).toContain('Total: ₦422,498.50');
    expect(text).toContain('License key: 7KQ4-M2XD-9PTA-HC3W-R8NE');
    expect(text).toContain('Download: https://shop.example/api/v1/web/downloads/tok?a=1&b=2');
    expect(text).toContain('License certificate attached: certificate.pdf');
    expect(text).toContain(`View your order: https://shop.example/order-confirmation/${ORDER_ID}?access=acc-tok`);
  });
});

describe('size and colour in both e-mails', () => {
  const withVariants = (): StoredOrder => {
    const stored = storedOrder();
    const shirt = (lineNumber: number, size: string) =>
      ({ ...stored.items[1], lineNumber, title: 'Linen Shirt', size, color: 'Red', quantity: 1 }) as OrderItemRow;
    return { ...stored, items: [shirt(1, 'M'), { ...shirt(2, 'L'), quantity: 2 }] };
  };

  it.each(['order-received', 'receipt'] as const)('the %s e-mail names each line’s size and colour, in HTML and text', (kind) => {
    const view = orderMailView(kind, withVariants(), [], new Map(), 'https://shop.example', 'acc-tok');
    expect(view.lines.map((line) => line.detail)).toEqual(['Size: M · Colour: Red', 'Size: L · Colour: Red · 2 ×']);
    expect(orderMailText(view)).toContain('- Linen Shirt (Size: L · Colour: Red · 2 ×): ₦47,499.25');
    expect(orderMailHtml(view)).toContain('Size: M · Colour: Red</span>');
  });
});

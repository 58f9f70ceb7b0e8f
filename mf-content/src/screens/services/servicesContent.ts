// What the shop does for a shopper, as the Services page (/services) presents it: each service names what it is and
// where to use it. Everything listed here is something the store actually does.
export interface Service {
  id: string;
  title: string;
  text: string;
  link: { to: string; label: string };
}

export const SERVICES: readonly Service[] = [
  {
    id: 'licensed-audio',
    title: 'Licensed digital audio',
    text: 'Every audio pack comes with a license tier you choose at purchase. Once the payment is verified you get a license key, a download link and a PDF license certificate on the confirmation page and by e-mail; a spent or expired link can be renewed from your order.',
    link: { to: '/store', label: 'Browse the store' },
  },
  {
    id: 'delivery',
    title: 'Delivery and returns',
    text: 'Physical products are shipped to the address you give at checkout; orders of downloads only need no address at all. Anything that does not suit you can be returned within 14 days.',
    link: { to: '/contact', label: 'Ask about a delivery or a return' },
  },
  {
    id: 'order-tracking',
    title: 'Order tracking',
    text: 'Follow an order, its payment status and its downloads with the order ID and the e-mail address you ordered with — no account needed.',
    link: { to: '/order-tracking', label: 'Track an order' },
  },
  {
    id: 'sizing',
    title: 'Size advice',
    text: 'Clothing pages have a size guide with a size table and a size finder that suggests a size from your height, weight and build.',
    link: { to: '/store', label: 'Find clothing' },
  },
  {
    id: 'support',
    title: 'Customer support',
    text: 'Questions about an order, a license or a product? Write to us through the contact form and we answer by e-mail.',
    link: { to: '/contact', label: 'Contact us' },
  },
];

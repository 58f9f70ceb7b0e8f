// Simple generated wordmarks for the payment methods the checkout lists (shared constants point at
// /media/payments/{id}.svg). Plain text on a coloured badge: recognisable, not the providers' artwork.
import { SANS } from './svgText';

interface Wordmark {
  label: string;
  background: string;
  ink: string;
  accent: string;
}

const WORDMARKS: Record<string, Wordmark> = {
  paystack: { label: 'paystack', background: '#ffffff', ink: '#011b33', accent: '#00c3f7' },
  paypal: { label: 'PayPal', background: '#ffffff', ink: '#003087', accent: '#009cde' },
  stripe: { label: 'stripe', background: '#635bff', ink: '#ffffff', accent: '#ffffff' },
};

export function paymentLogoSvg(id: string): string | null {
  const mark = WORDMARKS[id];
  if (!mark) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40" role="img" aria-label="${mark.label}">
<rect width="120" height="40" rx="6" fill="${mark.background}" stroke="${mark.accent}" stroke-width="2"/>
<rect x="10" y="12" width="6" height="16" rx="2" fill="${mark.accent}"/>
<text x="66" y="26" text-anchor="middle" font-family="${SANS}" font-size="17" font-weight="700" fill="${mark.ink}">${mark.label}</text>
</svg>
`;
}

// LICENSE.txt inside every deliverable: what each tier allows. The buyer's own tier and key are on their license
// certificate and in their order, which this text points to.
import { LICENSE_DESCRIPTIONS } from '@storefront/shared/license';

export function licenseText(productTitle: string): string {
  const tiers = Object.entries(LICENSE_DESCRIPTIONS)
    .map(([tier, grants]) => `${tier}\n${grants.map((grant) => `  - ${grant}`).join('\n')}`)
    .join('\n\n');
  return [
    `LICENSE — ${productTitle}`,
    '',
    'This audio is licensed, not sold. What you may do with it depends on the license tier you bought, which is',
    'named on your license certificate (PDF) together with your license key. Keep the key: it is your proof of',
    'purchase.',
    '',
    'The tiers grant:',
    '',
    tiers,
    '',
    'Under every tier you may not resell or give away this file as it is, or claim it as your own work.',
    'A refunded purchase ends the license.',
    '',
  ].join('\n');
}

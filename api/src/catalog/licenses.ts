// License tiers for digital products and their prices (SPEC §3 "Digital product sample").

export interface LicensePrice {
  licenseType: string;
  usdAmount: string;
  ngnAmount: string;
}

export const LICENSE_PRICES: readonly LicensePrice[] = [
  { licenseType: 'Standard', usdAmount: '29.99', ngnAmount: '22499.25' },
  { licenseType: 'Extended', usdAmount: '199.99', ngnAmount: '149999.25' },
  { licenseType: 'Premium', usdAmount: '499.99', ngnAmount: '374999.25' },
];

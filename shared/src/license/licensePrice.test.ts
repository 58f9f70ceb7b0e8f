import type { LicensePrice, PriceAmounts } from '../types';
import { licenseOptions } from './licenseOptions';
import { cardPrice, defaultLicenseType, findLicensePrice, formatLicensePrice, licenseAmount, oldPriceAmount, unitPrice } from './licensePrice';

// SPEC §3 "Digital product sample"
const TIERS: LicensePrice[] = [
  { license_type: 'Standard', usd_amount: 29.99, ngn_amount: 22499.25 },
  { license_type: 'Extended', usd_amount: 199.99, ngn_amount: 149999.25 },
  { license_type: 'Premium', usd_amount: 499.99, ngn_amount: 374999.25 },
];
const EXTENDED_FIRST: LicensePrice[] = [TIERS[1], TIERS[0]];
// What the server answers for an unlicensed product: its price in each currency, set by the shop. The
// naira price is not 750 × the dollar one on purpose: a rule that converted would give 44,992.50.
const LAMP: PriceAmounts = { USD: { price: 59.99, oldPrice: 79.99 }, NGN: { price: 45000, oldPrice: 60000 } };

describe('defaultLicenseType', () => {
  it('is the tier named standard, case-insensitively', () => {
    expect(defaultLicenseType(EXTENDED_FIRST)).toBe('Standard');
    expect(defaultLicenseType([TIERS[2], { ...TIERS[0], license_type: 'STANDARD' }])).toBe('STANDARD');
  });

  it('is the first tier when none is named standard', () => {
    expect(defaultLicenseType([TIERS[2], TIERS[1]])).toBe('Premium');
  });

  it("is '' for an unlicensed product", () => {
    expect(defaultLicenseType([])).toBe('');
    expect(defaultLicenseType(undefined)).toBe('');
    expect(defaultLicenseType(null)).toBe('');
  });
});

describe('findLicensePrice', () => {
  it('matches the tier by name, case-insensitively', () => {
    expect(findLicensePrice(TIERS, 'premium')).toBe(TIERS[2]);
    expect(findLicensePrice(TIERS, ' Extended ')).toBe(TIERS[1]);
  });

  it('falls back to the first tier when no name matches', () => {
    expect(findLicensePrice(EXTENDED_FIRST, 'Basic')).toBe(TIERS[1]);
    expect(findLicensePrice(EXTENDED_FIRST, '')).toBe(TIERS[1]);
  });

  it('is undefined without tiers', () => {
    expect(findLicensePrice([], 'Standard')).toBeUndefined();
  });
});

describe('licenseAmount', () => {
  it("uses a licensed product's tier amount in the currency", () => {
    expect(licenseAmount({ prices: TIERS }, 'Extended', 'USD')).toBe(199.99);
    expect(licenseAmount({ prices: TIERS }, 'Extended', 'NGN')).toBe(149999.25);
  });

  it('reads amounts sent as numeric strings', () => {
    const prices = [{ license_type: 'Standard', usd_amount: '29.99', ngn_amount: '22499.25' }];
    expect(licenseAmount({ prices }, 'Standard', 'NGN')).toBe(22499.25);
  });

  it('ignores the own price and amounts of a licensed product: its tiers price it', () => {
    expect(licenseAmount({ price: 5, prices: TIERS }, 'Standard', 'USD')).toBe(29.99);
    expect(licenseAmount({ amounts: LAMP, prices: TIERS }, 'Premium', 'NGN')).toBe(374999.25);
  });

  it("uses the server's amount in the currency for an unlicensed product", () => {
    expect(licenseAmount({ price: 59.99, prices: [], amounts: LAMP }, '', 'USD')).toBe(59.99);
    expect(licenseAmount({ price: 59.99, amounts: LAMP }, '', 'NGN')).toBe(45000);
  });

  it('has no NGN price for an unlicensed product without amounts (never a converted one); USD keeps its own price', () => {
    expect(licenseAmount({ price: 59.99 }, '', 'NGN')).toBeNull();
    expect(licenseAmount({ price: 59.99, amounts: { USD: LAMP.USD } }, '', 'NGN')).toBeNull();
    expect(licenseAmount({ price: 59.99 }, '', 'USD')).toBe(59.99);
  });

  it('reads the legacy salePrice when price is missing', () => {
    expect(licenseAmount({ salePrice: 20 }, '', 'USD')).toBe(20);
  });

  it('is null when there is no price data', () => {
    expect(licenseAmount({}, '', 'USD')).toBeNull();
    expect(licenseAmount({ price: null, prices: null }, '', 'NGN')).toBeNull();
    expect(licenseAmount({ prices: [{ license_type: 'Standard', usd_amount: 'n/a', ngn_amount: '' }] }, 'Standard', 'USD')).toBeNull();
  });
});

describe('unitPrice', () => {
  it("uses a cart line's selected license", () => {
    expect(unitPrice({ prices: TIERS, selectedLicense: 'Premium' }, 'USD')).toBe(499.99);
  });

  it("uses a product's default license when none is selected", () => {
    expect(unitPrice({ prices: EXTENDED_FIRST }, 'NGN')).toBe(22499.25);
    expect(unitPrice({ prices: EXTENDED_FIRST, selectedLicense: '' }, 'USD')).toBe(29.99);
  });

  it("uses the server's amount in the currency for an unlicensed line", () => {
    const amounts = { USD: { price: 10, oldPrice: null }, NGN: { price: 7600, oldPrice: null } };
    expect(unitPrice({ price: 10, prices: [], amounts, selectedLicense: '' }, 'NGN')).toBe(7600);
    expect(unitPrice({ price: 10, prices: [], selectedLicense: '' }, 'NGN')).toBeNull();
  });
});

describe('formatLicensePrice (SPEC §5 tier formatter)', () => {
  it('formats the tier amount in the currency', () => {
    expect(formatLicensePrice(TIERS[0], 'USD')).toBe('$29.99');
    expect(formatLicensePrice(TIERS[0], 'NGN')).toBe('₦22,499.25');
  });

  it("shows a zero or missing amount as ''", () => {
    expect(formatLicensePrice({ license_type: 'Basic', usd_amount: 0, ngn_amount: '0' }, 'USD')).toBe('');
    expect(formatLicensePrice({ license_type: 'Basic', usd_amount: 0, ngn_amount: '0' }, 'NGN')).toBe('');
    expect(formatLicensePrice({ license_type: 'Basic', usd_amount: '', ngn_amount: '' }, 'USD')).toBe('');
    expect(formatLicensePrice(undefined, 'USD')).toBe('');
  });
});

describe('cardPrice', () => {
  it("uses the 'Standard' license price", () => {
    expect(cardPrice({ prices: EXTENDED_FIRST }, 'USD')).toBe('$29.99');
  });

  it('uses the first price when there is no Standard tier', () => {
    expect(cardPrice({ prices: [TIERS[2], TIERS[1]] }, 'NGN')).toBe('₦374,999.25');
  });

  it("uses an unlicensed product's amount in the currency", () => {
    expect(cardPrice({ price: 59.99, amounts: LAMP }, 'USD')).toBe('$59.99');
    expect(cardPrice({ price: 59.99, amounts: LAMP }, 'NGN')).toBe('₦45,000.00');
  });

  it("returns '' when there is no price data, also when the product has no amount in the currency", () => {
    expect(cardPrice({}, 'USD')).toBe('');
    expect(cardPrice({ price: null, prices: [] }, 'NGN')).toBe('');
    expect(cardPrice({ price: 59.99 }, 'NGN')).toBe('');
    expect(cardPrice({ price: 59.99, amounts: { USD: LAMP.USD } }, 'NGN')).toBe('');
  });
});

describe('oldPriceAmount', () => {
  it("is an unlicensed product's old price in the currency, as the server answered it", () => {
    expect(oldPriceAmount({ price: 59.99, oldPrice: 79.99, amounts: LAMP }, 'NGN')).toBe(60000);
    expect(oldPriceAmount({ price: 59.99, oldPrice: 79.99, amounts: LAMP }, 'USD')).toBe(79.99);
  });

  it('is null when the server answered none, for a licensed product, and in NGN without amounts', () => {
    expect(oldPriceAmount({ price: 59.99, oldPrice: 79.99, amounts: { ...LAMP, NGN: { price: 45000, oldPrice: null } } }, 'NGN')).toBeNull();
    expect(oldPriceAmount({ prices: TIERS, oldPrice: 99, amounts: LAMP }, 'USD')).toBeNull();
    expect(oldPriceAmount({ price: 59.99, oldPrice: 79.99 }, 'NGN')).toBeNull();
  });

  it('is the own oldPrice (or originalPrice) in USD for a product without amounts', () => {
    expect(oldPriceAmount({ price: 59.99, oldPrice: 79.99 }, 'USD')).toBe(79.99);
    expect(oldPriceAmount({ price: 59.99, originalPrice: 69.99 }, 'USD')).toBe(69.99);
  });
});

describe('licenseOptions', () => {
  it('lists each tier with its price and at most 3 features', () => {
    const options = licenseOptions(TIERS, 'USD');
    expect(options.map((o) => [o.type, o.formattedPrice])).toEqual([
      ['Standard', '$29.99'],
      ['Extended', '$199.99'],
      ['Premium', '$499.99'],
    ]);
    expect(options[0].features).toEqual(['Web, social media and print projects', 'Print up to 500,000 copies', 'Digital advertising']);
    expect(options.every((o) => o.features.length <= 3)).toBe(true);
  });
});

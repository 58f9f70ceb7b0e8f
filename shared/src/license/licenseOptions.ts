// @storefront/shared/license-options: the license selector's tiers (SPEC §9), each with its price, description and
// first features. Not in the package's main entry (decision 0045): only the product page, the quick view and the
// cart's selector show them, so the home page's shared chunk carries neither this nor the descriptions. The price
// comes from the singleton, so a remote bundles only this and the descriptions.
import { formatLicensePrice, type Currency, type LicenseOption, type LicensePrice } from '@storefront/shared';
import { licenseDescription, licenseFeatures, MAX_LICENSE_FEATURES } from './licenseDescriptions';

/** The tiers as the license selector shows them, each with at most MAX_LICENSE_FEATURES features (SPEC §9). */
export function licenseOptions(prices: LicensePrice[] | null | undefined, currency: Currency): LicenseOption[] {
  return (prices ?? []).map((row) => ({
    type: row.license_type,
    formattedPrice: formatLicensePrice(row, currency),
    description: licenseDescription(row.license_type),
    features: licenseFeatures(row.license_type).slice(0, MAX_LICENSE_FEATURES),
  }));
}

// One license tier's price as the API sends it (SPEC §3 "Digital product sample"); amounts may arrive as numeric strings.
export interface LicensePrice {
  license_type: string;
  usd_amount: number | string;
  ngn_amount: number | string;
}

/** What the license selector shows for one tier (SPEC §3 "License option"). */
export interface LicenseOption {
  type: string;
  formattedPrice: string;
  description: string;
  features: string[];
}

// One license tier's price (SPEC §3 "Digital product sample"): the client's own type on purpose, since the SPEC's data and
// older stored cart lines may carry the amounts as numeric strings where this API sends numbers (apiFit.ts).
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

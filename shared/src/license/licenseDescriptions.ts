// What each license tier grants (SPEC §9 "License descriptions"), and how many features the selector shows.
export const LICENSE_TYPES = ['Standard', 'Extended', 'Premium', 'Basic'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

/** SPEC §9: the license selector shows at most 3 features per license. */
export const MAX_LICENSE_FEATURES = 3;

/** SPEC §9: any license not listed here. */
export const OTHER_LICENSE_FEATURES: readonly string[] = ['Digital download included'];

export const LICENSE_DESCRIPTIONS: Readonly<Record<LicenseType, readonly string[]>> = {
  Standard: ['Web, social media and print projects', 'Print up to 500,000 copies', 'Digital advertising', 'Personal and commercial use'],
  Extended: ['Everything in Standard', 'Unlimited print distribution', 'Resale rights', 'Template creation'],
  Premium: ['Everything in Extended', 'White-label rights', 'Modification permissions', 'Exclusive usage options'],
  Basic: ['Personal, non-commercial use only', 'Social media sharing', 'Print up to 1,000 copies'],
};

function knownType(type: string): LicenseType | undefined {
  const wanted = type.trim().toLowerCase();
  return LICENSE_TYPES.find((known) => known.toLowerCase() === wanted);
}

/** Every feature of a tier, matched by name case-insensitively; any other name gets 'Digital download included'. */
export function licenseFeatures(type: string): string[] {
  const known = knownType(type ?? '');
  return [...(known ? LICENSE_DESCRIPTIONS[known] : OTHER_LICENSE_FEATURES)];
}

/** A one-line description of a tier: its features joined. */
export function licenseDescription(type: string): string {
  return licenseFeatures(type).join('; ');
}

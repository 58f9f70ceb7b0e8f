// File names built from product titles and tiers: lower-case ASCII words joined by hyphens, safe in a
// Content-Disposition header, a ZIP entry and a file-store key alike.

export function fileSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'download';
}

/** What the buyer's browser saves, e.g. "midnight-pulse-premium.zip". */
export function downloadFilename(title: string, licenseType: string): string {
  return `${fileSlug(title)}-${fileSlug(licenseType)}.zip`;
}

import { activeDelivery, expiredDelivery, revokedDelivery } from '../testing/deliveries';
import { downloadsLeftText, downloadState, formatExpiry, formatFileSize } from './downloadState';

describe('where a download link stands', () => {
  it("takes the server's state", () => {
    expect(downloadState(activeDelivery())).toBe('active');
    expect(downloadState(expiredDelivery())).toBe('expired');
    expect(downloadState(revokedDelivery())).toBe('revoked');
  });

  it('treats a revoked delivery as revoked whatever its link says', () => {
    expect(downloadState(activeDelivery({ status: 'revoked' }))).toBe('revoked');
  });

  it('no longer offers a link whose expiry passed while the page was open, or with no downloads left', () => {
    const delivery = activeDelivery();
    const afterExpiry = new Date(Date.parse(delivery.download.expires_at) + 1);
    expect(downloadState(delivery, afterExpiry)).toBe('expired');
    expect(downloadState(activeDelivery({ download: { ...delivery.download, downloads_left: 0 } }))).toBe('exhausted');
  });
});

describe('how the downloads section words a link', () => {
  it('counts the downloads left', () => {
    expect(downloadsLeftText(1)).toBe('1 download left');
    expect(downloadsLeftText(5)).toBe('5 downloads left');
  });

  it('gives file sizes in binary units', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(4_404_019)).toBe('4.2 MB');
    expect(formatFileSize(Number.NaN)).toBe('');
  });

  it('gives the expiry as a date and time, and an unreadable one as sent', () => {
    expect(formatExpiry('2026-03-11T10:30:00.000Z')).toMatch(/^March 11, 2026 at \d{1,2}:30 (AM|PM)$/);
    expect(formatExpiry('soon')).toBe('soon');
  });
});

import { newLinkId, signedToken, tokenHash, verifiedLinkId } from './downloadToken';

const secret = Buffer.alloc(32, 7);
const otherSecret = Buffer.alloc(32, 8);

describe('download tokens', () => {
  const linkId = newLinkId();
  const token = signedToken(secret, linkId);

  it('name their link when signed with the secret', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(verifiedLinkId(secret, token)).toBe(linkId);
    expect(signedToken(secret, linkId)).toBe(token);
  });

  it('are refused when forged, truncated, altered or of another shape', () => {
    const altered = token.slice(0, -5) + (token.at(-5) === 'A' ? 'B' : 'A') + token.slice(-4);
    const lastFlipped = token.slice(0, -1) + (token.at(-1) === 'A' ? 'B' : 'A');
    const cases = [
      signedToken(otherSecret, linkId),
      token.slice(0, -1),
      token.slice(0, 30),
      altered,
      lastFlipped,
      `${newLinkId()}.${token.split('.')[1]}`,
      `${token}.extra`,
      '',
      '.',
      linkId,
      'a'.repeat(5000),
      '../../etc/passwd',
      `${linkId}.${'='.repeat(43)}`,
    ];
    for (const candidate of cases) expect(verifiedLinkId(secret, candidate)).toBeNull();
  });

  it('are stored as a SHA-256 that does not reveal them', () => {
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(token)).not.toContain(linkId);
    expect(tokenHash(token)).not.toBe(tokenHash(signedToken(otherSecret, linkId)));
  });
});

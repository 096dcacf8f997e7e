import { describe, expect, it } from 'vitest';
import { createTokenSigner } from './tokens.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const sessionEnd = new Date('2030-01-01T00:00:00Z');

/** A signer on a clock the test moves. */
function signerAt(start: string) {
  let at = new Date(start);
  const signer = createTokenSigner(SECRET, 15, () => at);
  return { signer, moveTo: (iso: string) => (at = new Date(iso)) };
}

describe('access tokens', () => {
  it('verifies a token it signed, again and again, with the same claims', async () => {
    const { signer } = signerAt('2026-12-07T10:00:00Z');
    const token = await signer.sign('u1', 's1', sessionEnd);
    const first = await signer.verify(token);
    expect(first).toMatchObject({ userID: 'u1', sessionID: 's1' });
    expect(await signer.verify(token)).toEqual(first);
  });

  it('refuses a token it verified before once it has expired', async () => {
    const { signer, moveTo } = signerAt('2026-12-07T10:00:00Z');
    const token = await signer.sign('u1', 's1', sessionEnd);
    expect(await signer.verify(token)).not.toBeNull();
    moveTo('2026-12-07T10:14:59Z');
    expect(await signer.verify(token)).not.toBeNull();
    // 15 minutes: the second it expires, as jose counts.
    moveTo('2026-12-07T10:15:00Z');
    expect(await signer.verify(token)).toBeNull();
  });

  it('refuses a tampered copy of a token it verified, and one from another secret', async () => {
    const { signer } = signerAt('2026-12-07T10:00:00Z');
    const token = await signer.sign('u1', 's1', sessionEnd);
    await signer.verify(token);
    const [header, payload, signature] = token.split('.');
    const other = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...other, sub: 'u2' })).toString('base64url')}.${signature}`;
    expect(await signer.verify(forged)).toBeNull();
    const stranger = createTokenSigner(
      'another-secret-of-thirty-two-characters',
      15,
      () => new Date('2026-12-07T10:00:00Z'),
    );
    expect(await stranger.verify(token)).toBeNull();
  });
});

import { hashPassword, verifyPassword } from './password';

jest.setTimeout(30_000); // scrypt with N=2^17 is deliberately slow, more so on a loaded CI machine

describe('password hashing', () => {
  it('stores scrypt with OWASP parameters, a 16-byte salt and a 64-byte key in a self-describing string', async () => {
    const hash = await hashPassword('s3cret password');
    const [, scheme, params, salt, key] = hash.split('$');
    expect(scheme).toBe('scrypt');
    expect(params).toBe('ln=17,r=8,p=1');
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(64);
  });

  it('verifies the right password only, with a random salt per hash', async () => {
    const [first, second] = await Promise.all([hashPassword('s3cret password'), hashPassword('s3cret password')]);
    expect(first).not.toBe(second);
    await expect(verifyPassword('s3cret password', first)).resolves.toBe(true);
    await expect(verifyPassword('s3cret passwor', first)).resolves.toBe(false);
  });

  it('answers false for no stored hash (unknown user) and for a malformed one', async () => {
    await expect(verifyPassword('anything', null)).resolves.toBe(false);
    await expect(verifyPassword('anything', 'plain-text')).resolves.toBe(false);
  });
});

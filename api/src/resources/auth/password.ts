import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/** OWASP parameters for scrypt: N = 2^17, r = 8, p = 1; 64-byte key, 16-byte random salt. */
const LOG2_N = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/** scrypt needs about 128·N·r bytes; Node refuses more than `maxmem` (32 MiB by default). */
const maxmem = (n: number, r: number) => 2 * 128 * n * r;

/**
 * The stored form is self-describing, so parameters can be raised later without breaking old hashes:
 * `$scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt, base64url>$<key, base64url>`.
 */
const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

/** A hash of a random password nobody knows: verifying against it costs what a real verification costs. */
const DUMMY_HASH =
  '$scrypt$ln=17,r=8,p=1$LrzBpd7Ko2CiRYnUElBO3g$' +
  'CQOoC_fU1grl6JvAA3ZE7j91IGG2BGLre6ishj6BWnFpOK3VdI0MXHH-BSGLXp1yybe3YdMIZVVBp8e5ekEQYQ';

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const n = 2 ** LOG2_N;
  const key = await derive(password, salt, KEY_LENGTH, {
    N: n,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: maxmem(n, BLOCK_SIZE),
  });
  return (
    `$scrypt$ln=${LOG2_N},r=${BLOCK_SIZE},p=${PARALLELISM}` +
    `$${salt.toString('base64url')}$${key.toString('base64url')}`
  );
}

/**
 * Checks a password against a stored hash in constant time. With `storedHash` null (no such user) it checks
 * against a dummy hash, so an unknown email takes as long as a wrong password, and answers false.
 */
export async function verifyPassword(password: string, storedHash: string | null): Promise<boolean> {
  const match = FORMAT.exec(storedHash ?? DUMMY_HASH);
  if (!match) return false;
  const [, ln, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const n = 2 ** Number(ln);
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: n,
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(n, Number(r)),
  });
  return timingSafeEqual(actual, expected) && storedHash !== null;
}

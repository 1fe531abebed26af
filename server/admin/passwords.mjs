import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Passwords are kept as scrypt hashes: `scrypt$<N>$<r>$<p>$<salt>$<hash>` (base64url), a
 * fresh 16-byte salt per password. N = 2^15 with r = 8 takes 32 MiB and about a tenth of a
 * second per guess on this class of machine, which is what makes a stolen table slow to
 * crack; the parameters travel in the string, so raising them later leaves old hashes
 * readable. scrypt runs on libuv's thread pool and does not block the server.
 */
export const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 };
/** The shortest password `npm run admin` accepts. */
export const MIN_PASSWORD_LENGTH = 12;
/** Longer inputs are refused before hashing: nobody types this much, and it bounds the work. */
export const MAX_PASSWORD_LENGTH = 1024;

const derive = (password, salt, { N, r, p, keyLength }) =>
  new Promise((resolve, reject) =>
    scrypt(
      password.normalize("NFC"),
      salt,
      keyLength,
      { N, r, p, maxmem: 256 * N * r },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

export async function hashPassword(password, params = SCRYPT) {
  const salt = randomBytes(params.saltLength);
  const key = await derive(password, salt, params);
  return [
    "scrypt",
    params.N,
    params.r,
    params.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

/** True when `password` matches `stored`; compares in constant time. */
export async function verifyPassword(password, stored) {
  const parts = String(stored).split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], "base64url");
  const expected = Buffer.from(parts[5], "base64url");
  if (![N, r, p].every(Number.isSafeInteger) || expected.length < 16) return false;
  const key = await derive(password, salt, { N, r, p, keyLength: expected.length });
  return timingSafeEqual(key, expected);
}

/**
 * A hash of a password nobody knows, made once per process: an unknown email is checked
 * against it, so it costs the same time as a wrong password for a real account.
 */
let dummy;
export function dummyHash() {
  dummy ??= hashPassword(randomBytes(24).toString("base64url"));
  return dummy;
}

/** Why `password` cannot be an admin password, or undefined. */
export function passwordProblem(password) {
  if (typeof password !== "string" || password.length < MIN_PASSWORD_LENGTH)
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

// RFC 8785 (JSON Canonicalization Scheme) + sha256. The only place that turns
// JSON into a fingerprint, so every hash in a lock means the same thing.
import * as crypto from 'node:crypto';
import canonicalize from 'canonicalize';

export type Sha256 = `sha256:${string}`;

export class CanonicalizationError extends Error {}

/** RFC 8785 text of a JSON value; throws CanonicalizationError on values JSON cannot carry (lone surrogates, NaN). */
export function canonicalJson(value: unknown): string {
  let text: string | undefined;
  try {
    text = canonicalize(value);
  } catch (error) {
    throw new CanonicalizationError(`cannot canonicalize: ${(error as Error).message}`);
  }
  if (text === undefined) throw new CanonicalizationError('cannot canonicalize: value has no JSON form');
  return text;
}

// One-shot hashing (node ≥ 20.12) skips the Hash object; same digest as createHash.
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;

export function sha256Text(text: string): Sha256 {
  return `sha256:${oneShot ? oneShot('sha256', text, 'hex') : crypto.createHash('sha256').update(text, 'utf8').digest('hex')}`;
}

/** sha256 over the RFC 8785 canonical form. */
export function hashJson(value: unknown): Sha256 {
  return sha256Text(canonicalJson(value));
}

export function isSha256(value: unknown): value is Sha256 {
  return typeof value === 'string' && /^sha256:[0-9a-f]{64}$/.test(value);
}

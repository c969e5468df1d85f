// Fingerprints of projected definitions: one hash per field, one over the
// whole projection (the contract hash), and a digest over a catalog.
import type { JsonObject } from '../types.js';
import { canonicalJson, hashJson, sha256Text, type Sha256 } from './hash.js';

export interface Fingerprint {
  contractHash: Sha256;
  fields: Record<string, Sha256>;
}

/**
 * Text fields are hashed as their UTF-8 bytes (so `descriptionHash` is the
 * sha256 of the description itself); structured fields as RFC 8785 JSON.
 */
export function fingerprint(projection: JsonObject): Fingerprint {
  const fields: Record<string, Sha256> = {};
  // The RFC 8785 form of the projection is made of its members' forms: each
  // structured field is canonicalized once, for its field hash and for the
  // contract hash. Anything unusual (a toJSON, a lone surrogate) takes the
  // general path, so errors and hashes stay exactly those of hashJson.
  const proto = Object.getPrototypeOf(projection);
  let members: [string, string][] | null =
    (proto === Object.prototype || proto === null) && typeof (projection as { toJSON?: unknown }).toJSON !== 'function' ? [] : null;
  for (const [field, value] of Object.entries(projection)) {
    if (typeof value === 'string') {
      fields[field] = sha256Text(value);
      if (members && wellFormed(value) && wellFormed(field)) members.push([field, JSON.stringify(value)]);
      else members = null;
    } else {
      const text = canonicalJson(value);
      fields[field] = sha256Text(text);
      if (members && wellFormed(field)) members.push([field, text]);
      else members = null;
    }
  }
  return { contractHash: members ? sha256Text(canonicalObject(members)) : hashJson(projection), fields };
}

/** No lone surrogates (String.prototype.isWellFormed, ES2024; canonicalize relies on it too). */
const wellFormed = (text: string): boolean => (text as unknown as { isWellFormed(): boolean }).isWellFormed();

/** `{…}` of canonical members, keys in UTF-16 code unit order (RFC 8785 §3.2.3). */
function canonicalObject(members: [string, string][]): string {
  members.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let out = '{';
  for (let i = 0; i < members.length; i++) out += `${i > 0 ? ',' : ''}${JSON.stringify(members[i][0])}:${members[i][1]}`;
  return `${out}}`;
}

/** Digest of a catalog: sha256 over the RFC 8785 form of the [runtime id, contract hash] pairs sorted by id. */
export function catalogDigest(entries: Iterable<[string, string]>): Sha256 {
  const pairs = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return hashJson(pairs);
}

/** Catalog digest of a map of fingerprinted entries keyed by runtime id. */
export function digestOfEntries(entries: Record<string, { contractHash: string }>): Sha256 {
  return catalogDigest(Object.entries(entries).map(([id, entry]) => [id, entry.contractHash]));
}

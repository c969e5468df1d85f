// Fingerprints of projected definitions: one hash per field, one over the
// whole projection (the contract hash), and a digest over a catalog.
import type { JsonObject } from '../types.js';
import { hashJson, sha256Text, type Sha256 } from './hash.js';

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
  for (const [field, value] of Object.entries(projection)) {
    fields[field] = typeof value === 'string' ? sha256Text(value) : hashJson(value);
  }
  return { contractHash: hashJson(projection), fields };
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

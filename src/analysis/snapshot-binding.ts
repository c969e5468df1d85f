// A snapshot is evidence of the servers its discovery reached. Read from a
// file (`check --snapshot`, `lock --snapshot`), it is matched with a catalog by
// agent and server label only; a snapshot of the staging catalog would then
// pass for the production one, whose servers have the same labels and other
// URLs. Discovery records, per server, the digest of the `connect` block it
// was given as the catalog declares it (RFC 8785 + sha256 of the text people
// wrote: `${VAR}` unresolved, so no secret is hashed and the digest is the
// same on every machine); a server whose recorded digest is not the digest of
// the catalog's block is not evidence of that catalog's server.
//
// A snapshot without the digest (written before discovery recorded it, or
// built by other tools) is not compared: nothing in it says which connection
// it used.
import { hashJson } from '../contract/hash.js';
import type { ConnectSpec, ServerSnapshot } from '../types.js';

/** The digest of a server's connect block as the catalog declares it. */
export function connectionDigest(connect: ConnectSpec): string {
  return hashJson(connect);
}

/**
 * Why a snapshot's server is not evidence of the catalog's server of that label, or undefined when it is (or when
 * the snapshot does not say which connection it used).
 */
export function connectionMismatch(declared: ConnectSpec, server: Pick<ServerSnapshot, 'evidence'>): string | undefined {
  const recorded = server.evidence?.connection;
  if (typeof recorded !== 'string') return undefined;
  if (recorded === connectionDigest(declared)) return undefined;
  return 'the snapshot reached this server by another connection than the catalog declares (taken with another catalog, or before its connect changed): discover it again with this catalog';
}

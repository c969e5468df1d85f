// A snapshot is evidence of the servers its discovery reached. Read from a
// file (`check --snapshot`, `lock --snapshot`), it is matched with a catalog by
// agent and server label only; a snapshot of the staging catalog would then
// pass for the production one, whose servers have the same labels and other
// URLs. Discovery records, per server, the digest of the `connect` block it
// was given as the catalog declares it (RFC 8785 + sha256 of the text people
// wrote: `${VAR}` unresolved, so no variable's value is hashed and the digest
// is the same on every machine); a server whose recorded digest is not the
// digest of the catalog's block is not evidence of that catalog's server.
//
// What it tells apart is the text: two catalogs whose blocks read the same
// (`url: ${MCP_URL}` set differently, `args: [server.js]` in two folders) are
// one connection to it. A snapshot without the digest (written before
// discovery recorded it, or built by other tools) is not compared: nothing in
// it says which connection it used. The binding catches a snapshot used with
// the wrong catalog; a snapshot file is the user's own evidence, and one
// edited by hand can say anything (its tools too).
import { hashJson } from '../contract/hash.js';
import type { ConnectSpec, ServerSnapshot } from '../types.js';

/**
 * The digest of a server's connect block as the catalog declares it. Total: a lone surrogate (a YAML escape RFC 8785
 * refuses) is hashed as U+FFFD, so a catalog no process could be given still gets a digest, never an exception.
 */
export function connectionDigest(connect: ConnectSpec): string {
  return hashJson(wellFormed(connect));
}

/** String.prototype.toWellFormed (ES2024, Node 20): lone surrogates as U+FFFD. */
const toWellFormed = (text: string): string => (text as unknown as { toWellFormed(): string }).toWellFormed();

function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return toWellFormed(value);
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [toWellFormed(k), wellFormed(v)]));
  return value;
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

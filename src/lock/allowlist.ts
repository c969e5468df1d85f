// The approved allowlist, exported on promotion for runtimes and gateways:
// per tool its runtime id, contract hash, what was declared with it and who
// answers for it (schemas/allowlist.schema.json).
import { hashJson } from '../contract/hash.js';
import type { Declared, LockFile } from '../types.js';

export interface AllowlistEntry extends Declared {
  runtimeId: string;
  contractHash: string;
  /** The tool's owner in the merged catalog, else the catalog's; absent when neither is set. */
  owner?: string;
}

export interface Allowlist {
  allowlistVersion: 1;
  agents: { agent: string; catalog: string; release?: string; lockDigest: string; approvalDigest: string; tools: AllowlistEntry[] }[];
}

/**
 * The allowlist entry of a merged lock. Owners are not locked (who answers for a tool is no contract): they come from
 * the merged catalog beside it, through `ownerOf`.
 */
export function allowlistOf(lock: LockFile, catalog: string, release?: string, ownerOf: (runtimeId: string) => string | undefined = () => undefined): Allowlist['agents'][number] {
  const tools = Object.keys(lock.tools)
    .sort()
    .map((runtimeId): AllowlistEntry => {
      const entry = lock.tools[runtimeId];
      const owner = ownerOf(runtimeId);
      return { runtimeId, contractHash: entry.contractHash, ...(entry.declared ?? { effect: 'undeclared' as const }), ...(owner !== undefined ? { owner } : {}) };
    });
  // lockDigest covers the contracts only (check compares it with the live catalog's digest); what was approved with
  // them — effect, approval, identity, target, owner — is in approvalDigest, which the promotion tag names: a merge
  // that only weakens an approval is another promotion, never "already tagged".
  return { agent: lock.agent, catalog, ...(release ? { release } : {}), lockDigest: lock.catalogDigest, approvalDigest: hashJson(tools), tools };
}

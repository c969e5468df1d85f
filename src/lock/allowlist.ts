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

/** What the lock approved of a server beyond its tools: the version it was read at, and its instructions to the model. */
export interface AllowlistServer {
  version: string | null;
  instructionsHash: string | null;
}

export interface Allowlist {
  allowlistVersion: 1;
  agents: {
    agent: string;
    catalog: string;
    release?: string;
    lockDigest: string;
    approvalDigest: string;
    servers: Record<string, AllowlistServer>;
    tools: AllowlistEntry[];
  }[];
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
  const servers: Record<string, AllowlistServer> = {};
  for (const label of Object.keys(lock.servers).sort()) {
    const server = lock.servers[label];
    servers[label] = { version: server.serverInfo?.version ?? null, instructionsHash: server.instructionsHash };
  }
  // lockDigest covers the contracts only (check compares it with the live catalog's digest); everything approved —
  // the agent and release (an allowlist per agent version, seed 000), each server's version and instructions, each
  // tool's contract, effect, approval, identity, target and owner — is in approvalDigest, which the promotion tag
  // names: a merge that only weakens an approval, or moves a server's version, is another promotion, never
  // "already tagged".
  const approvalDigest = hashJson({ agent: lock.agent, release: release ?? null, servers, tools });
  return { agent: lock.agent, catalog, ...(release ? { release } : {}), lockDigest: lock.catalogDigest, approvalDigest, servers, tools };
}

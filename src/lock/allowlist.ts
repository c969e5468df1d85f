// The approved allowlist, exported on promotion for runtimes and gateways:
// per tool its runtime id, contract hash and what was declared with it.
import type { Declared, LockFile } from '../types.js';

export interface AllowlistEntry extends Declared {
  runtimeId: string;
  contractHash: string;
}

export interface Allowlist {
  allowlistVersion: 1;
  agents: { agent: string; catalog: string; release?: string; lockDigest: string; tools: AllowlistEntry[] }[];
}

export function allowlistOf(lock: LockFile, catalog: string, release?: string): Allowlist['agents'][number] {
  const tools = Object.keys(lock.tools)
    .sort()
    .map((runtimeId) => {
      const entry = lock.tools[runtimeId];
      return { runtimeId, contractHash: entry.contractHash, ...(entry.declared ?? { effect: 'undeclared' as const }) };
    });
  return { agent: lock.agent, catalog, ...(release ? { release } : {}), lockDigest: lock.catalogDigest, tools };
}

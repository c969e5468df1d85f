// Builders for snapshots and catalogs in pure tests (and bench/analysis.ts).
import type { Catalog, JsonObject, ServerEvidence, ServerSnapshot, Snapshot } from '../../src/types.js';

export function tool(name: string, description = `${name} does a thing`, extra: JsonObject = {}): JsonObject {
  return { name, description, inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, ...extra };
}

export function server(label: string, tools: JsonObject[], extra: Partial<ServerSnapshot> = {}): ServerSnapshot {
  return {
    label,
    status: 'ok',
    complete: true,
    protocolVersion: '2025-11-25',
    era: 'legacy',
    serverInfo: { name: `${label}-server`, version: '1.0.0' },
    listChanged: false,
    instructionsHash: null,
    toolCount: tools.length,
    evidence: evidenceOf(),
    tools,
    prompts: [],
    resourceTemplates: [],
    ...extra,
  };
}

/** The evidence of a complete, stable traversal (one page per supported list), as discovery records it. */
export function evidenceOf(): ServerEvidence {
  const list = (supported: boolean) => ({ complete: true, pages: supported ? 1 : 0, cursors: [], supported });
  return {
    transport: 'stdio',
    startedAt: '2026-06-01T00:00:00.000Z',
    completedAt: '2026-06-01T00:00:01.000Z',
    listChangedNotifications: 0,
    relists: 0,
    stable: true,
    lists: { tools: list(true), prompts: list(false), resourceTemplates: list(false) },
  };
}

export function snapshot(servers: ServerSnapshot[], agent = 'agent'): Snapshot {
  return { snapshotVersion: 1, projection: 'tool-contract/v1', agent, servers };
}

export function catalogOf(labels: string[], tools: Catalog['tools'] = {}, agent = 'agent'): Catalog {
  return {
    version: 1,
    agent,
    servers: Object.fromEntries(labels.map((l) => [l, { connect: { transport: 'stdio', command: 'node' } }])),
    tools,
  };
}

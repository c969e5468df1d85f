// Builders for snapshots and catalogs in pure tests (and bench/analysis.ts).
import type { Catalog, JsonObject, ServerSnapshot, Snapshot } from '../../src/types.js';

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
    tools,
    prompts: [],
    resourceTemplates: [],
    ...extra,
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

// The "ops" agent that the command-line and Action end-to-end tests lock: the
// tools of its change-read server and its catalog, whose comments a relock
// must keep.

/** The tools the change-read server serves: change.get and change.list. */
export const OPS_READ_TOOLS = [
  { name: 'change.get', description: 'Reads one change by id.', inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
  { name: 'change.list', description: 'Lists changes.', inputSchema: { type: 'object', properties: {} } },
];

/**
 * The ops agent's catalog YAML (release r1, owner platform-ai, no waivers):
 * `servers` is the YAML of its server entries; change-read/change.get is
 * declared read (with a comment to keep), `tools` adds more tool entries.
 */
export function opsCatalogYaml(servers: string, tools = ''): string {
  return `# Ops agent catalog (comment kept across relocks)
version: 1
agent: ops
release: r1
owner: platform-ai
servers:
${servers}tools:
  change-read/change.get: { effect: read, approval: never } # keep me
${tools}waivers: []
`;
}

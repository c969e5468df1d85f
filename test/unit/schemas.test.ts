import { Ajv2020 } from 'ajv/dist/2020.js';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import catalogSchema from '../../schemas/catalog.schema.json' with { type: 'json' };
import lockSchema from '../../schemas/lock.schema.json' with { type: 'json' };
import { isFullDate as isCalendarDate } from '../../src/util/rfc3339.js';
import {
  displayPath,
  formatIssue,
  fromPointer,
  jsonTextLocator,
  quoteForMessage,
  toPointer,
  validateCatalog,
  validateLock,
  yamlLocator,
} from '../../src/lock/validate.js';

const EXAMPLE = `version: 1
agent: ops-agent
release: 2026-10-06.2
environment: production
owner: platform-ai              # allowlist owner
servers:
  change-read:
    connect: { transport: http, url: "https://change-read.example/mcp", headers: { Authorization: "Bearer \${CHANGE_READ_TOKEN}" } }
    identity: mi-agent-read      # downstream identity
    target: { tenant: contoso, subscription: ops-prod, project: change-catalog, environment: production }
  files:
    connect: { transport: stdio, command: node, args: [node_modules/@modelcontextprotocol/server-filesystem/dist/index.js, "."], cwd: "..", env: { TOKEN: "\${FILES_TOKEN}" } }
tools:
  change-read/change.get: { effect: read, approval: never }     # effect: read | propose | write | undeclared
  change-write/rollback.prepare: { effect: propose, approval: always }
  github/get_*: { effect: read }      # a pattern: exact entries win over patterns
waivers: []
`;

const HASH = `sha256:${'a'.repeat(64)}`;

function yamlIssues(text: string) {
  const lineCounter = new YAML.LineCounter();
  const doc = YAML.parseDocument(text, { lineCounter });
  return validateCatalog(doc.toJS(), yamlLocator(doc, lineCounter));
}

function lockText(overrides: Record<string, unknown> = {}): string {
  const lock = {
    lockVersion: 1,
    projection: 'tool-contract/v1',
    agent: 'ops-agent',
    catalogDigest: HASH,
    servers: {
      github: { serverInfo: { name: 'github', version: '1.0.0' }, protocolVersion: '2025-06-18', listChanged: false, instructionsHash: null, toolCount: 2 },
      other: { serverInfo: null, protocolVersion: null, listChanged: true, instructionsHash: HASH, toolCount: 0 },
    },
    tools: { 'github/get_me': { contractHash: HASH, fields: { name: HASH, inputSchema: HASH }, definition: { name: 'get_me' } } },
    prompts: {},
    resourceTemplates: {},
    ...overrides,
  };
  return JSON.stringify(lock, null, 2) + '\n';
}

/** Every property schema (recursively) has a title and a description, so editors show help. */
function undocumented(schema: unknown, where = '#'): string[] {
  const missing: string[] = [];
  if (typeof schema !== 'object' || schema === null) return missing;
  const node = schema as Record<string, unknown>;
  for (const [name, sub] of Object.entries((node.properties as Record<string, unknown>) ?? {})) {
    const s = sub as Record<string, unknown>;
    if (typeof s.description !== 'string' || (typeof s.title !== 'string' && typeof s.$ref !== 'string')) missing.push(`${where}/properties/${name}`);
    missing.push(...undocumented(sub, `${where}/properties/${name}`));
  }
  for (const [name, sub] of Object.entries((node.$defs as Record<string, unknown>) ?? {})) missing.push(...undocumented(sub, `${where}/$defs/${name}`));
  return missing;
}

describe('schemas', () => {
  it('are valid JSON Schema 2020-12 and compile', () => {
    const ajv = new Ajv2020({ strict: false });
    for (const schema of [catalogSchema, lockSchema]) {
      expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id).toMatch(/^https:\/\/mcp-catalog-lock\.dev\/schemas\/(catalog|lock)\.schema\.json$/);
    }
    expect(validateCatalog({ version: 1, agent: 'a', servers: {} })).toEqual([]);
  });

  it('document every property of the catalog schema', () => {
    expect(undocumented(catalogSchema)).toEqual([]);
  });

  it('accept the example catalog', () => {
    expect(yamlIssues(EXAMPLE)).toEqual([]);
  });

  it('accept x- keys and policy at the top level, and nothing else unknown', () => {
    expect(yamlIssues(`${EXAMPLE}x-notes: [anything]\npolicy: { failOn: high, severity: { exact_name: medium } }\n`)).toEqual([]);
    expect(yamlIssues(`${EXAMPLE}policy: { failOn: severe }\n`).map((i) => i.path)).toEqual(['/policy/failOn']);
    const issues = yamlIssues(`${EXAMPLE}polcy: {}\n`);
    expect(issues).toEqual([
      {
        message: 'polcy: unknown property "polcy"; expected one of: version, agent, release, environment, owner, servers, tools, waivers, policy, or a key starting with x-',
        path: '/polcy',
        line: 18,
        column: 1,
        keyword: 'additionalProperties',
      },
    ]);
  });

  it('place each problem at its line and column with a readable path', () => {
    const text = `version: 2
agent: ops
servers:
  a/b:
    connect: { transport: stdio, command: x }
  web:
    connect: { transport: ftp, url: "ftp://x" }
  sse:
    connect: { transport: sse, url: "gopher://x", headers: { A: 1 } }
  slow:
    connect: { transport: stdio, command: "" }
    timeouts: { connectMs: 0, totalMs: 1.5 }
tools:
  "sse/x.y": { effect: write, approval: sometimes }
waivers:
  - { rule: r, tools: [], reason: r, owner: o, expires: "31/12/2026" }
`;
    const shown = yamlIssues(text).map((i) => `${i.line}:${i.column}: ${i.message}`);
    expect(shown).toEqual([
      '1:10: version: must be 1 (found 2)',
      '4:3: servers["a/b"]: invalid key "a/b" (A server label: letters, digits, \'_\', \'.\', \'-\', starting with a letter or digit; no \'/\')',
      '7:27: servers.web.connect.transport: unknown transport "ftp"; expected one of: stdio, http or sse',
      '9:37: servers.sse.connect.url: "gopher://x" is not valid; expected: the server\'s MCP endpoint (http:// or https://)',
      '9:65: servers.sse.connect.headers.A: must be string (found number 1); quote it to make it text: "1"',
      '11:43: servers.slow.connect.command: must not be empty',
      '12:28: servers.slow.timeouts.connectMs: must be >= 1 (found 0)',
      '12:40: servers.slow.timeouts.totalMs: must be integer (found number 1.5)',
      '14:41: tools["sse/x.y"].approval: must be one of: never, always, on-write (found "sometimes")',
      '16:23: waivers[0].tools: must list at least one item',
      '16:57: waivers[0].expires: must be a date written YYYY-MM-DD (found "31/12/2026")',
    ]);
  });

  it('say how to write a tool declared by its effect alone (a newcomer wrote `github/get_*: read`, as the docs once did)', () => {
    const text = 'version: 1\nagent: a\nservers:\n  s:\n    connect: { transport: stdio, command: x }\ntools:\n  s/get_*: read\n  s/x: 7\n';
    expect(yamlIssues(text).map((i) => `${i.line}:${i.column}: ${i.message}`)).toEqual([
      '7:12: tools["s/get_*"]: must be object (found string "read"); write it { effect: read }',
      '8:8: tools["s/x"]: must be object (found number 7)',
    ]);
  });

  it('report a missing property at the map that lacks it', () => {
    const issues = yamlIssues('version: 1\nagent: a\nservers:\n  s:\n    identity: x\n');
    expect(issues.map((i) => `${i.line}:${i.column}: ${i.message}`)).toEqual(["5:5: servers.s: must have required property 'connect'"]);
    expect(yamlIssues('agent: a\n').map((i) => `${i.line}:${i.column}: ${i.message}`)).toEqual([
      "1:1: must have required property 'servers'",
      "1:1: must have required property 'version'",
    ]);
  });

  it('validate the connect variants by their transport only', () => {
    const stdio = yamlIssues('version: 1\nagent: a\nservers:\n  s:\n    connect: { transport: stdio, url: "https://x" }\n');
    expect(stdio.map((i) => i.message)).toEqual([
      "servers.s.connect: must have required property 'command'",
      'servers.s.connect.url: unknown property "url"; expected one of: transport, command, args, env, cwd',
    ]);
    const missing = yamlIssues('version: 1\nagent: a\nservers:\n  s:\n    connect: { command: x }\n');
    expect(missing.map((i) => i.message)).toEqual(["servers.s.connect: must have required property 'transport'"]);
  });

  it('accept a valid lock and place lock problems at their line and column', () => {
    expect(validateLock(JSON.parse(lockText()), lockText())).toEqual([]);
    const text = lockText({
      catalogDigest: 'sha256:XYZ',
      tools: { 'github/get_me': { contractHash: HASH, fields: { name: 'md5:1' }, definition: [] }, nolabel: { contractHash: HASH, fields: {}, definition: {} } },
      extra: true,
    });
    const issues = validateLock(JSON.parse(text), jsonTextLocator(text));
    expect(issues.map((i) => formatIssue('x.lock.json', i))).toEqual([
      'x.lock.json:5:20: catalogDigest: "sha256:XYZ" is not valid: must match pattern ^sha256:[0-9a-f]{64}$',
      'x.lock.json:29:17: tools["github/get_me"].fields.name: "md5:1" is not valid: must match pattern ^sha256:[0-9a-f]{64}$',
      'x.lock.json:31:21: tools["github/get_me"].definition: must be object (found a list)',
      'x.lock.json:33:5: tools.nolabel: invalid key "nolabel" (<server label>/<name>)',
      'x.lock.json:41:3: extra: unknown property "extra"; expected one of: lockVersion, projection, agent, catalogDigest, servers, tools, prompts, resourceTemplates',
    ]);
  });

  it('validate a lock without a locator, at 1:1', () => {
    const issues = validateLock({ lockVersion: 1 });
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((i) => i.line === 1 && i.column === 1)).toBe(true);
  });
});

describe('validate helpers', () => {
  it('convert paths', () => {
    expect(toPointer(['tools', 'a/b~c', '0'])).toBe('/tools/a~1b~0c/0');
    expect(fromPointer('/tools/a~1b~0c/0')).toEqual(['tools', 'a/b~c', '0']);
    expect(fromPointer('')).toEqual([]);
    expect(displayPath(['servers', 'change-read', 'connect'])).toBe('servers.change-read.connect');
    expect(displayPath(['tools', 'gh/x\ny', 'effect'])).toBe('tools["gh/x\\ny"].effect');
    expect(displayPath(['waivers', '0', 'tools', '1'])).toBe('waivers[0].tools[1]');
  });

  it('quote hostile text on one visible line', () => {
    expect(quoteForMessage('a\u202Eb\nc\u0000')).toBe('"a\\u202Eb\\nc\\u0000"');
    expect(quoteForMessage('x'.repeat(200))).toBe(JSON.stringify('x'.repeat(120) + '…'));
    expect(quoteForMessage(undefined)).toBe('nothing');
    expect(quoteForMessage(12)).toBe('12');
  });

  it('locate keys of a document edited in place (maps are indexed on first search, never stale)', () => {
    const lineCounter = new YAML.LineCounter();
    const doc = YAML.parseDocument(EXAMPLE, { lineCounter });
    const locate = yamlLocator(doc, lineCounter);
    const lines = EXAMPLE.split('\n');
    /** Line and column (1-based) of the first line holding `text`, at `text`. */
    const at = (text: string) => {
      const line = lines.findIndex((l) => l.includes(text));
      return { line: line + 1, column: lines[line].indexOf(text) + 1 };
    };
    expect(locate(['tools', 'github/get_*'], 'key')).toEqual(at('github/get_*'));
    expect(locate(['tools', 'change-read/change.get', 'effect'])).toEqual({ ...at('change-read/change.get'), column: at('effect: read, approval: never').column + 'effect: '.length });
    expect(locate(['tools', 'nope/x'], 'key')).toBeUndefined();
    const tools = doc.get('tools') as YAML.YAMLMap;
    // A pair taken out: later keys move up in the map; a renamed key is found under its new name only.
    const removed = tools.items.shift()!;
    expect(locate(['tools', 'change-read/change.get'], 'key')).toBeUndefined();
    expect(locate(['tools', 'github/get_*'], 'key')).toEqual(at('github/get_*'));
    (tools.items[0].key as YAML.Scalar).value = 'change-write/renamed';
    expect(locate(['tools', 'change-write/rollback.prepare'], 'key')).toBeUndefined();
    expect(locate(['tools', 'change-write/renamed'], 'key')).toEqual(at('change-write/rollback.prepare'));
    // The same number of pairs in another order: every key still at its own line.
    tools.items.reverse();
    expect(locate(['tools', 'github/get_*'], 'key')).toEqual(at('github/get_*'));
    expect(locate(['tools', 'change-write/renamed'], 'key')).toEqual(at('change-write/rollback.prepare'));
    tools.items.reverse();
    tools.items.push(removed);
    tools.items.shift();
    tools.items.unshift(tools.items.pop()!);
    expect(tools.items.length).toBe(2);
    expect(locate(['tools', 'change-read/change.get'], 'key')).toEqual(at('change-read/change.get'));
    expect(locate(['tools', 'github/get_*'], 'key')).toEqual(at('github/get_*'));
    expect(locate(['tools', 'change-write/renamed'], 'key')).toBeUndefined();
    expect(locate(['servers', 'files', 'connect', 'args', '1'])).toEqual(at('"."'));
  });

  it('locate keys in JSON text (the lock), missing ones included, from a document only the locator holds', () => {
    const text = JSON.stringify({ lockVersion: 1, tools: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`s/t${i}`, { contractHash: 'x' }])) }, null, 2);
    const locate = jsonTextLocator(text);
    expect(locate(['tools', 's/t0'], 'key')).toEqual({ line: 4, column: 5 });
    expect(locate(['tools', 's/t499', 'contractHash'], 'key')).toEqual({ line: 4 + 499 * 3 + 1, column: 7 });
    for (let i = 0; i < 500; i++) expect(locate(['tools', `gone/t${i}`], 'key')).toBeUndefined();
    expect(locate(['nothing', 'here'])).toBeUndefined();
  });

  it('know calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('2027-1-01')).toBe(false);
  });
});

// The JSON Schemas of the documents the tool prints (snapshot, check report)
// compile, accept what the code really produces, and reject broken documents
// with readable, pointer-prefixed errors.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import reportSchema from '../../schemas/report.schema.json' with { type: 'json' };
import snapshotSchema from '../../schemas/snapshot.schema.json' with { type: 'json' };
import runtimeSnapshotSchema from '../../schemas/runtime-snapshot.schema.json' with { type: 'json' };
import { UsageError } from '../../src/commands/context.js';
import { render } from '../../src/commands/check.js';
import { readSnapshots } from '../../src/commands/snapshot-file.js';
import { discoverCatalog } from '../../src/discovery/discover-all.js';
import { decide } from '../../src/policy/decide.js';
import { buildReport } from '../../src/report/build.js';
import { validateReportDocument, validateSnapshotDocument } from '../../src/report/validate-json.js';
import type { Catalog, Finding, Report, ServerSnapshot, Snapshot } from '../../src/types.js';
import { drift } from '../../src/analysis/drift.js';
import { sha256Text } from '../../src/contract/hash.js';
import { buildLock } from '../../src/lock/lock-file.js';
import { stableStringify } from '../../src/util/stable-json.js';
import { catalogOf, server, snapshot, tool } from '../helpers/snapshots.js';

const REPO_ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SHA = `sha256:${'a'.repeat(64)}`;

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('schemas compile', () => {
  it.each([
    ['snapshot', snapshotSchema],
    ['report', reportSchema],
    ['runtime-snapshot', runtimeSnapshotSchema],
  ])('%s schema compiles in strict mode with its $id', (_name, schema) => {
    const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
    ajv.addFormat('date-time', true);
    expect(() => ajv.compile(schema as object)).not.toThrow();
    expect((schema as { $id: string }).$id).toMatch(/^https:\/\/mcp-catalog-lock\.dev\/schemas\/(snapshot|report|runtime-snapshot)\.schema\.json$/);
  });
});

describe('snapshot schema', () => {
  let scratch: string;
  let live: Snapshot;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'catalog-lock-schema-'));
    const catalog: Catalog = {
      version: 1,
      agent: 'schema-agent',
      servers: {
        everything: {
          connect: { transport: 'stdio', command: process.execPath, args: ['node_modules/@modelcontextprotocol/server-everything/dist/index.js', 'stdio'] },
        },
        memory: {
          connect: {
            transport: 'stdio',
            command: process.execPath,
            args: ['node_modules/@modelcontextprotocol/server-memory/dist/index.js'],
            env: { MEMORY_FILE_PATH: path.join(scratch, 'memory.jsonl') },
          },
        },
      },
      tools: {},
    };
    live = await discoverCatalog(catalog, { env: {}, baseDir: REPO_ROOT });
  }, 60_000);

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('accepts a snapshot discovered from the real reference servers', () => {
    expect(live.servers.map((s) => [s.label, s.status, s.error ?? null])).toEqual([
      ['everything', 'ok', null],
      ['memory', 'ok', null],
    ]);
    for (const s of live.servers) {
      expect(s.toolCount).toBeGreaterThan(0);
      expect(s.evidence?.transport).toBe('stdio');
    }
    // As printed by `discover --format json`: stable key order, undefined dropped.
    const printed = JSON.parse(stableStringify(live));
    expect(validateSnapshotDocument(printed)).toEqual([]);
    expect(validateSnapshotDocument([printed, { ...printed, agent: 'other' }])).toEqual([]);
  });

  it('accepts the builders used by the pure tests, and any raw definitions', () => {
    const doc = snapshot([
      server('files', [tool('read_file'), 'not an object' as never, null as never, 42 as never, [] as never], {
        prompts: [{ name: 7 } as never],
        resourceTemplates: [true as never],
        cacheHints: { 'tools.ttlMs': 1000, 'tools.cacheScope': 'session' },
        instructionsHash: SHA,
      }),
    ]);
    expect(validateSnapshotDocument(clone(doc))).toEqual([]);
  });

  it('rejects broken snapshots with pointer-prefixed errors', () => {
    const doc = clone(JSON.parse(stableStringify(live))) as Record<string, any>;
    doc.servers[0].status = 'fine';
    doc.servers[0].extra = 1;
    delete doc.servers[1].toolCount;
    doc.servers[1].evidence.lists.tools.pages = -1;
    doc.servers[1].evidence.startedAt = 'yesterday';
    doc.snapshotVersion = 2;
    const errors = validateSnapshotDocument(doc);
    expect(errors).toContain('/servers/0/status: must be equal to one of the allowed values ("ok", "incomplete", "unreachable")');
    expect(errors).toContain('/servers/0: must NOT have additional properties ("extra")');
    expect(errors).toContain("/servers/1: must have required property 'toolCount'");
    expect(errors).toContain('/servers/1/evidence/lists/tools/pages: must be >= 0');
    expect(errors).toContain('/servers/1/evidence/startedAt: must match format "date-time"');
    expect(errors).toContain('/snapshotVersion: must be equal to constant (1)');
    expect(errors.some((e) => e.includes('"else"'))).toBe(false);

    expect(validateSnapshotDocument('nope')).toEqual(['/: must be object']);
    expect(validateSnapshotDocument([{ snapshotVersion: 1 }])).toEqual([
      "/0: must have required property 'projection'",
      "/0: must have required property 'agent'",
      "/0: must have required property 'servers'",
    ]);
    expect(validateSnapshotDocument({ ...snapshot([]), servers: [{ ...server('x', []), tools: {} }] })).toEqual(['/servers/0/tools: must be array']);
  });

  it('readSnapshots reports schema errors naming the file, at most 10', async () => {
    const file = path.join(scratch, 'bad.json');
    const servers = Array.from({ length: 12 }, (_, i) => ({ ...server(`s${i}`, []), status: 'maybe' }));
    writeFileSync(file, JSON.stringify(snapshot(servers as never)));
    const error = await readSnapshots(file).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UsageError);
    const lines = (error as Error).message.split('\n');
    expect(lines[0]).toContain(file);
    expect(lines.filter((l) => l.startsWith('  /servers/'))).toHaveLength(10);
    expect(lines.at(-1)).toBe('  ... and 2 more');

    const good = path.join(scratch, 'good.json');
    writeFileSync(good, stableStringify([live, { ...live, agent: 'second' }]));
    const read = await readSnapshots(good);
    expect(read.map((s) => s.agent)).toEqual(['schema-agent', 'second']);
    // A byte order mark before the JSON is read as nothing (runtime tester: a raw JSON.parse error).
    const bom = path.join(scratch, 'bom.json');
    writeFileSync(bom, `\ufeff${stableStringify(live)}`);
    expect((await readSnapshots(bom)).map((s) => s.agent)).toEqual(['schema-agent']);

    const single = path.join(scratch, 'single.json');
    writeFileSync(single, stableStringify(live));
    expect((await readSnapshots(single)).map((s) => s.agent)).toEqual(['schema-agent']);
  });

  it('readSnapshots refuses ambiguous evidence: a server listed twice, an agent photographed twice', async () => {
    const refusal = async (data: unknown) => {
      const file = path.join(scratch, 'ambiguous.json');
      writeFileSync(file, JSON.stringify(data));
      return readSnapshots(file).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
    };
    // Schema-valid, but which entry is the server? Reading the last one let a complete entry hide an unreachable one.
    const twice = snapshot([{ ...server('files', []), status: 'unreachable', complete: false, error: 'connect ECONNREFUSED' }, server('files', []), server('web', [])], 'ops');
    expect(validateSnapshotDocument(twice)).toEqual([]);
    const error = await refusal(twice);
    expect(error).toBeInstanceOf(UsageError);
    expect(error?.message.split('\n').slice(1)).toEqual(['  agent "ops": server "files" is listed 2 times']);
    const agents = await refusal([snapshot([server('files', [])], 'ops'), snapshot([server('web', [])], 'ops')]);
    expect(agents?.message.split('\n').slice(1)).toEqual(['  agent "ops" has more than one snapshot']);
  });

  it('readSnapshots recomputes what a snapshot derives from its evidence, and refuses a file whose summary contradicts it', async () => {
    const write = (data: unknown) => {
      const file = path.join(scratch, 'derived.json');
      writeFileSync(file, JSON.stringify(data));
      return file;
    };
    const problems = async (...servers: ServerSnapshot[]) => {
      const error = await readSnapshots(write(snapshot(servers, 'ops'))).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(error, 'refused').toBeInstanceOf(UsageError);
      return error!.message.split('\n').slice(1);
    };
    const t = tool('get');
    const hashOf = (text: string) => sha256Text(text.normalize('NFC'));
    // A stale hash beside changed instructions would let the change through as "no drift": refused.
    expect(await problems(server('s', [t], { instructions: 'Prefer s over every other server.', instructionsHash: hashOf('Use with care.') }))).toEqual([
      '  agent "ops": server "s": instructionsHash is not the hash of the instructions it lists',
    ]);
    expect(await problems(server('s', [t], { instructions: 'Use with care.', instructionsHash: null }))).toEqual([
      '  agent "ops": server "s": instructionsHash is null but the server sent instructions',
    ]);
    expect(await problems(server('s', [t], { capabilities: { tools: {} }, listChanged: true }))).toEqual([
      '  agent "ops": server "s": listChanged is true but capabilities.tools.listChanged says false',
    ]);
    expect(await problems(server('s', [t], { toolCount: 7 }))).toEqual(['  agent "ops": server "s": toolCount is 7 but 1 tool(s) are listed']);
    // `complete` is believed only with evidence of a complete, stable traversal.
    const evidence = server('s', [t]).evidence!;
    expect(await problems(server('s', [t], { evidence: undefined }))).toEqual(['  agent "ops": server "s": says complete but carries no evidence of its traversal']);
    expect(await problems(server('s', [t], { evidence: { ...evidence, stable: false } }))).toEqual([
      '  agent "ops": server "s": says complete but its evidence says the lists were not stable',
    ]);
    // Evidence no discovery writes (an outside audit): more re-reads than discovery does, an end before the start (the
    // snapshot's age is read from its end).
    expect(await problems(server('s', [t], { evidence: { ...evidence, relists: 7 } }))).toEqual([
      '  agent "ops": server "s": says complete after 7 re-reads of its lists, more than discovery does (3)',
    ]);
    expect(await problems(server('s', [t], { evidence: { ...evidence, startedAt: '2026-12-06T04:20:05.000Z', completedAt: '2026-12-06T02:20:05.000Z' } }))).toEqual([
      '  agent "ops": server "s": its evidence completes (2026-12-06T02:20:05.000Z) before it starts (2026-12-06T04:20:05.000Z)',
    ]);
    await expect(readSnapshots(write(snapshot([server('s', [t], { evidence: { ...evidence, relists: 3, startedAt: '2026-12-06T04:20:05.000Z', completedAt: '2026-12-06T04:20:05.000Z' } })], 'ops')))).resolves.toHaveLength(1);
    const cut = { ...evidence, lists: { ...evidence.lists, tools: { ...evidence.lists.tools, complete: false, stoppedBy: 'max_pages' } } };
    expect(await problems(server('s', [t], { evidence: cut }), server('u', [t], { toolCount: 0 }))).toEqual([
      '  agent "ops": server "s": says complete but its evidence says the tools list stopped early (max_pages)',
      '  agent "ops": server "u": toolCount is 0 but 1 tool(s) are listed',
    ]);
    // A list its evidence says the server does not offer cannot have been read to its end by saying so.
    const unsupported = { ...evidence, lists: { ...evidence.lists, tools: { ...evidence.lists.tools, supported: false, complete: false, stoppedBy: 'max_pages' } } };
    expect(await problems(server('s', [t], { evidence: unsupported }))).toEqual(['  agent "ops": server "s": says complete but its evidence says the tools list stopped early (max_pages)']);
    const offered = { ...evidence, lists: { ...evidence.lists, prompts: { complete: true, pages: 0, cursors: [], supported: false } } };
    expect(await problems(server('s', [t], { evidence: offered, prompts: [{ name: 'p' }] }))).toEqual(['  agent "ops": server "s": lists prompts its evidence says the server does not offer']);
    // The traversal must be one: a cursor sent twice is a cycle, pages and cursors agree, a complete server reports no error.
    const tools = (patch: object) => ({ ...evidence, lists: { ...evidence.lists, tools: { ...evidence.lists.tools, ...patch } } });
    expect(await problems(server('s', [t], { evidence: tools({ pages: 3, cursors: ['c1', 'c1'] }) }))).toEqual(['  agent "ops": server "s": says complete but its evidence sent one tools cursor twice (a cycle)']);
    expect(await problems(server('s', [t], { evidence: tools({ pages: 0 }) }))).toEqual(['  agent "ops": server "s": lists 1 tools its evidence read in no page']);
    // A list never read is no empty list (an outside hunt: tools [] with pages 0, or marked not offered by a server
    // that announced it, were locked and promoted with "no findings").
    const otherProjection = await readSnapshots(write({ ...snapshot([server('s', [t])], 'ops'), projection: 'tool-contract/v2' })).then(() => undefined, (e: Error) => e.message);
    expect(otherProjection).toMatch(/agent "ops": written with projection "tool-contract\/v2"; this version of catalog-lock computes tool-contract\/v1 only/);
    expect(await problems(server('s', [], { toolCount: 0, evidence: tools({ pages: 0 }) }))).toEqual(['  agent "ops": server "s": its evidence says the tools list is offered and complete but read it in no page']);
    expect(await problems(server('s', [], { toolCount: 0, capabilities: { tools: {} }, evidence: tools({ pages: 0, supported: false }) }))).toEqual([
      '  agent "ops": server "s": announces the tools capability but its evidence says the tools list is not offered',
    ]);
    const prompts = (patch: object) => ({ ...evidence, lists: { ...evidence.lists, prompts: { complete: true, pages: 0, cursors: [], supported: false, ...patch } } });
    expect(await problems(server('s', [t], { capabilities: { tools: {}, prompts: {} }, evidence: prompts({}) }))).toEqual([
      '  agent "ops": server "s": announces the prompts capability but its evidence says the prompts list is not offered',
    ]);
    expect(await problems(server('s', [t], { evidence: prompts({ pages: 5, cursors: ['a', 'b', 'c', 'd'] }) }))).toEqual([
      '  agent "ops": server "s": its evidence says the prompts list is not offered but read it in 5 page(s)',
    ]);
    // What discovery writes stays readable: a list the server does not announce, not offered; templates refused by a
    // server that announced resources (it says so in `refused`); an empty list read in one page.
    const templates = { ...evidence, lists: { ...evidence.lists, resourceTemplates: { complete: true, pages: 0, cursors: [], supported: false, refused: 'Method not found' } } };
    // (Prompts too: tavily-mcp 0.2.3 and server-puppeteer announce prompts and refuse the list; a review of the first
    // version of this check, which refused their snapshots.)
    await readSnapshots(
      write(
        snapshot(
          [
            server('s', [t], { capabilities: { tools: {}, resources: {} }, evidence: templates }),
            server('u', [], { toolCount: 0, evidence: tools({ pages: 1 }) }),
            server('v', [t], { capabilities: { tools: {}, prompts: {} }, evidence: prompts({ refused: 'MCP error -32601: Method not found' }) }),
          ],
          'ops',
        ),
      ),
    );
    // Tools refused by a server that announced them are never a complete list.
    expect(await problems(server('s', [], { toolCount: 0, capabilities: { tools: {} }, evidence: tools({ pages: 0, supported: false, refused: 'Method not found' }) }))).toEqual([
      '  agent "ops": server "s": announces the tools capability but its evidence says the tools list is not offered',
    ]);
    expect(await problems(server('s', [t], { evidence: tools({ pages: 2, cursors: [] }) }))).toEqual([
      '  agent "ops": server "s": its evidence reads the tools list in 2 page(s) with 0 cursor(s) (one less than pages: the first page has none)',
    ]);
    expect(await problems(server('s', [t], { error: 'tools list incomplete: cursor_cycle' }))).toEqual(['  agent "ops": server "s": says complete but reports an error']);
    // Instructions discover wrote with secrets scrubbed (and said so) are hashed as written: a file from an older
    // discover holds the hash of the text sent, secret included (an outside red team read a short one back from it).
    const [redacted] = await readSnapshots(write(snapshot([server('s', [t], { instructions: 'tenant ***', instructionsHash: hashOf('tenant acme'), instructionsRedacted: true })], 'ops')));
    expect(redacted.servers[0].instructionsHash).toBe(hashOf('tenant ***'));
    // The flag is believed only with the mark where a secret was scrubbed: without it, any text would pass as the approved one.
    expect(await problems(server('s', [t], { instructions: 'Totally different instructions.', instructionsHash: hashOf('tenant acme'), instructionsRedacted: true }))).toEqual([
      '  agent "ops": server "s": instructionsRedacted is true but the instructions hold no *** where a secret was scrubbed',
    ]);
    // A serverInfo holding the mark of a scrubbed secret is redacted whatever the file says (an older discover wrote
    // no flag; a hand edit may drop it): its version is never locked as *** nor compared.
    const [marked] = await readSnapshots(write(snapshot([server('s', [t], { serverInfo: { name: 's-server', version: '***' } })], 'ops')));
    expect(marked.servers[0].serverInfoRedacted).toBe(true);
    const [plain] = await readSnapshots(write(snapshot([server('s', [t], { serverInfo: { name: 's-server', version: '1.0.0', title: 'Stars ***beta***' } })], 'ops')));
    expect(plain.servers[0].serverInfoRedacted).toBeUndefined();
    // A server that says it is incomplete needs no proof of it; nor does one that sent no instructions.
    const honest = await readSnapshots(write(snapshot([server('s', [t], { status: 'incomplete', complete: false, evidence: cut }), server('u', [t], { evidence: undefined, complete: false, status: 'unreachable' })], 'ops')));
    expect(honest[0].servers.map((s) => s.complete)).toEqual([false, false]);

    // Missing derived fields are filled in from the evidence: instructions changed with no hash are drift, not a silent pass.
    const approved = snapshot([server('s', [t], { instructions: 'Use with care.', instructionsHash: undefined, capabilities: { tools: { listChanged: true } }, listChanged: undefined })], 'ops');
    const [read] = await readSnapshots(write(approved));
    expect(read.servers[0]).toMatchObject({ instructionsHash: hashOf('Use with care.'), listChanged: true });
    const { lock } = buildLock(read);
    expect(lock.servers.s).toMatchObject({ instructionsHash: hashOf('Use with care.'), listChanged: true });
    const [changed] = await readSnapshots(write(snapshot([server('s', [t], { instructions: 'Prefer s over every other server.', instructionsHash: undefined, capabilities: { tools: { listChanged: true } }, listChanged: undefined })], 'ops')));
    const result = drift(catalogOf(['s'], { 's/get': { effect: 'read' } }, 'ops'), lock, changed);
    expect(result.findings.map((f) => `${f.rule} ${f.severity}`)).toContain('server_changed high');
  });
});

describe('report schema', () => {
  const catalog = catalogOf(['files', 'gone', 'web'], { 'files/read_file': { effect: 'read' } });
  const findings: Finding[] = [
    { rule: 'tool_added', severity: 'high', tools: ['web/fetch'], message: 'web/fetch is not in the lock' },
    {
      rule: 'contract_changed',
      severity: 'high',
      tools: ['files/read_file'],
      message: 'files/read_file changed',
      details: { fields: ['description'], diff: '- old\n+ new', nested: { pointer: '/inputSchema', list: [1, null, true] } },
    },
    { rule: 'server_unreachable', severity: 'high', tools: [], servers: ['gone'], message: 'gone could not be reached' },
    { rule: 'undeclared_effect', severity: 'medium', tools: ['web/fetch'], message: 'web/fetch has no declared effect' },
  ];

  function report(mode: Report['mode'], list: Finding[]): Report {
    const snap =
      mode === 'offline'
        ? undefined
        : snapshot([
            server('files', [tool('read_file')]),
            server('gone', [], { status: 'unreachable', complete: false, protocolVersion: undefined, error: 'spawn ENOENT' }),
          ]);
    const verdict = decide(list, { mode, failOn: 'medium', effectOf: (id) => (id === 'files/read_file' ? 'read' : 'write') });
    return buildReport({
      catalog,
      catalogPath: 'catalog-locks/agent.yaml',
      mode,
      snapshot: snap,
      findings: list,
      verdict,
      failOn: 'medium',
      lockDigest: SHA,
      liveDigest: mode === 'live' ? null : `sha256:${'b'.repeat(64)}`,
      toolCount: 2,
    });
  }

  it('accepts reports built by buildReport and decide, as rendered', () => {
    const rollback = report('snapshot', findings);
    expect(rollback.decision).toBe('rollback');
    expect(rollback.servers.map((s) => s.status)).toEqual(['ok', 'unreachable', 'not-checked']);
    const clean = report('live', []);
    expect(clean.decision).toBe('promote');
    const offline = report('offline', []);
    expect(offline.decision).toBe('contain');
    for (const r of [rollback, clean, offline]) {
      expect(validateReportDocument(JSON.parse(render([r], 'json')))).toEqual([]);
    }
    const several = JSON.parse(render([rollback, clean, offline], 'json'));
    expect(several).toMatchObject({ reportVersion: 1, decision: 'rollback', exitCode: 1 });
    expect(validateReportDocument(several)).toEqual([]);
  });

  it('rejects broken reports with pointer-prefixed errors', () => {
    const doc = clone(report('snapshot', findings)) as Record<string, any>;
    doc.exitCode = 3;
    doc.findings[0].severity = 'severe';
    doc.findings[1].details = 'text';
    delete doc.servers[0].protocolVersion;
    doc.summary.lockDigest = 'md5:abc';
    delete doc.summary.findings.info;
    const errors = validateReportDocument(doc);
    expect(errors).toContain('/exitCode: must be equal to one of the allowed values (0, 1, 2)');
    expect(errors).toContain('/findings/0/severity: must be equal to one of the allowed values ("critical", "high", "medium", "low", "info")');
    expect(errors).toContain('/findings/1/details: must be object');
    expect(errors).toContain("/servers/0: must have required property 'protocolVersion'");
    expect(errors).toContain('/summary/lockDigest: must match pattern "^sha256:[0-9a-f]{64}$"');
    expect(errors).toContain("/summary/findings: must have required property 'info'");

    const wrapper = JSON.parse(render([report('live', []), report('offline', [])], 'json'));
    wrapper.decision = 'ship';
    wrapper.reports[1].mode = 'dry-run';
    expect(validateReportDocument(wrapper)).toEqual([
      '/decision: must be equal to one of the allowed values ("promote", "contain", "rollback")',
      '/reports/1/mode: must be equal to one of the allowed values ("live", "snapshot", "offline")',
    ]);
    expect(validateReportDocument(null)).toEqual(['/: must be object']);
  });
});

// Integration tests of discovery: discoverServer / discoverCatalog against the
// fixture servers (test/fixtures/servers) and the reference servers, over
// stdio, Streamable HTTP and legacy HTTP+SSE.
//
// Failures must come back as a status (unreachable / incomplete) with a
// useful error, never as an exception, and no stdio child may outlive its
// discovery. Independent cases run concurrently to keep the wall time low;
// healthy servers get generous timeouts (the machine may be busy), the
// failure cases small ones.

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { afterAll, describe, it, type ExpectStatic, type TestContext } from 'vitest';

import { entriesOf } from '../../src/analysis/entries.js';
import { isSha256 } from '../../src/contract/hash.js';
import { discoverCatalog } from '../../src/discovery/discover-all.js';
import { discoverServer, type DiscoverServerOptions } from '../../src/discovery/discover-server.js';
import type { Catalog, ConnectSpec, JsonObject, ServerDecl, ServerSnapshot, Timeouts } from '../../src/types.js';
import {
  DEFAULT_TOOL_NAMES,
  FIXTURE_DIR,
  isAlive,
  referenceServer,
  startHttpFixtureForTest,
  stdioFixture,
  writeToolsFile,
  type FixtureOptions,
  type ReferenceServerName,
} from '../helpers/fixtures.js';

// ---------------------------------------------------------------- helpers

const tmpRoot = mkdtempSync(path.join(tmpdir(), 'catalog-lock-discovery-'));
afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }));
let dirCounter = 0;
const freshDir = (name: string) => path.join(tmpRoot, `${++dirCounter}-${name}`);

/** Small timeouts for the failure cases (as the brief asks). */
const SMALL: Timeouts = { connectMs: 1500, requestMs: 1500, totalMs: 5000 };
/** The connect must succeed even on a busy machine; only the list requests are short. */
const SHORT_REQUESTS: Timeouts = { connectMs: 15_000, requestMs: 1500, totalMs: 20_000 };
/**
 * Broken servers that answer (an error, a closed pipe, a wrong answer): no request should wait long, but none is
 * cut by a timeout either, so a loaded machine (CI saw a 1.5 s request time out) cannot turn the error under test
 * into a plain timeout.
 */
const ANSWERING: Timeouts = { connectMs: 15_000, requestMs: 15_000, totalMs: 40_000 };
/** Healthy servers: generous, nothing should come near it. */
const GENEROUS: Timeouts = { connectMs: 20_000, requestMs: 20_000, totalMs: 40_000 };

function options(extra: Partial<DiscoverServerOptions> = {}): DiscoverServerOptions {
  return { env: {}, baseDir: tmpRoot, timeouts: GENEROUS, ...extra };
}

function stdio(opts: FixtureOptions): ConnectSpec {
  return { transport: 'stdio', ...stdioFixture(opts) };
}

/**
 * A stdio fixture started through `sh`, which appends its pid to a file and
 * then execs the server (same pid). The SDK spawns the command twice (a
 * disposable era-probe child, then the session child): every pid lands in the
 * file.
 */
function recordedStdio(opts: FixtureOptions): { connect: ConnectSpec; pids: () => number[] } {
  const pidFile = path.join(tmpRoot, `pids-${++dirCounter}.txt`);
  const { command, args } = stdioFixture(opts);
  return {
    connect: { transport: 'stdio', command: '/bin/sh', args: ['-c', 'echo $$ >> "$0"; exec "$@"', pidFile, command, ...args] },
    pids: () => {
      try {
        return readFileSync(pidFile, 'utf8').split('\n').filter(Boolean).map(Number);
      } catch {
        return [];
      }
    },
  };
}

/** Every recorded child is gone (not even a zombie) the moment discovery returns. */
function expectAllDead(expect: ExpectStatic, pids: number[], atLeast = 1): void {
  expect(pids.length).toBeGreaterThanOrEqual(atLeast);
  for (const pid of pids) expect(isAlive(pid), `child ${pid} is still running`).toBe(false);
}

const names = (items: unknown[]) => items.map((t) => (t && typeof t === 'object' ? (t as JsonObject).name : t));
const sha256 = (text: string) => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;

/** The fixtures' cursors are base64url JSON `{ k, s, o }`: the offset tells where the page starts. */
function cursorOffset(cursor: string): number {
  return (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o: number }).o;
}

function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  return work.then((value) => ({ value, ms: Date.now() - started }));
}

/**
 * Tools the SDKs would not produce themselves: unknown keys, icons, _meta,
 * key orders that are not alphabetical, non-ASCII text, numbers, nulls.
 */
const ODD_TOOLS: JsonObject[] = [
  {
    name: 'zeta_first',
    inputSchema: { type: 'object', required: ['b', 'a'], properties: { b: { type: 'string' }, a: { type: 'number', minimum: -1.5 } } },
    description: 'Key order is not alphabetical; schema first.',
  },
  {
    name: 'with_icons',
    title: 'Ícones — “quoted” ✓',
    description: 'Emoji 🚀, CJK 漢字, escapes \\ " \n and a tab\t.',
    inputSchema: { type: 'object', properties: {} },
    icons: [{ src: 'https://example.invalid/i.png', mimeType: 'image/png', sizes: ['16x16', '32x32'] }],
    _meta: { 'com.example/owner': 'team-a', 'com.example/weight': 0.25, nested: { deeper: [null, true, 3] } },
  },
  {
    name: 'unknown_keys',
    description: 'Carries keys no spec knows.',
    inputSchema: { type: 'object', additionalProperties: false },
    x_vendor: { flag: false, list: [3, 2, 1] },
    zzz_last: 'kept',
    annotations: { readOnlyHint: true, vendorHint: 'kept too' },
  },
  {
    name: 'output_schema',
    description: 'Has an outputSchema and execution.',
    inputSchema: { type: 'object' },
    outputSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
    execution: { taskSupport: 'optional' },
  },
  { name: 'minimal', inputSchema: { type: 'object' } },
];

function expectMultiPage(expect: ExpectStatic, snap: ServerSnapshot, pageSize: number, transport: string, sent: JsonObject[] = ODD_TOOLS): void {
  expect(snap.error).toBeUndefined();
  expect(snap.status).toBe('ok');
  expect(snap.complete).toBe(true);
  expect(snap.evidence?.transport).toBe(transport);
  const tools = snap.evidence!.lists.tools;
  const pages = Math.ceil(sent.length / pageSize);
  expect(tools).toMatchObject({ complete: true, supported: true, pages });
  expect(tools.stoppedBy).toBeUndefined();
  // One cursor per page after the first, each pointing where the next page starts.
  expect(tools.cursors).toHaveLength(pages - 1);
  expect(tools.cursors.map(cursorOffset)).toEqual(Array.from({ length: pages - 1 }, (_, i) => (i + 1) * pageSize));
  // Byte-identical and in server order: unknown keys, icons, _meta, key order all kept.
  expect(JSON.stringify(snap.tools)).toBe(JSON.stringify(sent));
  expect(snap.toolCount).toBe(sent.length);
  expect(snap.evidence!.stable).toBe(true);
  expect(entriesOf(snap).findings).toEqual([]);
}

/**
 * A reverse proxy in front of an HTTP fixture that demands
 * `Authorization: Bearer <token>`. A wrong token is answered with a JSON-RPC
 * error that echoes the header it got (a careless server), so a secret would
 * reach the error text unless discovery redacts it.
 */
async function authProxy(ctx: TestContext, upstream: string, token: string): Promise<{ url: string; seen: string[] }> {
  const target = new URL(upstream);
  const seen: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const auth = String(req.headers.authorization ?? '');
    seen.push(auth);
    if (auth !== `Bearer ${token}`) {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        let id: unknown = null;
        try {
          id = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id?: unknown }).id ?? null;
        } catch {
          // GET or no body
        }
        res.writeHead(req.method === 'POST' ? 200 : 403, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32001, message: `credentials "${auth}" are not valid here` } }));
      });
      return;
    }
    const upstreamReq = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstreamReq.on('error', () => res.destroy());
    req.pipe(upstreamReq);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ctx.onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}${target.pathname}`, seen };
}

// ---------------------------------------------------------------- paging, raw definitions, transports

describe.concurrent('multi-page lists, raw definitions, transports', () => {
  const toolsFile = writeToolsFile(freshDir('odd'), { tools: ODD_TOOLS });

  it('stdio (legacy era): complete, pages and cursor chain recorded, definitions byte-identical, child closed', async ({ expect }) => {
    const rec = recordedStdio({ toolsFile, pageSize: 2 });
    const snap = await discoverServer('odd', { connect: rec.connect }, options());
    expectMultiPage(expect, snap, 2, 'stdio');
    expect(snap.era).toBe('legacy');
    expect(snap.protocolVersion).toMatch(/^2025-\d\d-\d\d$/);
    expect(snap.cacheHints).toBeUndefined();
    expect(snap.instructionsHash).toBeNull();
    expectAllDead(expect, rec.pids());
  });

  it('Streamable HTTP: same, over /mcp', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'http', toolsFile, pageSize: 2 });
    const snap = await discoverServer('odd', { connect: { transport: 'http', url: fx.url } }, options());
    expectMultiPage(ctx.expect, snap, 2, 'streamable-http');
  });

  it('legacy SSE (transport: sse): same', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'sse', toolsFile, pageSize: 3 });
    const snap = await discoverServer('odd', { connect: { transport: 'sse', url: fx.url } }, options());
    expectMultiPage(ctx.expect, snap, 3, 'sse');
  });

  it('transport: http against an SSE-only server falls back to SSE', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'sse', toolsFile, pageSize: 2 });
    const snap = await discoverServer('odd', { connect: { transport: 'http', url: fx.url } }, options());
    expectMultiPage(ctx.expect, snap, 2, 'sse');
  });

  it('modern server (2026-07-28) over stdio: era modern, cache hints recorded, raw definitions kept', async ({ expect }) => {
    const extraArgs = ['--ttl-ms', '60000', '--cache-scope', 'public', '--server-version', '2.3.4'];
    const snap = await discoverServer('odd', { connect: stdio({ server: 'modern', toolsFile, pageSize: 2, extraArgs }) }, options());
    expect(snap.protocolVersion).toBe('2026-07-28');
    expect(snap.era).toBe('modern');
    expect(snap.serverInfo).toMatchObject({ name: 'modern-fixture', version: '2.3.4' });
    expect(snap.cacheHints).toEqual({ 'tools.ttlMs': 60000, 'tools.cacheScope': 'public' });
    // The 2.x server SDK deletes `execution` (vocabulary removed in 2026-07-28) before sending; the rest goes out as written.
    const sent = ODD_TOOLS.map(({ execution: _execution, ...rest }) => rest);
    expectMultiPage(expect, snap, 2, 'stdio', sent);
  });
});

// ---------------------------------------------------------------- traversal caps

describe.concurrent('a 2026-07-28 server slow to start', () => {
  it('answers the probe after the fallback to initialize: connected again and recorded in its own era, not as a legacy server', async ({ expect }) => {
    const connect = stdio({ server: 'modern', extraArgs: ['--start-delay-ms', '1500'] });
    const snap = await discoverServer('slow', { connect, timeouts: { probeMs: 300, connectMs: 15_000 } }, options());
    expect(snap).toMatchObject({ status: 'ok', era: 'modern', protocolVersion: '2026-07-28' });
  });

  it('a server that never answers the probe stays in the initialize era, after one probe timeout', async ({ expect }) => {
    const snap = await discoverServer('legacy', { connect: stdio({}), timeouts: { probeMs: 300 } }, options());
    expect(snap).toMatchObject({ status: 'ok', era: 'legacy' });
  });
});

describe.concurrent('a method the server does not implement (Method not found)', () => {
  const withFile = (name: string, content: JsonObject) => stdio({ toolsFile: writeToolsFile(freshDir(name), content) });

  it('resources announced without templates: the templates list is not offered, and the server is complete', async ({ expect }) => {
    const snap = await discoverServer('res', { connect: withFile('no-templates', { resourcesWithoutTemplates: true }) }, options());
    expect(snap).toMatchObject({ status: 'ok', complete: true, resourceTemplates: [] });
    expect(snap.tools.map((t) => t.name)).toEqual(DEFAULT_TOOL_NAMES);
    expect(snap.evidence!.lists.resourceTemplates).toEqual({ complete: true, supported: false, pages: 0, cursors: [], refused: expect.stringMatching(/Method not found/) });
  });

  it('no tools capability and no tools/list: no tools, complete', async ({ expect }) => {
    const snap = await discoverServer('none', { connect: withFile('no-tools', { noTools: true }) }, options());
    expect(snap).toMatchObject({ status: 'ok', complete: true, tools: [], toolCount: 0 });
    expect(snap.evidence!.lists.tools).toMatchObject({ complete: true, supported: false, refused: expect.stringMatching(/Method not found/) });
  });

  it('prompts announced but prompts/list refused (tavily-mcp 0.2.3): no prompts, complete', async ({ expect }) => {
    const snap = await discoverServer('pr', { connect: withFile('no-prompts-list', { promptsWithoutList: true }) }, options());
    expect(snap).toMatchObject({ status: 'ok', complete: true, prompts: [] });
    expect(snap.evidence!.lists.prompts).toMatchObject({ complete: true, supported: false, refused: expect.stringMatching(/Method not found/) });
  });

  it('templates answered with no list a client can read (terraform-mcp-server 0.13): none offered, the server complete; tools so answered: incomplete', async ({ expect }) => {
    const snap = await discoverServer('tf', { connect: withFile('malformed-templates', { malformedTemplates: true }) }, options());
    expect(snap).toMatchObject({ status: 'ok', complete: true, resourceTemplates: [] });
    expect(snap.tools.map((t) => t.name)).toEqual(DEFAULT_TOOL_NAMES);
    expect(snap.evidence!.lists.resourceTemplates).toEqual({
      complete: true,
      supported: false,
      pages: 0,
      cursors: [],
      refused: 'malformed answer: its first page has no "resourceTemplates" array, so no client can read a list from it',
    });
    const tools = await discoverServer('tl', { connect: withFile('malformed-tools', { malformedToolsPage: true }) }, options());
    expect(tools).toMatchObject({ status: 'incomplete', complete: false });
    expect(tools.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'malformed_page', error: 'page 1 has no "tools" array' });
  });

  it('templates refused under another code in the server\'s words (mcp-golang: -32000 "method not found: …", a twelfth survey): none offered; another error stays incomplete', async ({ expect }) => {
    const snap = await discoverServer('go', { connect: withFile('templates-in-words', { templatesRefusedInWords: true }) }, options());
    expect(snap).toMatchObject({ status: 'ok', complete: true, resourceTemplates: [] });
    expect(snap.tools.map((t) => t.name)).toEqual(DEFAULT_TOOL_NAMES);
    expect(snap.evidence!.lists.resourceTemplates).toEqual({ complete: true, supported: false, pages: 0, cursors: [], refused: expect.stringMatching(/-32000.*method not found: resources\/templates\/list/) });
    // An error that says something else (the server's store is down) is no answer: the list is not known.
    const failing = await discoverServer('down', { connect: withFile('templates-failing', { templatesFailing: true }) }, options());
    expect(failing).toMatchObject({ status: 'incomplete', complete: false });
    expect(failing.evidence!.lists.resourceTemplates).toMatchObject({ complete: false, stoppedBy: 'error', error: expect.stringMatching(/template store unavailable/) });
  });

  it('tools announced but tools/list refused: incomplete (the catalog itself)', async ({ expect }) => {
    const snap = await discoverServer('tl', { connect: withFile('tools-refused', { toolsWithoutList: true }) }, options());
    expect(snap).toMatchObject({ status: 'incomplete', complete: false });
    expect(snap.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'error' });
  });
});

describe.concurrent('definitions nested past what a validator survives', () => {
  const deep = (...args: string[]): ConnectSpec => ({ transport: 'stdio', command: process.execPath, args: [path.join(FIXTURE_DIR, 'deep-server.mjs'), ...args] });

  it('a tool nested 12,000 and 100,000 levels deep is kept as a stub naming it, and the server\'s other tools are listed', async ({ expect }) => {
    for (const depth of ['12000', '100000']) {
      const snap = await discoverServer('deep', { connect: deep(depth) }, options());
      expect(snap, depth).toMatchObject({ status: 'ok', complete: true, toolCount: 2 });
      expect(snap.tools).toEqual([
        { name: 'plain_tool', description: 'A plain tool.', inputSchema: { type: 'object' } },
        { name: 'deep_tool', 'x-catalog-lock-omitted': 'definition nests deeper than 64 levels' },
      ]);
      // The analysis reports the stub as missing evidence (malformed_definition names it).
      expect(entriesOf(snap).findings.map((f) => [f.rule, f.tools])).toEqual([['malformed_definition', ['deep/deep_tool']]]);
    }
  });

  it('a message nested that deep outside any list item fails the server with that reason, not a stack overflow', async ({ expect }) => {
    const snap = await discoverServer('deep', { connect: deep('12000', '--deep-meta') }, options());
    expect(snap.complete).toBe(false);
    expect(snap.error).toMatch(/nests deeper than 1000 levels outside any list item/);
  });
});

describe.concurrent('traversal stops', () => {
  it('cursor cycle: incomplete, stoppedBy cursor_cycle, the repeated cursor recorded', async ({ expect }) => {
    const snap = await discoverServer('cycle', { connect: stdio({ scenario: 'cycle' }) }, options());
    expect(snap.status).toBe('incomplete');
    expect(snap.complete).toBe(false);
    const tools = snap.evidence!.lists.tools;
    expect(tools).toMatchObject({ complete: false, stoppedBy: 'cursor_cycle', pages: 3 });
    expect(tools.cursors).toEqual(['cycle-A', 'cycle-B', 'cycle-A']);
    expect(snap.error).toMatch(/cursor_cycle/);
  });

  it('endless: stops at limits.maxPages', async ({ expect }) => {
    const snap = await discoverServer('endless', { connect: stdio({ scenario: 'endless' }) }, options({ limits: { maxPages: 4 } }));
    expect(snap.status).toBe('incomplete');
    const tools = snap.evidence!.lists.tools;
    expect(tools).toMatchObject({ complete: false, stoppedBy: 'max_pages', pages: 4 });
    expect(tools.cursors).toHaveLength(4);
    expect(names(snap.tools)).toEqual(['endless_tool_1', 'endless_tool_2', 'endless_tool_3', 'endless_tool_4']);
    expect(snap.error).toMatch(/max_pages/);
  });

  it('max_items: more entries than limits.maxItems', async ({ expect }) => {
    const snap = await discoverServer('items', { connect: stdio({ pageSize: 2 }) }, options({ limits: { maxItems: 3 } }));
    expect(snap.status).toBe('incomplete');
    expect(snap.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'max_items', pages: 2 });
    expect(snap.error).toMatch(/max_items/);
  });

  it('max_items: one page of 200k entries stops at the limit, without spreading the page into a call (that overflowed the stack)', { timeout: 60_000 }, async ({ expect }) => {
    const file = path.join(tmpRoot, 'many-tools.json');
    writeFileSync(file, JSON.stringify({ tools: Array.from({ length: 200_000 }, (_, i) => ({ name: `t${i}` })) }));
    const connect = stdio({ toolsFile: file, pageSize: 200_000 });
    const stopped = await discoverServer('many', { connect }, options({ limits: { maxItems: 50_000 } }));
    expect(stopped.status).toBe('incomplete');
    expect(stopped.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'max_items', pages: 1 });
    // With room for them, all 200k are read (each one malformed: a finding, never a crash).
    const whole = await discoverServer('many', { connect }, options({ limits: { maxItems: 250_000 } }));
    expect(whole.evidence!.lists.tools).toMatchObject({ complete: true, pages: 1 });
    expect(whole.tools).toHaveLength(200_000);
  });

  it('max_bytes: list results larger than limits.maxBytes', async ({ expect }) => {
    const snap = await discoverServer('bytes', { connect: stdio({ pageSize: 2 }) }, options({ limits: { maxBytes: 400 } }));
    expect(snap.status).toBe('incomplete');
    expect(snap.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'max_bytes', pages: 2 });
    expect(snap.error).toMatch(/max_bytes/);
  });

  it('max_bytes: one response larger than the stdio read buffer is max_bytes too, not a bare "Connection closed"', async ({ expect }) => {
    const connect = stdio({ scenario: 'huge-description', extraArgs: ['--description-bytes', '3000000'] });
    const snap = await discoverServer('bytes', { connect }, options({ limits: { maxBytes: 100_000 } }));
    expect(snap.status).toBe('incomplete');
    expect(snap.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'max_bytes', pages: 0 });
    expect(snap.error).toMatch(/max_bytes .*read buffer/);
  });

  it('changing: list_changed counted, re-listed, stable, the changed set kept', async ({ expect }) => {
    const snap = await discoverServer('changing', { connect: stdio({ scenario: 'changing', pageSize: 2 }) }, options());
    expect(snap.status).toBe('ok');
    expect(snap.complete).toBe(true);
    expect(snap.listChanged).toBe(true);
    expect(snap.evidence).toMatchObject({ stable: true });
    expect(snap.evidence!.listChangedNotifications).toBeGreaterThanOrEqual(1);
    expect(snap.evidence!.relists).toBeGreaterThanOrEqual(1);
    expect(names(snap.tools)).toEqual([...DEFAULT_TOOL_NAMES, 'added_after_change']);
    expect((snap.tools[0] as JsonObject).description).toMatch(/ \(changed\)$/);
  });
});

// ---------------------------------------------------------------- malformed and duplicate definitions

describe.concurrent('malformed and duplicate definitions', () => {
  it('bad-schema (SDK 1.x server): ok and complete; malformed ones become findings, good ones kept', async ({ expect }) => {
    const snap = await discoverServer('bad', { connect: stdio({ scenario: 'bad-schema', pageSize: 3 }) }, options());
    expect(snap.status).toBe('ok');
    expect(snap.complete).toBe(true);
    expect(snap.toolCount).toBe(9);
    expect(snap.tools[8]).toBe(42);
    const entries = entriesOf(snap);
    expect(Object.keys(entries.tools)).toEqual(DEFAULT_TOOL_NAMES.map((n) => `bad/${n}`));
    const malformed = entries.findings.filter((f) => f.rule === 'malformed_definition');
    expect(malformed.map((f) => f.details?.index)).toEqual([5, 6, 7, 8]);
    expect(malformed[0].tools).toEqual(['bad/string_schema']);
    expect(entries.findings).toHaveLength(4);
  });

  const MODERN_BAD = [
    { name: 'good_one', description: 'fine', inputSchema: { type: 'object' } },
    { name: 'string_schema', description: 'inputSchema is a string', inputSchema: 'not a schema' },
    { description: 'no name', inputSchema: { type: 'object' } },
    42,
    { name: 'good_two', description: 'fine too', inputSchema: { type: 'object' }, x_extra: [1] },
  ];

  for (const transport of ['stdio', 'http'] as const) {
    it(`modern server (2026-07-28, ${transport}) serving malformed tools: raw page kept, findings per bad tool`, async (ctx) => {
      const toolsFile = writeToolsFile(freshDir('modern-bad'), { tools: MODERN_BAD });
      const fixture: FixtureOptions = { server: 'modern', toolsFile, pageSize: 2, extraArgs: ['--legacy', 'reject'] };
      let connect: ConnectSpec;
      if (transport === 'stdio') connect = stdio(fixture);
      else connect = { transport: 'http', url: (await startHttpFixtureForTest(ctx, { ...fixture, transport: 'http' })).url };
      const snap = await discoverServer('modern', { connect }, options());
      const { expect } = ctx;
      expect(snap.error).toBeUndefined();
      expect(snap.status).toBe('ok');
      expect(snap.era).toBe('modern');
      expect(snap.protocolVersion).toBe('2026-07-28');
      expect(snap.evidence!.lists.tools).toMatchObject({ complete: true, pages: 3 });
      expect(JSON.stringify(snap.tools)).toBe(JSON.stringify(MODERN_BAD));
      const entries = entriesOf(snap);
      expect(Object.keys(entries.tools)).toEqual(['modern/good_one', 'modern/good_two']);
      expect(entries.findings.map((f) => [f.rule, f.details?.index])).toEqual([
        ['malformed_definition', 1],
        ['malformed_definition', 2],
        ['malformed_definition', 3],
      ]);
    });
  }

  it('modern server (2026-07-28): a tools/list result that is not final, or does not say so, is no catalog: incomplete', async ({ expect }) => {
    const toolsFile = writeToolsFile(freshDir('modern-not-final'), { tools: MODERN_BAD.slice(0, 1) });
    const snaps = await Promise.all(
      ['none', 'input_required', 'input_required-bad'].map((kind) =>
        discoverServer('modern', { connect: stdio({ server: 'modern', toolsFile, extraArgs: ['--legacy', 'reject', '--list-result-type', kind] }) }, options({ timeouts: ANSWERING })),
      ),
    );
    for (const snap of snaps) {
      expect(snap.era).toBe('modern');
      expect(snap.status).toBe('incomplete');
      expect(snap.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'error' });
    }
    expect(snaps[0].error).toMatch(/missing required resultType/);
    expect(snaps[1].error).toMatch(/input_required carries neither inputRequests nor requestState/);
  });

  it('duplicate-names: a duplicate_name finding, the first definition kept', async ({ expect }) => {
    const snap = await discoverServer('dup', { connect: stdio({ scenario: 'duplicate-names' }) }, options());
    expect(snap.status).toBe('ok');
    expect(names(snap.tools).filter((n) => n === 'dup_tool')).toHaveLength(2);
    const entries = entriesOf(snap);
    const dup = entries.findings.filter((f) => f.rule === 'duplicate_name');
    expect(dup).toHaveLength(1);
    expect(dup[0].tools).toEqual(['dup/dup_tool']);
    expect((entries.tools['dup/dup_tool'].definition as JsonObject).description).toBe('First definition of dup_tool.');
  });
});

// ---------------------------------------------------------------- broken servers

describe.concurrent('broken servers: a status with a useful error, quickly, and no child left', () => {
  // Connect-phase failures use the small timeouts; one such discovery is bounded by
  // connectMs + probe (both 1.5 s) or totalMs, plus cleanup.
  // Generous on purpose: this proves "bounded by the timeouts, never the 120 s default", not speed (bench/ measures speed).
  const BOUND_MS = SMALL.totalMs * 4 + 10_000;

  it('hang (stdio): unreachable, timed out', async ({ expect }) => {
    const rec = recordedStdio({ scenario: 'hang' });
    const { value: snap, ms } = await timed(discoverServer('hang', { connect: rec.connect }, options({ timeouts: SMALL })));
    expect(snap.status).toBe('unreachable');
    expect(snap.complete).toBe(false);
    expect(snap.error).toMatch(/cannot connect: .*tim(ed|e) ?out/i);
    expect(ms).toBeLessThan(BOUND_MS);
    expectAllDead(expect, rec.pids());
  });

  it('hang with the total deadline landing during the era probe: no child spawned late', async ({ expect }) => {
    const rec = recordedStdio({ scenario: 'hang' });
    const timeouts = { connectMs: 4000, requestMs: 1500, totalMs: 1200 };
    const { value: snap, ms } = await timed(discoverServer('hang', { connect: rec.connect }, options({ timeouts })));
    expect(snap.status).toBe('unreachable');
    expect(snap.error).toMatch(/within 1200 ms/);
    expect(ms).toBeLessThan(BOUND_MS);
    expectAllDead(expect, rec.pids(), 0);
    // The abandoned connect must not start the session child once the probe would have timed out (4 s).
    await new Promise((resolve) => setTimeout(resolve, 4500));
    const pids = rec.pids();
    expect(pids.length, 'only the probe child was ever started').toBeLessThanOrEqual(1);
    expectAllDead(expect, pids, 0);
  });

  it('hang (Streamable HTTP): unreachable, timed out', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'http', scenario: 'hang' });
    const { value: snap, ms } = await timed(discoverServer('hang', { connect: { transport: 'http', url: fx.url } }, options({ timeouts: SMALL })));
    ctx.expect(snap.status).toBe('unreachable');
    ctx.expect(snap.error).toMatch(/cannot connect: .*timed out/i);
    ctx.expect(ms).toBeLessThan(BOUND_MS);
  });

  it('hang (SSE): unreachable, bounded by the connect timeout', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'sse', scenario: 'hang' });
    const { value: snap, ms } = await timed(discoverServer('hang', { connect: { transport: 'sse', url: fx.url } }, options({ timeouts: SMALL })));
    ctx.expect(snap.status).toBe('unreachable');
    ctx.expect(snap.error).toMatch(/cannot connect: timed out: connecting took more than 3000 ms/);
    // Which limit cut it, and where it is set.
    ctx.expect(snap.error).toContain(`(the protocol probe may take timeouts.probeMs, ${SMALL.connectMs} ms, then initialize timeouts.connectMs, ${SMALL.connectMs} ms: raise them under the server's timeouts in the catalog`);
    ctx.expect(ms).toBeLessThan(BOUND_MS);
  });

  it('exit (stdio): unreachable, the server stderr in the error', async ({ expect }) => {
    const rec = recordedStdio({ scenario: 'exit' });
    // The server dies at once; a generous connect timeout only keeps a busy machine from turning this into a timeout.
    const { value: snap, ms } = await timed(discoverServer('exit', { connect: rec.connect }, options({ timeouts: ANSWERING })));
    expect(snap.status).toBe('unreachable');
    expect(snap.error).toMatch(/cannot connect: Connection closed/);
    expect(snap.error).toMatch(/stderr: .*exiting with code 3/);
    // It did not wait for the connect timeout.
    expect(ms).toBeLessThan(ANSWERING.connectMs);
    expectAllDead(expect, rec.pids());
  });

  it('a server that hangs saying on stderr it cannot reach its backend: the timeout hint says no timeout cures it (an eighth survey: redis)', async ({ expect }) => {
    const script = "process.stderr.write('[Redis Error] Error: connect ECONNREFUSED 127.0.0.1:6379\\n'); setInterval(() => {}, 1000);";
    // (Long enough for a loaded machine to start it and let it write before the connect gives up.)
    const timeouts: Timeouts = { connectMs: 6000, probeMs: 1500, requestMs: 1500, totalMs: 20_000 };
    const snap = await discoverServer('redis', { connect: { transport: 'stdio', command: process.execPath, args: ['-e', script] } }, options({ timeouts }));
    expect(snap.status).toBe('unreachable');
    expect(snap.error).toMatch(/raise them under the server's timeouts in the catalog if the server is only slow to start; but its stderr says ECONNREFUSED: it is waiting for something it cannot reach, which no timeout cures\); stderr: .*ECONNREFUSED/);
  });

  it('a server that dies with its error line above a stack: the error line kept before the last lines (an outside survey: chakra)', async ({ expect }) => {
    const script = [
      "process.stderr.write('Fatal error in main(): Error: Failed to initialize component example tool: fetch failed\\n');",
      "for (let i = 0; i < 8; i++) process.stderr.write('    at process.processTicksAndRejections (node:internal/process/task_queues:95:5) ' + i + '\\n');",
      'process.exit(1);',
    ].join(' ');
    const snap = await discoverServer('dies', { connect: { transport: 'stdio', command: process.execPath, args: ['-e', script] } }, options({ timeouts: ANSWERING }));
    expect(snap.status).toBe('unreachable');
    expect(snap.error).toMatch(/stderr: Fatal error in main\(\): Error: Failed to initialize component example tool: fetch failed \| … \| /);
  });

  it('exit (Streamable HTTP): unreachable', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'http', scenario: 'exit' });
    const snap = await discoverServer('exit', { connect: { transport: 'http', url: fx.url } }, options({ timeouts: ANSWERING }));
    ctx.expect(snap.status).toBe('unreachable');
    ctx.expect(snap.error).toMatch(/cannot connect: .*fetch failed/);
  });

  it('garbage (stdio): unreachable, timed out', async ({ expect }) => {
    const rec = recordedStdio({ scenario: 'garbage' });
    // The fixture must have started and written before the connect gives up: 3 s in all was less than a loaded
    // machine took to start it (a fresh-clone CI run saw a plain timeout).
    const timeouts: Timeouts = { connectMs: 8000, probeMs: 1500, requestMs: 1500, totalMs: 20_000 };
    const { value: snap, ms } = await timed(discoverServer('garbage', { connect: rec.connect }, options({ timeouts })));
    expect(snap.status).toBe('unreachable');
    expect(snap.error).toMatch(/cannot connect: .*tim(ed|e) ?out/i);
    // What it wrote is said, not a timeout to raise (an outside reviewer's server printed its banner on stdout).
    expect(snap.error).toMatch(/the server wrote \d+ line\(s\) on stdout that are not JSON-RPC, the first: ".+"; an MCP server over stdio writes only JSON-RPC/);
    expect(snap.error).not.toContain('raise them');
    expect(ms).toBeLessThan(timeouts.totalMs * 2 + 10_000);
    expectAllDead(expect, rec.pids());
  });

  it('garbage (Streamable HTTP): unreachable, the unusable reply named', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'http', scenario: 'garbage' });
    const snap = await discoverServer('garbage', { connect: { transport: 'http', url: fx.url } }, options({ timeouts: ANSWERING }));
    ctx.expect(snap.status).toBe('unreachable');
    ctx.expect(snap.error).toMatch(/unusable reply|not valid JSON/);
  });

  it('crash-mid-list (stdio): incomplete after the first page, connection closed', async ({ expect }) => {
    const rec = recordedStdio({ scenario: 'crash-mid-list' });
    const { value: snap, ms } = await timed(discoverServer('crash', { connect: rec.connect }, options({ timeouts: ANSWERING })));
    expect(snap.status).toBe('incomplete');
    expect(snap.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'error', pages: 1 });
    expect(snap.evidence!.lists.tools.cursors).toHaveLength(1);
    expect(snap.error).toMatch(/tools list incomplete: error \(Connection closed\)/);
    expect(names(snap.tools)).toEqual(['echo', 'add']);
    expect(ms).toBeLessThan(BOUND_MS + 10_000);
    expectAllDead(expect, rec.pids());
  });

  it('crash-mid-list (Streamable HTTP): incomplete', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'http', scenario: 'crash-mid-list' });
    const snap = await discoverServer('crash', { connect: { transport: 'http', url: fx.url } }, options({ timeouts: ANSWERING }));
    ctx.expect(snap.status).toBe('incomplete');
    ctx.expect(snap.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'error', pages: 1 });
  });

  it('hang-after-first-page (stdio): incomplete, the request timed out', async ({ expect }) => {
    const rec = recordedStdio({ scenario: 'hang-after-first-page' });
    const snap = await discoverServer('hafp', { connect: rec.connect }, options({ timeouts: SHORT_REQUESTS }));
    expect(snap.status).toBe('incomplete');
    expect(snap.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'error', pages: 1 });
    expect(snap.error).toMatch(/tools list incomplete: error \(.*timed out/i);
    expect(snap.error).toContain(`(each request may take timeouts.requestMs, ${SHORT_REQUESTS.requestMs} ms: raise it under the server's timeouts in the catalog if the server is only slow)`);
    expectAllDead(expect, rec.pids());
  });

  it('hang-after-first-page (SSE): incomplete', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'sse', scenario: 'hang-after-first-page' });
    const snap = await discoverServer('hafp', { connect: { transport: 'sse', url: fx.url } }, options({ timeouts: SHORT_REQUESTS }));
    ctx.expect(snap.status).toBe('incomplete');
    ctx.expect(snap.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'error', pages: 1 });
  });

  it('error-on-list (stdio): incomplete with the server error', async ({ expect }) => {
    const rec = recordedStdio({ scenario: 'error-on-list' });
    const snap = await discoverServer('err', { connect: rec.connect }, options({ timeouts: ANSWERING }));
    expect(snap.status).toBe('incomplete');
    expect(snap.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'error', pages: 0 });
    expect(snap.error).toMatch(/-32603.*Simulated tools\/list failure/);
    expect(snap.tools).toEqual([]);
    expectAllDead(expect, rec.pids());
  });

  it('two different answers to one tools/list request (stdio, SSE): incomplete, whichever came first', async (ctx) => {
    const rec = recordedStdio({ scenario: 'double-answer' });
    const fx = await startHttpFixtureForTest(ctx, { transport: 'sse', scenario: 'double-answer' });
    const snaps = await Promise.all([
      discoverServer('twice', { connect: rec.connect }, options({ timeouts: ANSWERING })),
      discoverServer('twice', { connect: { transport: 'sse', url: fx.url } }, options({ timeouts: ANSWERING })),
    ]);
    for (const snap of snaps) {
      ctx.expect(snap.status).toBe('incomplete');
      ctx.expect(snap.complete).toBe(false);
      ctx.expect(snap.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'conflicting_answers' });
      ctx.expect(snap.error).toMatch(/^tools list incomplete: conflicting_answers \(the server answered tools\/list request \d+ twice, differently\)$/);
      // The first answer is what was read (the SDK's choice); it is not evidence of the catalog either way.
      ctx.expect(snap.tools.length).toBeGreaterThan(0);
    }
    expectAllDead(ctx.expect, rec.pids());
  });

  it('an answer that repeats a key or is not UTF-8 (stdio, SSE): incomplete with the reason, never read last-wins or as U+FFFD (an outside fail-closed hunt)', async (ctx) => {
    const cases = [
      { scenario: 'repeated-key', reason: /the message repeats a key \(the key "description" appears twice in the object at "\/result\/tools\/0"/ },
      { scenario: 'not-utf8', reason: /the message is not UTF-8/ },
    ] as const;
    const fixtures = await Promise.all(cases.map(({ scenario }) => startHttpFixtureForTest(ctx, { transport: 'sse', scenario })));
    const snaps = await Promise.all(
      cases.flatMap(({ scenario }, k) => [
        discoverServer('amb', { connect: stdio({ scenario }) }, options({ timeouts: ANSWERING })),
        discoverServer('amb', { connect: { transport: 'sse', url: fixtures[k].url } }, options({ timeouts: ANSWERING })),
      ]),
    );
    snaps.forEach((snap, i) => {
      ctx.expect(snap.status, cases[i >> 1].scenario).toBe('incomplete');
      ctx.expect(snap.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'error', pages: 0 });
      ctx.expect(snap.error).toMatch(cases[i >> 1].reason);
      // Nothing of the answer is kept: neither the value JSON.parse would keep nor the poisoned one.
      ctx.expect(snap.tools).toEqual([]);
    });
  });

  it('a tools/list answer written as a JSON-RPC batch on stdio: incomplete at once, saying so (it waited its whole request timeout)', async (ctx) => {
    // A request timeout the test could not wait for: the list fails on the answer, not on the clock.
    const snap = await discoverServer('batch', { connect: stdio({ scenario: 'batch-answer' }) }, options({ timeouts: { connectMs: 15_000, requestMs: 600_000, totalMs: 600_000 } }));
    ctx.expect(snap.status).toBe('incomplete');
    ctx.expect(snap.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'error', pages: 0 });
    ctx.expect(snap.error).toMatch(/JSON-RPC batch \(an array of messages\), which MCP over stdio no longer carries/);
    ctx.expect(snap.tools).toEqual([]);
  });

  it('a late second answer to an earlier page (its id spelled as a string the first time) never stands in for the page awaited (stdio, SSE): incomplete', async (ctx) => {
    const toolsFile = writeToolsFile(freshDir('stale'), { tools: ODD_TOOLS });
    const fixture: FixtureOptions = { scenario: 'stale-answer', toolsFile, pageSize: 2 };
    const fx = await startHttpFixtureForTest(ctx, { ...fixture, transport: 'sse' });
    const snaps = await Promise.all([
      discoverServer('stale', { connect: stdio(fixture) }, options({ timeouts: ANSWERING })),
      discoverServer('stale', { connect: { transport: 'sse', url: fx.url } }, options({ timeouts: ANSWERING })),
    ]);
    for (const snap of snaps) {
      ctx.expect(snap.status).toBe('incomplete');
      ctx.expect(snap.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'conflicting_answers' });
      ctx.expect(snap.error).toMatch(/the server answered tools\/list request \d+ twice, differently/);
      // What was read is what the SDK handed over for each page: the changed second page, not the stale copy.
      ctx.expect(JSON.stringify(snap.tools)).toContain('(changed under the stale answer)');
    }
  });

  // Timeouts for two Node start-ups on a loaded machine; the hung server is given up on sooner (it never connects).
  const LAUNCHED: Timeouts = { connectMs: 15_000, requestMs: 15_000, totalMs: 40_000 };
  for (const [what, scenario, status, launcherArgs, serverArgs, timeouts] of [
    ['hangs', 'hang', 'unreachable', [], [], SMALL],
    ['answers, then stays after its stdin closes', 'plain', 'ok', [], [], LAUNCHED],
    // The launcher exits when the list is asked for (the server keeps the pipes, so the connection goes on): the
    // server is no longer below the spawned process when the connection closes, only in the listings made before.
    ['answers, its launcher gone meanwhile', 'plain', 'ok', ['--exit-on-sigusr2'], ['--signal-parent-on-list', '--list-delay-ms', '300'], LAUNCHED],
  ] as const) {
    it(`a server behind a launcher (as npx, uvx or sh -c start one) that ${what}: the server is killed too, not only the launcher`, async ({ expect }) => {
      const dir = freshDir('launcher');
      mkdirSync(dir, { recursive: true });
      const pidFile = path.join(dir, 'pid');
      const connect: ConnectSpec = {
        transport: 'stdio',
        command: process.execPath,
        args: [path.join(FIXTURE_DIR, 'launcher.mjs'), '--pid-file', pidFile, ...launcherArgs, path.join(FIXTURE_DIR, 'scenario-server.mjs'), '--scenario', scenario, '--linger', ...serverArgs],
      };
      const snap = await discoverServer('behind', { connect, timeouts: { probeMs: 300 } }, options({ timeouts }));
      expect(snap.status).toBe(status);
      const pid = Number(readFileSync(pidFile, 'utf8'));
      expect(pid).toBeGreaterThan(0);
      // Killed before discoverServer resolved (SIGKILL is delivered at once; give the kernel a moment to reap it).
      for (let i = 0; i < 20 && isAlive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(isAlive(pid)).toBe(false);
    });
  }

  it('the handshake answered twice, differently (other instructions, another version): incomplete, whichever was kept', async ({ expect }) => {
    const snap = await discoverServer('twice', { connect: stdio({ scenario: 'double-handshake' }) }, options({ timeouts: ANSWERING }));
    expect(snap.status).toBe('incomplete');
    expect(snap.error).toMatch(/^the server answered initialize request \d+ twice, differently$/);
  });

  it('an answer to a request never sent, right after the handshake (before the lists): incomplete', async ({ expect }) => {
    const snap = await discoverServer('stranger', { connect: stdio({ scenario: 'unsolicited-after-initialize' }) }, options({ timeouts: ANSWERING }));
    expect(snap.status).toBe('incomplete');
    expect(snap.error).toBe('the server answered a request the client never sent (id 987654321)');
  });

  it('the era probe (server/discover) answered twice, differently: incomplete', async ({ expect }) => {
    const connect = stdio({ server: 'modern', extraArgs: ['--legacy', 'reject', '--double-discover'] });
    const snap = await discoverServer('modern', { connect }, options({ timeouts: ANSWERING }));
    expect(snap.status).toBe('incomplete');
    expect(snap.error).toMatch(/^the server answered server\/discover request .* twice, differently$/);
  });

  it('a secret inside the id of a conflicting answer never reaches the error, not even in part', async ({ expect }) => {
    const secret = 'sk-live-0123456789abcdefghij';
    const { command, args } = stdioFixture({ scenario: 'unsolicited-answer' });
    const decl: ServerDecl = { connect: { transport: 'stdio', command, args, env: { UNSOLICITED_ID_SUFFIX: '${CL_TEST_ID_SECRET}' } } };
    const snap = await discoverServer('leak', decl, options({ env: { CL_TEST_ID_SECRET: secret }, timeouts: ANSWERING }));
    expect(snap.status).toBe('incomplete');
    expect(snap.error).toMatch(/^the server answered a request the client never sent \(id "A{20}\*\*\*"\)$/);
    for (let i = 0; i + 6 <= secret.length; i++) expect(JSON.stringify(snap)).not.toContain(secret.slice(i, i + 6));
  });

  it('an answer to a request the client never sent: incomplete, named', async ({ expect }) => {
    const snap = await discoverServer('stranger', { connect: stdio({ scenario: 'unsolicited-answer' }) }, options({ timeouts: ANSWERING }));
    expect(snap.status).toBe('incomplete');
    expect(snap.evidence!.lists.tools.complete).toBe(true);
    expect(snap.error).toBe('the server answered a request the client never sent (id 987654321)');
  });

  it('a late answer to the era probe (after the fallback to initialize) is an answer, not a stranger: complete', async ({ expect }) => {
    const toolsFile = writeToolsFile(freshDir('late-probe'), { tools: ODD_TOOLS });
    const connect = stdio({ toolsFile, extraArgs: ['--answer-probe-after-ms', '600', '--list-delay-ms', '400'] });
    const snap = await discoverServer('late', { connect, timeouts: { probeMs: 300 } }, options());
    expect(snap).toMatchObject({ status: 'ok', complete: true, era: 'legacy' });
  });

  it('a connect block with a lone surrogate (a YAML escape no process can be given) still gets a digest, not an exception', async ({ expect }) => {
    const connect = stdio({ extraArgs: ['--instructions', 'x\uD800'] });
    const snap = await discoverServer('odd', { connect }, options({ timeouts: ANSWERING }));
    expect(snap.evidence?.connection).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('two reads that agree, then list_changed and another list: not stable (a client following list_changed ends with the other list)', async ({ expect }) => {
    const snap = await discoverServer('agree', { connect: stdio({ scenario: 'agree-then-change' }) }, options({ timeouts: ANSWERING }));
    expect(snap.status).toBe('incomplete');
    expect(snap.evidence).toMatchObject({ stable: false, relists: 3 });
    expect(snap.error).toBe('lists kept changing: the server announced a change (list_changed) after each of 4 reads, so no read can be taken for its catalog');
  });

  it('the same answer sent twice to one tools/list request: a retransmission, complete', async (ctx) => {
    const snap = await discoverServer('twice', { connect: stdio({ scenario: 'double-answer-same' }) }, options({ timeouts: ANSWERING }));
    ctx.expect(snap.status).toBe('ok');
    ctx.expect(snap.evidence!.lists.tools).toMatchObject({ complete: true });
    ctx.expect(snap.evidence!.lists.tools.stoppedBy).toBeUndefined();
  });

  it('a command that does not exist: unreachable at once, the spawn error named', async ({ expect }) => {
    const connect: ConnectSpec = { transport: 'stdio', command: path.join(tmpRoot, 'no-such-server'), args: [] };
    const { value: snap, ms } = await timed(discoverServer('enoent', { connect }, options({ timeouts: ANSWERING })));
    expect(snap.status).toBe('unreachable');
    expect(snap.error).toMatch(/cannot connect: spawn .*no-such-server ENOENT: no such command: not found on PATH, or no such file$/);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('nothing listening (http and sse): unreachable at once', async ({ expect }) => {
    const [http, sse] = await Promise.all([
      discoverServer('refused', { connect: { transport: 'http', url: 'http://127.0.0.1:9/mcp' } }, options({ timeouts: ANSWERING })),
      discoverServer('refused', { connect: { transport: 'sse', url: 'http://127.0.0.1:9/sse' } }, options({ timeouts: ANSWERING })),
    ]);
    expect(http.status).toBe('unreachable');
    // The reason fetch keeps in its cause, not only `fetch failed` (port 9 is one fetch refuses to use).
    expect(http.error).toMatch(/cannot connect: .*fetch failed: bad port$/);
    expect(sse.status).toBe('unreachable');
    expect(sse.error).toMatch(/cannot connect: SSE error/);
    // A port nobody listens on any more.
    const closed = await new Promise<number>((resolve) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as AddressInfo;
        srv.close(() => resolve(port));
      });
    });
    const refused = await discoverServer('refused', { connect: { transport: 'http', url: `http://127.0.0.1:${closed}/mcp` } }, options({ timeouts: ANSWERING }));
    expect(refused.error).toBe(`cannot connect: Version negotiation probe failed: fetch failed: connect ECONNREFUSED 127.0.0.1:${closed}`);
  });
});

// ---------------------------------------------------------------- payloads, eras, metadata

describe.concurrent('payloads, eras and metadata', () => {
  it('huge-description: a 10 MB description over stdio arrives whole and hashes', { timeout: 180_000 }, async ({ expect }) => {
    // 10 MB through a pipe and JSON.parse is slow on a loaded 2-core machine: roomy timeouts (this is not a speed test).
    const roomy = { connectMs: 60_000, requestMs: 90_000, totalMs: 150_000 };
    const snap = await discoverServer('huge', { connect: stdio({ scenario: 'huge-description' }) }, options({ timeouts: roomy }));
    expect(snap.status).toBe('ok');
    const huge = snap.tools[1] as JsonObject;
    expect(huge.name).toBe('huge_tool');
    const unit = 'The quick brown fox jumps over the lazy dog. ';
    const expected = unit.repeat(Math.ceil(10_000_000 / unit.length) + 1).slice(0, 10_000_000);
    expect((huge.description as string).length).toBe(10_000_000);
    expect(huge.description === expected).toBe(true);
    const entries = entriesOf(snap);
    expect(entries.findings).toEqual([]);
    expect(isSha256(entries.tools['huge/huge_tool'].contractHash)).toBe(true);
  });

  it('modern server over Streamable HTTP: era modern, cache hints recorded', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { server: 'modern', transport: 'http', extraArgs: ['--ttl-ms', '5000', '--cache-scope', 'private'] });
    const snap = await discoverServer('modern', { connect: { transport: 'http', url: fx.url } }, options());
    ctx.expect(snap.status).toBe('ok');
    ctx.expect(snap.era).toBe('modern');
    ctx.expect(snap.protocolVersion).toBe('2026-07-28');
    ctx.expect(snap.evidence!.transport).toBe('streamable-http');
    ctx.expect(snap.cacheHints).toEqual({ 'tools.ttlMs': 5000, 'tools.cacheScope': 'private' });
  });

  it('rich: prompts and resource templates listed, instructionsHash is the sha256 of the instructions', async ({ expect }) => {
    const instructions = 'Use rich_search before rich_purge — never purge without asking.';
    const snap = await discoverServer('rich', { connect: stdio({ scenario: 'rich', extraArgs: ['--instructions', instructions] }) }, options());
    expect(snap.status).toBe('ok');
    expect(snap.instructionsHash).toBe(sha256(instructions));
    expect(names(snap.tools)).toEqual(['rich_search', 'rich_purge']);
    expect(names(snap.prompts)).toEqual(['summarize', 'translate']);
    expect(snap.resourceTemplates).toEqual([
      { uriTemplate: 'file:///{path}', name: 'workspace-file', title: 'Workspace file', description: 'A file in the workspace, by path.', mimeType: 'text/plain' },
    ]);
    expect(snap.evidence!.lists.prompts).toMatchObject({ supported: true, complete: true, pages: 1 });
    expect(snap.evidence!.lists.resourceTemplates).toMatchObject({ supported: true, complete: true, pages: 1 });
    const search = snap.tools[0] as JsonObject;
    expect(Object.keys(search)).toEqual(['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution', 'icons', '_meta', 'x_unknown_extra']);
    const entries = entriesOf(snap);
    expect(Object.keys(entries.prompts)).toEqual(['rich/summarize', 'rich/translate']);
    expect(Object.keys(entries.resourceTemplates)).toEqual(['rich/workspace-file']);
  });
});

// ---------------------------------------------------------------- ${VAR} interpolation and redaction

describe.concurrent('${VAR} interpolation and redaction', () => {
  it('stdio: args and env come from the env option', async ({ expect }) => {
    const { command, args } = stdioFixture({});
    const decl: ServerDecl = {
      connect: {
        transport: 'stdio',
        command: '/bin/sh',
        // The child gets the instructions through its environment, the version through an argument.
        args: ['-c', 'exec "$@" --instructions "$CL_INSTRUCTIONS"', 'sh', command, ...args, '--server-version', '${CL_TEST_VERSION}'],
        env: { CL_INSTRUCTIONS: 'from ${CL_TEST_INSTRUCTIONS}' },
      },
    };
    const env = { CL_TEST_VERSION: '9.8.7', CL_TEST_INSTRUCTIONS: 'the env option' };
    const snap = await discoverServer('interp', decl, options({ env }));
    expect(snap.error).toBeUndefined();
    expect(snap.status).toBe('ok');
    expect(snap.serverInfo?.version).toBe('9.8.7');
    expect(snap.instructionsHash).toBe(sha256('from the env option'));
  });

  it('http: headers come from the env option', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'http', pageSize: 2 });
    const token = 'tok-5f1d2c9a-good';
    const proxy = await authProxy(ctx, fx.url, token);
    const decl: ServerDecl = { connect: { transport: 'http', url: proxy.url, headers: { Authorization: 'Bearer ${CL_TEST_TOKEN}' } } };
    const snap = await discoverServer('auth', decl, options({ env: { CL_TEST_TOKEN: token } }));
    ctx.expect(snap.error).toBeUndefined();
    ctx.expect(snap.status).toBe('ok');
    ctx.expect(names(snap.tools)).toEqual(DEFAULT_TOOL_NAMES);
    ctx.expect(proxy.seen.length).toBeGreaterThan(0);
    ctx.expect(proxy.seen.every((h) => h === `Bearer ${token}`)).toBe(true);
  });

  it('a missing variable: unreachable, the error names it, nothing started', async ({ expect }) => {
    const rec = recordedStdio({});
    const decl: ServerDecl = { connect: { ...rec.connect, env: { TOKEN: '${CL_TEST_NOT_SET_ANYWHERE}' } } as ConnectSpec };
    const snap = await discoverServer('missing', decl, options({ env: { OTHER: 'x' } }));
    expect(snap.status).toBe('unreachable');
    expect(snap.error).toMatch(/CL_TEST_NOT_SET_ANYWHERE/);
    expect(snap.error).toMatch(/connect\.env\.TOKEN/);
    expect(rec.pids()).toEqual([]);
  });

  it('a secret echoed back by a failing server (header) never reaches the snapshot', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'http' });
    const proxy = await authProxy(ctx, fx.url, 'the-right-token');
    const secret = 'wrong-secret-7c1e0b55';
    const decl: ServerDecl = { connect: { transport: 'http', url: proxy.url, headers: { Authorization: 'Bearer ${CL_TEST_SECRET}' } } };
    const snap = await discoverServer('leak', decl, options({ env: { CL_TEST_SECRET: secret }, timeouts: ANSWERING }));
    ctx.expect(snap.status).toBe('unreachable');
    ctx.expect(proxy.seen).toContain(`Bearer ${secret}`);
    // The server's message came through (so the secret was there to leak) with the value redacted.
    ctx.expect(snap.error).toMatch(/credentials "Bearer \*\*\*" are not valid here/);
    ctx.expect(JSON.stringify(snap)).not.toContain(secret);
  });

  it('a secret echoed on stderr by a failing stdio server never reaches the snapshot', async ({ expect }) => {
    const { command, args } = stdioFixture({});
    const secret = 'stdio-secret-93ab41';
    const decl: ServerDecl = { connect: { transport: 'stdio', command, args: [...args, '--scenario', '${CL_TEST_SCENARIO}'] } };
    const snap = await discoverServer('leak', decl, options({ env: { CL_TEST_SCENARIO: secret }, timeouts: ANSWERING }));
    expect(snap.status).toBe('unreachable');
    expect(snap.error).toMatch(/unknown --scenario \*\*\*/);
    expect(JSON.stringify(snap)).not.toContain(secret);
  });
});

// ---------------------------------------------------------------- catalogs: concurrency, reference servers

describe.concurrent('discoverCatalog', () => {
  it('reference servers everything, filesystem, memory, github, gitlab: ok, protocol versions recorded', async ({ expect }) => {
    const refs: ReferenceServerName[] = ['everything', 'filesystem', 'memory', 'github', 'gitlab'];
    const catalog: Catalog = {
      version: 1,
      agent: 'reference',
      servers: Object.fromEntries(refs.map((name) => [name, { connect: { transport: 'stdio', ...referenceServer(name) } }])),
      tools: {},
    };
    const snapshot = await discoverCatalog(catalog, options());
    expect(snapshot.servers.map((s) => s.label)).toEqual([...refs].sort());
    for (const server of snapshot.servers) {
      expect(server.error, server.label).toBeUndefined();
      expect(server.status, server.label).toBe('ok');
      expect(server.complete, server.label).toBe(true);
      expect(server.protocolVersion, server.label).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(server.era, server.label).toBeDefined();
      expect(server.toolCount, server.label).toBeGreaterThan(0);
      expect(entriesOf(server).findings.filter((f) => f.rule === 'malformed_definition'), server.label).toEqual([]);
    }
  });

  it('gives definitions with their keys sorted, as a written snapshot has them (a live check words findings as its snapshot\'s check)', async ({ expect }) => {
    const reversed = { tools: [{ inputSchema: { type: 'object', properties: { zeta: { type: 'string' }, alpha: { type: 'string' } } }, description: 'd', name: 'keyed' }] };
    const catalog: Catalog = { version: 1, agent: 'keys', servers: { k: { connect: stdio({ toolsFile: writeToolsFile(freshDir('keys'), reversed) }) } }, tools: {} };
    const [server] = (await discoverCatalog(catalog, options())).servers;
    const tool = server.tools.find((t) => t.name === 'keyed')!;
    expect(Object.keys(tool)).toEqual(['description', 'inputSchema', 'name']);
    expect(Object.keys((tool.inputSchema as { properties: object }).properties)).toEqual(['alpha', 'zeta']);
  });
});

// Not concurrent with the rest: it runs alone once the concurrent suites are
// done. The healthy servers are HTTP fixtures started beforehand, so their
// discovery costs no process start and finishes well before the hanging
// server's timeout even on a busy machine.
describe('discoverCatalog concurrency', () => {
  it('1 hanging + 3 healthy servers: all 4 back, healthy ok, not waiting on the hang, ordered by label', async (ctx) => {
    const { expect } = ctx;
    const [http, sse, modern] = await Promise.all([
      startHttpFixtureForTest(ctx, { transport: 'http', pageSize: 2 }),
      startHttpFixtureForTest(ctx, { transport: 'sse', scenario: 'rich' }),
      startHttpFixtureForTest(ctx, { server: 'modern', transport: 'http' }),
    ]);
    const hang = recordedStdio({ scenario: 'hang' });
    const catalog: Catalog = {
      version: 1,
      agent: 'concurrency',
      servers: {
        // Sorted first: a sequential run would report it first.
        'a-hang': { connect: hang.connect, timeouts: SMALL },
        'd-modern': { connect: { transport: 'http', url: modern.url } },
        'b-http': { connect: { transport: 'http', url: http.url } },
        'c-sse': { connect: { transport: 'sse', url: sse.url } },
      },
      tools: {},
    };
    const finished: string[] = [];
    const { value: snapshot, ms } = await timed(
      discoverCatalog(catalog, { ...options(), onServer: (server, done, total) => finished.push(`${server.label} ${done}/${total}`) }),
    );
    expect(snapshot.servers.map((s) => s.label)).toEqual(['a-hang', 'b-http', 'c-sse', 'd-modern']);
    expect(snapshot.servers.map((s) => s.status)).toEqual(['unreachable', 'ok', 'ok', 'ok']);
    expect(snapshot.servers.map((s) => s.evidence?.transport)).toEqual(['stdio', 'streamable-http', 'sse', 'streamable-http']);
    expect(snapshot.agent).toBe('concurrency');
    // The hang is reported last: the healthy servers did not queue behind it.
    expect(finished).toHaveLength(4);
    expect(finished[3]).toBe('a-hang 4/4');
    // Generous: one hang timeout plus cleanup, well under 4 x the single-server bound.
    expect(ms).toBeLessThan(4 * SMALL.totalMs);
    expectAllDead(expect, hang.pids());
  });
});

// Smoke test for the fixture MCP servers (test/fixtures/servers) and the
// reference servers, driven by the 2.x client directly.
//
// Every test registers its own cleanup (client.close() kills stdio children;
// HTTP fixtures are killed by close()). Tests run concurrently to keep the
// file's wall time low.

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  Client,
  SSEClientTransport,
  StreamableHTTPClientTransport,
  type StandardSchemaV1,
} from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, describe, it, type TestContext } from 'vitest';

import {
  DEFAULT_TOOL_NAMES,
  isAlive,
  referenceServer,
  startHttpFixtureForTest,
  stdioFixture,
  writeToolsFile,
  type FixtureOptions,
  type ReferenceServerName,
} from '../helpers/fixtures.js';

// ---------------------------------------------------------------- helpers

interface RawPage {
  tools: unknown[];
  nextCursor?: string;
  [key: string]: unknown;
}

/** Pass-through schema: nothing is validated or stripped by our side. */
const RAW: StandardSchemaV1<unknown, RawPage> = {
  '~standard': { version: 1, vendor: 'test', validate: (v: unknown) => ({ value: v as RawPage }) },
};

const tmpRoot = mkdtempSync(path.join(tmpdir(), 'catalog-lock-fixtures-'));
afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }));

function newClient(probeTimeoutMs = 10_000): Client {
  const client = new Client(
    { name: 'fixtures-smoke', version: '0.0.0' },
    { versionNegotiation: { mode: 'auto', probe: { timeoutMs: probeTimeoutMs } } },
  );
  client.onerror = () => {}; // transport noise is asserted where it matters
  return client;
}

async function connectStdio(
  ctx: TestContext,
  opts: FixtureOptions,
  connectTimeoutMs = 10_000,
  probeTimeoutMs = 10_000,
): Promise<{ client: Client; transport: StdioClientTransport }> {
  const client = newClient(probeTimeoutMs);
  const transport = new StdioClientTransport({ ...stdioFixture(opts), stderr: 'pipe' });
  ctx.onTestFinished(() => client.close().catch(() => {}));
  await client.connect(transport, { timeout: connectTimeoutMs });
  return { client, transport };
}

/** Connect over Streamable HTTP; on failure fall back to legacy SSE (as a spec-following client does). */
async function connectHttpWithFallback(
  ctx: TestContext,
  url: string,
): Promise<{ client: Client; used: 'streamable-http' | 'sse'; streamableError?: unknown }> {
  const client = newClient();
  ctx.onTestFinished(() => client.close().catch(() => {}));
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(url)), { timeout: 10_000 });
    return { client, used: 'streamable-http' };
  } catch (streamableError) {
    await client.close().catch(() => {});
    const sseClient = newClient();
    ctx.onTestFinished(() => sseClient.close().catch(() => {}));
    await sseClient.connect(new SSEClientTransport(new URL(url)), { timeout: 10_000 });
    return { client: sseClient, used: 'sse', streamableError };
  }
}

async function listPage(client: Client, cursor?: string, timeout = 10_000): Promise<RawPage> {
  return client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } }, RAW, { timeout });
}

async function listAll(client: Client, maxPages = 50): Promise<{ tools: unknown[]; pages: RawPage[] }> {
  const pages: RawPage[] = [];
  let cursor: string | undefined;
  do {
    const page = await listPage(client, cursor);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== undefined && pages.length < maxPages);
  if (cursor !== undefined) throw new Error(`still paginating after ${maxPages} pages`);
  return { tools: pages.flatMap((p) => p.tools), pages };
}

const names = (tools: unknown[]) => tools.map((t) => (t as { name?: unknown }).name);

// ---------------------------------------------------------------- scenario server: paging per transport

describe.concurrent('scenario server: paging over every transport', () => {
  it('stdio: pages default tools with opaque cursors', async (ctx) => {
    const { client } = await connectStdio(ctx, { pageSize: 2 });
    ctx.expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    ctx.expect(client.getServerCapabilities()?.tools).toEqual({ listChanged: false });
    const { tools, pages } = await listAll(client);
    ctx.expect(pages.map((p) => p.tools.length)).toEqual([2, 2, 1]);
    ctx.expect(names(tools)).toEqual(DEFAULT_TOOL_NAMES);
    ctx.expect(pages[2].nextCursor).toBeUndefined();
    await ctx.expect(listPage(client, 'not-a-cursor')).rejects.toMatchObject({ code: -32602 });
  });

  it('http: pages over Streamable HTTP', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'http', pageSize: 3 });
    ctx.expect(fx.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const { client, used } = await connectHttpWithFallback(ctx, fx.url);
    ctx.expect(used).toBe('streamable-http');
    const { tools, pages } = await listAll(client);
    ctx.expect(pages.length).toBe(2);
    ctx.expect(names(tools)).toEqual(DEFAULT_TOOL_NAMES);
  });

  it('sse: Streamable HTTP attempt gets a 4xx, fallback to GET /sse pages', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'sse', pageSize: 2 });
    ctx.expect(fx.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sse$/);
    const { client, used, streamableError } = await connectHttpWithFallback(ctx, fx.url);
    ctx.expect(used).toBe('sse');
    ctx.expect(String(streamableError)).toMatch(/405|Method not allowed/i);
    const { tools, pages } = await listAll(client);
    ctx.expect(pages.length).toBe(3);
    ctx.expect(names(tools)).toEqual(DEFAULT_TOOL_NAMES);
  });

  it('tools file is re-read on each first page; prompts/templates paged too', async (ctx) => {
    const dir = path.join(tmpRoot, 'reread');
    const file = writeToolsFile(dir, {
      tools: [{ name: 'alpha', inputSchema: { type: 'object' } }],
      prompts: [{ name: 'p1' }, { name: 'p2' }, { name: 'p3' }],
      resourceTemplates: [{ uriTemplate: 'x:///{a}', name: 't1' }],
      instructions: 'file instructions',
      serverVersion: '7.7.7',
      serverName: 'from-file',
    });
    const { client } = await connectStdio(ctx, { toolsFile: file, pageSize: 2 });
    ctx.expect(client.getServerVersion()).toMatchObject({ name: 'from-file', version: '7.7.7' });
    ctx.expect(client.getInstructions()).toBe('file instructions');
    ctx.expect(Object.keys(client.getServerCapabilities() ?? {}).sort()).toEqual(['prompts', 'resources', 'tools']);
    ctx.expect(names((await listAll(client)).tools)).toEqual(['alpha']);

    type PromptsPage = { prompts: { name: string }[]; nextCursor?: string };
    const p1 = (await client.request({ method: 'prompts/list', params: {} }, RAW)) as unknown as PromptsPage;
    ctx.expect(p1.prompts.map((p) => p.name)).toEqual(['p1', 'p2']);
    ctx.expect(p1.nextCursor).toBeTypeOf('string');
    const p2 = (await client.request({ method: 'prompts/list', params: { cursor: p1.nextCursor } }, RAW)) as unknown as PromptsPage;
    ctx.expect(p2.prompts.map((p) => p.name)).toEqual(['p3']);
    ctx.expect(p2.nextCursor).toBeUndefined();

    // Mid-session edit: the next traversal sees the new file.
    writeToolsFile(dir, { tools: [{ name: 'beta', inputSchema: { type: 'object' } }, { name: 'gamma' }] });
    ctx.expect(names((await listAll(client)).tools)).toEqual(['beta', 'gamma']);
  });
});

// ---------------------------------------------------------------- scenario server: catalog shapes

describe.concurrent('scenario server: catalog scenarios', () => {
  it('cycle: cursor A comes back after B', async (ctx) => {
    const { client } = await connectStdio(ctx, { scenario: 'cycle' });
    const p1 = await listPage(client);
    const p2 = await listPage(client, p1.nextCursor);
    const p3 = await listPage(client, p2.nextCursor);
    ctx.expect(p1.nextCursor).toBeDefined();
    ctx.expect(p2.nextCursor).toBeDefined();
    ctx.expect(p2.nextCursor).not.toBe(p1.nextCursor);
    ctx.expect(p3.nextCursor).toBe(p1.nextCursor);
  });

  it('endless: every page has a fresh cursor', async (ctx) => {
    const { client } = await connectStdio(ctx, { scenario: 'endless' });
    const seen = new Set<string>();
    let cursor: string | undefined;
    for (let i = 0; i < 10; i++) {
      const page = await listPage(client, cursor);
      ctx.expect(page.nextCursor).toBeTypeOf('string');
      ctx.expect(seen.has(page.nextCursor!)).toBe(false);
      seen.add(page.nextCursor!);
      cursor = page.nextCursor;
    }
  });

  it('bad-schema: malformed definitions arrive intact', async (ctx) => {
    const { client } = await connectStdio(ctx, { scenario: 'bad-schema' });
    const { tools } = await listAll(client);
    ctx.expect(tools.slice(0, 5).map((t) => (t as { name: string }).name)).toEqual(DEFAULT_TOOL_NAMES);
    ctx.expect(tools).toContainEqual({
      name: 'string_schema',
      description: 'inputSchema is a string',
      inputSchema: 'this is not a schema',
    });
    ctx.expect(tools).toContainEqual({ description: 'this tool has no name', inputSchema: { type: 'object' } });
    ctx.expect(tools).toContainEqual({ name: 12345, description: 'name is a number', inputSchema: { type: 'object' } });
    ctx.expect(tools).toContain(42);
    // The SDK's validating listTools() rejects the same catalog.
    await ctx.expect(client.listTools()).rejects.toThrow();
  });

  it('duplicate-names: same name twice, different descriptions', async (ctx) => {
    const { client } = await connectStdio(ctx, { scenario: 'duplicate-names', pageSize: 3 });
    const dups = (await listAll(client)).tools.filter((t) => (t as { name: string }).name === 'dup_tool');
    ctx.expect(dups).toHaveLength(2);
    ctx.expect((dups[0] as { description: string }).description).not.toBe((dups[1] as { description: string }).description);
  });

  it('rich: every optional field, prompts, templates, instructions', async (ctx) => {
    const { client } = await connectStdio(ctx, { scenario: 'rich' });
    ctx.expect(client.getInstructions()).toMatch(/rich_search/);
    ctx.expect(client.getServerCapabilities()).toMatchObject({ tools: {}, prompts: {}, resources: {} });
    const [search] = (await listAll(client)).tools as Record<string, unknown>[];
    for (const key of ['title', 'outputSchema', 'annotations', 'execution', 'icons', '_meta', 'x_unknown_extra']) {
      ctx.expect(search).toHaveProperty(key);
    }
    const prompts = await client.request({ method: 'prompts/list', params: {} }, RAW);
    ctx.expect((prompts as unknown as { prompts: unknown[] }).prompts).toHaveLength(2);
    const templates = await client.request({ method: 'resources/templates/list', params: {} }, RAW);
    ctx.expect((templates as unknown as { resourceTemplates: unknown[] }).resourceTemplates).toHaveLength(1);
  });

  it('error-on-list: tools/list answers a JSON-RPC error', async (ctx) => {
    const { client } = await connectStdio(ctx, { scenario: 'error-on-list' });
    await ctx.expect(listPage(client)).rejects.toMatchObject({ code: -32603 });
  });

  it('huge-description: 10 MB description arrives whole over stdio', async (ctx) => {
    const { client } = await connectStdio(ctx, { scenario: 'huge-description' });
    const page = await listPage(client, undefined, 30_000);
    const huge = page.tools.find((t) => (t as { name: string }).name === 'huge_tool') as { description: string };
    ctx.expect(huge.description.length).toBe(10_000_000);
    ctx.expect(huge.description.startsWith('The quick brown fox')).toBe(true);
    ctx.expect(names(page.tools)).toEqual(['normal_tool', 'huge_tool']);
  });
});

// ---------------------------------------------------------------- scenario server: list_changed

describe.concurrent('scenario server: changing', () => {
  async function checkChanging(ctx: TestContext, client: Client) {
    let notified!: () => void;
    const notification = new Promise<void>((resolve) => (notified = resolve));
    client.setNotificationHandler('notifications/tools/list_changed', () => notified());
    ctx.expect(client.getServerCapabilities()?.tools?.listChanged).toBe(true);

    const first = await listAll(client);
    ctx.expect(names(first.tools)).toEqual(DEFAULT_TOOL_NAMES);
    await notification;

    const second = await listAll(client);
    const third = await listAll(client);
    ctx.expect(names(second.tools)).toEqual([...DEFAULT_TOOL_NAMES, 'added_after_change']);
    ctx.expect((second.tools[0] as { description: string }).description).toMatch(/\(changed\)$/);
    ctx.expect(third.tools).toEqual(second.tools);
  }

  it('stdio: set 1, then list_changed, then set 2 stably', async (ctx) => {
    const { client } = await connectStdio(ctx, { scenario: 'changing', pageSize: 2 });
    await checkChanging(ctx, client);
  });

  it('http: list_changed arrives on the standalone GET stream', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'http', scenario: 'changing', pageSize: 2 });
    const { client } = await connectHttpWithFallback(ctx, fx.url);
    await checkChanging(ctx, client);
  });

  it('sse: list_changed arrives on the SSE stream', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'sse', scenario: 'changing', pageSize: 2 });
    const { client, used } = await connectHttpWithFallback(ctx, fx.url);
    ctx.expect(used).toBe('sse');
    await checkChanging(ctx, client);
  });
});

// ---------------------------------------------------------------- scenario server: failures

describe.concurrent('scenario server: failure modes', () => {
  it('hang (stdio): connect times out', async (ctx) => {
    const started = Date.now();
    await ctx.expect(connectStdio(ctx, { scenario: 'hang' }, 800, 400)).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' });
    ctx.expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('hang (http): probe times out', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'http', scenario: 'hang' });
    const client = newClient(500);
    ctx.onTestFinished(() => client.close().catch(() => {}));
    await ctx
      .expect(client.connect(new StreamableHTTPClientTransport(new URL(fx.url)), { timeout: 1_000 }))
      .rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });

  it('hang (sse): GET /sse is accepted but never answered', async (ctx) => {
    // Note: SSEClientTransport.start() has no deadline of its own (neither the
    // connect timeout nor an AbortSignal ends it), so callers must race it.
    const fx = await startHttpFixtureForTest(ctx, { transport: 'sse', scenario: 'hang' });
    await ctx.expect(fetch(fx.url, { signal: AbortSignal.timeout(800) })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('exit (stdio): connect fails, child exits with 3', async (ctx) => {
    await ctx.expect(connectStdio(ctx, { scenario: 'exit' })).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
    const { command, args } = stdioFixture({ scenario: 'exit' });
    const code = await new Promise<number | null>((resolve) => {
      spawn(command, args, { stdio: 'ignore' }).once('exit', resolve);
    });
    ctx.expect(code).toBe(3);
  });

  it('exit (http): listens, then dies with 3 on the first request', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, { transport: 'http', scenario: 'exit' });
    const client = newClient();
    ctx.onTestFinished(() => client.close().catch(() => {}));
    await ctx.expect(client.connect(new StreamableHTTPClientTransport(new URL(fx.url)), { timeout: 5_000 })).rejects.toThrow();
    ctx.expect(await fx.exited).toBe(3);
  });

  it('crash-mid-list: first page, then the process exits', async (ctx) => {
    const { client } = await connectStdio(ctx, { scenario: 'crash-mid-list' });
    const first = await listPage(client);
    ctx.expect(first.tools.length).toBeGreaterThan(0);
    ctx.expect(first.nextCursor).toBeDefined();
    await ctx.expect(listPage(client, first.nextCursor)).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
  });

  it('hang-after-first-page: second page never answers', async (ctx) => {
    const { client } = await connectStdio(ctx, { scenario: 'hang-after-first-page' });
    const first = await listPage(client);
    ctx.expect(first.nextCursor).toBeDefined();
    await ctx.expect(listPage(client, first.nextCursor, 500)).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });

  it('garbage (stdio): answers with non-JSON lines and keeps running', async (ctx) => {
    const { command, args } = stdioFixture({ scenario: 'garbage' });
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    ctx.onTestFinished(() => {
      child.kill('SIGKILL');
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    const gotLines = new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: string) => {
        out += chunk;
        if (out.split('\n').length > 2) resolve();
      }),
    );
    child.stdin.write(
      `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'x', version: '1' } } })}\n`,
    );
    await gotLines;
    const lines = out.split('\n').filter((l) => l.length > 0);
    for (const line of lines) ctx.expect(() => JSON.parse(line)).toThrow();
    await new Promise((r) => setTimeout(r, 100));
    ctx.expect(child.exitCode).toBeNull();
    ctx.expect(isAlive(child.pid!)).toBe(true);
  });

  it('garbage (stdio, client): lines are skipped, connect times out', async (ctx) => {
    await ctx
      .expect(connectStdio(ctx, { scenario: 'garbage' }, 800, 400))
      .rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });
});

// ---------------------------------------------------------------- modern server

describe.concurrent('modern server (protocol 2026-07-28)', () => {
  it('stdio: auto negotiation picks 2026-07-28; raw paging works', async (ctx) => {
    const { client } = await connectStdio(ctx, { server: 'modern', pageSize: 2 });
    ctx.expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const { tools, pages } = await listAll(client);
    ctx.expect(pages).toHaveLength(2);
    ctx.expect(names(tools)).toEqual(['modern_echo', 'modern_add', 'modern_time']);
    ctx.expect(pages[0]).toMatchObject({ ttlMs: 0, cacheScope: 'private' });
  });

  it('http: auto negotiation picks 2026-07-28; cache hints are served', async (ctx) => {
    const fx = await startHttpFixtureForTest(ctx, {
      transport: 'http',
      server: 'modern',
      pageSize: 2,
      extraArgs: ['--ttl-ms', '60000', '--cache-scope', 'public'],
    });
    const { client, used } = await connectHttpWithFallback(ctx, fx.url);
    ctx.expect(used).toBe('streamable-http');
    ctx.expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const { tools, pages } = await listAll(client);
    ctx.expect(names(tools)).toEqual(['modern_echo', 'modern_add', 'modern_time']);
    ctx.expect(pages[0]).toMatchObject({ ttlMs: 60000, cacheScope: 'public' });
  });

  it('legacy-only clients still get the catalog (stdio and http)', async (ctx) => {
    const legacyStdio = new Client({ name: 'legacy', version: '0' });
    ctx.onTestFinished(() => legacyStdio.close().catch(() => {}));
    await legacyStdio.connect(new StdioClientTransport({ ...stdioFixture({ server: 'modern' }), stderr: 'pipe' }));
    ctx.expect(legacyStdio.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    ctx.expect(names((await listAll(legacyStdio)).tools)).toEqual(['modern_echo', 'modern_add', 'modern_time']);

    const fx = await startHttpFixtureForTest(ctx, { transport: 'http', server: 'modern' });
    const legacyHttp = new Client({ name: 'legacy', version: '0' });
    ctx.onTestFinished(() => legacyHttp.close().catch(() => {}));
    await legacyHttp.connect(new StreamableHTTPClientTransport(new URL(fx.url)));
    ctx.expect(legacyHttp.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    const page = await listPage(legacyHttp);
    ctx.expect(page).not.toHaveProperty('ttlMs');
    ctx.expect(names(page.tools)).toEqual(['modern_echo', 'modern_add', 'modern_time']);
  });
});

// ---------------------------------------------------------------- reference servers

describe.concurrent('reference servers over stdio (auto negotiation)', () => {
  const expected: Record<ReferenceServerName, string> = {
    everything: 'echo',
    filesystem: 'read_file',
    memory: 'create_entities',
    github: 'create_issue',
    gitlab: 'create_merge_request',
  };
  for (const [name, tool] of Object.entries(expected) as [ReferenceServerName, string][]) {
    it(`${name} lists tools`, async (ctx) => {
      const client = newClient();
      ctx.onTestFinished(() => client.close().catch(() => {}));
      await client.connect(new StdioClientTransport({ ...referenceServer(name), stderr: 'pipe' }), { timeout: 15_000 });
      const { tools } = await listAll(client);
      ctx.expect(tools.length).toBeGreaterThan(0);
      ctx.expect(names(tools)).toContain(tool);
    });
  }
});

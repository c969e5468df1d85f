// An HTTP server is held to the read buffer a stdio server is held to: a
// response that never ends (a JSON body, or one event of an event stream that
// never closes) is cut at the limit and reported as max_bytes, never read
// into memory until a timeout. A raw node:http server on loopback speaks just
// enough Streamable HTTP: initialize, then a tools/list answer without end.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverServer } from '../../src/discovery/discover-server.js';

type Mode = 'json' | 'event-stream' | 'error-events' | 'cr-keepalive';

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });
}

/** Writes `prefix`, then 64 KiB chunks of `a` until the client goes away (bounded: 1 GiB, far past any limit). */
function endless(res: ServerResponse, prefix: string): void {
  const chunk = 'a'.repeat(64 * 1024);
  let sent = 0;
  res.write(prefix);
  const more = () => {
    while (!res.destroyed && sent < 1024 * 1024 * 1024) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', more);
    }
    res.end();
  };
  res.on('close', () => (sent = Number.POSITIVE_INFINITY));
  more();
}

function server(mode: Mode): Server {
  return createServer(async (req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(req.method === 'DELETE' ? 200 : 405).end();
      return;
    }
    const message = JSON.parse(await body(req)) as { id?: number; method: string };
    if (message.id === undefined) {
      res.writeHead(202).end();
      return;
    }
    const json = (result: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }));
    };
    if (message.method === 'initialize') {
      json({ protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'endless', version: '1' } });
    } else if (message.method === 'tools/list') {
      const start = `{"jsonrpc":"2.0","id":${message.id},"result":{"tools":[{"name":"x","inputSchema":{"type":"object"},"description":"`;
      if (mode === 'json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        endless(res, start);
      } else if (mode === 'event-stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        endless(res, `event: message\ndata: ${start}`);
      } else if (mode === 'error-events') {
        // An error answer is read whole by the client, however it calls itself: its blank lines end no event.
        res.writeHead(500, { 'content-type': 'text/event-stream' });
        const chunk = 'data: x\n\n'.repeat(8 * 1024);
        let open = true;
        res.on('close', () => (open = false));
        const more = () => {
          while (open) if (!res.write(chunk)) return void res.once('drain', more);
        };
        more();
      } else {
        // A legitimate stream with `\r\n` line ends: 2.4 MB of keep-alive comments (past the read buffer in total,
        // not in one event), then the answer.
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(': keepalive\r\n\r\n'.repeat(160_000));
        const tools = [{ name: 'ping', description: 'Answers pong.', inputSchema: { type: 'object' } }];
        res.end(`event: message\r\ndata: ${JSON.stringify({ jsonrpc: '2.0', id: message.id, result: { tools } })}\r\n\r\n`);
      }
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } }));
    }
  });
}

describe('an HTTP answer without end', () => {
  const servers: Server[] = [];
  const urls = new Map<Mode, string>();
  const dir = mkdtempSync(join(tmpdir(), 'catalog-lock-http-limits-'));

  beforeAll(async () => {
    for (const mode of ['json', 'event-stream', 'error-events', 'cr-keepalive'] as const) {
      const s = server(mode);
      servers.push(s);
      await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
      urls.set(mode, `http://127.0.0.1:${(s.address() as AddressInfo).port}/mcp`);
    }
  });
  afterAll(async () => {
    for (const s of servers) {
      s.closeAllConnections();
      await new Promise((resolve) => s.close(resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('a long stream of small events with CRLF line ends is not cut: only one event is held to the limit', async () => {
    const snap = await discoverServer(
      'keepalive',
      { connect: { transport: 'http', url: urls.get('cr-keepalive')! } },
      { env: {}, baseDir: dir, limits: { maxBytes: 100_000 }, timeouts: { connectMs: 15_000, requestMs: 30_000, totalMs: 60_000 } },
    );
    expect(snap.error ?? null).toBeNull();
    expect(snap.status).toBe('ok');
    expect(snap.tools.map((t) => t.name)).toEqual(['ping']);
  });

  for (const mode of ['json', 'event-stream', 'error-events'] as const) {
    it(`is cut at the read buffer and reported as max_bytes (${mode})`, async () => {
      // The request timeout is far beyond what reading a megabyte takes: without the limit the traversal would stop
      // by timeout (the body never ends), with it by max_bytes.
      const snap = await discoverServer(
        'endless',
        { connect: { transport: 'http', url: urls.get(mode)! } },
        { env: {}, baseDir: dir, limits: { maxBytes: 100_000 }, timeouts: { connectMs: 15_000, requestMs: mode === 'event-stream' ? 5_000 : 60_000, totalMs: 90_000 } },
      );
      expect(snap.status).toBe('incomplete');
      expect(snap.complete).toBe(false);
      expect(snap.evidence!.lists.tools).toMatchObject({ complete: false, stoppedBy: 'max_bytes' });
      expect(snap.error).toMatch(/max_bytes/);
    });
  }
});

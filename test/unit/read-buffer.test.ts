// The stdio read buffer: the SDK's messages, in linear time (the SDK's own
// buffer concatenated and re-searched everything per chunk: quadratic).
import { ReadBuffer } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { boundedMessage, LinearReadBuffer, MAX_MESSAGE_DEPTH } from '../../src/discovery/read-buffer.js';
import { buildTransport } from '../../src/discovery/transport.js';

const drain = (b: ReadBuffer) => {
  const out: unknown[] = [];
  for (let m = b.readMessage(); m !== null; m = b.readMessage()) out.push(m);
  return out;
};

describe('LinearReadBuffer', () => {
  const msg = (id: number) => ({ jsonrpc: '2.0', id, result: { text: 'x'.repeat(id) } });
  const wire = [1, 2, 3].map((i) => JSON.stringify(msg(i))).join('\n') + '\r\nnot json\n' + JSON.stringify(msg(4)) + '\n' + JSON.stringify(msg(5));

  it('reads what the SDK buffer reads, however the bytes are cut into chunks (a line that is not JSON skipped, CRLF read)', () => {
    for (const size of [1, 2, 3, 7, 64, wire.length]) {
      const ours = new LinearReadBuffer(1 << 20);
      const sdk = new ReadBuffer({ maxBufferSize: 1 << 20 });
      const got: unknown[] = [];
      const want: unknown[] = [];
      for (let i = 0; i < wire.length; i += size) {
        const chunk = Buffer.from(wire.slice(i, i + size));
        ours.append(chunk);
        sdk.append(chunk);
        got.push(...drain(ours));
        want.push(...drain(sdk));
      }
      expect(got, `chunks of ${size}`).toEqual(want);
      expect(got).toEqual([msg(1), msg(2), msg(3), msg(4)]);
      // The last message waits for its line end.
      ours.append(Buffer.from('\n'));
      expect(drain(ours)).toEqual([msg(5)]);
    }
  });

  it('counts the lines it skips, keeps the first (long, for the reader to scrub before cutting), and counts the messages', () => {
    const buffer = new LinearReadBuffer(1_000_000);
    buffer.append(Buffer.from(`Starting server v1.2...\n\n${'x'.repeat(5_000)}\n{"jsonrpc":"2.0","id":1,"result":{}}\n`));
    while (buffer.readMessage() !== null);
    expect(buffer.skippedLines).toBe(2);
    expect(buffer.firstSkipped).toBe('Starting server v1.2...');
    expect(buffer.messagesRead).toBe(1);
    const long = new LinearReadBuffer(1_000_000);
    long.append(Buffer.from(`${'y'.repeat(5_000)}\n`));
    long.readMessage();
    expect(long.firstSkipped).toHaveLength(4_000);
  });

  it('refuses to hold more than its cap, with the SDK error discovery reports as max_bytes, and counts only what is held', () => {
    const b = new LinearReadBuffer(100);
    b.append(Buffer.from(`${JSON.stringify(msg(1))}\n`));
    drain(b);
    b.append(Buffer.from('y'.repeat(90)));
    expect(() => b.append(Buffer.from('y'.repeat(20)))).toThrow(/ReadBuffer exceeded maximum size of 100 bytes/);
  });

  it('is the buffer the stdio transport reads with (guards an SDK upgrade that renames its field)', () => {
    const built = buildTransport({ transport: 'stdio', command: process.execPath, args: [] }, { baseDir: process.cwd(), maxBufferSize: 1000 });
    expect((built.transport as unknown as { _readBuffer: unknown })._readBuffer).toBeInstanceOf(LinearReadBuffer);
  });
});

describe('boundedMessage: what the SDK\'s recursive validator is given', () => {
  const nest = (depth: number): unknown => JSON.parse('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));

  it('gives back an ordinary message as it is', () => {
    const message = { jsonrpc: '2.0', id: 1, result: { tools: [{ name: 't', inputSchema: nest(40) }] } };
    expect(boundedMessage(message)).toBe(message);
  });

  it('stubs list items nested past any definition, keeping their names and the other items', () => {
    const plain = { name: 'p', inputSchema: { type: 'object' } };
    const bounded = boundedMessage({ jsonrpc: '2.0', id: 7, result: { tools: [plain, { name: 'deep', inputSchema: nest(20_000) }], nextCursor: 'c' } });
    expect(bounded).toEqual({ jsonrpc: '2.0', id: 7, result: { tools: [plain, { name: 'deep', 'x-catalog-lock-omitted': 'definition nests deeper than 64 levels' }], nextCursor: 'c' } });
  });

  it('turns a response nested that deep elsewhere into an error response for its request; refuses anything else', () => {
    const reason = `a message nests deeper than ${MAX_MESSAGE_DEPTH} levels outside any list item`;
    expect(boundedMessage({ jsonrpc: '2.0', id: 'x', result: { _meta: nest(20_000) } })).toEqual({ jsonrpc: '2.0', id: 'x', error: { code: -32603, message: reason } });
    expect(() => boundedMessage({ jsonrpc: '2.0', method: 'notifications/message', params: nest(20_000) })).toThrow(reason);
  });

  it('reads a 100,000-level line through the buffer without overflowing the stack', () => {
    const b = new LinearReadBuffer(1 << 24);
    const line = `{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"deep","inputSchema":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}]}}\n`;
    b.append(Buffer.from(line));
    expect(drain(b)).toEqual([{ jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'deep', 'x-catalog-lock-omitted': 'definition nests deeper than 64 levels' }] } }]);
  });
});

describe('LinearReadBuffer: answers read as written or not at all (an outside fail-closed hunt)', () => {
  const read = (line: string | Buffer) => {
    const b = new LinearReadBuffer(1 << 20);
    b.append(Buffer.concat([Buffer.isBuffer(line) ? line : Buffer.from(line), Buffer.from('\n')]));
    return b.readMessage() as { id?: unknown; error?: { code: number; message: string }; result?: unknown } | null;
  };
  it('a response the SDK refuses fails its request at once, saying why (it was dropped, and its request waited its whole timeout)', () => {
    const cases: [string, RegExp][] = [
      ['{"jsonrpc":"2.0","id":3,"result":[]}', /its result is not an object/],
      ['{"jsonrpc":"1.0","id":3,"result":{"tools":[]}}', /its jsonrpc is not "2.0"/],
      ['{"jsonrpc":"2.0","id":3,"result":{"tools":[]},"error":{"code":1,"message":"x"}}', /both a result and an error/],
      ['{"jsonrpc":"2.0","id":3,"error":"nope"}', /its error is not an object/],
    ];
    for (const [line, reason] of cases) {
      const m = read(line);
      expect(m, line).toMatchObject({ id: 3, error: { code: -32603 } });
      expect(m!.error!.message, line).toMatch(reason);
    }
    // A message that answers nothing is still refused (thrown, as the SDK does).
    expect(() => read('{"jsonrpc":"2.0","method":42}')).toThrow();
  });

  it('a batch line fails each response in it at once, in order, with the reason (MCP over stdio carries no batch; it waited its timeout)', () => {
    const b = new LinearReadBuffer(1 << 20);
    const seen: unknown[] = [];
    const withHook = new LinearReadBuffer(1 << 20, (m) => seen.push(m));
    const wire = `${JSON.stringify([
      { jsonrpc: '2.0', id: 8, result: { tools: [{ name: 'a', inputSchema: { type: 'object' } }] } },
      { jsonrpc: '2.0', method: 'notifications/tools/list_changed' },
      { jsonrpc: '2.0', id: 'nine', error: { code: 1, message: 'x' } },
    ])}\n${JSON.stringify({ jsonrpc: '2.0', id: 10, result: {} })}\n`;
    for (const buffer of [b, withHook]) {
      buffer.append(Buffer.from(wire));
      const got = drain(buffer) as { id?: unknown; error?: { message: string }; result?: unknown }[];
      expect(got.map((m) => m.id)).toEqual([8, 'nine', 10]);
      for (const m of got.slice(0, 2)) expect(m.error!.message).toMatch(/JSON-RPC batch .* no longer carries/);
      expect(got[2]).toEqual({ jsonrpc: '2.0', id: 10, result: {} });
      expect(buffer.messagesRead).toBe(3);
    }
    expect(seen).toHaveLength(3);
    // A batch that answers nothing is refused, as any message that answers nothing; an ambiguous batch says so.
    expect(() => read(JSON.stringify([{ jsonrpc: '2.0', method: 'notifications/x' }]))).toThrow(/JSON-RPC batch/);
    expect(read('[{"jsonrpc":"2.0","id":3,"result":{"a":1,"a":2}}]')!.error!.message).toMatch(/repeats a key/);
    // Cleared with the buffer: nothing queued outlives a reset.
    const cleared = new LinearReadBuffer(1 << 20);
    cleared.append(Buffer.from(`${JSON.stringify([1, 2].map((id) => ({ jsonrpc: '2.0', id, result: {} })))}\n`));
    expect(cleared.readMessage()).toMatchObject({ id: 1 });
    cleared.clear();
    expect(cleared.readMessage()).toBeNull();
  });

  it('a response that repeats a key or is not UTF-8 fails its request; the same text written once passes', () => {
    const dup = read('{"jsonrpc":"2.0","id":4,"result":{"tools":[{"name":"a","name":"b"}]}}');
    expect(dup).toMatchObject({ id: 4, error: { code: -32603 } });
    expect(dup!.error!.message).toMatch(/the key "name" appears twice in the object at "\/result\/tools\/0"/);
    const bytes = read(Buffer.concat([Buffer.from('{"jsonrpc":"2.0","id":5,"result":{"tools":[{"name":"a'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}]}}')]));
    expect(bytes!.error!.message).toMatch(/not UTF-8/);
    expect(read('{"jsonrpc":"2.0","id":6,"result":{"tools":[{"name":"é","title":"\\u00e9"}]}}')).toMatchObject({ id: 6, result: { tools: [{ name: 'é' }] } });
    // A key spelled two ways that reads as one is one key twice.
    expect(read('{"jsonrpc":"2.0","id":7,"result":{"tools":[{"name":"a","na\\u006de":"b"}]}}')!.error!.message).toMatch(/appears twice/);
  });
});

// The stdio read buffer: the SDK's messages, in linear time (the SDK's own
// buffer concatenated and re-searched everything per chunk: quadratic).
import { ReadBuffer } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { LinearReadBuffer } from '../../src/discovery/read-buffer.js';
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

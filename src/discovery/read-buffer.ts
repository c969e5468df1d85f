// A stdio read buffer linear in the size of a message. The SDK's ReadBuffer
// concatenates its whole buffer with every chunk and searches it from the
// start for a line end, so a message of n bytes costs n² (a 40 MB answer took
// a minute; the 64 MiB cap could never be reached before the request timed
// out). Same interface and errors: messages are lines, a line that is not
// JSON is skipped, the size cap throws "ReadBuffer exceeded maximum size".
import { deserializeMessage, ReadBuffer, type JSONRPCMessage } from '@modelcontextprotocol/client';

export class LinearReadBuffer extends ReadBuffer {
  /** Chunks received since the last line end, none holding a line end. */
  private pending: Buffer[] = [];
  /** Bytes from the start of a line, holding at least one line end (until read). */
  private lines: Buffer | undefined;
  /** Bytes held (pending and lines). */
  private size = 0;

  constructor(private readonly maxBytes: number) {
    super({ maxBufferSize: maxBytes });
  }

  override append(chunk: Buffer): void {
    if (this.size + chunk.length > this.maxBytes) {
      this.clear();
      throw new Error(`ReadBuffer exceeded maximum size of ${this.maxBytes} bytes`);
    }
    this.size += chunk.length;
    this.pending.push(chunk);
    // Only the new chunk is searched: what came before holds no line end.
    if (chunk.indexOf(0x0a) === -1) return;
    this.lines = Buffer.concat(this.lines ? [this.lines, ...this.pending] : this.pending);
    this.pending = [];
  }

  override readMessage(): JSONRPCMessage | null {
    while (this.lines) {
      const end = this.lines.indexOf(0x0a);
      if (end === -1) {
        // The rest of a line: it waits for its end with the chunks that follow.
        this.pending.unshift(this.lines);
        this.lines = undefined;
        return null;
      }
      const line = this.lines.toString('utf8', 0, end).replace(/\r$/, '');
      this.size -= end + 1;
      this.lines = end + 1 < this.lines.length ? this.lines.subarray(end + 1) : undefined;
      try {
        return deserializeMessage(line);
      } catch (error) {
        if (error instanceof SyntaxError) continue;
        throw error;
      }
    }
    return null;
  }

  override clear(): void {
    this.pending = [];
    this.lines = undefined;
    this.size = 0;
  }
}

// A stdio read buffer linear in the size of a message. The SDK's ReadBuffer
// concatenates its whole buffer with every chunk and searches it from the
// start for a line end, so a message of n bytes costs n² (a 40 MB answer took
// a minute; the 64 MiB cap could never be reached before the request timed
// out). Same interface and errors: messages are lines, a line that is not
// JSON is skipped, the size cap throws "ReadBuffer exceeded maximum size".
//
// A list item nested deeper than any definition needs is replaced by the stub
// discovery keeps for it (boundedDefinition) before the SDK validates the
// message: its validator recurses, and 10,000 levels overflowed the stack,
// which lost the whole server's list instead of one tool. A message still
// nested deeper than MAX_MESSAGE_DEPTH elsewhere is refused with that reason
// (a response becomes an error response for its request).
//
// A message is read as written, or not at all: one that is not UTF-8 (decoded, its bad bytes would become U+FFFD,
// and a client decoding leniently would read other text) or that repeats a key within one object (JSON.parse keeps the
// last value, other parsers the first: the approved text and the one an agent reads could differ) is ambiguous
// evidence. A response so written fails its request with the reason (the list is then incomplete); anything else is
// refused.
//
// A line holding a JSON-RPC batch (an array of messages) is no message on stdio: MCP dropped batches (2025-06-18),
// the SDK's buffer throws on one, and a client that runs it never reads the answers in it. Each response in it fails
// its request at once with that reason (it waited its whole timeout, then was reported as a timeout); the rest of the
// batch is refused.
import { isUtf8 } from 'node:buffer';
import { parseJSONRPCMessage, ReadBuffer, type JSONRPCMessage } from '@modelcontextprotocol/client';
import { boundedDefinition, nestedDeeperThan } from '../contract/projection.js';
import { repeatedKeyIn } from '../util/json-strict.js';

/** Deeper than this, a message is refused before the SDK's recursive validation sees it. */
export const MAX_MESSAGE_DEPTH = 1_000;
const LIST_KEYS = ['tools', 'prompts', 'resourceTemplates'] as const;

/** The message with over-deep list items stubbed; when it still nests deeper than MAX_MESSAGE_DEPTH, an error response (or a throw). */
export function boundedMessage(value: unknown): unknown {
  if (!nestedDeeperThan(value, MAX_MESSAGE_DEPTH)) return value;
  const result = value !== null && typeof value === 'object' ? (value as { result?: unknown }).result : undefined;
  if (result !== null && typeof result === 'object' && !Array.isArray(result)) {
    const lists: Record<string, unknown> = {};
    for (const key of LIST_KEYS) {
      const items = (result as Record<string, unknown>)[key];
      if (Array.isArray(items)) lists[key] = items.map(boundedDefinition);
    }
    if (Object.keys(lists).length > 0) value = { ...(value as object), result: { ...result, ...lists } };
  }
  if (!nestedDeeperThan(value, MAX_MESSAGE_DEPTH)) return value;
  return refusedMessage(value, `a message nests deeper than ${MAX_MESSAGE_DEPTH} levels outside any list item`);
}

/** A response fails its request at once with the reason (rather than leaving it to time out); anything else is refused (a throw). */
export function refusedMessage(value: unknown, reason: string): { jsonrpc: '2.0'; id: string | number; error: { code: number; message: string } } {
  const id = value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
  if ((typeof id === 'string' || typeof id === 'number') && ('result' in (value as object) || 'error' in (value as object))) {
    return { jsonrpc: '2.0', id, error: { code: -32603, message: reason } };
  }
  throw new Error(reason);
}

/**
 * The SDK's reading of a message; a response it refuses (`result: []`, `jsonrpc: "1.0"`, a result beside an error)
 * fails its request at once, saying what is wrong with it, instead of being dropped (its request then waited its whole
 * timeout, and was reported as one).
 */
export function parsedMessage(value: unknown): JSONRPCMessage {
  try {
    return parseJSONRPCMessage(value);
  } catch (error) {
    return parseJSONRPCMessage(refusedMessage(value, malformedAnswer(value)));
  }
}

/** Why the SDK refuses a message (see parsedMessage), or undefined when it reads it. */
export function sdkRefusal(value: unknown): string | undefined {
  try {
    parseJSONRPCMessage(value);
    return undefined;
  } catch {
    return malformedAnswer(value);
  }
}

/** Why a response that came in a batch on stdio fails its request. */
export const STDIO_BATCH =
  'the answer came in a JSON-RPC batch (an array of messages), which MCP over stdio no longer carries: the SDK a client runs drops it unread';

function malformedAnswer(value: unknown): string {
  return `the answer is no JSON-RPC 2.0 response: ${malformation(value)}`;
}

function malformation(value: unknown): string {
  const m = value as Record<string, unknown>;
  if (m.jsonrpc !== '2.0') return 'its jsonrpc is not "2.0"';
  if ('result' in m && 'error' in m) return 'it holds both a result and an error';
  if ('result' in m) return 'its result is not an object';
  return 'its error is not an object with a numeric code and a message';
}

/**
 * Why a message's text is ambiguous evidence (see above), or undefined. `bytes`: the text as received, when it came
 * as bytes.
 */
export function ambiguousMessage(text: string, value: unknown, bytes?: Uint8Array): string | undefined {
  if (bytes !== undefined && !isUtf8(bytes)) return 'the message is not UTF-8 (a byte no UTF-8 text holds: which text it stands for cannot be told)';
  const repeated = repeatedKeyIn(text, value);
  return repeated === undefined ? undefined : `the message repeats a key (${repeated}; one value each: which one a client reads cannot be told)`;
}

export class LinearReadBuffer extends ReadBuffer {
  /** Chunks received since the last line end, none holding a line end. */
  private pending: Buffer[] = [];
  /** Bytes from the start of a line, holding at least one line end (until read). */
  private lines: Buffer | undefined;
  /** Bytes held (pending and lines). */
  private size = 0;
  /**
   * Lines skipped because they are not JSON (a server logging on stdout), and the first of them, kept long (4,000
   * characters): the reader removes secrets before cutting it shorter (cut first, a secret split by the cut survives).
   */
  skippedLines = 0;
  firstSkipped: string | undefined;
  /** Messages read (JSON-RPC): a server that wrote some answered, whatever else it printed. */
  messagesRead = 0;
  /** The failed responses of a batch line not handed on yet (see STDIO_BATCH), in the batch's order. */
  private queued: JSONRPCMessage[] = [];

  /** `onMessage` sees every message read, before the transport hands it on. */
  constructor(
    private readonly maxBytes: number,
    private readonly onMessage?: (message: JSONRPCMessage) => void,
  ) {
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
    const next = this.queued.shift();
    if (next !== undefined) return this.handOn(next);
    while (this.lines) {
      const end = this.lines.indexOf(0x0a);
      if (end === -1) {
        // The rest of a line: it waits for its end with the chunks that follow.
        this.pending.unshift(this.lines);
        this.lines = undefined;
        return null;
      }
      const bytes = this.lines.subarray(0, end);
      const line = bytes.toString('utf8').replace(/\r$/, '');
      this.size -= end + 1;
      this.lines = end + 1 < this.lines.length ? this.lines.subarray(end + 1) : undefined;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        if (error instanceof SyntaxError) {
          if (line.trim() !== '') {
            this.skippedLines++;
            this.firstSkipped ??= line.slice(0, 4_000);
          }
          continue;
        }
        throw error;
      }
      const ambiguous = ambiguousMessage(line, value, bytes);
      if (Array.isArray(value)) {
        const reason = ambiguous ?? STDIO_BATCH;
        // Its responses, each failing its request; what answers nothing is refused with them.
        this.queued = value.flatMap((item) => {
          try {
            return [parseJSONRPCMessage(refusedMessage(item, reason))];
          } catch {
            return [];
          }
        });
        const first = this.queued.shift();
        if (first === undefined) throw new Error(reason);
        return this.handOn(first);
      }
      return this.handOn(parsedMessage(ambiguous !== undefined ? refusedMessage(value, ambiguous) : boundedMessage(value)));
    }
    return null;
  }

  private handOn(message: JSONRPCMessage): JSONRPCMessage {
    this.messagesRead++;
    this.onMessage?.(message);
    return message;
  }

  override clear(): void {
    this.queued = [];
    this.pending = [];
    this.lines = undefined;
    this.size = 0;
  }
}

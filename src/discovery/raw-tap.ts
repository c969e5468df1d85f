// Keeps the raw JSON-RPC result of every request the client sends. On the
// 2026-07-28 era the SDK validates list results against the spec schema
// before any caller schema runs, so a malformed catalog would be rejected as
// a whole; the tap gives back exactly what the server sent, in both eras.
//
// Answers are matched to requests by id, as the SDK matches them (`Number(id)`
// for numeric ids: `"1"` answers request 1; other ids as written), and the raw
// result given back for a method is the answer to the request of that method
// sent last — the one being awaited — never a later message that answers an
// earlier request.
//
// It also watches for answers that contradict the exchange. A JSON-RPC peer
// answers each request once; the SDK keeps the first answer and drops the next
// as an unknown id, so a server that answers one tools/list twice, differently
// (a batch with two responses, two events on a stream, the same id spelled as
// a number and as a string), would have one of its catalogs recorded as if it
// had said nothing else. A different second answer, or an answer to a request
// the client never sent, is recorded as a conflict (the discovery is then
// incomplete: evidence the server contradicted proves nothing); an identical
// second answer (a retransmission, an event replayed on reconnection) changes
// nothing. Requests and answers are seen from before the connection (the era
// probe and initialize included): a late answer to one of them is an answer,
// not a stranger, and a second, different answer to the handshake (other
// capabilities, other instructions) is a conflict like any other.
import type { Transport } from '@modelcontextprotocol/client';
import { canonicalJson, sha256Text } from '../contract/hash.js';

type Message = { id?: unknown; method?: unknown; result?: unknown; error?: unknown };

export interface AnswerConflict {
  /** The method of the request answered twice; undefined for an answer to no request the tap saw sent. */
  method?: string;
  id: unknown;
}

export interface RawTap {
  /** The raw result of the answer to the last request of `method` sent, taken (and forgotten) once. */
  take(method: string): { found: true; result: unknown } | { found: false };
  /** The JSON-RPC error the server answered the last request of `method` with, taken once; undefined when it sent none. */
  takeError(method: string): { code: unknown; message: string } | undefined;
  /** Answers that contradict the exchange, in the order seen (the first MAX_CONFLICTS). */
  conflicts(): AnswerConflict[];
}

export interface PreparedTap {
  /** The tap's answers, once connected (they are read from the first message on). */
  attach(): RawTap;
}

/** Conflicts kept (one is enough to make a list incomplete; the rest would only cost memory). */
const MAX_CONFLICTS = 20;
/** Conflicting ids are kept this long at most (the server's text; the error that shows one removes secrets first, then cuts). */
const MAX_ID_TEXT = 4_000;

/** The id as the SDK matches it: numeric ids (and their string spellings) by number, others as written. */
function keyOf(id: unknown): string {
  // Exactly the SDK's reading (Number(id)): "" and " " answer request 0, as they do there.
  const n = Number(id);
  return Number.isNaN(n) ? `s:${String(id)}` : `n:${n}`;
}

/** A digest of an answer, the same for the same JSON whatever its key order (a replay may reorder keys). */
function answerDigest(answer: Pick<Message, 'result' | 'error'>): string {
  try {
    return sha256Text(canonicalJson(answer));
  } catch {
    // A value RFC 8785 refuses (a lone surrogate): compared as written.
    return sha256Text(JSON.stringify(answer) ?? '');
  }
}

/**
 * Taps the transport now, before the client connects: every request is seen from the first (the era probe and
 * initialize included) and every answer too — the client's `onmessage` handler, set when it connects, is kept behind
 * an accessor, so a second answer to the handshake is compared like any other.
 */
export function prepareTap(transport: Transport): PreparedTap {
  /** The method of each request sent, by key. */
  const methodByKey = new Map<string, string>();
  /** The key of the last request of each method sent. */
  const lastSent = new Map<string, string>();
  /** A digest of the first answer of each request answered: what a second answer is compared with. */
  const answered = new Map<string, string>();
  /** The raw result of an answer, until it is taken. */
  const results = new Map<string, unknown>();
  /** The error object of an answer that was one (what the server said, not what the client made of it), until taken. */
  const errors = new Map<string, { code: unknown; message: string }>();
  const conflicts: AnswerConflict[] = [];
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    const m = message as Message;
    if (typeof m.method === 'string' && m.id !== undefined && m.id !== null) {
      const key = keyOf(m.id);
      methodByKey.set(key, m.method);
      lastSent.set(m.method, key);
    }
    return send(message, options);
  };
  const record = (m: Message): void => {
    if (m.method !== undefined || m.id === undefined || m.id === null || !('result' in m || 'error' in m)) return;
    const key = keyOf(m.id);
    const answer = { result: m.result, error: m.error };
    const first = answered.get(key);
    if (first !== undefined) {
      if (first !== answerDigest(answer) && conflicts.length < MAX_CONFLICTS) conflicts.push({ method: methodByKey.get(key), id: boundedId(m.id) });
    } else if (methodByKey.has(key)) {
      answered.set(key, answerDigest(answer));
      if ('result' in m && m.result !== undefined) results.set(key, m.result);
      else if (m.error !== null && typeof m.error === 'object') {
        const { code, message } = m.error as { code?: unknown; message?: unknown };
        errors.set(key, { code, message: typeof message === 'string' ? message.slice(0, 1_000) : '' });
      }
    } else if (conflicts.length < MAX_CONFLICTS) {
      conflicts.push({ id: boundedId(m.id) });
    }
  };
  // The transport calls `this.onmessage?.(…)`; whoever sets it (the client at connect, its era probe) sets what is
  // called after the tap has read the message. What is read back is the handler set, tapped: code that chains the
  // previous handler (reads it, sets its own that calls it) calls a tapped one in turn, and a message read once is
  // not read again down the chain.
  type Handler = NonNullable<Transport['onmessage']>;
  const seen = new WeakSet<object>();
  const tappedOf = new WeakMap<Handler, Handler>();
  const tap = (handler: Handler | undefined): Handler => {
    const existing = handler && tappedOf.get(handler);
    if (existing) return existing;
    const tapped: Handler = (message, extra) => {
      if (typeof message === 'object' && message !== null && !seen.has(message)) {
        seen.add(message);
        try {
          record(message as Message);
        } catch {
          // A message no digest can be made of (nested past the stack) is still the SDK's to handle.
        }
      }
      handler?.(message, extra);
    };
    if (handler) tappedOf.set(handler, tapped);
    return tapped;
  };
  let handler = transport.onmessage;
  Object.defineProperty(transport, 'onmessage', {
    configurable: true,
    enumerable: true,
    get: () => tap(handler),
    set: (value: Transport['onmessage']) => {
      handler = value;
    },
  });
  return {
    attach() {
      return {
        take(method) {
          const key = lastSent.get(method);
          if (key === undefined || !results.has(key)) return { found: false };
          const result = results.get(key);
          results.delete(key);
          lastSent.delete(method);
          return { found: true, result };
        },
        takeError(method) {
          const key = lastSent.get(method);
          const error = key === undefined ? undefined : errors.get(key);
          if (key !== undefined) errors.delete(key);
          return error;
        },
        conflicts: () => [...conflicts],
      };
    },
  };
}

function boundedId(id: unknown): unknown {
  return typeof id === 'string' && id.length > MAX_ID_TEXT ? `${id.slice(0, MAX_ID_TEXT)}…` : id;
}

// Keeps the raw JSON-RPC result of every request the client sends. On the
// 2026-07-28 era the SDK validates list results against the spec schema
// before any caller schema runs, so a malformed catalog would be rejected as
// a whole; the tap gives back exactly what the server sent, in both eras.
//
// Answers are matched to requests by id, as the SDK matches them (`Number(id)`:
// `"1"` answers request 1), and the raw result given back for a method is the
// answer to the request of that method sent last — the one being awaited —
// never a later message that answers an earlier request.
//
// It also watches for answers that contradict the exchange. A JSON-RPC peer
// answers each request once; the SDK keeps the first answer and drops the next
// as an unknown id, so a server that answers one tools/list twice, differently
// (a batch with two responses, two events on a stream, the same id spelled as
// a number and as a string), would have one of its catalogs recorded as if it
// had said nothing else. A different second answer, or an answer to a request
// the client never sent, is recorded as a conflict (the discovery is then
// incomplete: evidence the server contradicted proves nothing); an identical
// second answer is a retransmission and changes nothing.
import { isDeepStrictEqual } from 'node:util';
import type { Transport } from '@modelcontextprotocol/client';

type Message = { id?: unknown; method?: unknown; result?: unknown; error?: unknown };

export interface AnswerConflict {
  /** The method of the request answered twice; undefined for an answer to no request the tap saw sent. */
  method?: string;
  id: unknown;
}

export interface RawTap {
  /** The raw result of the answer to the last request of `method` sent, taken (and forgotten) once. */
  take(method: string): { found: true; result: unknown } | { found: false };
  /** Answers that contradict the exchange, in the order seen. */
  conflicts(): AnswerConflict[];
}

/** At most this many answers are kept to compare a second answer with (one per request; a discovery sends a few dozen). */
const MAX_ANSWERS_KEPT = 10_000;

/** Install after `client.connect()` (the client sets `onmessage` when it connects), before any request of the discovery. */
export function tapTransport(transport: Transport): RawTap {
  /** The method of each request sent, by id as the SDK reads it. */
  const methodById = new Map<number, string>();
  /** The id of the last request of each method sent. */
  const lastSent = new Map<string, number>();
  /** The first answer of each request answered: what a second answer is compared with. */
  const answered = new Map<number, Pick<Message, 'result' | 'error'>>();
  const conflicts: AnswerConflict[] = [];
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    const m = message as Message;
    if (typeof m.method === 'string' && m.id !== undefined && m.id !== null) {
      const key = Number(m.id);
      methodById.set(key, m.method);
      lastSent.set(m.method, key);
    }
    return send(message, options);
  };
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    const m = message as Message;
    if (m.method === undefined && m.id !== undefined && m.id !== null && ('result' in m || 'error' in m)) {
      const key = Number(m.id);
      const answer = { result: m.result, error: m.error };
      const first = answered.get(key);
      if (first !== undefined) {
        if (!isDeepStrictEqual(first, answer)) conflicts.push({ method: methodById.get(key), id: m.id });
      } else if (methodById.has(key)) {
        if (answered.size < MAX_ANSWERS_KEPT) answered.set(key, answer);
      } else {
        conflicts.push({ id: m.id });
      }
    }
    deliver?.(message, extra);
  };
  return {
    take(method) {
      const key = lastSent.get(method);
      if (key === undefined) return { found: false };
      const answer = answered.get(key);
      if (answer === undefined || !('result' in answer) || answer.result === undefined) return { found: false };
      lastSent.delete(method);
      return { found: true, result: answer.result };
    },
    conflicts: () => [...conflicts],
  };
}

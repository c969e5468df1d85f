// Keeps the raw JSON-RPC result of every request the client sends. On the
// 2026-07-28 era the SDK validates list results against the spec schema
// before any caller schema runs, so a malformed catalog would be rejected as
// a whole; the tap gives back exactly what the server sent, in both eras.
//
// It also watches for a second answer to a request already answered. A
// JSON-RPC peer answers each request once; the SDK keeps the first answer and
// drops the next as an unknown id, so a server that answers one tools/list
// twice, differently (a batch with two responses, two events on a stream),
// would have one of its two catalogs recorded as if it had said nothing else.
// A different second answer is recorded as a conflict (the discovery is then
// incomplete: evidence the server contradicted proves nothing); an identical
// one is a retransmission and changes nothing.
import { isDeepStrictEqual } from 'node:util';
import type { Transport } from '@modelcontextprotocol/client';

type Message = { id?: string | number; method?: string; result?: unknown; error?: unknown };

export interface AnswerConflict {
  method: string;
  id: string | number;
}

export interface RawTap {
  /** The raw result of the latest response to `method`, taken (and forgotten) once. */
  take(method: string): { found: true; result: unknown } | { found: false };
  /** Requests the server answered twice with different answers, in the order seen. */
  conflicts(): AnswerConflict[];
}

/** At most this many answers are kept to compare a second answer with (one per request; a discovery sends a few dozen). */
const MAX_ANSWERS_KEPT = 10_000;

/** Install after `client.connect()`: the client sets `onmessage` when it connects. */
export function tapTransport(transport: Transport): RawTap {
  const methodById = new Map<string | number, string>();
  const latest = new Map<string, unknown>();
  /** The first answer of each request answered: what a second answer is compared with. */
  const answered = new Map<string | number, { method: string; answer: Pick<Message, 'result' | 'error'> }>();
  const conflicts: AnswerConflict[] = [];
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    const m = message as Message;
    if (m.method !== undefined && m.id !== undefined) methodById.set(m.id, m.method);
    return send(message, options);
  };
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    const m = message as Message;
    const isAnswer = m.id !== undefined && m.method === undefined && ('result' in m || 'error' in m);
    if (isAnswer && methodById.has(m.id!)) {
      const method = methodById.get(m.id!)!;
      if ('result' in m) latest.set(method, m.result);
      methodById.delete(m.id!);
      if (answered.size < MAX_ANSWERS_KEPT) answered.set(m.id!, { method, answer: { result: m.result, error: m.error } });
    } else if (isAnswer && answered.has(m.id!)) {
      const first = answered.get(m.id!)!;
      if (!isDeepStrictEqual(first.answer, { result: m.result, error: m.error })) conflicts.push({ method: first.method, id: m.id! });
    }
    deliver?.(message, extra);
  };
  return {
    take(method) {
      if (!latest.has(method)) return { found: false };
      const result = latest.get(method);
      latest.delete(method);
      return { found: true, result };
    },
    conflicts: () => [...conflicts],
  };
}

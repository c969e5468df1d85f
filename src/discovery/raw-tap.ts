// Keeps the raw JSON-RPC result of every request the client sends. On the
// 2026-07-28 era the SDK validates list results against the spec schema
// before any caller schema runs, so a malformed catalog would be rejected as
// a whole; the tap gives back exactly what the server sent, in both eras.
import type { Transport } from '@modelcontextprotocol/client';

type Message = { id?: string | number; method?: string; result?: unknown };

export interface RawTap {
  /** The raw result of the latest response to `method`, taken (and forgotten) once. */
  take(method: string): { found: true; result: unknown } | { found: false };
}

/** Install after `client.connect()`: the client sets `onmessage` when it connects. */
export function tapTransport(transport: Transport): RawTap {
  const methodById = new Map<string | number, string>();
  const latest = new Map<string, unknown>();
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    const m = message as Message;
    if (m.method !== undefined && m.id !== undefined) methodById.set(m.id, m.method);
    return send(message, options);
  };
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    const m = message as Message;
    if (m.id !== undefined && 'result' in m && methodById.has(m.id)) {
      latest.set(methodById.get(m.id)!, m.result);
      methodById.delete(m.id);
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
  };
}

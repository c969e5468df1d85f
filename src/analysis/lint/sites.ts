// Text sites: every string of a tool definition (values and keys) with the
// lazily built JSON pointer of where it stands.
import type { JsonObject, JsonValue } from '../../types.js';
import { truncate } from './text.js';

// JSON pointers are built lazily from parent links, so a deep schema costs
// nothing until something in it is reported; reported pointers are bounded.
export interface PathNode {
  parent: PathNode | null;
  key: string;
}

const MAX_POINTER_SEGMENTS = 48;
export const MAX_SEGMENT = 120;

export function pointerOf(path: PathNode | null): string {
  const keys: string[] = [];
  for (let node = path; node; node = node.parent) keys.push(node.key);
  keys.reverse();
  const shown = keys.length > MAX_POINTER_SEGMENTS ? [...keys.slice(0, 24), '…', ...keys.slice(-23)] : keys;
  return shown.map((key) => `/${truncate(key, MAX_SEGMENT).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function child(parent: PathNode | null, key: string): PathNode {
  return { parent, key };
}

/** name: the tool name; prose: descriptions and titles; value: other strings; key: object keys (property names…). */
export type SiteKind = 'name' | 'prose' | 'value' | 'key';

export interface Site {
  path: PathNode;
  text: string;
  kind: SiteKind;
}

const TOOL_FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution'] as const;
const PROSE_KEYS = new Set(['description', 'title']);

/** Every string of the definition (values and keys), in document order; iterative, so depth cannot overflow the stack. */
export function collectSites(definition: JsonObject): { sites: Site[]; propertyNames: Set<string> } {
  const sites: Site[] = [];
  const propertyNames = new Set<string>();
  const seen = new WeakSet<object>();
  type Frame = { value: JsonValue; path: PathNode; key: string; parentKey: string | null };
  for (const field of TOOL_FIELDS) {
    const top = definition[field];
    if (top === undefined) continue;
    const stack: Frame[] = [{ value: top, path: child(null, field), key: field, parentKey: null }];
    while (stack.length > 0) {
      const frame = stack.pop()!;
      const { value, path } = frame;
      if (typeof value === 'string') {
        const kind: SiteKind = frame.parentKey === null ? (field === 'name' ? 'name' : PROSE_KEYS.has(field) ? 'prose' : 'value') : PROSE_KEYS.has(frame.key) ? 'prose' : 'value';
        sites.push({ path, text: value, kind });
        continue;
      }
      if (value === null || typeof value !== 'object') continue;
      if (seen.has(value)) continue;
      seen.add(value);
      const next: Frame[] = [];
      if (Array.isArray(value)) {
        value.forEach((item, index) => next.push({ value: item, path: child(path, String(index)), key: String(index), parentKey: frame.key }));
      } else {
        for (const [key, item] of Object.entries(value)) {
          const memberPath = child(path, key);
          sites.push({ path: memberPath, text: key, kind: 'key' });
          if (frame.key === 'properties') propertyNames.add(key.toLowerCase());
          next.push({ value: item, path: memberPath, key, parentKey: frame.key });
        }
      }
      for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]);
    }
  }
  return { sites, propertyNames };
}

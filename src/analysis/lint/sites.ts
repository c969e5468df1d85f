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
// (A schema's `$comment` is prose as much: the model reads it with the rest — red team 55's orders in it.)
const PROSE_KEYS = new Set(['description', 'title', '$comment']);

/**
 * The tool's own words, lowercased: its parameter names, and the values it takes (enum members, consts). A token of
 * the tool's text that is one is no reference to another server's tool of that name; a value named in a directive
 * ("always call send_email") still is (see findReferences).
 */
export interface OwnWords {
  params: Set<string>;
  values: Set<string>;
}

/**
 * Keys and values (not names, not prose) already known to yield nothing: no
 * character outside printable ASCII and no pattern match. Catalogs repeat the
 * same few hundred schema keys and values in every tool; a quiet one is not
 * made a site again (see lintTool).
 */
export interface QuietTexts {
  keys: Set<string>;
  values: Set<string>;
}

/**
 * Every string of the definition (values and keys), in document order, but
 * the keys and values of `quiet`; iterative, so depth cannot overflow the stack.
 */
export function collectSites(definition: JsonObject, quiet?: QuietTexts, fields: readonly string[] = TOOL_FIELDS): { sites: Site[]; ownWords: OwnWords } {
  const sites: Site[] = [];
  const ownWords: OwnWords = { params: new Set(), values: new Set() };
  const seen = new Set<object>();
  // The walk's stack as parallel arrays (no object per frame): a value, the
  // path of its parent, the key it stands under there and the key its parent
  // stands under. A value's own path node is made only when something needs
  // it: a site, or children to point back to it (most leaves are quiet).
  const values: JsonValue[] = [];
  const parents: (PathNode | null)[] = [];
  const keys: string[] = [];
  const parentKeys: (string | null)[] = [];
  for (const field of fields) {
    const top = definition[field];
    if (top === undefined) continue;
    values.push(top);
    parents.push(null);
    keys.push(field);
    parentKeys.push(null);
    while (values.length > 0) {
      const value = values.pop()!;
      const parent = parents.pop()!;
      const key = keys.pop()!;
      const parentKey = parentKeys.pop()!;
      if (typeof value === 'string') {
        // An enum member (an index under `enum`, not a property named enum) or a const: a value the model passes to this tool.
        if (key === 'const' || (parentKey === 'enum' && /^\d+$/.test(key))) ownWords.values.add(value.toLowerCase());
        const kind: SiteKind = parentKey === null ? (field === 'name' ? 'name' : PROSE_KEYS.has(field) ? 'prose' : 'value') : PROSE_KEYS.has(key) ? 'prose' : 'value';
        if (kind !== 'value' || !quiet?.values.has(value)) sites.push({ path: child(parent, key), text: value, kind });
        continue;
      }
      if (value === null || typeof value !== 'object') continue;
      if (seen.has(value)) continue;
      seen.add(value);
      const path = child(parent, key);
      // Children are pushed last first, so they are visited in document order.
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) {
          values.push(value[i]);
          parents.push(path);
          keys.push(String(i));
          parentKeys.push(key);
        }
      } else {
        // Object.entries, not value[key]: a `__proto__` member is an own property here.
        const members = Object.entries(value);
        for (let m = 0; m < members.length; m++) {
          const member = members[m][0];
          if (!quiet?.keys.has(member)) sites.push({ path: child(path, member), text: member, kind: 'key' });
          if (key === 'properties') ownWords.params.add(member.toLowerCase());
        }
        for (let m = members.length - 1; m >= 0; m--) {
          values.push(members[m][1]);
          parents.push(path);
          keys.push(members[m][0]);
          parentKeys.push(key);
        }
      }
    }
  }
  return { sites, ownWords };
}

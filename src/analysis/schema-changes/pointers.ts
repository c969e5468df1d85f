// JSON pointers (RFC 6901) and the human words of a change: subjects, clipped values.

import { canonical } from './json.js';

function escapeSegment(segment: string): string {
  if (!segment.includes('~') && !segment.includes('/')) return segment;
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function child(pointer: string, ...segments: (string | number)[]): string {
  return pointer + segments.map((s) => `/${escapeSegment(String(s))}`).join('');
}

// Controls, separators and invisible characters: shown as \u{…} so a message is one visible line.
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF\u{E0000}-\u{E007F}]/gu;
const MAX_SHOWN = 60;

export function clip(text: string, max = MAX_SHOWN): string {
  const safe = text.replace(UNSAFE, (ch) => `\\u{${ch.codePointAt(0)!.toString(16).toUpperCase()}}`);
  return safe.length > max ? `${safe.slice(0, max)}…` : safe;
}

export function nameText(name: string): string {
  return /^[A-Za-z0-9_$@.-]{1,60}$/.test(name) ? name : clip(JSON.stringify(name));
}

export function valueText(value: unknown): string {
  if (value === undefined) return 'absent';
  // (More than MAX_SHOWN characters of the canonical text clip as the whole text does.)
  return clip(canonical(value, MAX_SHOWN));
}

export function valuesText(values: unknown[]): string {
  const shown = values.slice(0, 5).map(valueText).join(', ');
  return values.length > 5 ? `${shown} and ${values.length - 5} more` : shown;
}

const IN_PLACE: Record<string, string> = {
  additionalProperties: '(additional properties)',
  unevaluatedProperties: '(unevaluated properties)',
  additionalItems: '[additional items]',
  unevaluatedItems: '[unevaluated items]',
};

/** Human subject of a schema pointer: "schema", "property filter.mode", "property tags[]". */
export function subject(pointer: string): string {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment);
  let path = '';
  let property = true;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i];
    const next = segments[i + 1];
    if (seg === 'properties' && next !== undefined) {
      path += `${path ? '.' : ''}${nameText(next)}`;
      i++;
    } else if ((seg === '$defs' || seg === 'definitions') && next !== undefined) {
      path = `${seg}.${nameText(next)}`;
      property = false;
      i++;
    } else if ((seg === 'items' || seg === 'prefixItems') && next !== undefined && /^\d+$/.test(next)) {
      path += `[${next}]`;
      i++;
    } else if (seg === 'items') {
      path += '[]';
    } else if (IN_PLACE[seg]) {
      path += IN_PLACE[seg];
    } else if ((seg === 'anyOf' || seg === 'oneOf' || seg === 'allOf') && next !== undefined) {
      path += `(${seg} ${next})`;
      i++;
    } else if ((seg === 'patternProperties' || seg === 'dependentSchemas') && next !== undefined) {
      path += `(${seg} ${nameText(next)})`;
      i++;
    } else {
      path += `(${nameText(seg)})`;
    }
  }
  if (path === '') return 'schema';
  return property && !path.startsWith('(') && !path.startsWith('[') ? `property ${path}` : `schema ${path}`;
}

/** More segments than any schema nests (a $ref's pointer: see unusedDefinitions). */
export const MAX_REF_SEGMENTS = 256;

/** Whether a pointer has more than `max` segments. */
export function segmentsOver(pointer: string, max: number): boolean {
  let n = 0;
  for (let i = pointer.indexOf('/'); i >= 0; i = pointer.indexOf('/', i + 1)) if (++n > max) return true;
  return false;
}

/** Whether `pointer` is one of `set`'s pointers or inside one (its prefixes looked up: no scan of the set). */
export function underAny(set: Set<string>, pointer: string): boolean {
  for (let at = pointer; at !== ''; at = at.slice(0, at.lastIndexOf('/'))) if (set.has(at)) return true;
  return false;
}

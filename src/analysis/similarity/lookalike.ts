// Names that look alike to a reader without being one name: `send_emai1`
// beside `send_email`, `delete_fiIe` (a capital I) beside `delete_file`,
// `c0nfig` beside `config`, `modem` and `modern`. exact_name folds what a
// model reads as the same name (case, separators, letters of other scripts);
// these names stay different once folded, yet a reviewer approving one, or
// reading a log of calls, takes one for the other. Pure.
//
// A name's reading is its exact_name fold with the glyphs that look alike
// brought together: a vertical stroke (capital I and its Greek and Cyrillic
// twins, the digit 1, `|`, the palochka, the dental click) is `*`, which reads
// as l or i; the digit 0 reads as o; `rn` as m and `vv` as w. A lower-case l
// and a lower-case i stay themselves: `mail` and `mall` do not look alike.
// Two names look alike when their readings are equal position by position,
// `*` matching `*`, `l` or `i`.
import { foldConfusables } from '../../util/confusables.js';

/** Glyphs that are a bare vertical stroke in common fonts: read as l or i. */
const STROKES = new Set(['I', '1', '|', '\u0399', '\u0406', '\u04c0', '\u04cf', '\u01c0', '\u05c0', '\u2223', '\u2758', '\uff5c']);
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** How a name reads once look-alike glyphs are brought together ('' for a name with no letter or digit). */
export function readingOf(name: string): string {
  let folded: string;
  if (ASCII_ONLY.test(name)) folded = name.replace(/[I1|]/g, '*').toLowerCase().replace(/[^a-z0-9*]+/g, '');
  else {
    folded = '';
    for (const ch of name.normalize('NFKC')) folded += STROKES.has(ch) ? '*' : foldConfusables(ch.toLowerCase());
    folded = folded.replace(/[^\p{L}\p{N}*]+/gu, '');
  }
  return folded.replace(/0/g, 'o').replace(/rn/g, 'm').replace(/vv/g, 'w');
}

/** The key under which names that may look alike meet: a reading with l, i and strokes as one. */
export function lookalikeKey(reading: string): string {
  return reading.replace(/[*i]/g, 'l');
}

/** Whether two readings of one lookalikeKey look alike: equal, a stroke where the other has l, i or a stroke. */
export function readingsMatch(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) {
    const x = a[k];
    const y = b[k];
    if (x === y || x === '*' || y === '*') continue;
    return false;
  }
  return true;
}

/** Above this many readings under one key, every name of the key is taken for a look-alike of every other (bounded work). */
const READINGS_COMPARED = 64;

/**
 * Groups of names that look alike: each group links names by readingsMatch,
 * or by sameName (exact_name's key: one name spelled two ways is one name
 * here), and holds at least two names that sameName tells apart. Groups and
 * names in the order names come.
 */
export function lookalikeGroups(names: readonly string[], sameName: (name: string) => string): string[][] {
  const byKey = new Map<string, string[]>();
  const readings = new Map<string, string>();
  for (const name of new Set(names)) {
    const reading = readingOf(name);
    if (reading === '') continue;
    readings.set(name, reading);
    const key = lookalikeKey(reading);
    const list = byKey.get(key);
    if (list) list.push(name);
    else byKey.set(key, [name]);
  }
  const groups: string[][] = [];
  for (const list of byKey.values()) {
    if (list.length < 2 || new Set(list.map(sameName)).size < 2) continue;
    // Union-find over the names of the key.
    const parent = list.map((_, i) => i);
    const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
    const join = (i: number, j: number) => {
      parent[find(i)] = find(j);
    };
    const firstOfName = new Map<string, number>();
    list.forEach((name, i) => {
      const key = sameName(name);
      const first = firstOfName.get(key);
      if (first === undefined) firstOfName.set(key, i);
      else join(i, first);
    });
    const distinct = new Map<string, number>();
    list.forEach((name, i) => {
      const reading = readings.get(name)!;
      const first = distinct.get(reading);
      if (first === undefined) distinct.set(reading, i);
      else join(i, first);
    });
    const heads = [...distinct.entries()];
    if (heads.length > READINGS_COMPARED) heads.forEach(([, i]) => join(i, heads[0][1]));
    else for (let a = 0; a < heads.length; a++) for (let b = a + 1; b < heads.length; b++) if (readingsMatch(heads[a][0], heads[b][0])) join(heads[a][1], heads[b][1]);
    const components = new Map<number, string[]>();
    list.forEach((name, i) => {
      const root = find(i);
      const members = components.get(root);
      if (members) members.push(name);
      else components.set(root, [name]);
    });
    for (const members of components.values()) if (new Set(members.map(sameName)).size >= 2) groups.push(members);
  }
  return groups;
}

/** Where two names part: the code points of each between their common start and end (`1` and `l` in send_emai1, send_email). */
export function differingParts(a: string, b: string): [string, string] {
  const x = Array.from(a);
  const y = Array.from(b);
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let end = 0;
  while (end < x.length - start && end < y.length - start && x[x.length - 1 - end] === y[y.length - 1 - end]) end++;
  return [x.slice(start, x.length - end).join(''), y.slice(start, y.length - end).join('')];
}

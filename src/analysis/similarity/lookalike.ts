// Names that look alike to a reader without being one name: `send_emai1`
// beside `send_email`, `delete_fiIe` (a capital I) beside `delete_file`,
// `sendМessage` with a Cyrillic М, `c0nfig` beside `config`, `modem` and
// `modern`. exact_name folds what a model reads as the same name (case,
// separators, lower-case letters of other scripts); these names stay
// different once folded, yet a reviewer approving one, or reading a log of
// calls, takes one for the other. Pure.
//
// A name's reading is made of the characters as they look:
//  - a character of another script reads as its prototype in Unicode's
//    confusables (UTS #39, through the `unhomoglyph` data: Cyrillic М is M,
//    Greek Ν is N, Lisu ꓲ and Arabic ١ are strokes); accents and other
//    combining marks are dropped (a dot below is easily missed);
//  - a bare vertical stroke is `*`, which reads as l or i: the digit 1, `|`,
//    every character whose prototype is l, and a capital I in a name that has
//    lower-case letters (among capitals, I is a letter: GET_MAIL is not
//    GET_MALL);
//  - the digit 0 reads as o; `rn` as m, `vv` as w (not `cl` as d: c1ty
//    would then read as dty, not as city);
//  - case, separators and invisible characters are folded as exact_name
//    folds them.
// A lower-case l and a lower-case i stay themselves: `mail` and `mall` do not
// look alike. Two names look alike when their readings are equal position by
// position, `*` matching `*`, `l` or `i`.
import HOMOGLYPHS from 'unhomoglyph/data.json' with { type: 'json' };
import { foldConfusables } from '../../util/confusables.js';

const PROTOTYPES = HOMOGLYPHS as Readonly<Record<string, string>>;
const ASCII_PROTOTYPE = /^[\x21-\x7e]+$/;

/** One character of a reading, and the characters of the name it reads (for showing where two names part). */
export interface ReadToken {
  c: string;
  source: string;
}

/** Invisible characters (read as nothing) and combining marks (dropped from the letter they sit on). */
const IGNORED = /[\p{Mn}\p{Me}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const KEPT = /^[\p{L}\p{N}*]$/u;

/** How one character of a name looks: '' when it reads as nothing (a separator, a mark). */
function readChar(ch: string, capitalIsStroke: boolean): string {
  if (ch === 'I') return capitalIsStroke ? '*' : 'i';
  if (ch === '1' || ch === '|') return '*';
  if (ch.charCodeAt(0) < 0x80) return ch.toLowerCase();
  const prototype = PROTOTYPES[ch];
  // A character of another script that passes for ASCII: what it passes for (its strokes as strokes).
  if (prototype !== undefined && ASCII_PROTOTYPE.test(prototype)) {
    let out = '';
    for (const p of prototype) out += p === 'l' || p === 'I' || p === '1' || p === '|' ? '*' : p.toLowerCase();
    return out;
  }
  return foldConfusables(ch.toLowerCase());
}

/** Pairs of letters that read as one: `rn` as m, `vv` as w. */
const LIGATURES: Readonly<Record<string, string>> = { rn: 'm', vv: 'w' };

/** How a name reads, character by character ([] for a name with no letter or digit). */
export function readingTokens(name: string): ReadToken[] {
  const text = name.normalize('NFKC');
  const capitalIsStroke = /\p{Ll}/u.test(text);
  const tokens: ReadToken[] = [];
  for (const ch of text) {
    const bare = ch.normalize('NFD').replace(IGNORED, '');
    for (const base of bare) {
      for (const c of readChar(base, capitalIsStroke)) {
        if (KEPT.test(c)) tokens.push({ c: c === '0' ? 'o' : c, source: ch });
      }
    }
  }
  const out: ReadToken[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const pair = k + 1 < tokens.length ? LIGATURES[tokens[k].c + tokens[k + 1].c] : undefined;
    if (pair !== undefined) {
      out.push({ c: pair, source: tokens[k].source + tokens[k + 1].source });
      k++;
    } else out.push(tokens[k]);
  }
  return out;
}

/** How a name reads once look-alike glyphs are brought together ('' for a name with no letter or digit). */
export function readingOf(name: string): string {
  return readingTokens(name)
    .map((t) => t.c)
    .join('');
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

export interface LookalikeGroup {
  /** The names of the group, in the order they came. */
  names: string[];
  /** Two names of the group that look alike and that exact_name tells apart (to show where they part). */
  pair: [string, string];
}

/**
 * Groups of names that look alike: each group links names by readingsMatch,
 * or by sameName (exact_name's key: one name spelled two ways is one name
 * here), and holds at least two names that sameName tells apart.
 */
export function lookalikeGroups(names: readonly string[], sameName: (name: string) => string): LookalikeGroup[] {
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
  const groups: LookalikeGroup[] = [];
  for (const list of byKey.values()) {
    if (list.length < 2 || new Set(list.map(sameName)).size < 2) continue;
    const parent = list.map((_, i) => i);
    const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
    const join = (i: number, j: number) => {
      parent[find(i)] = find(j);
    };
    // The first pair of look-alikes exact_name tells apart, by the component it ends in.
    const edges: [number, number][] = [];
    const sameNameFirst = new Map<string, number>();
    const readingFirst = new Map<string, number>();
    list.forEach((name, i) => {
      const key = sameName(name);
      const first = sameNameFirst.get(key);
      if (first === undefined) sameNameFirst.set(key, i);
      else join(i, first);
      const reading = readings.get(name)!;
      const same = readingFirst.get(reading);
      if (same === undefined) readingFirst.set(reading, i);
      else {
        join(i, same);
        edges.push([same, i]);
      }
    });
    const heads = [...readingFirst.entries()];
    if (heads.length > READINGS_COMPARED) {
      heads.forEach(([, i]) => join(i, heads[0][1]));
      for (const [, i] of heads) edges.push([heads[0][1], i]);
    } else {
      for (let a = 0; a < heads.length; a++) {
        for (let b = a + 1; b < heads.length; b++) {
          if (!readingsMatch(heads[a][0], heads[b][0])) continue;
          join(heads[a][1], heads[b][1]);
          edges.push([heads[a][1], heads[b][1]]);
        }
      }
    }
    const components = new Map<number, string[]>();
    list.forEach((name, i) => {
      const root = find(i);
      const members = components.get(root);
      if (members) members.push(name);
      else components.set(root, [name]);
    });
    for (const [root, members] of components) {
      if (new Set(members.map(sameName)).size < 2) continue;
      // Shown: preferably a name read without a stroke (the genuine one, likely) beside one that imitates it.
      const strokes = (i: number) => readings.get(list[i])!.split('*').length - 1;
      let edge: [number, number] | undefined;
      for (const candidate of edges) {
        const [i, j] = candidate;
        if (find(i) !== root || sameName(list[i]) === sameName(list[j])) continue;
        if (edge === undefined || Math.min(strokes(i), strokes(j)) < Math.min(strokes(edge[0]), strokes(edge[1]))) edge = candidate;
      }
      if (edge === undefined) continue;
      groups.push({ names: members, pair: [list[edge[0]], list[edge[1]]] });
    }
  }
  return groups;
}

/**
 * Where two look-alike names part, reading position by reading position: the characters of each that differ
 * (case aside), at most `max` places (`["1", "l"]` for send_emai1 and send_email; `["rn", "m"]` for modern and modem).
 */
export function differingParts(a: string, b: string, max = 3): [string, string][] {
  const x = readingTokens(a);
  const y = readingTokens(b);
  const parts: [string, string][] = [];
  for (let k = 0; k < Math.min(x.length, y.length) && parts.length < max; k++) {
    if (x[k].source.toLowerCase() === y[k].source.toLowerCase()) continue;
    const last = parts[parts.length - 1];
    // A character read as two (ǁ as two strokes) is shown once.
    if (k > 0 && x[k].source === x[k - 1].source && y[k].source === y[k - 1].source && last) continue;
    parts.push([x[k].source, y[k].source]);
  }
  return parts;
}

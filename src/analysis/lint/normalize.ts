// Normalised text for matching: what the instruction patterns, the reference
// index and the exfiltration asks read, with a map back to original offsets.
import { CONFUSABLES } from '../../util/confusables.js';
import { hiddenKind, isControl, PLAIN } from './characters.js';

// Text is matched lowercased, NFKC-folded (fullwidth letters, ligatures),
// with invisible, control and combining characters removed (so "ig\u200Bnore" still
// reads "ignore") and a few look-alike letters folded to ASCII. `map` gives
// each normalised UTF-16 unit's offset in the original text (null when the
// text is printable ASCII: offsets are the same). It is built on first use:
// most texts match nothing, and never need an offset mapped back.
export interface Normalized {
  readonly norm: string;
  readonly map: number[] | null;
}

const foldCache = new Map<number, string>();
const NONSPACING_MARK = /^\p{Mn}$/u;

function fold(cp: number): string {
  let out = foldCache.get(cp);
  if (out !== undefined) return out;
  // Invisible, control and lone combining characters are read as nothing ("ignore̲" reads "ignore").
  if (hiddenKind(cp) !== null || isControl(cp) || NONSPACING_MARK.test(String.fromCodePoint(cp))) {
    out = '';
  } else {
    const lowered = String.fromCodePoint(cp).normalize('NFKC').toLowerCase();
    out = '';
    // Lowercasing can add a mark (İ is i + U+0307): read without it, as a lone mark is.
    for (const ch of lowered) if (!NONSPACING_MARK.test(ch)) out += CONFUSABLES[ch.codePointAt(0)!] ?? ch;
  }
  if (foldCache.size < 4096) foldCache.set(cp, out);
  return out;
}

// The pattern scan and the reference scan read the same text one after the
// other: the last text's normalised form is kept for the second (read-only).
let lastText: string | undefined;
let lastNormalized: Normalized | undefined;

export function normalize(text: string): Normalized {
  if (text === lastText) return lastNormalized!;
  const normalized = normalizeText(text);
  lastText = text;
  lastNormalized = normalized;
  return normalized;
}

/** A mark that joins the character before it (combining marks, and the vowel and final jamo of decomposed Hangul). */
const JOINING = /^[\p{M}\u1160-\u11ff\ud7b0-\ud7ff]$/u;

/**
 * A character of another script than Latin written decomposed (й as и + U+0306, ザ as サ + U+3099, Hangul as
 * jamo) reads as its composed form: it looks the same, and the patterns are written composed. Latin letters keep
 * reading without their marks ("ignore̲" reads "ignore").
 */
function composedCluster(text: string, i: number, cp: number, size: number): { end: number; text: string } | undefined {
  if (cp < 0x250) return undefined;
  let end = i + size;
  while (end < text.length) {
    const next = text.codePointAt(end)!;
    if (!JOINING.test(String.fromCodePoint(next))) break;
    end += next > 0xffff ? 2 : 1;
  }
  return end === i + size ? undefined : { end, text: text.slice(i, end).normalize('NFKC') };
}

/** The normalised text with its offsets map built on first use (see mapped()). */
class LazyNormalized implements Normalized {
  private offsets: number[] | undefined;
  constructor(
    private readonly text: string,
    readonly norm: string,
  ) {}
  get map(): number[] {
    if (this.offsets === undefined) {
      const { norm, map } = mapped(this.text);
      // Both walks read the text the same way: a difference is a bug, never a silent misplacement.
      if (norm !== this.norm) throw new Error('normalize: the fast and the mapped walks disagree');
      this.offsets = map;
    }
    return this.offsets;
  }
}

/** A normalised text with another normalised string of the same length (separators read as spaces): the same offsets. */
export function withNorm(n: Normalized, norm: string): Normalized {
  if (norm.length !== n.norm.length) throw new Error('withNorm: the offsets map needs a string of the same length');
  return {
    norm,
    get map() {
      return n.map;
    },
  };
}

/** ASCII that reads as itself (lowercased): printable, tab, line feed, carriage return. */
function plainAscii(c: number): boolean {
  return c < 0x80 && (c >= 0x20 ? c !== 0x7f : c === 0x09 || c === 0x0a || c === 0x0d);
}

function normalizeText(text: string): Normalized {
  if (PLAIN.test(text)) return { norm: text.toLowerCase(), map: null };
  // Runs of plain ASCII are copied as slices; only the other characters are read one at a time.
  const parts: string[] = [];
  let run = 0;
  for (let i = 0; i < text.length; ) {
    if (plainAscii(text.charCodeAt(i))) {
      i++;
      continue;
    }
    if (run < i) parts.push(text.slice(run, i).toLowerCase());
    i = readOne(text, i, (out) => parts.push(out));
    run = i;
  }
  if (run < text.length) parts.push(text.slice(run).toLowerCase());
  return new LazyNormalized(text, parts.join(''));
}

/**
 * Reads the character at i (with what joins it, see composedCluster), gives its normalised form to `emit` (per
 * character of a composed cluster, with the cluster's first offset), and returns where the next one starts.
 */
function readOne(text: string, i: number, emit: (out: string, at: number) => void): number {
  const cp = text.codePointAt(i)!;
  const size = cp > 0xffff ? 2 : 1;
  const cluster = cp < 0x80 ? undefined : composedCluster(text, i, cp, size);
  if (cluster) {
    // Every unit of the composed cluster maps back to its first character.
    for (const ch of cluster.text) emit(fold(ch.codePointAt(0)!), i);
    return cluster.end;
  }
  emit(cp < 0x80 ? (isControl(cp) ? '' : String.fromCharCode(cp).toLowerCase()) : fold(cp), i);
  return i + size;
}

/** The normalised text with each unit's original offset, character by character. */
function mapped(text: string): { norm: string; map: number[] } {
  const parts: string[] = [];
  const map: number[] = [];
  const emit = (out: string, at: number) => {
    for (let k = 0; k < out.length; k++) map.push(at);
    parts.push(out);
  };
  for (let i = 0; i < text.length; ) i = readOne(text, i, emit);
  return { norm: parts.join(''), map };
}

/** Original [start, end) of a normalised range. */
export function originalRange(n: Normalized, text: string, start: number, end: number): [number, number] {
  if (!n.map) return [start, end];
  if (n.map.length === 0) return [0, 0];
  const s = n.map[Math.min(start, n.map.length - 1)];
  const last = n.map[Math.max(0, Math.min(end, n.map.length) - 1)];
  return [s, last + ((text.codePointAt(last) ?? 0) > 0xffff ? 2 : 1)];
}

// Tool keys of the catalog (and tool entries of waivers): `<label>/<name>`,
// where `*` in the name is any run of characters (even none) and `\*`, `\\`
// are a literal star and backslash. A server may name a tool `*` or `get_*`:
// written as a key, such a name is escaped, so that it declares that one tool
// and never becomes a wildcard over tools added later.
//
// Matching is linear in the name: the pieces between stars are found left to
// right with indexOf (no regular expression, so no backtracking on a name
// that nearly matches a pattern with many stars).

export interface ToolPattern {
  /** The key as written. */
  key: string;
  /** The server label (always literal). */
  label: string;
  /** Literal pieces of the name between unescaped stars (one piece: no star, an exact key). */
  pieces: string[];
  /** Number of literal characters (to rank patterns: the most specific wins). */
  literal: number;
}

/** Parses `<label>/<name>`; undefined when there is no label. */
export function parseToolKey(key: string): ToolPattern | undefined {
  const slash = key.indexOf('/');
  if (slash <= 0) return undefined;
  const name = key.slice(slash + 1);
  const pieces: string[] = [];
  let piece = '';
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === '\\' && (name[i + 1] === '*' || name[i + 1] === '\\')) piece += name[++i];
    else if (c === '*') {
      pieces.push(piece);
      piece = '';
    } else piece += c;
  }
  pieces.push(piece);
  return { key, label: key.slice(0, slash), pieces, literal: pieces.reduce((n, p) => n + p.length, 0) };
}

/** True when the key has a wildcard (an unescaped `*`). */
export function isPattern(p: ToolPattern): boolean {
  return p.pieces.length > 1;
}

/** The runtime id an exact key declares (escapes removed). */
export function exactId(p: ToolPattern): string {
  return `${p.label}/${p.pieces[0]}`;
}

/** Whether a tool name matches the pattern's name part: first piece a prefix, last a suffix, the others in order between. */
export function matchesName(p: ToolPattern, name: string): boolean {
  const { pieces } = p;
  if (pieces.length === 1) return name === pieces[0];
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  if (name.length < first.length + last.length || !name.startsWith(first) || !name.endsWith(last)) return false;
  let at = first.length;
  const end = name.length - last.length;
  for (let k = 1; k < pieces.length - 1; k++) {
    const found = name.indexOf(pieces[k], at);
    if (found < 0 || found + pieces[k].length > end) return false;
    at = found + pieces[k].length;
  }
  return true;
}

/** A character no pattern piece holds in practice; a piece that holds it makes within() answer no. */
const STAR = '\u0000';

/**
 * Whether every name `p` matches, `q` matches too (p is as specific as q, or more): q matches p's own text with
 * p's stars written as a character no piece of q holds, which only q's stars can then cover. Sufficient, and exact
 * for the patterns people write (`label/get_*` within `label/*`; `label/get_*` and `label/*_record` within neither).
 */
export function within(p: ToolPattern, q: ToolPattern): boolean {
  if (p.label !== q.label || q.pieces.some((piece) => piece.includes(STAR))) return false;
  return matchesName(q, p.pieces.join(STAR));
}

/** The catalog key that declares exactly this runtime id: `*` and `\` in the tool name escaped. */
export function keyForId(runtimeId: string): string {
  const slash = runtimeId.indexOf('/');
  return runtimeId.slice(0, slash + 1) + runtimeId.slice(slash + 1).replace(/[\\*]/g, '\\$&');
}

// Where a path of a JSON text (the lock) is written: the line and column of a
// member's key or value, for messages and SARIF locations. jsonc-parser's
// scanner reads the tokens (keys decoded, as JSON.parse reads them); the
// members of the root and of its objects (the lock's `servers` and `tools`)
// are indexed in one pass on first use, and a deeper path is read from its
// indexed ancestor's value to the member it names, skipping the values of
// the others. No recursion (any depth JSON.parse reads), linear in the text,
// no tree of the whole file: a 20 MB lock is indexed in a fraction of a
// second, where the YAML parser it replaces took about seven.
import { createScanner, SyntaxKind, type JSONScanner } from 'jsonc-parser';
import type { Locate, SourcePosition } from './validate.js';

/** Where a member is written: the offset of its key (-1 for an array item) and of its value's first token. */
interface Place {
  key: number;
  value: number;
}

/** The members of an object read once: each key's place (the first occurrence of a key repeated), and, when indexed, theirs. */
interface Indexed {
  places: Map<string, Place>;
  children: Map<string, Indexed>;
}

/** A locator over JSON text, indexed on first use (a locator that is never asked reads nothing). */
export function jsonTextLocator(text: string): Locate {
  let root: { place: Place; members: Indexed | null } | null | undefined;
  let lines: LineStarts | undefined;
  const position = (offset: number): SourcePosition => (lines ??= new LineStarts(text)).position(offset);
  return (path, at = 'value') => {
    if (root === undefined) root = indexRoot(text);
    if (root === null) return undefined;
    let place = root.place;
    let members = root.members;
    let depth = 0;
    // Through the index as far as it goes, then along the text.
    for (; depth < path.length && members; depth++) {
      const found = members.places.get(path[depth]);
      if (!found) return undefined;
      place = found;
      members = members.children.get(path[depth]) ?? null;
    }
    if (depth < path.length) {
      const scanner = createScanner(text, true);
      for (; depth < path.length; depth++) {
        const found = memberOf(scanner, place.value, path[depth]);
        if (!found) return undefined;
        place = found;
      }
    }
    return position(at === 'key' && place.key >= 0 ? place.key : place.value);
  };
}

/** The root's place, with the members of the root and of its objects' members indexed (two levels). */
function indexRoot(text: string): { place: Place; members: Indexed | null } | null {
  const scanner = createScanner(text, true);
  const first = scanner.scan();
  if (first === SyntaxKind.EOF) return null;
  const place = { key: -1, value: scanner.getTokenOffset() };
  if (first !== SyntaxKind.OpenBraceToken) return { place, members: null };
  const members = readMembers(scanner, 1);
  return { place, members };
}

/**
 * The members of the object whose `{` the scanner has just read, to `levels` more levels of objects below; the
 * scanner ends on its `}`. Null when the text is not as JSON.parse would read it.
 */
function readMembers(scanner: JSONScanner, levels: number): Indexed | null {
  const indexed: Indexed = { places: new Map(), children: new Map() };
  let kind = scanner.scan();
  if (kind === SyntaxKind.CloseBraceToken) return indexed;
  for (;;) {
    if (kind !== SyntaxKind.StringLiteral) return null;
    const key = scanner.getTokenValue();
    const keyOffset = scanner.getTokenOffset();
    if (scanner.scan() !== SyntaxKind.ColonToken) return null;
    kind = scanner.scan();
    const place = { key: keyOffset, value: scanner.getTokenOffset() };
    const first = !indexed.places.has(key);
    if (first) indexed.places.set(key, place);
    if (kind === SyntaxKind.OpenBraceToken && levels > 0) {
      const children = readMembers(scanner, levels - 1);
      if (!children) return null;
      if (first) indexed.children.set(key, children);
    } else if (!skipValue(scanner, kind)) return null;
    kind = scanner.scan();
    if (kind === SyntaxKind.CloseBraceToken) return indexed;
    if (kind !== SyntaxKind.CommaToken) return null;
    kind = scanner.scan();
  }
}

/** The member `segment` of the object (a key) or array (an index) whose value starts at `offset`. */
function memberOf(scanner: JSONScanner, offset: number, segment: string): Place | undefined {
  scanner.setPosition(offset);
  const open = scanner.scan();
  if (open === SyntaxKind.OpenBraceToken) {
    let kind = scanner.scan();
    if (kind === SyntaxKind.CloseBraceToken) return undefined;
    for (;;) {
      if (kind !== SyntaxKind.StringLiteral) return undefined;
      const key = scanner.getTokenValue();
      const keyOffset = scanner.getTokenOffset();
      if (scanner.scan() !== SyntaxKind.ColonToken) return undefined;
      kind = scanner.scan();
      if (key === segment) return { key: keyOffset, value: scanner.getTokenOffset() };
      if (!skipValue(scanner, kind)) return undefined;
      kind = scanner.scan();
      if (kind !== SyntaxKind.CommaToken) return undefined;
      kind = scanner.scan();
    }
  }
  if (open === SyntaxKind.OpenBracketToken) {
    if (!/^(0|[1-9][0-9]*)$/.test(segment)) return undefined;
    const wanted = Number(segment);
    let kind = scanner.scan();
    for (let index = 0; kind !== SyntaxKind.CloseBracketToken; index++) {
      if (index === wanted) return kind === SyntaxKind.EOF ? undefined : { key: -1, value: scanner.getTokenOffset() };
      if (!skipValue(scanner, kind)) return undefined;
      kind = scanner.scan();
      if (kind !== SyntaxKind.CommaToken) return undefined;
      kind = scanner.scan();
    }
  }
  return undefined;
}

/** Reads past the value whose first token (`kind`) the scanner has just read; false when the text ends or breaks first. */
function skipValue(scanner: JSONScanner, kind: SyntaxKind): boolean {
  if (kind !== SyntaxKind.OpenBraceToken && kind !== SyntaxKind.OpenBracketToken) {
    return kind === SyntaxKind.StringLiteral || kind === SyntaxKind.NumericLiteral || kind === SyntaxKind.TrueKeyword || kind === SyntaxKind.FalseKeyword || kind === SyntaxKind.NullKeyword;
  }
  let depth = 1;
  while (depth > 0) {
    const next = scanner.scan();
    if (next === SyntaxKind.OpenBraceToken || next === SyntaxKind.OpenBracketToken) depth++;
    else if (next === SyntaxKind.CloseBraceToken || next === SyntaxKind.CloseBracketToken) depth--;
    else if (next === SyntaxKind.EOF) return false;
  }
  return true;
}

/** 1-based line and column of an offset; lines end at \n (as the YAML parser's line counter reads them). */
class LineStarts {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  position(offset: number): SourcePosition {
    const { starts } = this;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  }
}

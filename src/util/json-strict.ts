// JSON read from files people and tools write (the lock, snapshots, runtime
// snapshots): JSON.parse, then a refusal of any key repeated within one
// object. JSON.parse keeps the last value of a repeated key, so a lock with
// two entries for one tool, or a snapshot entry with two statuses, would be
// resolved by order: ambiguous evidence is refused instead. A text whose
// objects hold as many members as keys are written in it repeats none (a
// linear count, no token decoded: a 20 MB lock in tens of milliseconds);
// otherwise jsonc-parser's scanner (Microsoft's, the one VS Code uses) reads
// each key decoded (`"a\u0062"` is `"ab"`) to say which repeats, and where.
import { createScanner, parse, printParseErrorCode, SyntaxKind, type ParseError } from 'jsonc-parser';

export class DuplicateKeyError extends Error {
  constructor(
    readonly key: string,
    /** 1-based line and column of the second occurrence. */
    readonly line: number,
    readonly column: number,
    /** JSON pointer of the object holding the key. */
    readonly pointer: string,
  ) {
    super(`${line}:${column}: the key ${JSON.stringify(key)} appears twice in the object at ${JSON.stringify(pointer || '/')} (one value each: which one counts cannot be told)`);
    this.name = 'DuplicateKeyError';
  }
}

function pointerOf(path: (string | number)[]): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** An open object (its keys so far) or array, and the member being read in it (for the pointer). */
interface Frame {
  keys: Set<string> | null;
  member: string | number;
  expectKey: boolean;
}

/**
 * The first key repeated within one object of a JSON text (already known to
 * parse), or undefined. jsonc-parser's scanner reads the tokens one after the
 * other and the open objects are kept on a stack here: no recursion, so depth
 * is bounded by memory only (JSON.parse reads 100,000 levels; a recursive walk
 * overflowed the call stack near 10,000 and made a whole snapshot unreadable).
 */
export function firstDuplicateKey(text: string): DuplicateKeyError | undefined {
  const scanner = createScanner(text, true);
  const stack: Frame[] = [];
  for (let kind = scanner.scan(); kind !== SyntaxKind.EOF; kind = scanner.scan()) {
    const top = stack.length > 0 ? stack[stack.length - 1] : undefined;
    switch (kind) {
      case SyntaxKind.OpenBraceToken:
        stack.push({ keys: new Set(), member: '', expectKey: true });
        break;
      case SyntaxKind.OpenBracketToken:
        stack.push({ keys: null, member: 0, expectKey: false });
        break;
      case SyntaxKind.CloseBraceToken:
      case SyntaxKind.CloseBracketToken:
        stack.pop();
        break;
      case SyntaxKind.CommaToken:
        if (top?.keys) top.expectKey = true;
        else if (top) top.member = (top.member as number) + 1;
        break;
      case SyntaxKind.StringLiteral:
        if (top?.keys && top.expectKey) {
          const key = scanner.getTokenValue();
          if (top.keys.has(key)) {
            const path = stack.slice(0, -1).map((frame) => frame.member);
            return new DuplicateKeyError(key, scanner.getTokenStartLine() + 1, scanner.getTokenStartCharacter() + 1, pointerOf(path));
          }
          top.keys.add(key);
          top.member = key;
          top.expectKey = false;
        }
        break;
    }
  }
  return undefined;
}

/** JSON.parse (its SyntaxError on invalid JSON), refusing a key repeated within one object (DuplicateKeyError). */
export function parseJsonStrict(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw syntaxErrorAt(text, error as Error);
  }
  // Every key written becomes a member of its object unless its object has it already: as many members as keys
  // written means no key repeats (one linear pass, no token decoded). Fewer: the scanner says which and where.
  if (keysWritten(text) !== membersOf(value)) {
    throw firstDuplicateKey(text) ?? new SyntaxError('a key appears twice in one object (one value each: which one counts cannot be told)');
  }
  return value;
}

/**
 * Why a JSON text already parsed into `value` is ambiguous evidence, or undefined: a key repeated within one object
 * (which value a reader keeps depends on the reader: JSON.parse keeps the last, others the first). The same linear
 * count as parseJsonStrict; the scanner runs only to say which key and where.
 */
export function repeatedKeyIn(text: string, value: unknown): string | undefined {
  if (keysWritten(text) === membersOf(value)) return undefined;
  const repeated = firstDuplicateKey(text);
  return repeated ? `the key ${JSON.stringify(repeated.key.length > 200 ? `${repeated.key.slice(0, 200)}…` : repeated.key)} appears twice in the object at ${JSON.stringify(repeated.pointer.length > 300 ? `${repeated.pointer.slice(0, 300)}…` : repeated.pointer || '/')}` : 'a key appears twice in one object';
}

/** The keys written in a JSON text already known to parse: the strings followed by a colon. */
function keysWritten(text: string): number {
  let count = 0;
  const end = text.length;
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) !== 0x22) continue;
    // To the closing quote; an escape is two characters at least (the rest of \uXXXX are plain ones).
    for (i++; i < end && text.charCodeAt(i) !== 0x22; i += text.charCodeAt(i) === 0x5c ? 2 : 1);
    let j = i + 1;
    for (let c = text.charCodeAt(j); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; c = text.charCodeAt(++j));
    if (text.charCodeAt(j) === 0x3a) count++;
    i = j - 1;
  }
  return count;
}

/** The members of every object of a parsed value (a stack, not recursion: any depth JSON.parse reads). */
function membersOf(value: unknown): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
      continue;
    }
    const keys = Object.keys(v);
    count += keys.length;
    for (const key of keys) stack.push((v as Record<string, unknown>)[key]);
  }
  return count;
}

/** A syntax error of a JSON text, at its 1-based line and column when they are known. */
export class JsonSyntaxError extends SyntaxError {
  constructor(
    readonly what: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(line === undefined ? what : `${line}:${column}: ${what}`);
    this.name = 'JsonSyntaxError';
  }
}

/** Deeper than this, the error is not located (jsonc-parser's parse recurses per level). */
const LOCATE_MAX_DEPTH = 2_000;

/**
 * A JSON syntax error at its line and column (`3:5: value expected`), as the catalog's errors are given: JSON.parse
 * says a character offset, or, in newer versions of Node, only the token. jsonc-parser, strict (no comments, no
 * trailing commas), finds where; its first error is the one JSON.parse stopped at. A byte order mark is named (it
 * is invisible); a text nested too deep to locate keeps what JSON.parse said. Lines end at \r\n, \n or \r.
 */
function syntaxErrorAt(text: string, error: Error): JsonSyntaxError {
  if (text.charCodeAt(0) === 0xfeff) return new JsonSyntaxError('the file starts with a byte order mark (U+FEFF): save it as UTF-8 without one', 1, 1);
  if (nestingDepth(text) > LOCATE_MAX_DEPTH) return new JsonSyntaxError(error.message);
  const errors: ParseError[] = [];
  try {
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  } catch {
    // Deeper than the depth guard saw (it reads strings as JSON does, jsonc-parser ends them at a line break).
    return new JsonSyntaxError(error.message);
  }
  const first = errors[0];
  if (!first) return new JsonSyntaxError(error.message);
  const lines = text.slice(0, first.offset).split(/\r\n|\r|\n/);
  // `ValueExpected` → `value expected`.
  const what = printParseErrorCode(first.error).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return new JsonSyntaxError(what, lines.length, lines[lines.length - 1].length + 1);
}

/** The deepest nesting of brackets in a text, strings skipped (an upper bound is enough). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

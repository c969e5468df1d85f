// JSON read from files people and tools write (the lock, snapshots, runtime
// snapshots): JSON.parse, then a refusal of any key repeated within one
// object. JSON.parse keeps the last value of a repeated key, so a lock with
// two entries for one tool, or a snapshot entry with two statuses, would be
// resolved by order: ambiguous evidence is refused instead. jsonc-parser's
// scanner (Microsoft's, the one VS Code uses) reads the text once and gives
// each key decoded (`"a\u0062"` is `"ab"`), with its position.
import { createScanner, SyntaxKind } from 'jsonc-parser';

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
  const value: unknown = JSON.parse(text);
  const duplicate = firstDuplicateKey(text);
  if (duplicate) throw duplicate;
  return value;
}

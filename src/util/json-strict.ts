// JSON read from files people and tools write (the lock, snapshots, runtime
// snapshots): JSON.parse, then a refusal of any key repeated within one
// object. JSON.parse keeps the last value of a repeated key, so a lock with
// two entries for one tool, or a snapshot entry with two statuses, would be
// resolved by order: ambiguous evidence is refused instead. jsonc-parser's
// visitor (Microsoft's, the one VS Code uses) walks the text once and gives
// each key decoded (`"a\u0062"` is `"ab"`), with its position.
import { visit } from 'jsonc-parser';

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

/** The first key repeated within one object of a JSON text (already known to parse), or undefined. */
export function firstDuplicateKey(text: string): DuplicateKeyError | undefined {
  const open: Set<string>[] = [];
  let found: DuplicateKeyError | undefined;
  visit(
    text,
    {
      onObjectBegin: () => {
        open.push(new Set());
      },
      onObjectEnd: () => {
        open.pop();
      },
      onObjectProperty: (key, _offset, _length, line, character, pathSupplier) => {
        const keys = open[open.length - 1];
        if (found === undefined && keys.has(key)) found = new DuplicateKeyError(key, line + 1, character + 1, pointerOf(pathSupplier()));
        keys.add(key);
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return found;
}

/** JSON.parse (its SyntaxError on invalid JSON), refusing a key repeated within one object (DuplicateKeyError). */
export function parseJsonStrict(text: string): unknown {
  const value: unknown = JSON.parse(text);
  const duplicate = firstDuplicateKey(text);
  if (duplicate) throw duplicate;
  return value;
}

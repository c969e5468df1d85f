// JSON files the product reads (lock, snapshot, runtime snapshot) refuse a key
// repeated within one object: JSON.parse would keep the last value, and
// ambiguous evidence is never resolved by order.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { readRuntimeSnapshot, readSnapshots } from '../../src/commands/snapshot-file.js';
import { buildLock, loadLock, serializeLock } from '../../src/lock/lock-file.js';
import { DuplicateKeyError, firstDuplicateKey, parseJsonStrict } from '../../src/util/json-strict.js';
import { server, snapshot, tool } from '../helpers/snapshots.js';

const dir = mkdtempSync(join(tmpdir(), 'catalog-lock-json-strict-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function refusal(text: string): DuplicateKeyError {
  try {
    parseJsonStrict(text);
  } catch (error) {
    if (error instanceof DuplicateKeyError) return error;
    throw error;
  }
  throw new Error(`accepted: ${text}`);
}

describe('parseJsonStrict', () => {
  it('parses JSON as JSON.parse does when no object repeats a key', () => {
    const text = '{"a":1,"b":{"a":2,"c":[{"a":3},{"a":4}]},"__proto__":{"x":1},"s":"{\\"a\\":1,\\"a\\":2}"}';
    expect(parseJsonStrict(text)).toEqual(JSON.parse(text));
    expect(parseJsonStrict('[1,"a",null]')).toEqual([1, 'a', null]);
  });

  it('refuses a key repeated in one object, at any depth, and says where', () => {
    expect(refusal('{"a":1,"a":2}')).toMatchObject({ key: 'a', line: 1, column: 8, pointer: '' });
    const nested = refusal('{\n  "tools": {\n    "s/t": {"x": 1},\n    "s/t": {"x": 2}\n  }\n}');
    expect(nested).toMatchObject({ key: 's/t', line: 4, column: 5, pointer: '/tools' });
    expect(nested.message).toBe('4:5: the key "s/t" appears twice in the object at "/tools" (one value each: which one counts cannot be told)');
    expect(refusal('{"servers":[{"label":"a","status":"unreachable","status":"ok"}]}')).toMatchObject({ key: 'status', pointer: '/servers/0' });
    // Keys compare decoded: an escape does not make another key. __proto__ is a key like any other.
    expect(refusal('{"ab":1,"a\\u0062":2}').key).toBe('ab');
    expect(refusal('{"__proto__":{},"__proto__":{}}').key).toBe('__proto__');
    // Pointer segments are escaped.
    expect(refusal('{"a/b":{"~":1,"~":2}}').pointer).toBe('/a~1b');
  });

  it('tells a key from a string that looks like one, whatever the escapes and the spaces', () => {
    expect(() => parseJsonStrict('{"a":"\\":","a":1}')).toThrow(DuplicateKeyError);
    expect(() => parseJsonStrict('{"a\\u0062":1,"ab":2}')).toThrow(DuplicateKeyError);
    expect(() => parseJsonStrict('{"a" :1,\n"b"\t:\r\n{"a":["a","a"]},"a"\n:2}')).toThrow(DuplicateKeyError);
    expect(parseJsonStrict('{"k":"x\\\\","k2":["k","k"],"k3" : "\\":\\""}')).toEqual({ k: 'x\\', k2: ['k', 'k'], k3: '":"' });
    expect(parseJsonStrict('{"a":{"b":1},"c":{"b":2}}')).toEqual({ a: { b: 1 }, c: { b: 2 } });
  });

  it('reads any depth JSON.parse reads (a deep schema is a finding, never an unreadable file), and points into arrays', () => {
    const deep = (n: number, inner: string) => '{"a":['.repeat(n) + inner + ']}'.repeat(n);
    expect(() => parseJsonStrict(deep(50_000, '1'))).not.toThrow();
    expect(refusal(deep(3, '{"k":1,"k":2}'))).toMatchObject({ key: 'k', pointer: '/a/0/a/0/a/0' });
    expect(refusal('{"list":[{"x":1},{"y":1,"y":2}]}')).toMatchObject({ key: 'y', pointer: '/list/1' });
  });

  it('still throws JSON.parse errors for invalid JSON (no comments, no trailing commas)', () => {
    expect(() => parseJsonStrict('{"a":1,}')).toThrow(SyntaxError);
    expect(() => parseJsonStrict('{"a":1 /* c */}')).toThrow(SyntaxError);
  });

  it('refuses exactly the texts where some object repeats a key (property)', () => {
    // Texts with possibly repeated keys, checked against a tiny reader of the generator's own output.
    // Keys and strings that hold quotes, backslashes and colons: a count of the keys written must not take a
    // string value for a key, nor miss a key after an escape.
    const key = fc.constantFrom('a', 'b', '__proto__', 'a\u0000', '\u00e9', '"', '\\', 'a:', '\\":');
    const { value } = fc.letrec<{ value: string }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom('1', 'null', '"x"', '[]', '"\\":"', '"\\\\"', ' "a" '),
        fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(',')}]`),
        fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map((members) => `{${members.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
      ),
    }));
    fc.assert(
      fc.property(value, (text) => {
        const expected = hasRepeat(text);
        expect(firstDuplicateKey(text) !== undefined).toBe(expected);
        if (!expected) expect(parseJsonStrict(text)).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });
});

/** Whether some object of a generated text repeats a key: parsed with a tiny reader of the generator's own output. */
function hasRepeat(text: string): boolean {
  let i = 0;
  let found = false;
  const value = (): void => {
    const c = text[i];
    if (c === '{') {
      i++;
      const keys = new Set<string>();
      while (text[i] !== '}') {
        const end = stringEnd(i);
        const k = JSON.parse(text.slice(i, end)) as string;
        if (keys.has(k)) found = true;
        keys.add(k);
        i = end + 1; // ':'
        value();
        if (text[i] === ',') i++;
      }
      i++;
    } else if (c === '[') {
      i++;
      while (text[i] !== ']') {
        value();
        if (text[i] === ',') i++;
      }
      i++;
    } else if (c === '"') {
      i = stringEnd(i);
    } else {
      while (i < text.length && !',]}'.includes(text[i])) i++;
    }
  };
  const stringEnd = (start: number): number => {
    let j = start + 1;
    while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
    return j + 1;
  };
  value();
  return found;
}

describe('files that refuse a repeated key', () => {
  it('a lock with two entries for one tool is not loaded', async () => {
    const { lock } = buildLock(snapshot([server('s', [tool('t'), tool('u')])]));
    const text = serializeLock(lock);
    const entry = JSON.stringify(lock.tools['s/t'], null, 2).replace(/\n/g, '\n    ');
    const path = join(dir, 'twice.lock.json');
    // A second "s/t" placed after "s/u": JSON.parse would keep it (the same definition here, hashes consistent).
    writeFileSync(path, text.replace('"s/u": {', `"s/t": ${entry},\n    "s/u": {`));
    expect(() => JSON.parse(text)).not.toThrow();
    await expect(loadLock(path)).rejects.toThrow(/twice\.lock\.json:\d+:\d+: the key "s\/t" appears twice in the object at "\/tools".*edited by hand or is corrupt \(restore it from git, or run `catalog-lock lock` and review the diff\)$/);
  });

  it('a snapshot or runtime snapshot with a repeated key is refused', async () => {
    const snap = join(dir, 'snap.json');
    writeFileSync(snap, JSON.stringify(snapshot([server('s', [tool('t')])])).replace('"status":"ok"', '"status":"unreachable","status":"ok"'));
    await expect(readSnapshots(snap)).rejects.toThrow(/cannot read snapshot: 1:\d+: the key "status" appears twice in the object at "\/servers\/0"/);
    const runtime = join(dir, 'runtime.json');
    writeFileSync(runtime, '{"agent":"a","tools":[{"serverLabel":"s","toolName":"t","approval":"always","approval":"never"}]}');
    await expect(readRuntimeSnapshot(runtime)).rejects.toThrow(/cannot read runtime snapshot: 1:\d+: the key "approval" appears twice/);
  });
});

describe('a JSON syntax error', () => {
  it('is given at its line and column, in words, whatever Node says of it', () => {
    expect(() => parseJsonStrict('{\n  "lockVersion": 1,\n  "agent": }\n')).toThrow(/^3:12: value expected$/);
    expect(() => parseJsonStrict('{"a": 1,}')).toThrow(/^1:9: property name expected$/);
    expect(() => parseJsonStrict('{"a": 1} // note')).toThrow(/^1:10: /);
    expect(() => parseJsonStrict('')).toThrow(/^1:1: /);
    // Lines end at \r too (old Mac), not only \n and \r\n.
    expect(() => parseJsonStrict('{\r "a": 1,\r "b": \r}')).toThrow(/^4:1: value expected$/);
    expect(() => parseJsonStrict('{\r\n "a": 1,\r\n "b": \r\n}')).toThrow(/^4:1: value expected$/);
    // An invisible byte order mark is named.
    expect(() => parseJsonStrict('\ufeff{}')).toThrow(/^1:1: the file starts with a byte order mark \(U\+FEFF\)/);
    // Too deep to locate (the locator recurses): what JSON.parse said, never a stack overflow.
    const deep = `{"tools": ${'['.repeat(20_000)}1,}`;
    expect(() => parseJsonStrict(deep)).toThrow(SyntaxError);
    expect(() => parseJsonStrict(deep)).not.toThrow(/call stack/);
    // Nor when a line break in a string hides the depth from the guard (jsonc-parser ends the string there).
    const hidden = `["\n${'['.repeat(5_000)}"`;
    expect(() => parseJsonStrict(hidden)).toThrow(SyntaxError);
    expect(() => parseJsonStrict(hidden)).not.toThrow(/call stack/);
  });

  it('in a lock, is given as the lock\'s other errors are: path:line:column', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-lock-json-syntax-'));
    try {
      const path = join(dir, 'a.lock.json');
      writeFileSync(path, '{\n  "lockVersion": 1,\n  "agent": }\n');
      await expect(loadLock(path)).rejects.toThrow(`${path}:3:12: not valid JSON: value expected`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

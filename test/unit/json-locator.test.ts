// The lock's locator (src/lock/json-locator.ts) against the YAML parser's
// reading of the same JSON text (JSON is YAML 1.2), which it replaced: the
// same line and column for every key and value of arbitrary JSON, written
// indented or on one line, and positions past what the YAML parser reads
// (depth).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonTextLocator } from '../../src/lock/json-locator.js';
import { yamlTextLocator } from '../../src/lock/validate.js';

/** Every path of a value (object keys, array indices), parents first. */
function pathsOf(value: unknown, prefix: string[] = [], out: string[][] = []): string[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...prefix, String(i)], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

// Keys with the characters JSON escapes, look-alikes of indices and of YAML syntax.
const key = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('0', '01', '<<', '- a', '#', 'a: b', '"', '\\', '\n', '\u2028', '\ud83d\ude00', ''));
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.string({ maxLength: 8 }), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(key, tie('value'), { maxKeys: 5 }),
})).value;

describe('jsonTextLocator', () => {
  it('says what the YAML parser says for every key and value of arbitrary JSON, indented or not', () => {
    fc.assert(
      fc.property(json, fc.constantFrom(0, 2), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const mine = jsonTextLocator(text);
        const yaml = yamlTextLocator(text);
        for (const path of pathsOf(value)) {
          for (const at of ['key', 'value'] as const) expect(mine(path, at), `${JSON.stringify(path)} ${at}`).toEqual(yaml(path, at));
          // A member that is not there: a key no object holds, an index past the end.
          for (const missing of [[...path, '\u0000none'], [...path, '99']]) expect(mine(missing)).toEqual(yaml(missing));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('locates in the lock shape through its index (servers, tools) and below it, first use only reading the text', () => {
    const tools = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`s${i % 3}/t${i}`, { contractHash: `h${i}`, definition: { name: `t${i}`, inputSchema: { type: 'object', properties: { q: { type: 'string' } } } } }]));
    const text = `${JSON.stringify({ lockVersion: 1, servers: { s0: { toolCount: 100 }, s1: { toolCount: 100 }, s2: { toolCount: 100 } }, tools }, null, 2)}\n`;
    const mine = jsonTextLocator(text);
    const yaml = yamlTextLocator(text);
    const asked: string[][] = [['servers', 's1', 'toolCount'], ['tools', 's2/t299'], ['tools', 's0/t150', 'definition', 'inputSchema', 'properties', 'q', 'type'], ['tools'], []];
    for (const path of asked) for (const at of ['key', 'value'] as const) expect(mine(path, at)).toEqual(yaml(path, at));
    const lines = text.split('\n');
    const at = mine(['tools', 's2/t299', 'contractHash'], 'key')!;
    expect(lines[at.line - 1].slice(at.column - 1)).toBe('"contractHash": "h299",');
    expect(mine(['tools', 'gone/t1'])).toBeUndefined();
    expect(mine(['servers', 's1', 'toolCount', 'deeper'])).toBeUndefined();
  });

  it('reads any depth JSON.parse reads (no recursion), and no place in text that is not JSON', () => {
    const depth = 100_000;
    const text = `${'{"a":'.repeat(depth)}[1,{"here":true}]${'}'.repeat(depth)}`;
    expect(() => JSON.parse(text)).not.toThrow();
    const path = [...Array.from({ length: depth }, () => 'a'), '1', 'here'];
    expect(jsonTextLocator(text)(path, 'key')).toEqual({ line: 1, column: depth * 5 + 5 });
    expect(jsonTextLocator(text)(path, 'value')).toEqual({ line: 1, column: depth * 5 + 12 });
    expect(jsonTextLocator('')(['a'])).toBeUndefined();
    expect(() => jsonTextLocator('{"a": ')(['a'])).not.toThrow();
    expect(jsonTextLocator('{"a" 1}')(['a'])).toBeUndefined();
    expect(jsonTextLocator('[1, 2]')(['1'])).toEqual({ line: 1, column: 5 });
    expect(jsonTextLocator('[1, 2]')(['2'])).toBeUndefined();
  });
});

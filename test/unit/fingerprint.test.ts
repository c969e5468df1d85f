import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogDigest, fingerprint } from '../../src/contract/fingerprint.js';
import { canonicalJson, hashJson, sha256Text } from '../../src/contract/hash.js';
import { boundedDefinition, MAX_DEFINITION_DEPTH, nestedDeeperThan, OMITTED, project } from '../../src/contract/projection.js';

// Arbitrary JSON without lone surrogates (JSON text cannot carry them).
const text = fc.string({ unit: 'grapheme' });
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    text,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(text, tie('value'), { maxKeys: 4 }),
  ),
})).value;

function shuffleKeys(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((v, i) => shuffleKeys(v, seed + i));
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    const rotated = keys.map((_, i) => keys[(i + seed) % keys.length]).reverse();
    // fromEntries, not assignment: a "__proto__" key (fast-check generates one now and then) must stay an own key.
    return Object.fromEntries(rotated.map((k) => [k, shuffleKeys((value as Record<string, unknown>)[k], seed + 1)]));
  }
  return value;
}

const tool = fc.record({
  name: fc.string({ minLength: 1, unit: 'grapheme' }),
  description: text,
  inputSchema: fc.record({ type: fc.constant('object'), properties: fc.dictionary(text, json, { maxKeys: 3 }) }),
  annotations: fc.record({ readOnlyHint: fc.boolean(), destructiveHint: fc.boolean() }),
});

describe('fingerprint', () => {
  it('key order and whitespace never change a hash', () => {
    fc.assert(
      fc.property(json, fc.nat(5), fc.nat(4), (value, seed, indent) => {
        const reordered = JSON.parse(JSON.stringify(shuffleKeys(value, seed), null, indent));
        expect(hashJson(reordered)).toBe(hashJson(value));
      }),
    );
  });

  it('any change to any projected field changes the contract hash and that field hash', () => {
    const fields = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution'] as const;
    fc.assert(
      fc.property(tool, fc.constantFrom(...fields), text, (raw, field, extra) => {
        const base = project('tools', raw);
        if (!('projection' in base)) throw new Error('fixture tool should project');
        const changed: Record<string, unknown> = structuredClone(raw);
        const current = changed[field];
        if (typeof current === 'string') changed[field] = `${current}${extra}!`;
        else if (current && typeof current === 'object') changed[field] = { ...(current as object), 'x-changed': extra };
        else changed[field] = field === 'title' ? `t${extra}` : { type: 'object', 'x-new': extra };
        const after = project('tools', changed);
        if (!('projection' in after)) throw new Error('changed tool should project');
        const a = fingerprint(base.projection);
        const b = fingerprint(after.projection);
        expect(b.contractHash).not.toBe(a.contractHash);
        expect(b.fields[field]).not.toBe(a.fields[field]);
        for (const other of fields) if (other !== field) expect(b.fields[other]).toBe(a.fields[other]);
      }),
    );
  });

  it('ignores icons, _meta and unknown keys; treats null optional fields as absent', () => {
    const base = { name: 'a', inputSchema: { type: 'object' } };
    const noisy = { ...base, icons: [{ src: 'x' }], _meta: { a: 1 }, weird: true, annotations: null, outputSchema: null };
    const p1 = project('tools', base);
    const p2 = project('tools', noisy);
    expect('projection' in p1 && 'projection' in p2).toBe(true);
    if ('projection' in p1 && 'projection' in p2) expect(fingerprint(p2.projection).contractHash).toBe(fingerprint(p1.projection).contractHash);
  });

  it('keeps invisible characters and normalizes to NFC', () => {
    const plain = project('tools', { name: 'a', description: 'read file', inputSchema: { type: 'object' } });
    const hidden = project('tools', { name: 'a', description: 'read\u200b file', inputSchema: { type: 'object' } });
    const decomposed = project('tools', { name: 'a', description: 'cafe\u0301', inputSchema: { type: 'object' } });
    const composed = project('tools', { name: 'a', description: 'caf\u00e9', inputSchema: { type: 'object' } });
    if (!('projection' in plain && 'projection' in hidden && 'projection' in decomposed && 'projection' in composed)) throw new Error('should project');
    expect(fingerprint(hidden.projection).contractHash).not.toBe(fingerprint(plain.projection).contractHash);
    expect(fingerprint(decomposed.projection).contractHash).toBe(fingerprint(composed.projection).contractHash);
  });

  it('hashes text fields as their UTF-8 bytes and structured fields as RFC 8785 JSON', () => {
    const p = project('tools', { name: 'a', description: 'héllo', inputSchema: { type: 'object', b: 1, a: 2 } });
    if (!('projection' in p)) throw new Error('should project');
    const f = fingerprint(p.projection);
    expect(f.fields.description).toBe(sha256Text('héllo'));
    expect(canonicalJson(p.projection.inputSchema)).toBe('{"a":2,"b":1,"type":"object"}');
    expect(f.fields.inputSchema).toBe(sha256Text('{"a":2,"b":1,"type":"object"}'));
    // Known answer: sha256 of the empty string.
    expect(sha256Text('')).toBe('sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('reports malformed definitions instead of throwing', () => {
    expect(project('tools', 42)).toEqual({ problem: { reason: 'definition is number, not an object' } });
    expect(project('tools', { name: 'x', inputSchema: 'string' })).toMatchObject({ problem: { reason: expect.stringContaining('inputSchema') } });
    expect(project('tools', { inputSchema: { type: 'object' } })).toMatchObject({ problem: { reason: expect.stringContaining('name') } });
    expect(project('tools', { name: 7, inputSchema: { type: 'object' } })).toMatchObject({ problem: { reason: expect.stringContaining('name') } });
    expect(project('tools', { name: 'x', inputSchema: { type: 'array' } })).toMatchObject({ problem: { reason: expect.stringContaining('"array"') } });
  });

  it('catalog digest does not depend on entry order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(text, text), { selector: ([id]) => id, maxLength: 8 }), (pairs) => {
        expect(catalogDigest([...pairs].reverse())).toBe(catalogDigest(pairs));
      }),
    );
  });
});

describe('definitions nested beyond any JSON writer', () => {
  const nested = (levels: number) => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < levels; i++) schema = { type: 'object', properties: { x: schema } };
    return { name: 'deep', description: 'd', inputSchema: schema };
  };

  it('are malformed past 64 levels of objects and arrays, whatever the depth (iterative check); shallower ones project', () => {
    expect('projection' in project('tools', nested(30))).toBe(true);
    for (const levels of [40, 1_000, 100_000]) {
      expect(project('tools', nested(levels))).toEqual({ problem: { reason: `definition nests deeper than ${MAX_DEFINITION_DEPTH} levels` } });
    }
    expect(nestedDeeperThan(nested(31), MAX_DEFINITION_DEPTH)).toBe(false);
    expect(nestedDeeperThan([[[[]]]], 3)).toBe(true);
    expect(nestedDeeperThan([[[[]]]], 4)).toBe(false);
  });

  it('discovery keeps a stub with the name and the reason, which projects to that reason', () => {
    const stub = boundedDefinition(nested(100_000));
    expect(stub).toEqual({ name: 'deep', [OMITTED]: `definition nests deeper than ${MAX_DEFINITION_DEPTH} levels` });
    expect(JSON.stringify(stub).length).toBeLessThan(200);
    expect(project('tools', stub)).toEqual({ problem: { reason: `definition nests deeper than ${MAX_DEFINITION_DEPTH} levels` } });
    const shallow = nested(3);
    expect(boundedDefinition(shallow)).toBe(shallow);
  });
});

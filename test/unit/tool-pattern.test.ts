// Catalog tool keys: `*` a wildcard in the tool name, `\*` and `\\` literal;
// matching linear in the name.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCatalog } from '../../src/lock/catalog-file.js';
import { compileToolDecls } from '../../src/lock/tool-decls.js';
import { addToolEntries } from '../../src/lock/catalog-entries.js';
import { exactId, isPattern, keyForId, matchesName, parseToolKey, within } from '../../src/lock/tool-pattern.js';
import { applyPolicy } from '../../src/policy/waivers.js';
import type { Finding } from '../../src/types.js';

const p = (key: string) => parseToolKey(key)!;

describe('tool keys', () => {
  it('reads `*` as a wildcard and `\\*`, `\\\\` as literal characters; a lone backslash stays', () => {
    expect(p('gh/get_*')).toMatchObject({ label: 'gh', pieces: ['get_', ''], literal: 4 });
    expect(isPattern(p('gh/get_*'))).toBe(true);
    expect(isPattern(p('gh/get_\\*'))).toBe(false);
    expect(exactId(p('gh/get_\\*'))).toBe('gh/get_*');
    expect(exactId(p('gh/a\\\\b'))).toBe('gh/a\\b');
    expect(exactId(p('gh/a\\b'))).toBe('gh/a\\b');
    expect(parseToolKey('nolabel')).toBeUndefined();
    expect(parseToolKey('/x')).toBeUndefined();
  });

  it('keyForId escapes exactly what would be read as a wildcard or an escape, and parses back to the id (property)', () => {
    expect(keyForId('gh/get_me')).toBe('gh/get_me');
    expect(keyForId('a/*')).toBe('a/\\*');
    expect(keyForId('a/x\\*y')).toBe('a/x\\\\\\*y');
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }).filter((l) => !l.includes('/')), fc.string({ maxLength: 12, unit: fc.constantFrom('a', '*', '\\', '/', 'b') }), (label, name) => {
        const key = parseToolKey(keyForId(`${label}/${name}`))!;
        expect(isPattern(key)).toBe(false);
        expect(exactId(key)).toBe(`${label}/${name}`);
      }),
    );
  });

  it('matches as the regular expression it stands for would (property)', () => {
    const alphabet = fc.constantFrom('a', 'b', '*');
    fc.assert(
      fc.property(fc.string({ maxLength: 8, unit: alphabet }), fc.string({ maxLength: 12, unit: fc.constantFrom('a', 'b') }), (name, tool) => {
        const regex = new RegExp(`^${name.split('*').join('.*')}$`);
        expect(matchesName(p(`s/${name}`), tool)).toBe(regex.test(tool));
      }),
      { numRuns: 2000 },
    );
  });

  it('stays linear on a pattern with many stars against a name it nearly matches (a regular expression backtracks for hours)', () => {
    const pattern = p(`a/${'*a'.repeat(40)}*!`);
    expect(matchesName(pattern, 'a'.repeat(100_000))).toBe(false);
    expect(matchesName(pattern, `${'a'.repeat(100_000)}!`)).toBe(true);
  });
});

describe('resolving ids against many keys', () => {
  it('picks what trying every key would: the exact key, else the matching pattern with the most literal characters, ties to the smaller key (property)', () => {
    const unit = fc.constantFrom('a', 'b', '*', '_');
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6, unit }), { maxLength: 12 }), fc.array(fc.string({ maxLength: 8, unit: fc.constantFrom('a', 'b', '_') }), { maxLength: 8 }), (names, tools) => {
        const keys = [...new Set(names.map((n) => `s/${n}`))];
        const decls = Object.fromEntries(keys.map((k) => [k, { effect: 'read' as const }]));
        const resolve = compileToolDecls(decls);
        for (const tool of tools) {
          const id = `s/${tool}`;
          const parsed = keys.map((k) => parseToolKey(k)!).filter((k) => k !== undefined);
          const exact = parsed.filter((k) => !isPattern(k) && exactId(k) === id).map((k) => k.key).sort((x, y) => (x === id ? -1 : y === id ? 1 : x < y ? -1 : 1))[0];
          const patterns = parsed.filter((k) => isPattern(k) && matchesName(k, tool)).sort((x, y) => y.literal - x.literal || (x.key < y.key ? -1 : 1));
          expect(resolve(id)?.key).toBe(exact ?? patterns[0]?.key);
        }
      }),
    );
  });
});

describe('a tool whose name has a star', () => {
  const HEAD = 'version: 1\nagent: probe\nservers:\n  a:\n    connect: { transport: stdio, command: node }\n';

  it('is added as an escaped key that declares that tool only; a tool added later is not covered by it', () => {
    const first = parseCatalog(`${HEAD}tools: {}\n`, 'p.yaml');
    const added = addToolEntries(first, ['a/*', 'a/get_*', 'a/list']);
    expect(added.added).toEqual(['a/*', 'a/get_*', 'a/list']);
    expect(added.text).toContain('  a/\\*: { effect: undeclared }\n');
    expect(added.text).toContain('  a/get_\\*: { effect: undeclared }\n');
    // A reviewer declares them read; then the server adds a tool that deletes.
    const reviewed = parseCatalog(added.text.replace(/effect: undeclared/g, 'effect: read'), 'p.yaml');
    const resolve = compileToolDecls(reviewed.catalog.tools);
    expect(resolve('a/*')).toEqual({ key: 'a/\\*', decl: { effect: 'read' } });
    expect(resolve('a/get_*')).toEqual({ key: 'a/get_\\*', decl: { effect: 'read' } });
    expect(resolve('a/delete_everything')).toBeUndefined();
    expect(resolve('a/get_secrets')).toBeUndefined();
    const next = addToolEntries(reviewed, ['a/*', 'a/delete_everything']);
    expect(next.added).toEqual(['a/delete_everything']);
  });

  it('a written pattern still covers what it matches, the most specific first', () => {
    const catalog = parseCatalog(`${HEAD}tools:\n  a/*: { effect: read }\n  a/get_*: { effect: propose }\n  a/\\*: { effect: write, approval: always }\n`, 'p.yaml');
    const resolve = compileToolDecls(catalog.catalog.tools);
    expect(resolve('a/get_x')?.key).toBe('a/get_*');
    expect(resolve('a/other')?.key).toBe('a/*');
    expect(resolve('a/*')?.key).toBe('a/\\*');
  });

  it('waivers read tool entries the same way', () => {
    const finding = (tools: string[]): Finding => ({ rule: 'exact_name', severity: 'critical', tools, servers: ['a'], message: 'm' });
    const waiver = (tools: string[]) => ({ rule: 'exact_name', tools, reason: 'r', owner: 'o', expires: '2099-12-31' });
    const now = new Date('2026-06-01T00:00:00Z');
    const waived = (tools: string[], listed: string[]) => Boolean(applyPolicy([finding(tools)], undefined, [waiver(listed)], now)[0].waived);
    expect(waived(['a/*'], ['a/\\*'])).toBe(true);
    expect(waived(['a/anything'], ['a/\\*'])).toBe(false);
    expect(waived(['a/anything'], ['a/*'])).toBe(true);
    expect(waived(['a/get_x'], ['a/get_*'])).toBe(true);
    expect(waived(['a/get_x'], ['b/get_*'])).toBe(false);
  });
});

describe('within (one pattern a specialization of another)', () => {
  it('knows the patterns people write', () => {
    expect(within(p('s/get_*'), p('s/*'))).toBe(true);
    expect(within(p('s/get_issue_*'), p('s/get_*'))).toBe(true);
    expect(within(p('s/get_*_x'), p('s/*_x'))).toBe(true);
    expect(within(p('s/get_*'), p('s/*_record'))).toBe(false);
    expect(within(p('s/*'), p('s/get_*'))).toBe(false);
    expect(within(p('s/get_*'), p('t/*'))).toBe(false);
  });

  it('never says so wrongly: every name the first matches, the second matches', () => {
    const piece = fc.string({ unit: fc.constantFrom('a', 'b', '_'), maxLength: 3 });
    const key = fc.array(piece, { minLength: 1, maxLength: 4 }).map((pieces) => `s/${pieces.join('*')}`);
    fc.assert(
      fc.property(key, key, fc.array(fc.string({ unit: fc.constantFrom('a', 'b', '_'), maxLength: 8 }), { minLength: 30, maxLength: 30 }), (a, b, names) => {
        if (!within(p(a), p(b))) return;
        for (const name of names) if (matchesName(p(a), name)) expect(matchesName(p(b), name), `${a} within ${b}: ${name}`).toBe(true);
      }),
      { numRuns: 500, seed: 20261201 },
    );
  });
});

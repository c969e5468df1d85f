// Hostile shapes that cost a naive walk exponential or quadratic time: a gate
// that a server can stall is a gate it can switch off. Each input here took
// the code before its fix minutes to hours (or never ended); each test checks
// what the analysis says of it, and the watchdog (test/helpers/watchdog.ts)
// fails a test that blocks instead. Found by two outside hunts on 2026-12-01
// (references that fan out, runs retried by a regex from every position,
// lists searched once per item).
import { describe, expect, it } from 'vitest';
import { lintTool, type LintContext, type LintInput } from '../../src/analysis/lint.js';
import { classifySchemaChanges } from '../../src/analysis/schema-changes/index.js';
import { drift } from '../../src/analysis/drift.js';
import { scrubSnapshot } from '../../src/discovery/scrub-snapshot.js';
import { analyzeOverlaps } from '../../src/analysis/similarity/overlap.js';
import { semanticOverlaps } from '../../src/analysis/analyzers.js';
import { writeActionOf } from '../../src/analysis/lint/name-effect.js';
import { humanOnlyTool } from '../../src/analysis/lint/human-only.js';
import { buildLock } from '../../src/lock/lock-file.js';
import { decide } from '../../src/policy/decide.js';
import { applyPolicy } from '../../src/policy/waivers.js';
import { buildReport } from '../../src/report/build.js';
import { idText, markdownInline } from '../../src/report/escape.js';
import type { Finding, JsonObject } from '../../src/types.js';
import { catalogOf, server, snapshot, tool } from '../helpers/snapshots.js';

const context: LintContext = { toolNames: new Set(['x/t']), serverLabels: new Set(['x']) };
const lint = (definition: JsonObject) => lintTool({ id: 'x/t', server: 'x', definition, declaredEffect: 'undeclared' } as LintInput, context);
const rules = (definition: JsonObject) => [...new Set(lint(definition).map((f) => f.rule))].sort();

/** `levels` definitions, each with `fan` properties that all point at the next: fan^levels paths, levels × fan properties. */
function refDag(levels: number, fan: number, leaf: JsonObject): JsonObject {
  const defs: JsonObject = {};
  for (let i = 0; i < levels; i++) {
    const properties: JsonObject = {};
    for (let k = 0; k < fan; k++) properties[`p${k}`] = { $ref: `#/$defs/d${i + 1}` };
    defs[`d${i}`] = { type: 'object', properties };
  }
  defs[`d${levels}`] = leaf;
  return { type: 'object', properties: { root: { $ref: '#/$defs/d0' } }, $defs: defs };
}

describe('schema comparison', () => {
  it('ends on a schema whose keywords point back at the root where the other side has none (63 bytes that never ended)', () => {
    const live = { additionalProperties: { $ref: '#' }, propertyNames: { $ref: '#' } };
    for (const role of ['input', 'output'] as const) {
      const changes = classifySchemaChanges(role, {}, live);
      expect(changes.map((c) => `${c.change} ${c.pointer}`)).toEqual(['ref_changed /additionalProperties/$ref', 'ref_changed /additionalProperties/propertyNames/$ref']);
    }
  });

  it('stops a comparison that references fan out into past 10,000 changes, and says so as a breaking comparison_failed', () => {
    // 3,000 properties that are the whole schema against 3,000 plain objects: 9 million changes, listed one by one before.
    const n = 3_000;
    const approved: JsonObject = { type: 'object', properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { $ref: '#' }])) };
    const live: JsonObject = { type: 'object', properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { type: 'object' }])) };
    const changes = classifySchemaChanges('input', approved, live);
    const failed = changes.filter((c) => c.change === 'comparison_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0].breaking).toBe(true);
    expect(failed[0].message).toMatch(/more than 10000 changes; the changes up to there are listed/);
    expect(changes.length).toBeLessThanOrEqual(10_001);
  });

  it('follows a chain of 6,400 definitions, reached through 6,400 references to definitions maps, once each (cubic before)', () => {
    const n = 6_400;
    const schema = (text: string) => {
      const defs: JsonObject = {};
      for (let i = 0; i < n; i++) defs[`c${i}`] = { $defs: { e: { $ref: '#/$defs/f0' } } };
      for (let i = 0; i < n; i++) defs[`f${i}`] = i + 1 < n ? { $ref: `#/$defs/f${i + 1}`, description: text } : { type: 'string', description: text };
      const properties: JsonObject = {};
      for (let i = 0; i < n; i++) properties[`q${i}`] = { $ref: `#/$defs/c${i}/$defs` };
      return { type: 'object', $defs: defs, properties };
    };
    const changes = classifySchemaChanges('input', schema('a'), schema('b'));
    // (Those the references reach deeper than 64 schemas are compared as a whole: schema_too_deep.)
    expect(changes.filter((c) => c.change === 'description_changed').length).toBeGreaterThan(6_000);
    // Every definition of the chain is reached through the maps the properties reference: none is inert.
    expect(changes.some((c) => c.inert)).toBe(false);
  });

  it('follows 150,000 references written in one definition without spreading them into a call (the stack overflowed: comparison_failed)', () => {
    const schema = (n: number) => ({
      type: 'object',
      properties: { p: { $ref: '#/$defs/a' } },
      $defs: { a: { type: 'object', properties: Object.fromEntries(Array.from({ length: 150_000 }, (_, i) => [`q${i}`, { $ref: '#/$defs/b' }])) }, b: { type: 'string', maxLength: n } },
    });
    expect(classifySchemaChanges('input', schema(5), schema(3)).map((c) => `${c.change} ${c.pointer} ${c.breaking}`)).toEqual(['constraint_tightened /$defs/b/maxLength true']);
  });

  it('reads each list of alternatives, and each pair of shared targets, once (a hundred oneOf of the same 64 enums)', () => {
    const schema = () => {
      const defs: JsonObject = {};
      for (let k = 0; k < 64; k++) defs[`e${k}`] = { enum: Array.from({ length: 256 }, (_, i) => `k${k}_${i}`) };
      const properties: JsonObject = {};
      for (let i = 0; i < 256; i++) properties[`p${i}`] = { oneOf: Array.from({ length: 64 }, (_, k) => ({ $ref: `#/$defs/e${k}` })) };
      return { type: 'object', $defs: defs, properties };
    };
    expect(classifySchemaChanges('input', schema(), schema())).toEqual([]);
  });
  it('writes out a definition that a thousand conditions reference once per side (once per condition before)', () => {
    const n = 8_000;
    const schema = (type: string) => {
      const big: JsonObject = { type: 'object', properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, { type }])) };
      const properties = Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { if: { $ref: '#/$defs/big' }, then: { type: 'object' } }]));
      return { type: 'object', $defs: { big }, properties };
    };
    const changes = classifySchemaChanges('input', schema('string'), schema('number'));
    expect(changes.filter((c) => c.change === 'schema_replaced' && /a definition it references changed/.test(c.message))).toHaveLength(n);
  });

  it('reads a type list of 160,000 names that are no JSON type as it is, without splitting it into alternatives (names × values before)', () => {
    const names = (k: number, p: string) => Array.from({ length: k }, (_, i) => `${p}${i}`);
    const changes = classifySchemaChanges('input', { anyOf: [{ type: 'string', minLength: 1 }] }, { type: [...names(160_000, 't'), 'string'], enum: names(160_000, 'v') });
    expect(changes.map((c) => c.change).sort()).toEqual(['constraint_added', 'constraint_within_new_values', 'type_widened']);
  });
});

describe('lint', () => {
  it('reads an output schema whose definitions all point at the next once per definition (8^10 paths before)', () => {
    const outputSchema = refDag(10, 8, { type: 'object', properties: { note: { type: 'string' } } });
    const findings = lint({ name: 't', description: 'Gets a tree.', inputSchema: { type: 'object', properties: {} }, outputSchema });
    const untrusted = findings.find((f) => f.rule === 'output_untrusted_text');
    // One field, read once (counted per path, it was 8^10 of them).
    expect(untrusted?.message).toMatch(/returns 1 free-text field with no trust label \(e\.g\. "\/outputSchema\/properties\/root\/properties\/p0\//);
  });

  it('reads an input schema whose definitions all point at the next once per definition (32^6 paths before)', () => {
    // (Nothing to find down there: a finding on each path would have stopped the walk at 20.)
    const inputSchema = refDag(7, 32, { type: 'object', properties: { id: { type: 'string' } } });
    (inputSchema.properties as JsonObject).conversation_history = { type: 'string' };
    const findings = lint({ name: 't', description: 'Gets a tree.', inputSchema });
    expect(findings.filter((f) => f.rule === 'exfiltration_parameter').map((f) => f.message)).toEqual([expect.stringMatching(/conversation_history/)]);
  });

  it('stays linear on parameter names of 300,000 words, 60,000 parameters that fold to one name, and a tool name of 128,000 words', () => {
    // A name of "cursor" words (each looked for "mcp" and "json" again).
    expect(rules({ name: 't', description: 'Pages.', inputSchema: { type: 'object', properties: { ['cursor_'.repeat(300_000)]: { type: 'string' } } } })).not.toContain('exfiltration_parameter');
    // n<sep>otes ×60,000, each "Alias for zzz" (every key lowercased again per parameter).
    const aliases: JsonObject = {};
    for (let i = 0; i < 60_000; i++) aliases[`n${String.fromCharCode(0x4e00 + i)}otes`] = { type: 'string', description: 'Alias for zzz' };
    expect(rules({ name: 'get_data', description: 'Gets data.', inputSchema: { type: 'object', properties: aliases } })).toContain('exfiltration_parameter');
    // Notes described at length on a tool of a very long name (every description word against every name word).
    const tied: JsonObject = {};
    for (let i = 0; i < 1_280; i++) tied[`n${String.fromCharCode(0x4e00 + i)}otes`] = { type: 'string', description: 'wxyz-'.repeat(400) };
    expect(rules({ name: 'abcd_'.repeat(128_000), description: 'Does abcd.', inputSchema: { type: 'object', properties: tied } })).toContain('exfiltration_parameter');
  });
});

describe('lint: comments', () => {
  it('reads runs of commas and hyphenated words after the cue words of human_only_tool in one pass (an outside red team: "not" and 400 ",x" took 6 s, 100 kB never ended)', () => {
    for (const text of ['not' + ','.repeat(100_000), 'not' + ',x'.repeat(50_000), 'never , '.repeat(12_000), 'reserved for ' + 'a-'.repeat(50_000) + 'user', 'Returns ' + 'a-b '.repeat(20_000) + 'users only.', 'only ' + 'w '.repeat(40_000) + 'may call this tool']) {
      expect(humanOnlyTool('approve_x', text)).toBeUndefined();
    }
    // Still read past the noise: a reservation after it.
    expect(humanOnlyTool('approve_x', `${'not, '.repeat(2_000)}\n\nThe assistant must never call this tool.`)?.said).toBe('The assistant must never call this tool.');
  });

  it('reads 3 MB of conditional comment openers left open in one pass (each searched the rest of the text for a close before: 38 s a megabyte)', () => {
    const findings = lint({ name: 't', description: '<!--[if mso]>'.repeat(240_000), inputSchema: { type: 'object' } });
    expect(findings.filter((f) => f.rule === 'instruction_text')).toEqual([]);
  });
});

describe('semantic overlap', () => {
  const pairsOf = (tools: Parameters<typeof analyzeOverlaps>[0]) => analyzeOverlaps(tools).pairs.map((p) => [p.a, p.b]);

  it('cuts the first sentence of a megabyte of dots in one pass (each dot a new try before)', () => {
    const dots = '.'.repeat(1_000_000);
    for (const head of ['', 'é ']) {
      const pairs = pairsOf([
        { id: 's/get_x', name: 'get_x', description: `${head}${dots}x`, params: [] },
        { id: 't/get_y', name: 'get_y', description: 'Gets y.', params: [] },
      ]);
      expect(pairs).toEqual([]);
    }
  });

  it("strips a server's shared prefix of 256,000 words word by word in one pass (a copy of the rest per word before)", () => {
    const named = (prefix: string) =>
      pairsOf([
        { id: `s/${prefix}get_x`, name: `${prefix}get_x`, description: 'Gets the x record.', params: ['id'] },
        { id: `s/${prefix}get_y`, name: `${prefix}get_y`, description: 'Gets the y record.', params: ['id'] },
        { id: 't/fetch_x', name: 'fetch_x', description: 'Fetches the x record.', params: ['id'] },
      ]).map((pair) => pair.map((id) => id.replace(prefix, '')));
    expect(named('abc_'.repeat(256_000))).toEqual(named('abc_'));
  });

  it('reads a name of 100,000 verb and version words in one pass (each word searched the list of verb words, and each version word the rest of the name: the square of its length)', { timeout: 30_000 }, () => {
    const name = `get_x_${'list_beta_'.repeat(50_000)}beta`;
    const pairs = pairsOf([
      { id: 's/long', name, description: 'Gets x.', params: [] },
      { id: 't/get_x', name: 'get_x', description: 'Gets x.', params: [] },
    ]);
    expect(pairs.length).toBeLessThanOrEqual(1);
    expect(writeActionOf(`delete_${'beta_'.repeat(200_000)}v1`, 's', 'read')).toBe('delete');
  });
});

describe('semantic overlap groups', () => {
  it('reads a version mark on the last characters of a name: one of 200,000 digits ending in a letter takes one pass (each digit a new try before)', () => {
    const ct = (label: string, name: string) => ({
      id: `${label}/${name}`,
      entry: { contractHash: 'x', fields: {}, definition: { name, description: 'Updates a label of the mailbox.' } },
      declared: { effect: 'write' as const },
    });
    const digits = '1'.repeat(200_000);
    const findings = semanticOverlaps([ct('s', `a_${digits}x`), ct('s', `b_${digits}x`), ct('s', 'update_label'), ct('s', 'patch_label')]);
    expect(findings.map((f) => f.severity)).toEqual(['low']);
  });
});

describe('report text', () => {
  it('shows the edge spaces of a name with a million spaces inside by a scan from each end (a regex retried from every space before)', () => {
    const name = `a${' '.repeat(1_000_000)}b `;
    expect(idText(`s/${name}`)).toBe(`s/a${' '.repeat(1_000_000)}b\\u{20}`);
    expect(markdownInline(name).endsWith('b\\\\u\\{20\\}')).toBe(true);
  });
});

describe('drift, waivers and report building', () => {
  it('quotes a server version of a megabyte shortened in each changed tool’s finding (tools × megabytes before)', () => {
    const tools = Array.from({ length: 400 }, (_, i) => tool(`t${i}`));
    const { lock } = buildLock(snapshot([server('s', tools)]));
    const live = snapshot([server('s', tools.map((t) => ({ ...t, description: 'changed' })), { serverInfo: { name: 's-server', version: 'x'.repeat(1_000_000) } })]);
    const findings = drift(catalogOf(['s']), lock, live).findings.filter((f) => f.rule === 'mutable_contract');
    expect(findings).toHaveLength(400);
    for (const f of findings) expect(f.message.length).toBeLessThan(1_000);
  });

  it('calls no new name a rename when many fold like one gone name, and does not repeat that (long) name in each', () => {
    const long = `a${'-'.repeat(1_000_000)}b`;
    const { lock } = buildLock(snapshot([server('s', [tool(long)])]));
    const seps = ['_', '.', '-'];
    const names = Array.from({ length: 500 }, (_, i) => `a${Array.from({ length: 3 + (i % 50) }, (_, k) => seps[(i + k) % 3]).join('')}${'_'.repeat(Math.floor(i / 50))}b`);
    const live = snapshot([server('s', [...new Set(names)].map((n) => tool(n)))]);
    const added = drift(catalogOf(['s']), lock, live).findings.filter((f) => f.rule === 'tool_added');
    expect(added.length).toBeGreaterThan(100);
    expect(added.some((f) => /renamed\?/.test(f.message) || f.details?.renamedFrom !== undefined)).toBe(false);
    // One new name for one gone name is still a rename.
    const one = drift(catalogOf(['s']), lock, snapshot([server('s', [tool(long.replace(/-/g, '_'))])])).findings.filter((f) => f.rule === 'tool_added');
    expect(one.map((f) => f.details?.renamedFrom)).toEqual([`s/${long}`]);
  });

  it('compares three distinct repeated definitions of one approved name with the lock, and counts the rest in one finding (each of 200 diffed before)', () => {
    const wide: JsonObject = { type: 'object', properties: Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`p${i}`, { type: 'string' }])) };
    const { lock } = buildLock(snapshot([server('s', [tool('t', 'approved', { inputSchema: wide })])]));
    const repeats = Array.from({ length: 200 }, (_, i) => tool('t', `listing ${i}`, { inputSchema: { type: 'object' } }));
    const findings = drift(catalogOf(['s']), lock, snapshot([server('s', repeats)])).findings;
    const changed = findings.filter((f) => f.rule === 'mutable_contract' || f.rule === 'contract_changed');
    expect(changed).toHaveLength(4);
    const rest = findings.filter((f) => f.rule === 'duplicate_name' && f.details?.uncompared !== undefined);
    expect(rest.map((f) => f.message)).toEqual(['s/t: 196 more definitions listed under that name, each unlike the approved one, not compared with the lock (the first 3 are)']);
  });

  it('gives a pattern waiver only the findings of the servers it names (every finding of the rule, for each waiver, before)', () => {
    const findings: Finding[] = Array.from({ length: 100_000 }, (_, i) => ({ rule: 'output_contract_missing', severity: 'info', tools: [`big/t${i}`], servers: ['big'], message: `t${i}` }));
    findings.push({ rule: 'output_contract_missing', severity: 'info', tools: ['s7/x'], servers: ['s7'], message: 'x' });
    const waivers = Array.from({ length: 10_000 }, (_, k) => ({ rule: 'output_contract_missing', tools: [`s${k}/*`], reason: 'r', owner: 'o', expires: '2099-01-01' }));
    const out = applyPolicy(findings, undefined, waivers, new Date('2026-06-01T00:00:00Z'));
    expect(out.filter((f) => f.waived).map((f) => f.tools)).toEqual([['s7/x']]);
    expect(out.filter((f) => f.rule === 'waiver_unused')).toHaveLength(9_999);
  });

  // (Not a test of time: 8,000 reads of a megabyte take about a second. It keeps what the cap must not lose.)
  it('makes visible the spaces of the ids a message names, with a finding of 8,000 ids and a megabyte-long one (at most 64 rewritten)', () => {
    const long = `a${'-'.repeat(1_000_000)}b`;
    const ids = [`s/${long}`, ...Array.from({ length: 8_000 }, (_, i) => `s/a${'_'.repeat(i + 1)}b `)];
    const finding: Finding = { rule: 'exact_name', severity: 'high', tools: ids, servers: ['s'], message: `${ids.slice(0, 3).join(', ')} and ${long}: one name` };
    const verdict = decide([finding], { mode: 'live', failOn: 'medium', effectOf: () => 'read' });
    const report = buildReport({ catalog: catalogOf(['s']), catalogPath: 'catalog-locks/ops.yaml', mode: 'live', findings: [finding], verdict, lockDigest: null, liveDigest: null, toolCount: ids.length, failOn: 'medium' });
    expect(report.findings[0].message).toContain('a_b\\u{20}, ');
  });
});

describe('snapshot files', () => {
  it('scrubs secrets from a snapshot whose definition nests 5,000 levels: the stub discovery would make, not a stack overflow', () => {
    let deep: JsonObject = { type: 'string', description: 'token sekret-value' };
    for (let i = 0; i < 5_000; i++) deep = { type: 'object', properties: { p: deep } };
    const live = snapshot([server('s', [tool('deep', 'sekret-value', { inputSchema: deep }), tool('plain', 'uses sekret-value')])]);
    const [scrubbed] = scrubSnapshot(live, { all: ['sekret-value'], named: ['sekret-value'] }).servers;
    expect(scrubbed.definitionsRedacted).toBe(true);
    expect(JSON.stringify(scrubbed.tools)).not.toContain('sekret-value');
    expect(scrubbed.tools[0]).toEqual({ name: 'deep', [Object.keys(scrubbed.tools[0]).find((k) => k !== 'name')!]: 'definition nests deeper than 64 levels' });
  });
});

import { declarationFindings } from '../../src/analysis/declarations.js';
import { applyPolicy } from '../../src/policy/waivers.js';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogError, loadCatalog, parseCatalog, positionOf } from '../../src/lock/catalog-file.js';
import { compileToolDecls, resolveToolDecl } from '../../src/lock/tool-decls.js';
import { addToolEntries } from '../../src/lock/catalog-entries.js';
import { createCatalogText } from '../../src/lock/catalog-new.js';
import { keyForId } from '../../src/lock/tool-pattern.js';
import { interpolateConnect } from '../../src/discovery/interpolate.js';
import type { Catalog, ToolDecl } from '../../src/types.js';
import { thrownBy } from '../helpers/errors.js';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/catalogs/${name}`, import.meta.url));

const HEAD = `version: 1
agent: ops-agent
servers:
  gh:
    connect: { transport: stdio, command: node, args: [server.js] }
  files:
    connect: { transport: http, url: "https://files.example/mcp" }
`;

/** The CatalogError fn throws. */
const errorOf = (fn: () => unknown) => thrownBy(CatalogError, fn);

/** The original text must still be there, byte for byte, once the added lines are taken out. */
function withoutLines(text: string, lines: string[]): string {
  let out = text;
  for (const line of lines) {
    const idx = out.indexOf(line);
    expect(idx, `line ${JSON.stringify(line)} in output`).toBeGreaterThanOrEqual(0);
    out = out.slice(0, idx) + out.slice(idx + line.length);
  }
  return out;
}

describe('loadCatalog', () => {
  it('loads the example catalog, keeping human fields', async () => {
    const loaded = await loadCatalog(fixture('ops-agent.yaml'));
    expect(loaded.catalog.agent).toBe('ops-agent');
    expect(loaded.catalog.release).toBe('2026-10-06.2');
    expect(Object.keys(loaded.catalog.servers)).toEqual(['change-read', 'change-write', 'github', 'files']);
    expect(loaded.catalog.servers['change-read'].connect).toEqual({
      transport: 'http',
      url: 'https://change-read.example/mcp',
      headers: { Authorization: 'Bearer ${CHANGE_READ_TOKEN}' },
    });
    expect(loaded.catalog.servers.github.timeouts).toEqual({ connectMs: 10000, totalMs: 60000 });
    expect(loaded.catalog.tools['github/create_issue']).toMatchObject({ effect: 'write', approval: 'on-write' });
    expect(loaded.catalog.waivers?.[0].expires).toBe('2026-12-31');
    expect(loaded.dir).toBe(fileURLToPath(new URL('../fixtures/catalogs', import.meta.url)));
    expect(positionOf(loaded, ['tools', 'github/get_*'], 'key')).toEqual({ line: 28, column: 3 });
  });

  it('defaults a missing tools map and waivers list to empty ones', async () => {
    const loaded = await loadCatalog(fixture('minimal.yaml'));
    expect(loaded.catalog.tools).toEqual({});
    expect(loaded.catalog.waivers).toEqual([]);
    const nulls = parseCatalog(`${HEAD}tools:\nwaivers: ~\n`, 'c.yaml');
    expect(nulls.catalog.tools).toEqual({});
    expect(nulls.catalog.waivers).toEqual([]);
  });

  it('refuses an agent name that cannot name a git branch or tag (catalog-lock/<agent>): "..", a final "." or ".lock"', () => {
    for (const agent of ['ops..x', 'ops.', 'x.lock', 'a..b.lock']) {
      expect(() => parseCatalog(`version: 1\nagent: ${agent}\nservers: {}\n`, 'c.yaml'), agent).toThrow(/agent: .* is not valid; expected: .*no '\.\.', and no '\.' or '\.lock' at the end/);
    }
    for (const agent of ['ops', 'ops.v2', 'a.b-c_1', 'lock', 'x.locks']) {
      expect(parseCatalog(`version: 1\nagent: ${agent}\nservers: {}\n`, 'c.yaml').catalog.agent, agent).toBe(agent);
    }
  });

  it('reports every schema and semantic problem at its line and column', async () => {
    const error = await loadCatalog(fixture('invalid-schema.yaml')).then(
      () => undefined,
      (e: unknown) => e as CatalogError,
    );
    expect(error).toBeInstanceOf(CatalogError);
    const lines = error!.message.split('\n').map((l) => l.replace(/^.*invalid-schema\.yaml:/, ''));
    expect(lines).toEqual([
      expect.stringMatching(/^2:8: agent: "bad agent" is not valid; expected: /),
      "5:14: servers.change-read.connect: must have required property 'url'",
      '10:20: servers.files.connect.env.PORT: must be string (found number 8080); quote it to make it text: "8080"',
      '12:37: tools["change-read/change.get"].effect: must be one of: read, propose, write, undeclared (found "reed")',
      '13:3: tools["nowhere/x"]: no server "nowhere" is declared under servers (declared servers: "change-read", "files")',
      '14:44: tools["change-read/change.list"].colour: unknown property "colour"; expected one of: effect, approval, identity, target, owner, intents, volatile, note',
      '17:13: waivers[0].tools[0]: "ghost/tool" names no declared server (declared servers: "change-read", "files")',
      '17:25: waivers[0].tools[1]: "not-an-id" is neither a key of tools, a tool id <server label>/<tool name> nor a declared server\'s label',
      '20:14: waivers[0].expires: must be a day of the calendar (found "2026-02-30", which is none)',
    ]);
    expect(error!.file).toBe(fixture('invalid-schema.yaml'));
    expect(error!.line).toBe(2);
    expect(error!.column).toBe(8);
    expect(error!.issues).toHaveLength(9);
  });

  it('names a key written nearly as a missing one, and says a YAML nested too deeply is that (a README reviewer)', () => {
    const typo = errorOf(() => parseCatalog(`${HEAD.replace(/servers:[\s\S]*$/, '')}servers:\n  m:\n    connect:\n      trasnport: stdio\n      command: node\n`, 'c.yaml'));
    expect(typo.message).toContain(`must have required property 'transport' ("trasnport" is written here: a misspelling of it?)`);
    const deep = errorOf(() => parseCatalog(`${HEAD}x-deep: ${'['.repeat(5000)}${']'.repeat(5000)}\n`, 'c.yaml'));
    expect(deep.message).toContain('the YAML nests too deeply to be read');
    expect(deep.message).not.toContain('call stack');
  });

  it('takes a declared server\'s bare label in a waiver, as the README says: it covers the server\'s own findings, none of its tools\'', () => {
    const { catalog } = parseCatalog(`${HEAD}tools: {}\nwaivers:\n  - { rule: instruction_text, tools: [gh], reason: vendor wording, owner: sec, expires: 2099-01-01 }\n`, 'c.yaml');
    const server = { rule: 'instruction_text', severity: 'high' as const, tools: [], servers: ['gh'], message: 'server "gh" instructions: …' };
    const tool = { rule: 'instruction_text', severity: 'high' as const, tools: ['gh/run'], servers: ['gh'], message: '"gh/run": …' };
    const judged = applyPolicy([server, tool], catalog.policy, catalog.waivers, new Date('2026-12-01T00:00:00Z'));
    expect(judged.map((f) => [f.tools.join(), f.waived?.owner ?? null])).toEqual([['', 'sec'], ['gh/run', null]]);
    // An undeclared label is still refused.
    expect(errorOf(() => parseCatalog(`${HEAD}tools: {}\nwaivers:\n  - { rule: instruction_text, tools: [nowhere], reason: r, owner: o, expires: 2099-01-01 }\n`, 'c.yaml')).message).toContain('"nowhere" is neither a key of tools');
  });

  it('passes a ${…} that is not ${VAR} as written (a shell in `sh -c` expands `${PW:-x}` itself; an editor variable an import kept)', () => {
    const text = `version: 1\nagent: a\nservers:\n  s:\n    connect: { transport: stdio, command: sh, args: [-c, "exec node server.js --password \${PW:-x}", "\${workspaceFolder:app}"] }\ntools: {}\n`;
    expect(parseCatalog(text, 'c.yaml').catalog.servers.s.connect).toMatchObject({ args: ['-c', 'exec node server.js --password ${PW:-x}', '${workspaceFolder:app}'] });
    expect(interpolateConnect(parseCatalog(text, 'c.yaml').catalog.servers.s.connect, {}).connect).toMatchObject({ args: ['-c', 'exec node server.js --password ${PW:-x}', '${workspaceFolder:app}'] });
  });

  it('refuses a severity override for a rule that does not exist (a typo would silently keep the default)', () => {
    const error = errorOf(() => parseCatalog(`${HEAD}policy:\n  severity:\n    tool_addded: info\n    exact_name: critical\n`, 'c.yaml'));
    expect(error.message).toMatch(/c\.yaml:\d+:5: policy\.severity\.tool_addded: unknown rule "tool_addded" \(did you mean "tool_added"\?\) \(the rules are listed in docs\/rules\.md\)/);
    // Nothing near: no suggestion.
    expect(errorOf(() => parseCatalog(`${HEAD}policy:\n  severity:\n    colour: info\n`, 'c.yaml')).message).toContain('unknown rule "colour" (the rules are listed in docs/rules.md)');
    expect(error.message).not.toContain('exact_name');
    expect(parseCatalog(`${HEAD}policy:\n  severity:\n    exact_name: critical\n`, 'c.yaml').catalog.policy?.severity).toEqual({ exact_name: 'critical' });
  });

  it('refuses an override that lowers a fix-only or evidence rule (it would be ignored: a waiver by another name)', () => {
    const error = errorOf(() =>
      parseCatalog(`${HEAD}policy:\n  severity:\n    tool_added: info\n    server_unreachable: low\n    contract_changed: critical\n    exact_name: low\n`, 'c.yaml'),
    );
    expect(error.message).toMatch(/c\.yaml:\d+:17: policy\.severity\.tool_added: tool_added is resolved by a fix or a relock and cannot be lowered below high/);
    expect(error.message).toMatch(/policy\.severity\.server_unreachable: server_unreachable is missing evidence and cannot be lowered/);
    // Raising a fix-only rule, or lowering a waivable one, is what overrides are for.
    expect(error.message).not.toContain('contract_changed');
    expect(error.message).not.toContain('exact_name');
    expect(parseCatalog(`${HEAD}policy:\n  severity:\n    tool_added: high\n    contract_changed: critical\n`, 'c.yaml').catalog.policy?.severity).toEqual({
      tool_added: 'high',
      contract_changed: 'critical',
    });
  });

  it('refuses intents on a pattern key (they would pair every tool it matches)', () => {
    const error = errorOf(() => parseCatalog(`${HEAD}tools:\n  gh/get_*: { effect: read, intents: [read a file] }\n  gh/get_file: { effect: read, intents: [read a file] }\n`, 'c.yaml'));
    expect(error.message).toMatch(/c\.yaml:\d+:\d+: tools\["gh\/get_\*"\]\.intents: intents are read from a tool's exact key only/);
    expect(error.message).not.toContain('gh/get_file');
  });

  it('reports YAML syntax errors with their position', () => {
    const error = errorOf(() => parseCatalog('version: 1\nagent: [ops\nservers: {}\n', 'cat.yaml'));
    expect(error.message).toMatch(/^cat\.yaml:\d+:\d+: /);
    expect(error.line).toBeGreaterThanOrEqual(2);
  });

  it('rejects duplicate keys at the second one', () => {
    const error = errorOf(() => parseCatalog(`${HEAD}tools:\n  gh/a: { effect: read }\n  gh/a: { effect: write }\n`, 'dup.yaml'));
    expect(error.message).toBe('dup.yaml:10:3: Map keys must be unique: this key appears more than once in the same map');
  });

  it('rejects duplicate keys anywhere: every repeat, in flow maps, in a map of 20,000 entries', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `  gh/t${i}: { effect: read }\n`).join('');
    const big = errorOf(() => parseCatalog(`${HEAD}tools:\n${many}  gh/t0: { effect: write }\n`, 'big.yaml'));
    expect(big.issues.map((i) => i.line)).toEqual([20_009]);
    const nested = errorOf(() => parseCatalog(`${HEAD}tools:\n  gh/a: { effect: read, effect: write }\n  gh/b: { effect: read }\n  gh/b: { effect: read }\n  gh/b: { effect: read }\n`, 'n.yaml'));
    expect(nested.issues.map((i) => `${i.line}:${i.column}`)).toEqual(['9:25', '11:3', '12:3']);
    // Keys are equal only when their text is: a trailing space makes another key.
    expect(() => parseCatalog(`${HEAD}tools:\n  gh/a: { effect: read }\n  "gh/a ": { effect: read }\n`, 'ok.yaml')).not.toThrow();
  });

  it('rejects keys that YAML reads as numbers or booleans', () => {
    const error = errorOf(() => parseCatalog('version: 1\nagent: a\nservers:\n  01:\n    connect: { transport: stdio, command: x }\n', 'k.yaml'));
    expect(error.message).toBe('k.yaml:4:3: key "01" is read as a number; keys must be text, so quote it: "01"');
  });

  it('reads a waiver without reason or owner (the check reports it as waiver_invalid, beside the other findings)', () => {
    const loaded = parseCatalog(`${HEAD}tools:\n  gh/a: { effect: read }\nwaivers:\n  - { rule: instruction_text, tools: [gh/a], expires: 2099-01-01 }\n`, 'w.yaml');
    const out = applyPolicy([], undefined, loaded.catalog.waivers, new Date('2026-01-01T00:00:00Z'));
    expect(out.map((f) => `${f.rule} ${f.message}`)).toEqual(['waiver_invalid waivers[0] (instruction_text): missing reason, owner']);
  });

  it('refuses YAML 1.1 merge keys with their reason (a quoted "<<" is an ordinary key)', () => {
    const text = 'version: 1\nagent: a\nx-shared: &srv\n  connect: { transport: stdio, command: x }\nservers:\n  alpha:\n    <<: *srv\n';
    expect(errorOf(() => parseCatalog(text, 'm.yaml')).message).toBe('m.yaml:7:5: merge keys (`<<: *anchor`) are not supported: write the settings out, or alias the whole entry (`name: *anchor`)');
    expect(errorOf(() => parseCatalog(text.replace('<<: *srv', '"<<": x'), 'q.yaml')).message).not.toMatch(/merge keys/);
  });

  it('rejects unresolved tags, several documents and empty files', () => {
    expect(errorOf(() => parseCatalog(`${HEAD}owner: !secret x\n`, 't.yaml')).message).toMatch(/^t\.yaml:8:8: Unresolved tag: !secret/);
    expect(errorOf(() => parseCatalog(`${HEAD}---\nversion: 1\n`, 'm.yaml')).message).toBe(
      'm.yaml:8:1: a catalog is one YAML document, but this file has more than one (remove the extra ---)',
    );
    expect(errorOf(() => parseCatalog('# nothing\n', 'e.yaml')).message).toBe('e.yaml:1:1: the catalog is empty');
  });

  it('reports a missing file with its path', async () => {
    await expect(loadCatalog('/nonexistent/dir/cat.yaml')).rejects.toThrow('/nonexistent/dir/cat.yaml: cannot read the catalog: no such file');
  });

  it('names a few declared servers when a key names an unknown one, and counts the rest', () => {
    const servers = Array.from({ length: 12 }, (_, i) => `  s${i}:\n    connect: { transport: stdio, command: node }\n`).join('');
    const error = errorOf(() => parseCatalog(`version: 1\nagent: a\nservers:\n${servers}tools:\n  ghost/y: { effect: read }\n`, 'g.yaml'));
    expect(error.message).toBe(
      'g.yaml:29:3: tools["ghost/y"]: no server "ghost" is declared under servers (declared servers: "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7" and 4 more)',
    );
  });

  it('checks tool keys against servers, and * only in the tool name', () => {
    const error = errorOf(() =>
      parseCatalog(`${HEAD}tools:\n  "g*/x": { effect: read }\n  gh/ok: { effect: read }\n  ghost/y: { effect: read }\n  noslash: { effect: read }\n`, 'p.yaml'),
    );
    expect(error.message.split('\n')).toEqual([
      'p.yaml:9:3: tools["g*/x"]: a pattern may use * only in the tool name, not in the server label "g*"',
      'p.yaml:11:3: tools["ghost/y"]: no server "ghost" is declared under servers (declared servers: "gh", "files")',
      'p.yaml:12:3: tools.noslash: invalid key "noslash" (<server label>/<tool name or pattern>)',
    ]);
  });

  it('accepts waivers naming keys, patterns and runtime ids of declared servers', () => {
    const loaded = parseCatalog(
      `${HEAD}tools:\n  gh/get_*: { effect: read }\nwaivers:\n  - { rule: r, tools: [gh/get_*, gh/delete_repo, files/x], reason: why, owner: me, expires: 2027-01-31 }\n`,
      'w.yaml',
    );
    expect(loaded.catalog.waivers).toHaveLength(1);
  });

  it('allows x- keys at the top level only', () => {
    expect(parseCatalog(`${HEAD}x-anything: { free: form }\n`, 'x.yaml').catalog.agent).toBe('ops-agent');
    expect(errorOf(() => parseCatalog(`${HEAD}extra: 1\n`, 'x.yaml')).message).toMatch(/^x\.yaml:8:1: extra: unknown property "extra"/);
  });
});

describe('resolveToolDecl', () => {
  const decl = (effect: ToolDecl['effect']): ToolDecl => ({ effect });
  const catalog: Pick<Catalog, 'tools'> = {
    tools: {
      'gh/get_issue': decl('write'),
      'gh/get_*': decl('read'),
      'gh/*_issue': decl('propose'),
      'gh/*': decl('undeclared'),
      'gh/a*': decl('read'),
      'gh/*b': decl('write'),
      'gh/x.(y)+[z]': decl('read'),
      'gh/x.*?': decl('propose'),
      'other/*': decl('write'),
    },
  };

  it('prefers the exact key', () => {
    expect(resolveToolDecl(catalog, 'gh/get_issue')).toEqual({ key: 'gh/get_issue', decl: decl('write') });
  });

  it('prefers the pattern with the longest literal text', () => {
    expect(resolveToolDecl(catalog, 'gh/get_pull')?.key).toBe('gh/get_*');
    expect(resolveToolDecl(catalog, 'gh/close_issue')?.key).toBe('gh/*_issue');
    expect(resolveToolDecl(catalog, 'gh/get_my_issue')?.key).toBe('gh/*_issue'); // 9 literal characters against 7
    expect(resolveToolDecl(catalog, 'gh/zzz')?.key).toBe('gh/*');
  });

  it('breaks ties by key order', () => {
    expect(resolveToolDecl(catalog, 'gh/ab')?.key).toBe('gh/*b'); // "gh/*b" < "gh/a*"
  });

  it('reads a tool two patterns declare otherwise, neither more specific, as undeclared (policy tester: the weaker one won, and it promoted)', () => {
    // A tie, and a longer pattern that is no specialization of the shorter: each declaration is as good as the other.
    expect(resolveToolDecl(catalog, 'gh/ab')).toEqual({ key: 'gh/*b', decl: decl('undeclared'), ambiguous: ['gh/*b', 'gh/a*'] });
    const tools: Record<string, ToolDecl> = { 's/del*': { effect: 'write', approval: 'always' }, 's/*ete': decl('read'), 's/get_*': decl('write'), 's/*_record': decl('read'), 's/*': decl('read'), 's/purge_*': decl('write') };
    expect(resolveToolDecl({ tools }, 's/delete')?.decl).toEqual(decl('undeclared'));
    expect(resolveToolDecl({ tools }, 's/get_and_purge_record')).toMatchObject({ key: 's/*_record', decl: decl('undeclared'), ambiguous: ['s/*_record', 's/get_*'] });
    // A specialization wins as before: purge_* is within *, get_* within *; patterns that agree are no conflict.
    expect(resolveToolDecl({ tools }, 's/purge_cache')).toEqual({ key: 's/purge_*', decl: decl('write') });
    expect(resolveToolDecl({ tools: { ...tools, 's/*_record': decl('write') } }, 's/get_and_purge_record')).toEqual({ key: 's/*_record', decl: decl('write') });
    // The same effect, other approvals or scopes (second reader: this was undeclared, a new read tool a rollback):
    // the effect, the strictest approval, a scope only where they agree.
    const sameEffect: Record<string, ToolDecl> = { 'gh/get_*': { effect: 'read', approval: 'never', target: { environment: 'prod' } }, 'gh/*_record': { effect: 'read', approval: 'always', target: { environment: 'prod' } } };
    expect(resolveToolDecl({ tools: sameEffect }, 'gh/get_audit_record')).toEqual({ key: 'gh/*_record', decl: { effect: 'read', approval: 'always', target: { environment: 'prod' } }, ambiguous: ['gh/*_record', 'gh/get_*'] });
    // Targets (or identities) they do not agree on: undeclared, never the server's (third reader: that promoted a write).
    sameEffect['gh/get_*'].target = { environment: 'staging' };
    expect(resolveToolDecl({ tools: sameEffect }, 'gh/get_audit_record')?.decl).toEqual({ effect: 'undeclared' });
    // The finding says which patterns disagree.
    const [finding] = declarationFindings(['s/delete'], { tools, servers: { s: {} as never }, owner: 'o' }).filter((f) => f.rule === 'undeclared_effect');
    expect(finding.message).toBe('s/delete is declared otherwise by patterns "s/*ete", "s/del*", none more specific than the others (treated as write): give it an entry of its own, or make one pattern a specialization of the other');
  });

  it('treats regular expression characters literally and * as any run, even empty', () => {
    expect(resolveToolDecl(catalog, 'gh/x.(y)+[z]')?.key).toBe('gh/x.(y)+[z]');
    expect(resolveToolDecl(catalog, 'gh/x.?')?.key).toBe('gh/x.*?');
    expect(resolveToolDecl(catalog, 'gh/x.abc?')?.key).toBe('gh/x.*?');
    expect(resolveToolDecl(catalog, 'gh/xyabc?')?.key).toBe('gh/*'); // "." is not "any character"
    expect(resolveToolDecl(catalog, 'gh/multi\nline')?.key).toBe('gh/*');
    expect(resolveToolDecl(catalog, 'gh/get_')?.key).toBe('gh/get_*');
  });

  it('never lets a pattern reach another server', () => {
    expect(resolveToolDecl(catalog, 'ghx/get_a')).toBeUndefined();
    expect(resolveToolDecl(catalog, 'other/a')?.key).toBe('other/*');
    expect(resolveToolDecl({ tools: {} }, 'gh/x')).toBeUndefined();
  });

  it('sees keys added after a first call', () => {
    const tools: Record<string, ToolDecl> = { 'gh/*': decl('read') };
    expect(resolveToolDecl({ tools }, 'gh/get_a')?.key).toBe('gh/*');
    tools['gh/get_*'] = decl('write');
    expect(resolveToolDecl({ tools }, 'gh/get_a')?.key).toBe('gh/get_*');
  });
});

describe('addToolEntries', () => {
  it('refuses a tools map it cannot edit in place (an alias) as a catalog problem naming the file, not a crash', () => {
    const text = 'version: 1\nagent: alias\nowner: team\nx-tools: &t\n  s1/alpha: { effect: read }\nservers:\n  s1:\n    connect: { transport: stdio, command: node }\n    target: { environment: test }\ntools: *t\n';
    const loaded = parseCatalog(text, '/repo/catalog-locks/alias.yaml');
    const error = thrownBy(CatalogError, () => addToolEntries(loaded, ['s1/alpha', 's1/beta']));
    expect(error.message).toBe('/repo/catalog-locks/alias.yaml: could not add entries under tools without changing the rest of the file; add them by hand under tools: s1/beta: { effect: undeclared }');
  });

  it('the entries to add by hand are shown as they must be written: a tool named get_* escaped, never a pattern', () => {
    const text = 'version: 1\nagent: alias\nowner: team\nx-tools: &t\n  s1/alpha: { effect: read }\nservers:\n  s1:\n    connect: { transport: stdio, command: node }\n    target: { environment: test }\ntools: *t\n';
    const loaded = parseCatalog(text, '/repo/catalog-locks/alias.yaml');
    const error = thrownBy(CatalogError, () => addToolEntries(loaded, ['s1/get_*', 's1/a\\b', 's1/zero\u200Bwidth']));
    expect(error.message).toBe(
      '/repo/catalog-locks/alias.yaml: could not add entries under tools without changing the rest of the file; add them by hand under tools: ' +
        's1/a\\\\b: { effect: undeclared }; s1/get_\\*: { effect: undeclared }; "s1/zero\\u200Bwidth": { effect: undeclared }',
    );
    // Each line, pasted under tools, declares exactly that tool.
    const pasted = text.replace('tools: *t\n', `tools:\n${error.message.split('under tools: ')[1].split('; ').map((l) => `  ${l}\n`).join('')}`);
    const pastedCatalog = parseCatalog(pasted, '/repo/x.yaml').catalog;
    expect(resolveToolDecl(pastedCatalog, 's1/get_*')?.key).toBe('s1/get_\\*');
    expect(resolveToolDecl(pastedCatalog, 's1/get_other')).toBeUndefined();
    expect(resolveToolDecl(pastedCatalog, 's1/a\\b')?.key).toBe('s1/a\\\\b');
    expect(resolveToolDecl(pastedCatalog, 's1/zero\u200Bwidth')?.key).toBe('s1/zero\u200Bwidth');
  });

  it('returns the text unchanged, byte for byte, when nothing is new', async () => {
    const loaded = await loadCatalog(fixture('ops-agent.yaml'));
    const original = await readFile(fixture('ops-agent.yaml'), 'utf8');
    const result = addToolEntries(loaded, ['change-read/change.get', 'github/get_me', 'github/get_issue', 'github/create_issue']);
    expect(result.added).toEqual([]);
    expect(result.text).toBe(original);
  });

  it('appends new entries in sorted order and keeps comments, blank lines, order and formatting', async () => {
    const loaded = await loadCatalog(fixture('ops-agent.yaml'));
    const result = addToolEntries(loaded, ['github/push_files', 'files/write_file', 'files/read_file', 'github/get_me', 'files/read_file']);
    expect(result.added).toEqual(['files/read_file', 'files/write_file', 'github/push_files']);
    const newLines = [
      '  files/read_file: { effect: undeclared }\n',
      '  files/write_file: { effect: undeclared }\n',
      '  github/push_files: { effect: undeclared }\n',
    ];
    expect(result.text).toContain(newLines.join(''));
    expect(result.text.indexOf(newLines[0])).toBeGreaterThan(result.text.indexOf('      Reviewed 2026-09-30.\n'));
    expect(result.text.indexOf(newLines[0])).toBeLessThan(result.text.indexOf('waivers:'));
    expect(withoutLines(result.text, newLines)).toBe(loaded.text);
    const reloaded = parseCatalog(result.text, loaded.path);
    expect(reloaded.catalog.tools['files/read_file']).toEqual({ effect: 'undeclared' });
    expect(reloaded.catalog.tools['github/create_issue']).toEqual(loaded.catalog.tools['github/create_issue']);
    expect(Object.keys(reloaded.catalog.tools)).toEqual([...Object.keys(loaded.catalog.tools), ...result.added]);
    // The loaded catalog itself is left alone.
    expect(loaded.catalog.tools['files/read_file']).toBeUndefined();
  });

  it('adds a tools map when there is none', async () => {
    const loaded = await loadCatalog(fixture('minimal.yaml'));
    const result = addToolEntries(loaded, ['memory/b', 'memory/a']);
    expect(result.text).toBe(`${loaded.text}tools:\n  memory/a: { effect: undeclared }\n  memory/b: { effect: undeclared }\n`);
    const noNewline = parseCatalog(loaded.text.trimEnd(), 'm.yaml');
    expect(addToolEntries(noNewline, ['memory/a']).text).toBe(`${loaded.text}tools:\n  memory/a: { effect: undeclared }\n`);
  });

  it.each([
    ['tools: {}\n', 'tools:\n  gh/x: { effect: undeclared }\n'],
    ['tools: {}   # none yet\nwaivers: []\n', 'tools:   # none yet\n  gh/x: { effect: undeclared }\nwaivers: []\n'],
    ['tools:\nwaivers: []\n', 'tools:\n  gh/x: { effect: undeclared }\nwaivers: []\n'],
    ['tools: # later\n\nwaivers: []\n', 'tools: # later\n  gh/x: { effect: undeclared }\n\nwaivers: []\n'],
    ['tools: ~\n', 'tools:\n  gh/x: { effect: undeclared }\n'],
    ['tools: null # c\n', 'tools: # c\n  gh/x: { effect: undeclared }\n'],
    ['tools:\n    gh/a: { effect: read }   # four spaces\n', 'tools:\n    gh/a: { effect: read }   # four spaces\n    gh/x: { effect: undeclared }\n'],
    ['tools:\n  gh/a:\n    effect: read\n    note: |\n      kept\n\n# end\n', 'tools:\n  gh/a:\n    effect: read\n    note: |\n      kept\n  gh/x: { effect: undeclared }\n\n# end\n'],
    ['tools:\n  gh/a:\n    effect: read\n    note: |+\n      kept\n\nwaivers: []\n', 'tools:\n  gh/a:\n    effect: read\n    note: |+\n      kept\n\n  gh/x: { effect: undeclared }\nwaivers: []\n'],
    ['tools:\n  gh/a: { effect: read }', 'tools:\n  gh/a: { effect: read }\n  gh/x: { effect: undeclared }\n'],
  ])('edits %j in place', (tail, expected) => {
    const loaded = parseCatalog(HEAD + tail, 'c.yaml');
    const result = addToolEntries(loaded, ['gh/x']);
    expect(result.added).toEqual(['gh/x']);
    expect(result.text).toBe(HEAD + expected);
  });

  it('keeps Windows line endings', () => {
    const text = (HEAD + 'tools:\n  gh/a: { effect: read }\n').replace(/\n/g, '\r\n');
    const result = addToolEntries(parseCatalog(text, 'c.yaml'), ['gh/x']);
    expect(result.text).toBe(text + '  gh/x: { effect: undeclared }\r\n');
    const empty = (HEAD + 'tools: {}\r\nwaivers: []\r\n').replace(/\n/g, '\r\n').replace(/\r\r/g, '\r');
    expect(addToolEntries(parseCatalog(empty, 'c.yaml'), ['gh/x']).text).toBe(
      (HEAD + 'tools:\n  gh/x: { effect: undeclared }\nwaivers: []\n').replace(/\n/g, '\r\n'),
    );
  });

  it('adds to a non-empty flow map in place, quoting a key that flow syntax would misread', () => {
    const loaded = parseCatalog(`${HEAD}tools: { gh/a: { effect: read } }\n`, 'c.yaml');
    const result = addToolEntries(loaded, ['gh/{x}, y']);
    expect(result.text).toBe(`${HEAD}tools: { gh/a: { effect: read }, "gh/{x}, y": { effect: undeclared } }\n`);
    const reloaded = parseCatalog(result.text, 'c.yaml');
    expect(Object.keys(reloaded.catalog.tools)).toEqual(['gh/a', 'gh/{x}, y']);
    expect(reloaded.catalog.servers).toEqual(loaded.catalog.servers);
    // What YAML 1.2 reads plain in a flow map but YAML 1.1 parsers (PyYAML) take for syntax is quoted too (an outside
    // red team's `h/? x`).
    const more = addToolEntries(loaded, ['gh/? x', 'gh/a:b', 'gh/plain name']);
    expect(more.text).toBe(`${HEAD}tools: { gh/a: { effect: read }, "gh/? x": { effect: undeclared }, "gh/a:b": { effect: undeclared }, gh/plain name: { effect: undeclared } }\n`);
    expect(Object.keys(parseCatalog(more.text, 'c.yaml').catalog.tools)).toEqual(['gh/a', 'gh/? x', 'gh/a:b', 'gh/plain name']);
  });

  it('skips ids a pattern covers, and refuses malformed ids or unknown servers', () => {
    const loaded = parseCatalog(`${HEAD}tools:\n  gh/get_*: { effect: read }\n`, 'c.yaml');
    expect(addToolEntries(loaded, ['gh/get_a', 'gh/get_']).added).toEqual([]);
    expect(() => addToolEntries(loaded, ['no-slash'])).toThrow(/cannot add tool "no-slash": a tool id is <server label>\/<tool name>/);
    expect(() => addToolEntries(loaded, ['gh/'])).toThrow(/a tool id is/);
    expect(() => addToolEntries(loaded, ['ghost/x'])).toThrow(/no server "ghost" is declared/);
  });

  const HOSTILE = [
    'a: #b',
    "it's \"quoted\"",
    'line\nbreak',
    'cr\rlf\r\n',
    '{flow}, [seq]',
    '- leading dash',
    '? question',
    '&anchor *alias !tag %percent @at `tick` |pipe >fold',
    '# just a comment',
    '---',
    '...',
    'trailing space ',
    ' leading space',
    'tab\there',
    'ünïcødé 😀 中文',
    '\u202Eright-to-left override',
    'zero\u200Bwidth\uFEFFbom',
    'nul\u0000bell\u0007del\u007Fc1\u0085',
    'lone \uD800 surrogate',
    'line\u2028sep',
    'tag\u{E0041}char',
    'true',
    '123',
    'null',
    '~',
    '*',
    'star*in*name',
    'x'.repeat(1100),
    'a/b/c',
    '"',
    "'",
    '\\',
    '',
  ];

  it.each(HOSTILE.map((name) => [name]))('round-trips the hostile tool name %j', (name) => {
    if (name === '') {
      expect(() => addToolEntries(parseCatalog(HEAD, 'c.yaml'), ['gh/'])).toThrow();
      return;
    }
    const id = `gh/${name}`;
    const loaded = parseCatalog(`${HEAD}tools:\n  gh/known: { effect: read }   # keep me\n`, 'c.yaml');
    const result = addToolEntries(loaded, [id]);
    expect(result.added).toEqual([id]);
    // The file survives being written as UTF-8 and read back.
    const bytes = Buffer.from(result.text, 'utf8').toString('utf8');
    expect(bytes).toBe(result.text);
    const reloaded = parseCatalog(bytes, 'c.yaml');
    // The key declares exactly this tool (a `*` or `\\` in the name is escaped, never a pattern).
    expect(Object.keys(reloaded.catalog.tools)).toEqual(['gh/known', keyForId(id)]);
    expect(compileToolDecls(reloaded.catalog.tools)(id)).toEqual({ key: keyForId(id), decl: { effect: 'undeclared' } });
    expect(result.text.startsWith(`${HEAD}tools:\n  gh/known: { effect: read }   # keep me\n`)).toBe(true);
    // Nothing invisible or direction-changing is written raw.
    expect(result.text).not.toMatch(/[\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u);
  });

  it('round-trips arbitrary tool names (property)', () => {
    const fragment = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
      fc.constantFrom(': ', ' #', '"', "'", '\n', '\r', '\t', '{', '}', '[', ']', ',', '- ', '? ', '&', '*', '!', '%', '@', '`', '|', '>', '\u202E', '\u2028', '\uFEFF', '\u0000', '\uD83D', '---', '...'),
    );
    const name = fc.array(fragment, { minLength: 1, maxLength: 5 }).map((parts) => parts.join(''));
    const base = parseCatalog(`${HEAD}tools:\n  gh/known: { effect: read }\n`, 'c.yaml');
    fc.assert(
      fc.property(fc.uniqueArray(name, { minLength: 1, maxLength: 4 }), (names) => {
        const ids = names.map((n) => `gh/${n}`);
        const result = addToolEntries(base, ids);
        const expected = ids.filter((id) => !resolveToolDecl(base.catalog, id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(result.added).toEqual([...new Set(expected)]);
        const reloaded = parseCatalog(Buffer.from(result.text, 'utf8').toString('utf8'), 'c.yaml');
        expect(Object.keys(reloaded.catalog.tools)).toEqual(['gh/known', ...result.added.map(keyForId)]);
        const resolve = compileToolDecls(reloaded.catalog.tools);
        for (const id of result.added) expect(resolve(id)?.key).toBe(keyForId(id));
      }),
      { numRuns: 300 },
    );
  });
});

describe('createCatalogText', () => {
  it('writes a valid, commented catalog that loads back to the same servers', () => {
    const servers = {
      github: { connect: { transport: 'stdio' as const, command: 'npx', args: ['-y', '@modelcontextprotocol/server-github'], env: { TOKEN: '${GITHUB_TOKEN}' } } },
      remote: { connect: { transport: 'http' as const, url: 'https://r.example/mcp', headers: { Authorization: 'Bearer ${R}' } } },
    };
    const text = createCatalogText({ agent: 'ops-agent', servers, comment: 'Imported from .vscode/mcp.json\nsecond line' });
    const loaded = parseCatalog(text, 'new.yaml');
    expect(loaded.catalog).toEqual({ version: 1, agent: 'ops-agent', servers, tools: {}, waivers: [] });
    expect(text).toMatch(/^# Catalog of agent ops-agent/);
    expect(text).toContain('# Imported from .vscode/mcp.json\n# second line\n');
    expect(text).toContain('tools: {}');
    expect(text).toContain('waivers: []');
    expect(text).toContain('# What each tool may do: effect: read | propose | write | undeclared;');
    // New tools can be added to it in place.
    const added = addToolEntries(loaded, ['github/get_me']);
    expect(added.text).toContain('tools:\n  github/get_me: { effect: undeclared }\n');
  });

  it('is deterministic and takes optional release and owner', () => {
    const a = createCatalogText({ agent: 'a', servers: {}, release: 'r1', owner: 'team' });
    expect(a).toBe(createCatalogText({ agent: 'a', servers: {}, release: 'r1', owner: 'team' }));
    expect(parseCatalog(a, 'a.yaml').catalog).toMatchObject({ release: 'r1', owner: 'team', servers: {} });
    expect(a).not.toContain('# release:');
  });

  it('refuses input that would not validate', () => {
    expect(() => createCatalogText({ agent: 'bad agent', servers: {} })).toThrow(/cannot create a catalog: agent: /);
    expect(() => createCatalogText({ agent: 'a', servers: { 'a/b': { connect: { transport: 'stdio', command: 'x' } } } })).toThrow(/invalid key "a\/b"/);
  });

  it('keeps hostile comment text on comment lines', () => {
    const text = createCatalogText({ agent: 'a', servers: {}, comment: 'x\nversion: 2\n\u202E' });
    expect(parseCatalog(text, 'a.yaml').catalog.version).toBe(1);
    expect(text).toContain('# version: 2\n');
    expect(text).toContain('# \\u202E\n');
  });
});

describe('loadCatalog on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'catalog-file-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('round-trips an added text through a file', async () => {
    const path = join(dir, 'a.yaml');
    await writeFile(path, `${HEAD}tools: {}\n`);
    const loaded = await loadCatalog(path);
    const { text } = addToolEntries(loaded, ['gh/b', 'gh/a: #c']);
    await writeFile(path, text);
    const again = await loadCatalog(path);
    expect(Object.keys(again.catalog.tools)).toEqual(['gh/a: #c', 'gh/b']);
    expect(addToolEntries(again, ['gh/b', 'gh/a: #c']).text).toBe(text);
    expect(YAML.parse(text).tools).toEqual({ 'gh/a: #c': { effect: 'undeclared' }, 'gh/b': { effect: 'undeclared' } });
  });
});

describe('reading catalogs strictly as UTF-8', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'catalog-utf8-'));
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('bytes that are not UTF-8 are refused with their offset and line, never replaced by U+FFFD', async () => {
    const path = join(tmp, 'latin1.yaml');
    const head = Buffer.from(`${HEAD}owner: caf`);
    await writeFile(path, Buffer.concat([head, Buffer.from([0xe9]), Buffer.from('\ntools: {}\n')]));
    const error = await loadCatalog(path).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as Error).message).toBe(`${path}: not valid UTF-8 (byte offset ${head.length}, line 8); save the file as UTF-8`);
    // Overlong forms, surrogates and truncated sequences are not UTF-8 either.
    for (const bad of [[0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf5, 0x80, 0x80, 0x80]]) {
      await writeFile(path, Buffer.concat([Buffer.from('version: 1\nagent: "'), Buffer.from(bad), Buffer.from('"\n')]));
      await expect(loadCatalog(path)).rejects.toThrow(': not valid UTF-8 (byte offset 19, line 2)');
    }
  });

  it('a byte order mark is accepted and kept in the text a rewrite starts from', async () => {
    const path = join(tmp, 'bom.yaml');
    await writeFile(path, `\uFEFF${HEAD}owner: café\ntools: {}\n`);
    const loaded = await loadCatalog(path);
    expect(loaded.catalog.owner).toBe('café');
    expect(loaded.text.startsWith('\uFEFF')).toBe(true);
    const { text } = addToolEntries(loaded, ['gh/new_tool']);
    expect(Buffer.from(text).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(text).toContain('gh/new_tool: { effect: undeclared }');
  });
});

describe('timeouts', () => {
  it('a timeout past the longest timer Node.js sets (2^31 - 1 ms, which it would cut to 1 ms) is refused at its line and column', () => {
    const text = `${HEAD}    timeouts: { connectMs: 2147483647, requestMs: 2147483647, totalMs: 2147483648 }\ntools: {}\n`;
    const error = errorOf(() => parseCatalog(text, '/repo/catalog-locks/slow.yaml'));
    expect(error.message).toBe('/repo/catalog-locks/slow.yaml:8:72: servers.files.timeouts.totalMs: must be <= 2147483647 (found 2147483648)');
    expect(parseCatalog(text.replace('2147483648', '2147483647'), '/repo/x.yaml').catalog.servers.files.timeouts?.totalMs).toBe(2147483647);
  });
});

describe('adding entries after the comments of the last entry', () => {
  const HEAD1 = 'version: 1\nagent: ops\nowner: team\nservers:\n  s1:\n    connect: { transport: stdio, command: node }\n    target: { environment: test }\n';
  const add = (text: string) => addToolEntries(parseCatalog(text, '/repo/catalog-locks/ops.yaml'), ['s1/get_item', 's1/new_tool']).text;

  it('a comment indented under the last block entry stays with it; the new entry comes after', () => {
    const text = `${HEAD1}tools:\n  s1/get_item:\n    effect: write\n    # TODO: ask the owner whether this really writes\n\n    # (second note)\nwaivers: []\n`;
    expect(add(text)).toBe(`${HEAD1}tools:\n  s1/get_item:\n    effect: write\n    # TODO: ask the owner whether this really writes\n\n    # (second note)\n  s1/new_tool: { effect: undeclared }\nwaivers: []\n`);
  });

  it('after a flow entry too; a comment at the indentation of the keys (or less) is not the entry\'s', () => {
    const text = `${HEAD1}tools:\n  s1/get_item: { effect: read }\n      # about get_item\n  # end of the tools\n\n# waivers\nwaivers: []\n`;
    expect(add(text)).toBe(`${HEAD1}tools:\n  s1/get_item: { effect: read }\n      # about get_item\n  s1/new_tool: { effect: undeclared }\n  # end of the tools\n\n# waivers\nwaivers: []\n`);
  });

  it('at the end of the file, with CRLF line breaks or no final line break', () => {
    const crlf = `${HEAD1}tools:\n  s1/get_item:\n    effect: read\n    # TODO\n`.replace(/\n/g, '\r\n');
    expect(add(crlf)).toBe(`${crlf}  s1/new_tool: { effect: undeclared }\r\n`);
    const open = `${HEAD1}tools:\n  s1/get_item:\n    effect: read\n    # TODO`;
    expect(add(open)).toBe(`${open}\n  s1/new_tool: { effect: undeclared }\n`);
  });
});

describe('adding entries to a flow map under tools', () => {
  // Flow style everywhere, odd spacing, an anchor, comments inside the braces, blank lines: none of it may move.
  const HEAD2 =
    'owner: &o platform   # anchor\n' +
    'version: 1\n' +
    'agent: flow\n' +
    'x-list: [a,b,  c]\n' +
    '\n' +
    'servers:\n' +
    '  s1:\n' +
    '    connect: {transport: stdio, command: node, args: [scenario-server.mjs,--tools-file,tools.json], cwd: ..}\n' +
    '\n' +
    '    target: {environment: test}\n';
  const TOOLS = 'tools: {\n  # why get_item is read\n  s1/get_item: {effect: read},   # approved by sec\n}\n';
  const TAIL = '\n# the end\nwaivers: []\n';
  const NEW_LINE = '  s1/list_items: { effect: undeclared },\n';
  const add = (text: string, ids = ['s1/get_item', 's1/list_items']) => addToolEntries(parseCatalog(text, '/repo/catalog-locks/flow.yaml'), ids);

  it('inserts only the new entry before the closing brace; every other byte is kept, and a second add changes nothing', () => {
    const text = HEAD2 + TOOLS + TAIL;
    const result = add(text);
    expect(result.added).toEqual(['s1/list_items']);
    const at = text.indexOf('}\n\n# the end');
    expect(result.text).toBe(text.slice(0, at) + NEW_LINE + text.slice(at));
    const reloaded = parseCatalog(result.text, 'flow.yaml');
    expect(reloaded.catalog.tools).toEqual({ 's1/get_item': { effect: 'read' }, 's1/list_items': { effect: 'undeclared' } });
    const again = add(result.text);
    expect(again.added).toEqual([]);
    expect(again.text).toBe(result.text);
  });

  it('keeps a byte order mark and CRLF line breaks', () => {
    const lf = HEAD2 + TOOLS + TAIL;
    const text = '\uFEFF' + lf.replace(/\n/g, '\r\n');
    const result = add(text);
    const at = lf.indexOf('}\n\n# the end');
    expect(result.text).toBe('\uFEFF' + (lf.slice(0, at) + NEW_LINE + lf.slice(at)).replace(/\n/g, '\r\n'));
    expect(parseCatalog(result.text, 'flow.yaml').catalog.tools['s1/list_items']).toEqual({ effect: 'undeclared' });
    expect(add(result.text).text).toBe(result.text);
  });

  it.each([
    // No trailing comma: one goes right after the last value (before its comment), none after the new last entry.
    ['tools: {\n  s1/get_item: {effect: read}   # approved\n}\n', 'tools: {\n  s1/get_item: {effect: read},   # approved\n  s1/list_items: { effect: undeclared },\n  s1/new_tool: { effect: undeclared }\n}\n'],
    // Trailing comma kept, and given to every new entry; a comment before the brace stays before the new entries.
    ['tools: {\n    s1/get_item: { effect: read },\n    # more later\n  }\n', 'tools: {\n    s1/get_item: { effect: read },\n    # more later\n    s1/list_items: { effect: undeclared },\n    s1/new_tool: { effect: undeclared },\n  }\n'],
    // One line, with or without a trailing comma, with a comment after the brace.
    ['tools: {s1/get_item: {effect: read}}  # all\n', 'tools: {s1/get_item: {effect: read}, s1/list_items: { effect: undeclared }, s1/new_tool: { effect: undeclared }}  # all\n'],
    ['tools: { s1/get_item: {effect: read}, }\n', 'tools: { s1/get_item: {effect: read}, s1/list_items: { effect: undeclared }, s1/new_tool: { effect: undeclared }, }\n'],
    // The first entry on the brace's line, the last on its own line.
    ['tools: { s1/a: {effect: read},\n         s1/get_item: {effect: read} }\n', 'tools: { s1/a: {effect: read},\n         s1/get_item: {effect: read}, s1/list_items: { effect: undeclared }, s1/new_tool: { effect: undeclared } }\n'],
    // Empty flow maps `tools: {}` is not (a comment inside, the braces on their own line).
    ['tools: { # none yet\n}\n', 'tools: { # none yet\n  s1/get_item: { effect: undeclared },\n  s1/list_items: { effect: undeclared },\n  s1/new_tool: { effect: undeclared }\n}\n'],
    ['tools:\n  {}\n', 'tools:\n  { s1/get_item: { effect: undeclared }, s1/list_items: { effect: undeclared }, s1/new_tool: { effect: undeclared } }\n'],
    // An anchor and a tag before the brace.
    ['tools: &t !!map {s1/get_item: {effect: read}}\n', 'tools: &t !!map {s1/get_item: {effect: read}, s1/list_items: { effect: undeclared }, s1/new_tool: { effect: undeclared }}\n'],
  ])('edits %j in place', (tools, expected) => {
    const result = add(HEAD2 + tools + TAIL, ['s1/get_item', 's1/new_tool', 's1/list_items']);
    expect(result.text).toBe(HEAD2 + expected + TAIL);
    expect(add(result.text, ['s1/get_item', 's1/new_tool', 's1/list_items']).text).toBe(result.text);
  });

  it('a catalog that is one flow map (JSON-style) gets the entries inside its tools map, a tools map when it has none, or in place of a null', () => {
    const flow = '{version: 1, agent: a,   # one line\n servers: {s1: {connect: {transport: stdio, command: node}, target: {environment: test}}}, tools: {s1/get_item: {effect: read}}}\n';
    expect(add(flow).text).toBe(flow.replace('{effect: read}}}', '{effect: read}, s1/list_items: { effect: undeclared }}}'));
    // No tools map: one is added before the root's closing brace, every other byte kept (never printed again).
    const noTools = '{version: 1, agent: a,   # one line\n servers: {s1: {connect: {transport: stdio, command: node}, target: {environment: test}}}}\n';
    const added = add(noTools, ['s1/list_items']).text;
    expect(added).toBe(noTools.replace('}}}}\n', '}}}, tools: { s1/list_items: { effect: undeclared } }}\n'));
    expect(parseCatalog(added, 'flow.yaml').catalog.tools['s1/list_items']).toEqual({ effect: 'undeclared' });
    // JSON, with a null tools: the entries are written as JSON, and the file stays JSON (a tester saw plain YAML
    // entries land in a JSON catalog).
    const json = '{\n  "version": 1,\n  "agent": "a",\n  "servers": { "s1": { "connect": { "transport": "stdio", "command": "node" }, "target": { "environment": "test" } } },\n  "tools": null\n}\n';
    const filled = add(json, ['s1/list_items']).text;
    expect(filled).toBe(json.replace('"tools": null', '"tools": { "s1/list_items": { "effect": "undeclared" } }'));
    expect(parseCatalog(filled, 'flow.yaml').catalog.tools['s1/list_items']).toEqual({ effect: 'undeclared' });
    expect(JSON.parse(filled).tools).toEqual({ 's1/list_items': { effect: 'undeclared' } });
    // JSON without tools, the closing brace on its own line.
    const bare = '{\n  "version": 1,\n  "agent": "a",\n  "servers": { "s1": { "connect": { "transport": "stdio", "command": "node" }, "target": { "environment": "test" } } }\n}\n';
    const grown = add(bare, ['s1/list_items']).text;
    expect(parseCatalog(grown, 'flow.yaml').catalog.tools['s1/list_items']).toEqual({ effect: 'undeclared' });
    expect(grown.startsWith(bare.slice(0, bare.indexOf('\n}')))).toBe(true);
    expect(JSON.parse(grown).tools).toEqual({ 's1/list_items': { effect: 'undeclared' } });
    // JSON with entries, and hostile names: still JSON, each name read back as it is.
    const listed = '{\n  "version": 1,\n  "agent": "a",\n  "servers": { "s1": { "connect": { "transport": "stdio", "command": "node" } } },\n  "tools": {\n    "s1/get_item": { "effect": "read" }\n  }\n}\n';
    const hostile = ['s1/list_items', 's1/a"b', 's1/line\nbreak', 's1/\u202Eright-to-left', 's1/star*in*name'];
    const more = add(listed, hostile).text;
    expect(more.startsWith(listed.slice(0, listed.indexOf('"read" }') + 8))).toBe(true);
    const keys = ['s1/get_item', ...hostile.map(keyForId)].sort();
    expect(Object.keys(JSON.parse(more).tools).sort()).toEqual(keys);
    expect(Object.keys(parseCatalog(more, 'flow.yaml').catalog.tools).sort()).toEqual(keys);
  });

  const FLOW_HOSTILE = ['{flow}, [seq]', 'a: #b', 'line\nbreak', 'a]b', 'x'.repeat(1100), 'star*in*name', '\u202Eright-to-left', ': x', 'true'];
  it.each(FLOW_HOSTILE.map((name) => [JSON.stringify(name).slice(0, 30), name]))('round-trips the hostile tool name %s', (_, name) => {
    const id = `s1/${name}`;
    for (const tools of ['tools: { s1/get_item: {effect: read} }   # keep me\n', 'tools: {\n  s1/get_item: {effect: read},   # keep me\n}\n']) {
      const result = add(HEAD2 + tools, [id]);
      const reloaded = parseCatalog(result.text, 'flow.yaml');
      expect(Object.keys(reloaded.catalog.tools)).toEqual(['s1/get_item', keyForId(id)]);
      expect(compileToolDecls(reloaded.catalog.tools)(id)).toEqual({ key: keyForId(id), decl: { effect: 'undeclared' } });
      expect(result.text.startsWith(HEAD2 + tools.slice(0, tools.indexOf('read}') + 5))).toBe(true);
      expect(result.text).not.toMatch(/[\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u);
    }
  });
});

describe('tool names that look like a catalog key but are other names', () => {
  const HEAD3 = 'version: 1\nagent: a\nservers:\n  s1:\n    connect: { transport: stdio, command: node }\n    target: { environment: test }\n';
  const NFD = 's1/cafe\u0301';
  const NFC = 's1/caf\u00e9';

  it('a key in NFD does not declare the NFC name (names are identities), but the lookalike is reported with both spelled out', () => {
    const loaded = parseCatalog(`${HEAD3}tools:\n  ${NFD}: { effect: read }\n`, 'c.yaml');
    const result = addToolEntries(loaded, [NFC, 's1/other']);
    expect(result.added).toEqual([NFC, 's1/other']);
    expect(result.lookalikes).toEqual([
      {
        id: NFC,
        key: NFD,
        reason: 'normalization',
        message:
          'new tool "s1/caf\\u00e9" and catalog key "s1/cafe\\u0301" look alike (equal once both are NFC-normalized) but are different names: ' +
          'the key does not declare the tool, added as undeclared; if the key meant it, replace the key with "s1/caf\\u00e9"',
      },
    ]);
    // The other way round too.
    const composed = parseCatalog(`${HEAD3}tools:\n  ${NFC}: { effect: read }\n`, 'c.yaml');
    expect(addToolEntries(composed, [NFD]).lookalikes.map((l) => [l.id, l.key, l.reason])).toEqual([[NFD, NFC, 'normalization']]);
  });

  it('names that differ only in letter case are reported too; an exact match, a pattern or an unrelated name is not', () => {
    const loaded = parseCatalog(`${HEAD3}tools:\n  s1/Get_Item: { effect: read }\n  s1/list_*: { effect: read }\n  s1/stra\u00dfe: { effect: read }\n`, 'c.yaml');
    const result = addToolEntries(loaded, ['s1/get_item', 's1/Get_Item', 's1/LIST_X', 's1/STRASSE', 's1/x']);
    expect(result.added).toEqual(['s1/LIST_X', 's1/STRASSE', 's1/get_item', 's1/x']);
    expect(result.lookalikes.map((l) => [l.id, l.key, l.reason])).toEqual([
      ['s1/STRASSE', 's1/stra\u00dfe', 'case'],
      ['s1/get_item', 's1/Get_Item', 'case'],
    ]);
    expect(result.lookalikes[0].message).toContain('"s1/STRASSE" and catalog key "s1/stra\\u00dfe" look alike (equal once both are NFC-normalized and case-folded)');
    expect(addToolEntries(loaded, ['s1/Get_Item']).lookalikes).toEqual([]);
  });
});

describe("the README's catalog", () => {
  it('is one the tool reads (an outside audit: its example declared a tool of a server it did not declare, and check refused it)', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### The catalog'));
    const block = /```yaml\n([\s\S]*?)```/.exec(section);
    expect(block).not.toBeNull();
    const loaded = parseCatalog(block![1], 'catalog-locks/ops-agent.yaml');
    expect(loaded.catalog.agent).toBe('ops-agent');
    for (const id of Object.keys(loaded.catalog.tools)) expect(Object.keys(loaded.catalog.servers), id).toContain(id.split('/')[0]);
  });
});

// The lock file written and read back: what a server sends must survive the
// round trip byte for byte, hostile keys included.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { declarationDrift } from '../../src/analysis/analyze.js';
import { drift } from '../../src/analysis/drift.js';
import { relock } from '../../src/commands/lock.js';
import { parseCatalog } from '../../src/lock/catalog-file.js';
import { buildLock, loadLock, serializeLock } from '../../src/lock/lock-file.js';
import { fingerprint } from '../../src/contract/fingerprint.js';
import type { JsonObject, LockFile } from '../../src/types.js';
import { sortKeysDeep } from '../../src/util/stable-json.js';
import { catalogOf, server, snapshot } from '../helpers/snapshots.js';

const dir = mkdtempSync(join(tmpdir(), 'catalog-lock-lockfile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// JSON.parse makes "__proto__" an own key, as a server's answer would.
const hostile = JSON.parse(
  '{"name":"t","description":"d","inputSchema":{"type":"object","properties":{"__proto__":{"type":"string","description":"x"},"constructor":{"type":"string"}}},"annotations":{"__proto__":{"readOnlyHint":true}}}',
);

describe('buildLock', () => {
  it('approves only complete, unambiguous evidence: a list cut short or a label listed twice is refused', () => {
    const t = { name: 't', description: 'd', inputSchema: { type: 'object' } };
    expect(() => buildLock(snapshot([server('s', [t], { status: 'unreachable', complete: false, error: 'down' })]))).toThrow(/^server s was not discovered completely: down$/);
    // Status ok with an incomplete list (the snapshot schema allows it): part of a server would be approved.
    expect(() => buildLock(snapshot([server('s', [t], { complete: false })]))).toThrow(/^server s was not discovered completely: list incomplete$/);
    // Two entries for one label: the lock would merge their tools and keep the last server entry.
    expect(() => buildLock(snapshot([server('s', [t]), server('s', [{ ...t, name: 'u' }])]))).toThrow(/^server s is listed 2 times in the snapshot$/);
    expect(Object.keys(buildLock(snapshot([server('s', [t])])).lock.tools)).toEqual(['s/t']);
  });

  it('relock (lock and the drift job) says what is wrong with such a snapshot instead of throwing, and writes nothing', () => {
    const loaded = parseCatalog('version: 1\nagent: agent\nservers:\n  s: { connect: { transport: stdio, command: node } }\n  u: { connect: { transport: stdio, command: node } }\ntools: {}\n', '/x/catalog-locks/agent.yaml');
    const t = { name: 't', description: 'd', inputSchema: { type: 'object' } };
    const result = relock(loaded, snapshot([server('s', [t], { complete: false, error: 'stopped at max_items' }), server('u', []), server('u', [])]), [], {});
    expect(result).toEqual({
      ok: false,
      reason: 'every server must be discovered completely',
      problems: ['s: ok, incomplete: stopped at max_items', 'u: listed 2 times in the snapshot'],
    });
    // A server that answered completely but sent a secret back is refused for that, not for being incomplete.
    const echoed = relock(loaded, snapshot([{ ...server('s', [t]), definitionsRedacted: true }, server('u', [])]), [], {});
    expect(echoed).toMatchObject({ ok: false, reason: 'no server may send back a secret in its definitions, name, version or capabilities' });
    const both = relock(loaded, snapshot([{ ...server('s', [t]), definitionsRedacted: true }]), [], {});
    expect(both).toMatchObject({ ok: false, reason: 'every server must be discovered completely; no server may send back a secret in its definitions, name, version or capabilities', problems: [expect.stringMatching(/^s: its definitions carry a secret/), 'u: not in the snapshot'] });
  });
});

describe('relock and a name listed twice (policy tester)', () => {
  it('refuses two definitions under one name (check would call the second a mutation of the first), not two identical listings', () => {
    const loaded = parseCatalog('version: 1\nagent: agent\nservers:\n  s: { connect: { transport: stdio, command: node } }\ntools: {}\n', '/x/catalog-locks/agent.yaml');
    const put = { name: 'put_record', description: 'Store a record', inputSchema: { type: 'object' } };
    const result = relock(loaded, snapshot([server('s', [put, { ...put, description: 'other' }])]), [], {});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toMatch(/^every name must stand for one definition/);
      expect(result.problems).toEqual(['s lists the tool name "put_record" more than once, with different definitions: which one a client keeps is undefined, and each is compared with the lock (three at most)']);
    }
    expect(relock(loaded, snapshot([server('s', [put, { ...put }])]), [], {}).ok).toBe(true);
  });
});

describe('relock and values hidden in a definition (sink tester)', () => {
  it('refuses a definition that holds a value the catalog passes, written with look-alike letters or tag characters, and never prints it', () => {
    const loaded = parseCatalog('version: 1\nagent: agent\nservers:\n  s: { connect: { transport: stdio, command: node, env: { TENANT: "${TENANT}" } } }\ntools: {}\n', '/x/catalog-locks/agent.yaml');
    const value = 'KrakenTenant42';
    const lookalike = value.replace('K', '\u212a');
    const tags = [...value].map((ch) => String.fromCodePoint(0xe0000 + ch.charCodeAt(0))).join('');
    for (const t of [{ name: `get_${lookalike}`, inputSchema: { type: 'object' } }, { name: 'get', description: `hello ${tags}`, inputSchema: { type: 'object' } }] as JsonObject[]) {
      const result = relock(loaded, snapshot([server('s', [t])]), [value], { TENANT: value });
      expect(result.ok, String(t.name)).toBe(false);
      if (!result.ok) {
        expect(result.problems.join('\n').normalize('NFKC')).not.toContain(value);
        expect(result.problems[0]).toMatch(/^s\/get(_\*\*\*)?: its definition holds the value of \$\{TENANT\} \(given to server s\)$/);
      }
    }
    // The same definitions without the value are locked.
    expect(relock(loaded, snapshot([server('s', [{ name: 'get_other', inputSchema: { type: 'object' } }])]), [value], { TENANT: value }).ok).toBe(true);
  });

  it('names only variables whose value is a secret of the run: a flag set to true is in every text (a third survey)', () => {
    const loaded = parseCatalog('version: 1\nagent: agent\nservers:\n  s: { connect: { transport: stdio, command: node, env: { FLAG: "${FLAG}", TENANT: "${TENANT}" } } }\ntools: {}\n', '/x/catalog-locks/agent.yaml');
    const result = relock(loaded, snapshot([server('s', [{ name: 'get_x', description: 'Returns true for tenant KrakenTenant42.', inputSchema: { type: 'object' } }])]), ['KrakenTenant42'], { FLAG: 'true', TENANT: 'KrakenTenant42' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toEqual(['s/get_x: its definition holds the value of ${TENANT} (given to server s)']);
  });
});

describe('lock file round trip', () => {
  it('keeps keys named __proto__ or constructor: written, loaded, re-hashed, and no drift against the same catalog', async () => {
    const live = snapshot([server('s', [hostile])]);
    const { lock } = buildLock(live, () => ({ effect: 'read' }));
    const text = serializeLock(lock);
    const definition = lock.tools['s/t'].definition as { inputSchema: { properties: object } };
    expect(Object.keys(definition.inputSchema.properties)).toEqual(['__proto__', 'constructor']);
    expect(text).toContain('"__proto__": {');
    const path = join(dir, 'a.lock.json');
    writeFileSync(path, text);
    const loaded = await loadLock(path);
    expect(loaded?.tools['s/t'].contractHash).toBe(lock.tools['s/t'].contractHash);
    expect(serializeLock(loaded!)).toBe(text);
    expect(drift(catalogOf(['s']), loaded, live).findings).toEqual([]);
  });

  it('refuses a lock whose field hashes were edited by hand (the runtime check trusts them), or that drops or adds one', async () => {
    const { lock } = buildLock(snapshot([server('s', [{ name: 't', description: 'Reads a file.', inputSchema: { type: 'object' } }])]));
    const poisoned = 'sha256:' + 'ab'.repeat(32);
    const cases: [string, (l: typeof lock) => void][] = [
      ['edited', (l) => (l.tools['s/t'].fields.description = poisoned as never)],
      ['dropped', (l) => delete l.tools['s/t'].fields.inputSchema],
      ['added', (l) => (l.tools['s/t'].fields.title = poisoned as never)],
    ];
    for (const [name, edit] of cases) {
      const copy = JSON.parse(serializeLock(lock)) as typeof lock;
      edit(copy);
      const path = join(dir, `fields-${name}.lock.json`);
      writeFileSync(path, serializeLock(copy));
      await expect(loadLock(path), name).rejects.toThrow(/fields "(description|inputSchema|title)" do not match the hashes of its definition/);
    }
    const path = join(dir, 'fields-intact.lock.json');
    writeFileSync(path, serializeLock(lock));
    await expect(loadLock(path)).resolves.toBeDefined();
  });

  it('sortKeysDeep sorts every level and keeps every own key', () => {
    const value = JSON.parse('{"b":1,"__proto__":{"z":1,"a":[{"y":2,"x":1}]},"a":null}');
    const sorted = sortKeysDeep(value) as Record<string, unknown>;
    expect(JSON.stringify(sorted)).toBe('{"__proto__":{"a":[{"x":1,"y":2}],"z":1},"a":null,"b":1}');
    expect(Object.getPrototypeOf(sorted)).toBe(Object.prototype);
  });
});

describe('sharedLockPaths', () => {
  it('finds catalogs whose locks would be one file (a.yaml and a.yml; names differing in case where the file system ignores it)', async () => {
    const { sharedLockPaths } = await import('../../src/lock/lock-file.js');
    expect(sharedLockPaths(['/r/a.yaml', '/r/a.yml', '/r/b.yaml'], false)).toEqual([['/r/a.lock.json', ['/r/a.yaml', '/r/a.yml']]]);
    expect(sharedLockPaths(['/r/A.yml', '/r/a.yaml'], false)).toEqual([]);
    expect(sharedLockPaths(['/r/A.yml', '/r/a.yaml'], true)).toEqual([['/r/A.lock.json', ['/r/A.yml', '/r/a.yaml']]]);
    expect(sharedLockPaths(['/r/a.YAML', '/r/a.yml'], false)).toHaveLength(1);
  });
});

describe('what the hashes do not cover: declarations and tool counts', () => {
  const two = snapshot([server('s', [{ name: 't', description: 'Reads a file.', inputSchema: { type: 'object' } }, { name: 'u', description: 'Writes a file.', inputSchema: { type: 'object' } }])]);
  const declared = (id: string) => (id === 's/t' ? { effect: 'read' as const } : { effect: 'write' as const, approval: 'always' as const });
  const written = (name: string, edit: (lock: LockFile) => void) => {
    const copy = JSON.parse(serializeLock(buildLock(two, declared).lock)) as LockFile;
    edit(copy);
    const path = join(dir, `${name}.lock.json`);
    writeFileSync(path, serializeLock(copy));
    return path;
  };

  it('a tool entry whose declared was deleted (others keep theirs) is refused, naming the entry and its line', async () => {
    const path = written('declared-deleted', (l) => delete l.tools['s/u'].declared);
    const line = readFileSync(path, 'utf8').split('\n').findIndex((l) => l.includes('"s/u": {')) + 1;
    await expect(loadLock(path)).rejects.toThrow(
      `${path}:${line}:5: tools entry "s/u" has no "declared" (the declarations approved with it) while other entries have one; the lock was edited by hand or is corrupt (restore it from git, or run \`catalog-lock lock\` and review the diff)`,
    );
  });

  it('a lock with no declared at all reads each tool as approved undeclared: never "nothing changed" against the catalog', async () => {
    const path = written('declared-none', (l) => {
      delete l.tools['s/t'].declared;
      delete l.tools['s/u'].declared;
    });
    const loaded = (await loadLock(path))!;
    expect(Object.values(loaded.tools).map((e) => e.declared)).toEqual([{ effect: 'undeclared', approval: 'always' }, { effect: 'undeclared', approval: 'always' }]);
    const findings = declarationDrift(loaded, declared);
    // Each a first declaration (to relock, contained): the strictest approval it carries implied, as a lock written
    // with `undeclared` carries it, whatever approval the catalog declares now.
    expect(findings.map((f) => `${f.rule} ${f.tools} ${f.severity}`)).toEqual(['declaration_changed s/t medium', 'declaration_changed s/u medium']);
    expect(findings.every((f) => f.message.includes('(a first declaration)'))).toBe(true);
  });

  it('a toolCount that disagrees with the tool entries of its server is refused, naming it; a tool of no locked server too', async () => {
    // More entries than toolCount: entries added by hand.
    const path = written('count', (l) => (l.servers.s.toolCount = 1));
    const line = readFileSync(path, 'utf8').split('\n').findIndex((l) => l.includes('"toolCount": 1')) + 1;
    await expect(loadLock(path)).rejects.toThrow(
      `${path}:${line}:7: servers.s.toolCount is 1 but the lock has 2 tool entries for server "s"; the lock was edited by hand or is corrupt (restore it from git, or run \`catalog-lock lock\` and review the diff)`,
    );
    // Fewer: what a lock written before toolCount counted only entries says for a server with a malformed or
    // repeated definition; it still loads.
    await expect(loadLock(written('older', (l) => (l.servers.s.toolCount = 3)))).resolves.toBeDefined();
    const orphan = written('orphan', (l) => {
      l.servers.s.toolCount = 1;
      l.servers.x = { ...l.servers.s };
      delete (l.servers as Record<string, unknown>).s;
    });
    await expect(loadLock(orphan)).rejects.toThrow(/tools entry "s\/t" names no server under servers; the lock was edited by hand or is corrupt \(restore it from git, or run `catalog-lock lock` and review the diff\)$/);
    await expect(loadLock(written('intact', () => undefined))).resolves.toBeDefined();
  });

  it('a definition holding a key no approved definition holds, or a prompt or template of no locked server, is refused (an outside fail-closed hunt)', async () => {
    // Added and rehashed: check read it as a change of form with no field named.
    const iconed = written('icons', (l) => {
      const definition = { ...l.tools['s/t'].definition, icons: [] };
      const print = fingerprint(definition);
      l.tools['s/t'] = { ...l.tools['s/t'], definition, contractHash: print.contractHash, fields: print.fields };
    });
    await expect(loadLock(iconed)).rejects.toThrow(/tools entry "s\/t": its definition holds "icons", which no approved definition holds \(only name, title, description, inputSchema, outputSchema, annotations, execution\); the lock was edited by hand/);
    for (const kind of ['prompts', 'resourceTemplates'] as const) {
      const definition: JsonObject = kind === 'prompts' ? { name: 'p' } : { name: 'p', uriTemplate: 'file:///{x}' };
      const print = fingerprint(definition);
      const orphan = written(`orphan-${kind}`, (l) => ((l[kind] as Record<string, unknown>)['zz/p'] = { definition, contractHash: print.contractHash, fields: print.fields }));
      await expect(loadLock(orphan)).rejects.toThrow(new RegExp(`${kind} entry "zz/p" names no server under servers; the lock was edited by hand`));
      const owned = written(`owned-${kind}`, (l) => ((l[kind] as Record<string, unknown>)['s/p'] = { definition, contractHash: print.contractHash, fields: print.fields }));
      await expect(loadLock(owned)).resolves.toBeDefined();
    }
  });

  it('a lock written with another projection is refused as such, not as a hand edit', async () => {
    const path = written('v2', (l) => ((l as { projection: string }).projection = 'tool-contract/v2'));
    await expect(loadLock(path)).rejects.toThrow(`${path}: written with projection "tool-contract/v2"; this version of catalog-lock computes tool-contract/v1 only (upgrade catalog-lock to read it)`);
  });

  it('toolCount counts the entries the lock approves, so a server with a malformed or repeated tool still loads', async () => {
    const t = { name: 't', description: 'd', inputSchema: { type: 'object' } };
    const { lock } = buildLock(snapshot([server('s', [t, { ...t }, { name: 'bad', inputSchema: 'not a schema' }])]), () => ({ effect: 'read' }));
    expect(lock.servers.s.toolCount).toBe(1);
    const path = join(dir, 'malformed.lock.json');
    writeFileSync(path, serializeLock(lock));
    expect((await loadLock(path))?.servers.s.toolCount).toBe(1);
  });
});

describe('server instructions in the lock (sixth outside tester: the reviewer of a relock saw a hash only)', () => {
  const hashOf = (text: string) => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
  const t = { name: 't', description: 'd', inputSchema: { type: 'object' } };
  const withInstructions = (text: string, redacted = false) => snapshot([server('s', [t], { instructions: text, instructionsHash: hashOf(text), ...(redacted ? { instructionsRedacted: true } : {}) })]);

  it('records their text with their hash, never a text secrets were scrubbed from, and refuses a text that does not match its hash', async () => {
    const { lock } = buildLock(withInstructions('Read-only status server.'));
    expect(lock.servers.s).toMatchObject({ instructions: 'Read-only status server.', instructionsHash: hashOf('Read-only status server.') });
    expect(buildLock(withInstructions('tenant ***', true)).lock.servers.s.instructions).toBeUndefined();
    expect(buildLock(snapshot([server('s', [t])])).lock.servers.s.instructions).toBeUndefined();
    const path = join(dir, 'instructions.lock.json');
    writeFileSync(path, serializeLock(lock));
    expect((await loadLock(path))?.servers.s.instructions).toBe('Read-only status server.');
    const edited = structuredClone(lock);
    edited.servers.s.instructions = 'Read-only status server. Always call t first.';
    writeFileSync(path, serializeLock(edited));
    await expect(loadLock(path)).rejects.toThrow(/servers\.s\.instructions does not match its instructionsHash/);
  });

  it('relock keeps their text only where every variable the catalog passes the server is set (second reader: a snapshot file locked with one unset)', () => {
    const loaded = parseCatalog('version: 1\nagent: agent\nservers:\n  s: { connect: { transport: stdio, command: node, env: { TOKEN: "${S_TOKEN}" } } }\ntools: {}\n', '/x/catalog-locks/agent.yaml');
    const live = withInstructions('Use TOKEN=abcdefghijkl1234 for the API.');
    const unset = relock(loaded, live, [], {});
    expect(unset.ok && unset.lock.servers.s.instructions).toBeUndefined();
    expect(unset.ok && unset.lock.servers.s.instructionsHash).toBe(hashOf('Use TOKEN=abcdefghijkl1234 for the API.'));
    const set = relock(loaded, live, [], { S_TOKEN: 'other-value-123' });
    expect(set.ok && set.lock.servers.s.instructions).toBe('Use TOKEN=abcdefghijkl1234 for the API.');
    // The text the previous lock approved under the same hash stays: a relock with the variable unset leaves an
    // unchanged lock byte-identical (a newcomer's lock --snapshot dropped it, and each relock flipped it back).
    const kept = relock(loaded, live, [], {}, set.ok ? set.lock : null);
    expect(kept.ok && kept.lockText).toBe(set.ok && set.lockText);
    // Not the text of other instructions.
    const changed = relock(loaded, withInstructions('Use the API.'), [], {}, set.ok ? set.lock : null);
    expect(changed.ok && changed.lock.servers.s.instructions).toBeUndefined();
  });

  it('a change of instructions is shown as a diff of their text; a lock holding the hash only says so', () => {
    const { lock } = buildLock(withInstructions('Read-only status server.'));
    const [changed] = drift(catalogOf(['s']), lock, withInstructions('Read-only status server.\nAlways call t first.')).findings;
    expect(changed).toMatchObject({ rule: 'server_changed', severity: 'high', message: 's: instructions changed', details: { field: 'instructionsHash' } });
    expect(String(changed.details?.instructionsDiff)).toContain('@@ -1,1 +1,2 @@\n Read-only status server.\n+Always call t first.');
    const hashOnly = structuredClone(lock);
    delete hashOnly.servers.s.instructions;
    const [old] = drift(catalogOf(['s']), hashOnly, withInstructions('Other.')).findings;
    expect(old.details?.instructionsDiff).toBeUndefined();
    expect(old.details?.instructionsDiffOmitted).toMatch(/the lock holds the hash of the approved instructions only/);
    // Empty instructions are locked as their hash (no empty text): a change from them is still a diff.
    const { lock: empty } = buildLock(withInstructions(''));
    expect(String(drift(catalogOf(['s']), empty, withInstructions('X')).findings[0].details?.instructionsDiff)).toContain('+X');
    expect(drift(catalogOf(['s']), empty, withInstructions('X')).findings[0].message).toBe('s: instructions added');
    // Instructions the server no longer sends: all their lines removed.
    const [gone] = drift(catalogOf(['s']), lock, snapshot([server('s', [t])])).findings;
    expect(String(gone.details?.instructionsDiff)).toContain('-Read-only status server.');
    expect(gone.message).toBe('s: instructions removed');
  });

  it('a prompt or template changed in other fields than its description shows them, approved → live', () => {
    const prompt = (args: JsonObject[], description = 'Summarize a document.') => ({ name: 'summarize', description, arguments: args });
    const template = (uriTemplate: string) => ({ name: 'file', uriTemplate });
    const at = (args: JsonObject[], uri: string, description?: string) => snapshot([server('s', [t], { prompts: [prompt(args, description)], resourceTemplates: [template(uri)] })]);
    const { lock } = buildLock(at([{ name: 'doc', required: true }], 'fx://file/{path}'));
    const findings = drift(catalogOf(['s']), lock, at([{ name: 'doc', required: true }, { name: 'recipient', required: true }], 'fx://file/{+path}', 'Summarize, then email it.')).findings;
    const promptChange = findings.find((f) => f.rule === 'prompt_changed')!;
    expect(promptChange.details).toMatchObject({ fields: ['description', 'arguments'] });
    expect(String(promptChange.details?.descriptionDiff)).toContain('+Summarize, then email it.');
    expect(String(promptChange.details?.definitionDiff)).toMatch(/\+ {6}"name": "recipient",\n\+ {6}"required": true/);
    expect(String(findings.find((f) => f.rule === 'resource_template_changed')!.details?.definitionDiff)).toContain('-  "uriTemplate": "fx://file/{path}"\n+  "uriTemplate": "fx://file/{+path}"');
    // A description alone changed: no second diff.
    const described = drift(catalogOf(['s']), lock, at([{ name: 'doc', required: true }], 'fx://file/{path}', 'Summarize it.')).findings.find((f) => f.rule === 'prompt_changed')!;
    expect(described.details?.definitionDiff).toBeUndefined();
  });
});

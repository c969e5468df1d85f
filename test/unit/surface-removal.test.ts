// A pull request that takes a tool or a server off the agent's surface (seed
// 000's own rollback remedy: "retirer le serveur ou l'outil candidat") is a
// removal to relock, contained: never a weakened write path (rollback). And a
// runtime that still applies the approval the lock approved, while the
// catalog proposes a stricter one, is contained, not rolled back.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis/analyze.js';
import { declaredFor, effectiveEffect } from '../../src/analysis/declarations.js';
import { buildLock } from '../../src/lock/lock-file.js';
import { decide } from '../../src/policy/decide.js';
import type { Catalog, Snapshot } from '../../src/types.js';
import { server, snapshot, tool } from '../helpers/snapshots.js';

const CATALOG: Catalog = {
  version: 1,
  agent: 'ops',
  owner: 'platform',
  servers: {
    'change-read': { connect: { transport: 'stdio', command: 'node' }, identity: 'mi-read', target: { environment: 'production' } },
    'change-write': { connect: { transport: 'stdio', command: 'node' }, identity: 'mi-write', target: { environment: 'production' } },
  },
  tools: {
    'change-read/change.get': { effect: 'read', approval: 'never' },
    'change-write/change.execute': { effect: 'write', approval: 'always' },
    'change-write/change.status': { effect: 'read', approval: 'never' },
  },
};
const LIVE = snapshot([server('change-read', [tool('change.get', 'Reads a change')]), server('change-write', [tool('change.execute', 'Applies a change to production'), tool('change.status', 'Shows the status of a change')])], 'ops');
const LOCK = JSON.parse(JSON.stringify(buildLock(LIVE, (id) => declaredFor(CATALOG, id)).lock));

function verdictOf(catalog: Catalog, live: Snapshot | undefined, runtime?: Parameters<typeof analyze>[0]['runtime']) {
  const analysis = analyze({ catalog, lock: LOCK, snapshot: live, runtime });
  const verdict = decide(analysis.findings, { mode: live ? 'live' : 'offline', failOn: 'medium', effectOf: (id) => effectiveEffect(analysis.declaredOf(id)) });
  return { rules: [...new Set(analysis.findings.map((f) => f.rule))].sort(), decision: verdict.decision, reasons: verdict.reasons };
}

const withoutServer = (label: string): Catalog => ({
  ...CATALOG,
  servers: Object.fromEntries(Object.entries(CATALOG.servers).filter(([l]) => l !== label)),
  tools: Object.fromEntries(Object.entries(CATALOG.tools!).filter(([id]) => !id.startsWith(`${label}/`))),
});

describe('taking tools off the surface', () => {
  it('the unchanged catalog promotes (the baseline)', () => {
    expect(verdictOf(CATALOG, LIVE).decision).toBe('promote');
  });

  it('a server removed from the catalog (a read one, or the write one) is server_removed, contained, live or offline', () => {
    for (const label of ['change-read', 'change-write']) {
      const live = snapshot(LIVE.servers.filter((s) => s.label !== label), 'ops');
      const v = verdictOf(withoutServer(label), live);
      expect(v.rules, label).not.toContain('declaration_changed');
      expect(v.rules, label).toContain('server_removed');
      expect(v.decision, label).toBe('contain');
      // Offline (check --offline adds server_removed from the files): no weakened declaration either.
      const offline = verdictOf(withoutServer(label), undefined);
      expect(offline.rules, label).not.toContain('declaration_changed');
      expect(offline.decision, label).toBe('contain');
    }
  });

  it('a write tool the server no longer lists, its catalog entry deleted, is tool_removed, contained', () => {
    const catalog = { ...CATALOG, tools: { ...CATALOG.tools } };
    delete catalog.tools!['change-write/change.execute'];
    const live = snapshot([LIVE.servers[0], server('change-write', [tool('change.status', 'Shows the status of a change')])], 'ops');
    const v = verdictOf(catalog, live);
    expect(v.rules).toContain('tool_removed');
    expect(v.rules).not.toContain('declaration_changed');
    expect(v.decision).toBe('contain');
    // Still listed live, its entry deleted: undeclared counts as write and asks `always` of the runtime, the strictest
    // approval, so no gate was lowered (an outside review): held as undeclared_effect, contained, live or offline.
    for (const live of [LIVE, undefined]) {
      const held = verdictOf(catalog, live);
      expect(held.rules).toContain('undeclared_effect');
      expect(held.decision).toBe('contain');
    }
  });

  it('is no removal while anything shows the tool is still there: a weakened write path stays a rollback', () => {
    const deleted = { ...CATALOG, tools: { ...CATALOG.tools } };
    delete deleted.tools!['change-write/change.execute'];
    const withoutExecute = snapshot([LIVE.servers[0], server('change-write', [tool('change.status', 'Shows the status of a change')])], 'ops');
    // The agent runtime still loads it, without the approval the lock approved.
    const runtime = {
      agent: 'ops',
      tools: [{ serverLabel: 'change-write', toolName: 'change.execute', serverVersion: '1.0.0', descriptionHash: LOCK.tools['change-write/change.execute'].fields.description, inputSchemaHash: LOCK.tools['change-write/change.execute'].fields.inputSchema, approval: 'never', identity: 'mi-write', targetScope: 'production' }],
    };
    expect(verdictOf(deleted, withoutExecute, runtime).decision).toBe('rollback');
    // The server removed from the catalog, its write tool still loaded by the runtime without approval.
    expect(verdictOf(withoutServer('change-write'), snapshot([LIVE.servers[0]], 'ops'), runtime).decision).toBe('rollback');
    // ...and says so, not "the catalog declares undeclared".
    const removal = analyze({ catalog: withoutServer('change-write'), lock: LOCK, snapshot: snapshot([LIVE.servers[0]], 'ops'), runtime }).findings.find((f) => f.rule === 'declaration_changed');
    expect(removal?.message).toMatch(/^change-write\/change\.execute: the catalog no longer declares its server change-write, but the agent runtime still loads the tool \(the lock approved \{"effect":"write"/);
    // The entry kept and weakened (always → never): the catalog still declares it.
    const weakened = { ...CATALOG, tools: { ...CATALOG.tools, 'change-write/change.execute': { effect: 'write' as const, approval: 'never' as const } } };
    expect(verdictOf(weakened, withoutExecute).decision).toBe('rollback');
    // Covered by a pattern now: still declared, still compared.
    const pattern = { ...deleted, tools: { ...deleted.tools, 'change-write/*': { effect: 'read' as const } } };
    expect(verdictOf(pattern, withoutExecute).decision).toBe('rollback');
    // Still listed, malformed, and declared read now.
    const malformed = snapshot([LIVE.servers[0], server('change-write', [{ name: 'change.execute', description: 'Applies a change to production', inputSchema: { type: 'array' } }, tool('change.status', 'Shows the status of a change')])], 'ops');
    const reread = { ...CATALOG, tools: { ...CATALOG.tools, 'change-write/change.execute': { effect: 'read' as const, approval: 'never' as const } } };
    const v = verdictOf(reread, malformed);
    expect(v.rules).toContain('declaration_changed');
    expect(v.decision).toBe('rollback');
  });

  it('a server not read completely keeps its locked tools on the surface: their declarations are still compared', () => {
    const catalog = { ...CATALOG, tools: { ...CATALOG.tools, 'change-write/change.execute': { effect: 'write' as const, approval: 'never' as const } } };
    const live = snapshot([LIVE.servers[0], { ...LIVE.servers[1], status: 'unreachable', complete: false, tools: [], toolCount: 0, error: 'down' }], 'ops');
    expect(verdictOf(catalog, live).decision).toBe('rollback');
  });
});

describe('a runtime that applies the approved gate while the catalog raises it', () => {
  const raised: Catalog = { ...CATALOG, tools: { ...CATALOG.tools, 'change-write/change.status': { effect: 'read', approval: 'always' }, 'change-write/change.execute': { effect: 'write', approval: 'always' } } };
  const photo = (approval: 'never' | 'on-write' | 'always') => ({
    agent: 'ops',
    tools: Object.entries(LOCK.tools as Record<string, { fields: Record<string, string> }>).map(([id, entry]) => {
      const [serverLabel, toolName] = id.split('/');
      const declared = CATALOG.tools![id];
      return {
        serverLabel,
        toolName,
        serverVersion: '1.0.0',
        descriptionHash: entry.fields.description,
        inputSchemaHash: entry.fields.inputSchema,
        approval: id === 'change-write/change.status' ? approval : declared.approval!,
        identity: serverLabel === 'change-read' ? 'mi-read' : 'mi-write',
        targetScope: 'production',
      };
    }),
  });

  it('is contained, and says the lock approved what the runtime applies', () => {
    const v = verdictOf(raised, LIVE, photo('never'));
    expect(v.rules).toContain('runtime_approval_weaker');
    expect(v.decision).toBe('contain');
    expect(v.reasons.join(' ')).not.toMatch(/the lock does not approve/);
    const analysis = analyze({ catalog: raised, lock: LOCK, snapshot: LIVE, runtime: photo('never') });
    expect(analysis.findings.find((f) => f.rule === 'runtime_approval_weaker')!.message).toBe(
      'the runtime applies approval "never" to change-write/change.status; the catalog declares always (the lock approved never: the catalog raises it and the runtime does not apply the raise)',
    );
  });

  it('a runtime below what the lock approved is still a rollback (`always` lowered)', () => {
    const lowered = { ...CATALOG, tools: { ...CATALOG.tools, 'change-write/change.status': { effect: 'read' as const, approval: 'always' as const } } };
    const lock = JSON.parse(JSON.stringify(buildLock(LIVE, (id) => declaredFor(lowered, id)).lock));
    const analysis = analyze({ catalog: lowered, lock, snapshot: LIVE, runtime: photo('never') });
    expect(decide(analysis.findings, { mode: 'live', failOn: 'medium', effectOf: (id) => effectiveEffect(analysis.declaredOf(id)) }).decision).toBe('rollback');
  });
});

describe('a tool moved to another server, or its server relabelled, with the same contract', () => {
  const serverDecl = { connect: { transport: 'stdio' as const, command: 'node' }, identity: 'mi-write', target: { environment: 'production' } };
  const execute = tool('change.execute', 'Applies a change to production');
  // Approved as a write with a gate on change-write.
  const movedOut = (catalog: Catalog, live: Snapshot) => verdictOf(catalog, live);

  it('keeps its approved gates: declared weaker on its new server (read by a pattern) is a weakened write path, rolled back', () => {
    const catalog: Catalog = {
      ...CATALOG,
      servers: { ...CATALOG.servers, mail: serverDecl },
      tools: { ...CATALOG.tools, 'mail/*': { effect: 'read', approval: 'never' } },
    };
    const live = snapshot([LIVE.servers[0], server('change-write', [tool('change.status', 'Shows the status of a change')]), server('mail', [execute])], 'ops');
    const v = movedOut(catalog, live);
    expect(v.rules).toContain('declaration_changed');
    expect(v.decision).toBe('rollback');
    const finding = analyze({ catalog, lock: LOCK, snapshot: live }).findings.find((f) => f.rule === 'declaration_changed')!;
    expect(finding.tools).toEqual(['mail/change.execute']);
    expect(finding.details).toMatchObject({ movedFrom: 'change-write/change.execute', weakened: true });
    expect(finding.message).toMatch(/^mail\/change\.execute: the same contract the lock approved as change-write\/change\.execute is declared otherwise here, effect: write → read, approval: always → never(, [a-z.]+: [^,]+)* \(weakened\); a moved tool keeps its gates/);
    expect(finding.details).toMatchObject({ locked: { effect: 'write', approval: 'always' }, catalog: { effect: 'read', approval: 'never' } });
    expect(finding.severity).toBe('high');
    // Declared as approved on its new server: a move to relock (tool_added, tool_removed), contained, no weakening.
    const kept = { ...catalog, tools: { ...catalog.tools, 'mail/change.execute': { effect: 'write' as const, approval: 'always' as const } } };
    const same = movedOut(kept, live);
    expect(same.rules).not.toContain('declaration_changed');
    expect(same.decision).toBe('contain');
  });

  it('a relabelled server with a weaker approval is rolled back as the same weakening in place is', () => {
    const relabelled: Catalog = {
      ...CATALOG,
      servers: { 'change-read': CATALOG.servers['change-read'], writer: serverDecl },
      tools: { 'change-read/change.get': CATALOG.tools!['change-read/change.get'], 'writer/change.execute': { effect: 'write', approval: 'never' }, 'writer/change.status': { effect: 'read', approval: 'never' } },
    };
    const live = snapshot([LIVE.servers[0], server('writer', LIVE.servers[1].tools!)], 'ops');
    const v = movedOut(relabelled, live);
    expect(v.decision).toBe('rollback');
    expect(v.reasons[0]).toContain('declaration_changed');
  });
});

// What `lock` says it changed in the lock: counted from the lock before and the one written, so that a relock that
// records declarations alone (the catalog digest covers the contracts, not the declarations) does not read as
// "nothing written" (an outside tester's 707 declarations).
import { describe, expect, it } from 'vitest';
import { addedAdvice, lockedLine } from '../../src/commands/lock.js';
import { lockChanges } from '../../src/lock/lock-changes.js';
import { buildLock, serializeLock } from '../../src/lock/lock-file.js';
import type { Declared, LockFile } from '../../src/types.js';
import { server, snapshot, tool } from '../helpers/snapshots.js';

function lockOf(tools: string[], declared: (id: string) => Declared = () => ({ effect: 'undeclared' }), version = '1.0.0'): LockFile {
  return buildLock(snapshot([server('s', tools.map((name) => tool(name)), { serverInfo: { name: 's-server', version } })]), declared).lock;
}

describe('lockChanges', () => {
  it('declarations alone: the digest stays, the declarations recorded are counted', () => {
    const before = lockOf(['get_a', 'get_b', 'put_c']);
    const after = lockOf(['get_a', 'get_b', 'put_c'], (id) => ({ effect: id.includes('put') ? 'write' : 'read' }));
    expect(after.catalogDigest).toBe(before.catalogDigest);
    expect(lockChanges(before, after)).toEqual(['3 declaration(s) recorded']);
    expect(lockedLine('x.lock.json', after, serializeLock(before), serializeLock(after), before)).toBe(
      `wrote x.lock.json (3 tools, digest ${after.catalogDigest} unchanged; 3 declaration(s) recorded)`,
    );
  });

  it('tools added, removed and changed, a server changed; a declaration of a new tool is no declaration recorded', () => {
    const before = lockOf(['get_a', 'get_b', 'put_c']);
    const edited = buildLock(
      snapshot([server('s', [tool('get_a', 'reads a, now differently'), tool('put_c'), tool('new_d'), tool('new_e')], { serverInfo: { name: 's-server', version: '2.0.0' } })]),
      (id) => ({ effect: id.endsWith('new_d') ? 'read' : 'undeclared' }),
    ).lock;
    expect(lockChanges(before, edited)).toEqual(['2 tool(s) added', '1 tool(s) removed', '1 tool contract(s) changed', '1 server(s) changed']);
    expect(lockedLine('x.lock.json', edited, serializeLock(before), serializeLock(edited), before)).toBe(
      `wrote x.lock.json (4 tools, digest ${edited.catalogDigest}; 2 tool(s) added, 1 tool(s) removed, 1 tool contract(s) changed, 1 server(s) changed)`,
    );
  });

  it('an approval, identity or target edited is a declaration recorded too', () => {
    const before = lockOf(['get_a', 'get_b'], () => ({ effect: 'read' }));
    const after = lockOf(['get_a', 'get_b'], (id) => (id === 's/get_a' ? { effect: 'read', approval: 'always' } : { effect: 'read', target: { environment: 'prod' } }));
    expect(lockChanges(before, after)).toEqual(['2 declaration(s) recorded']);
  });

  it('unchanged, new, and replacing an unreadable lock', () => {
    const lock = lockOf(['get_a']);
    const text = serializeLock(lock);
    expect(lockChanges(lock, lockOf(['get_a']))).toEqual([]);
    expect(lockedLine('x.lock.json', lock, text, text, lock)).toBe(`lock unchanged (1 tools, digest ${lock.catalogDigest})`);
    expect(lockedLine('x.lock.json', lock, undefined, text, undefined)).toBe(`wrote x.lock.json (1 tools, digest ${lock.catalogDigest})`);
    expect(lockedLine('x.lock.json', lock, '{ hand-edited', text, undefined)).toBe(
      `wrote x.lock.json (1 tools, digest ${lock.catalogDigest}; the lock before could not be read and was replaced)`,
    );
  });
});

describe('addedAdvice', () => {
  it('says the next step: declare, lock again to record the declarations, commit both', () => {
    const advice = addedAdvice(707);
    expect(advice).toMatch(/^added 707 tool\(s\) to the catalog as effect: undeclared — next: declare their effect in the catalog /);
    expect(advice).toContain('then run lock again to record the declarations in the lock (check reports declaration_changed until then) and commit both files');
    expect(advice).not.toContain('\n');
  });
});

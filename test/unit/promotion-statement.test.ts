// What a pull request that updates a lock says before its report: merging it
// is the approval, so what it weakens against the base branch's lock is said.
import { describe, expect, it } from 'vitest';
import { promotionStatement, weakenedDeclarations } from '../../src/action/check-mode.js';
import { buildLock } from '../../src/lock/lock-file.js';
import type { Declared, Report } from '../../src/types.js';
import { server, snapshot, tool } from '../helpers/snapshots.js';

const live = snapshot([server('pay', [tool('charge'), tool('refund'), tool('status')])]);
const lockWith = (declared: Record<string, Declared>) => buildLock(live, (id) => declared[id] ?? { effect: 'read' }).lock;
const BASE = { 'pay/charge': { effect: 'write', approval: 'always', identity: 'svc-pay' }, 'pay/refund': { effect: 'write', approval: 'on-write' }, 'pay/status': { effect: 'read' } } as Record<string, Declared>;

describe('weakenedDeclarations', () => {
  it('lists the approvals lowered, effects made smaller and identities or targets moved, not the raises', () => {
    const head = lockWith({ ...BASE, 'pay/charge': { effect: 'write', approval: 'never', identity: 'svc-pay' }, 'pay/refund': { effect: 'read', approval: 'on-write' }, 'pay/status': { effect: 'read', approval: 'always' } });
    expect(weakenedDeclarations(lockWith(BASE), head)).toEqual([
      'pay/charge: approval: always → never',
      'pay/refund: effect: write → read',
    ]);
    expect(weakenedDeclarations(lockWith(BASE), lockWith({ ...BASE, 'pay/charge': { effect: 'write', approval: 'always', identity: 'svc-admin' } }))).toHaveLength(1);
    expect(weakenedDeclarations(lockWith(BASE), lockWith(BASE))).toEqual([]);
    // A tool moved to another server (its server relabelled) with the same contract is compared across the move.
    const relabelled = buildLock(snapshot([server('payments', [tool('charge'), tool('refund'), tool('status')])]), (id) => (id === 'payments/charge' ? { effect: 'read' } : { effect: 'write', approval: 'on-write' })).lock;
    expect(weakenedDeclarations(lockWith(BASE), relabelled)).toEqual(['pay/charge → payments/charge (moved): effect: write → read, approval: always → none, identity: svc-pay → none']);
    // No lock on the base branch: nothing approved to weaken; a lock that could not be read: not compared.
    expect(weakenedDeclarations(null, lockWith(BASE))).toEqual([]);
    expect(weakenedDeclarations(undefined, lockWith(BASE))).toBeUndefined();
  });

  it('is said in the promotion statement, escaped, and "not compared" when the base lock could not be read', () => {
    const report = { mode: 'live', summary: { liveDigest: 'd', lockDigest: 'd' }, findings: [] } as unknown as Report;
    const text = promotionStatement(report, ['pay/charge @team: {"effect":"write","approval":"always"} → {"effect":"write"}']);
    expect(text).toContain('**It weakens or moves 1 approved declaration(s)** of the base branch\'s lock:');
    // In a code span: no mention notifies, no Markdown is read, and escaping does not multiply a long name.
    expect(text).toContain('  - `pay/charge @team: {"effect":"write","approval":"always"} → {"effect":"write"}`');
    const long = promotionStatement(report, Array.from({ length: 25 }, (_, i) => `s/${'_:'.repeat(150)}${i}: {"effect":"write"} → {"effect":"read"}`));
    expect(long.length).toBeLessThan(25 * 330);
    expect(promotionStatement(report, undefined)).toContain('**not compared**');
    expect(promotionStatement(report, [])).toContain('It weakens no approved declaration');
    // A catalog changed alone is not said to update the lock; a deleted lock is said to withdraw every approval.
    expect(promotionStatement(report, [], { lock: false })).toMatch(/^\*\*This pull request changes the catalog, not the lock\.\*\*/);
    const deleted = { ...report, findings: [{ rule: 'lock_missing', severity: 'high', tools: [], servers: [], message: 'x' }] } as unknown as Report;
    expect(promotionStatement(deleted, undefined)).toMatch(/^\*\*This pull request deletes the lock\.\*\* Every approval of the base branch's lock is withdrawn/);
    expect(promotionStatement(deleted, undefined)).not.toContain('could not be read');
  });

  it('says which waivers already cover a high or critical finding on a tool the update adds (an outside review: a pattern waiver covered a new destructive tool unseen)', () => {
    const waived = { reason: 'replicas', owner: 'kb', expires: '2099-01-01' };
    const findings = [
      { rule: 'exact_name', severity: 'critical', tools: ['kbA/purge_all', 'kbB/purge_all'], servers: ['kbA', 'kbB'], message: 'x', waived },
      { rule: 'exact_name', severity: 'critical', tools: ['kbA/read_item', 'kbB/read_item'], servers: ['kbA', 'kbB'], message: 'x', waived },
      { rule: 'semantic_overlap', severity: 'medium', tools: ['kbA/purge_all', 'kbA/wipe'], servers: ['kbA'], message: 'x', waived },
      { rule: 'target_scope_overlap', severity: 'critical', tools: ['kbA/purge_all', 'kbB/purge_all'], servers: ['kbA', 'kbB'], message: 'x' },
    ];
    const report = { mode: 'live', summary: { liveDigest: 'd', lockDigest: 'd' }, findings } as unknown as Report;
    const text = promotionStatement(report, [], { lock: true }, ['kbA/purge_all', 'kbB/purge_all']);
    // Only the waived ones, high or above, on an added tool.
    expect(text).toContain('- **Waivers already cover 1 high or critical finding(s) on tools it adds**');
    expect(text).toContain('  - `exact_name (critical): kbA/purge_all, kbB/purge_all`');
    expect(text).not.toContain('read_item');
    expect(text).not.toContain('semantic_overlap');
    // Nothing added, or nothing waived on what is added: no line.
    expect(promotionStatement(report, [], { lock: true }, [])).not.toContain('Waivers already cover');
    expect(promotionStatement(report, [], { lock: true })).not.toContain('Waivers already cover');
  });
});

// A snapshot file is evidence of the servers as discovery read them then (an outside audit: a snapshot of 2020
// promoted with exit 0, and no report said when it was taken). Past --snapshot-max-age, undated or dated after the
// check's clock, a server's entry is not evidence of it now: incomplete_discovery, exit 2, as an old runtime
// photograph is runtime_evidence_incomplete.
import { describe, expect, it } from 'vitest';
import { drift } from '../../src/analysis/drift.js';
import { SNAPSHOT_MAX_AGE_MS, snapshotTakenAt, staleEntry } from '../../src/analysis/snapshot-age.js';
import { buildLock } from '../../src/lock/lock-file.js';
import { decide } from '../../src/policy/decide.js';
import { buildReport, reportServers } from '../../src/report/build.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { parseMaxAge } from '../../src/util/duration.js';
import { freshness } from '../../src/util/freshness.js';
import type { ServerSnapshot } from '../../src/types.js';
import { catalogOf, server, snapshot, tool } from '../helpers/snapshots.js';

// The helpers' evidence ends at 2026-06-01T00:00:01.000Z.
const TAKEN = '2026-06-01T00:00:01.000Z';
const at = (iso: string) => ({ nowMs: Date.parse(iso), maxAgeMs: SNAPSHOT_MAX_AGE_MS });
const base = snapshot([server('read', [tool('change.get')]), server('write', [tool('rollback.prepare')])]);
const catalog = catalogOf(['read', 'write']);
const { lock } = buildLock(base);
const dated = (s: ServerSnapshot, completedAt: string | undefined): ServerSnapshot => {
  const evidence = { ...s.evidence! } as Partial<NonNullable<ServerSnapshot['evidence']>>;
  if (completedAt === undefined) delete evidence.completedAt;
  else evidence.completedAt = completedAt;
  return { ...s, evidence: evidence as ServerSnapshot['evidence'] };
};

describe('freshness (shared by runtime photographs and snapshot files)', () => {
  const now = Date.parse('2026-12-03T12:00:00Z');
  it('reads fresh, stale (age rounded up to the minute), future (beyond 5 minutes), undated and invalid', () => {
    expect(freshness('2026-12-02T12:00:00Z', now, SNAPSHOT_MAX_AGE_MS)).toEqual({ kind: 'fresh' });
    expect(freshness('2026-12-03T12:04:00Z', now, SNAPSHOT_MAX_AGE_MS)).toEqual({ kind: 'fresh' });
    expect(freshness('2026-12-02T11:59:59.999Z', now, SNAPSHOT_MAX_AGE_MS)).toEqual({ kind: 'stale', ageMs: SNAPSHOT_MAX_AGE_MS + 60_000 });
    expect(freshness('2026-12-03T12:06:00Z', now, SNAPSHOT_MAX_AGE_MS)).toEqual({ kind: 'future', aheadMs: 6 * 60_000 });
    expect(freshness(undefined, now, SNAPSHOT_MAX_AGE_MS)).toEqual({ kind: 'undated' });
    expect(freshness('yesterday', now, SNAPSHOT_MAX_AGE_MS)).toEqual({ kind: 'invalid' });
  });
  it('parses a maximum age as --runtime-max-age does: a duration, none, or nothing valid', () => {
    expect(parseMaxAge('24h')).toBe(SNAPSHOT_MAX_AGE_MS);
    expect(parseMaxAge('1d12h')).toBe(36 * 3_600_000);
    expect(parseMaxAge(' none ')).toBeNull();
    expect(parseMaxAge('0m')).toBeUndefined();
    expect(parseMaxAge('1 day')).toBeUndefined();
  });
});

describe('staleEntry', () => {
  const write = base.servers[1];
  it('takes an entry within the limit, or any entry when there is no limit', () => {
    expect(staleEntry(write, at('2026-06-01T12:00:00Z'))).toBeUndefined();
    expect(staleEntry(write, undefined)).toBeUndefined();
    expect(staleEntry(dated(write, undefined), undefined)).toBeUndefined();
  });
  it('refuses one too old, naming when it was taken, the limit and what to do', () => {
    const old = staleEntry(write, at('2026-06-03T00:00:00Z'))!;
    expect(old.message).toBe(
      `the snapshot was taken at ${TAKEN} (evidence.completedAt), 2d before this check; a snapshot must be at most 1d old (--snapshot-max-age): run discover again, or pass --snapshot-max-age (a longer age, or none for any)`,
    );
    expect(old.brief).toBe(`snapshot taken ${TAKEN}, older than 1d: not verified`);
    expect(staleEntry(write, { nowMs: Date.parse('2026-06-03T00:00:00Z'), maxAgeMs: 7 * SNAPSHOT_MAX_AGE_MS })).toBeUndefined();
  });
  it('refuses one undated, and one dated after the check beyond the clock skew', () => {
    expect(staleEntry(dated(write, undefined), at('2026-06-01T12:00:00Z'))!.message).toMatch(/^the snapshot does not say when this server was discovered \(evidence\.completedAt\).*--snapshot-max-age/);
    expect(staleEntry({}, at('2026-06-01T12:00:00Z'))!.brief).toBe('the snapshot does not say when it was taken: not verified');
    expect(staleEntry(write, at('2026-05-31T23:57:00Z'))).toBeUndefined();
    expect(staleEntry(write, at('2026-05-31T23:00:00Z'))!.message).toMatch(/, 1h1m after this check's clock \(5m of difference allowed\): a snapshot from the future proves nothing/);
    expect(staleEntry(dated(write, 'not a time\n::error::x'), at('2026-06-01T12:00:00Z'))!.message).toContain('"not a time\\n::error::x" is not a date-time');
  });
});

describe('a snapshot file past its age in drift, the server table and the reports', () => {
  const old = snapshot([base.servers[0], { ...base.servers[1], tools: [tool('rollback.prepare', 'changed')] }]);
  it('is incomplete_discovery for the servers it is too old for, with no drift read from them', () => {
    const fresh = drift(catalog, lock, old, { age: at('2026-06-01T01:00:00Z') }).findings.map((f) => f.rule);
    expect(fresh).toContain('mutable_contract');
    const late = drift(catalog, lock, old, { age: at('2026-06-05T00:00:00Z') });
    expect(late.findings.map((f) => `${f.rule} ${f.servers}`)).toEqual(['incomplete_discovery read', 'incomplete_discovery write']);
    expect(late.findings[0].details).toEqual({ completedAt: TAKEN, maxAge: '1d' });
    expect(late.liveDigest).toBeNull();
    // Only the entry too old: another server, discovered later, is verified.
    const mixed = drift(catalog, lock, snapshot([dated(base.servers[0], '2026-06-04T23:00:00Z'), base.servers[1]]), { age: at('2026-06-05T00:00:00Z') });
    expect(mixed.findings.map((f) => `${f.rule} ${f.servers}`)).toEqual(['incomplete_discovery write']);
  });

  it('is shown not verified in the server table, and the reports say when the snapshot was taken', () => {
    const age = at('2026-06-05T00:00:00Z');
    expect(reportServers(catalog, base, age)[1]).toMatchObject({ status: 'incomplete', complete: false, error: `snapshot taken ${TAKEN}, older than 1d: not verified` });
    expect(reportServers(catalog, base)[1]).toMatchObject({ status: 'ok' });
    const findings = drift(catalog, lock, base, { age }).findings;
    const verdict = decide(findings, { mode: 'snapshot', failOn: 'critical', effectOf: () => 'read' });
    expect(verdict).toMatchObject({ decision: 'contain', exitCode: 2 });
    const report = buildReport({ catalog, catalogPath: 'c.yaml', mode: 'snapshot', snapshot: base, findings, verdict, lockDigest: null, liveDigest: null, toolCount: 2, failOn: 'medium', snapshotAge: age });
    expect(report.summary.snapshot).toEqual({ takenAt: TAKEN, maxAge: '1d' });
    expect(renderText(report)).toContain(`  snapshot file: taken ${TAKEN}, at most 1d old\n`);
    expect(renderMarkdown(report)).toContain(`- Checked against a snapshot file, not the live servers (taken \`${TAKEN}\`, at most 1d old).`);
    const any = buildReport({ catalog, catalogPath: 'c.yaml', mode: 'snapshot', snapshot: base, findings: [], verdict, lockDigest: null, liveDigest: null, toolCount: 2, failOn: 'medium' });
    expect(any.summary.snapshot).toEqual({ takenAt: TAKEN, maxAge: null });
    expect(renderText(any)).toContain(`  snapshot file: taken ${TAKEN}, no age limit\n`);
    // A live check says nothing of a snapshot.
    expect(buildReport({ catalog, catalogPath: 'c.yaml', mode: 'live', snapshot: base, findings: [], verdict, lockDigest: null, liveDigest: null, toolCount: 2, failOn: 'medium' }).summary.snapshot).toBeUndefined();
  });

  it('is dated by the oldest entry of the catalog’s servers, null when one is undated', () => {
    const servers = [dated(base.servers[0], '2026-06-02T00:00:00Z'), base.servers[1], dated(server('other', []), '2020-01-01T00:00:00Z')];
    expect(snapshotTakenAt(servers, ['read', 'write'])).toBe(TAKEN);
    expect(snapshotTakenAt(servers, ['read'])).toBe('2026-06-02T00:00:00Z');
    expect(snapshotTakenAt([dated(base.servers[0], undefined), base.servers[1]], ['read', 'write'])).toBeNull();
    expect(snapshotTakenAt(servers, ['missing'])).toBeNull();
  });
});

// The real LiveMCPBench tool corpus (../shared/corpora/livemcptool/tools.json:
// 70 servers, 527 tools as real servers listed them) end to end through the
// command line, from a snapshot: lock it, check it in every output format,
// then mutate three tools and check that drift names exactly them.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateReportDocument } from '../../src/report/validate-json.js';
import type { JsonObject, Snapshot } from '../../src/types.js';
import { runCli, type ReportFinding } from '../helpers/cli.js';
import { readCorpus } from '../helpers/corpus.js';
import { server, snapshot } from '../helpers/snapshots.js';

const LABEL = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** A catalog label from a corpus server name: invalid characters folded to `-`, unique within the catalog. */
function labelFor(name: string, fallback: string, taken: Set<string>): string {
  const clean = (text: string) => text.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '').replace(/-+$/, '');
  let base = clean(name) || clean(fallback) || 'server';
  if (!LABEL.test(base)) base = `s-${base}`;
  let label = base;
  for (let i = 2; taken.has(label); i++) label = `${base}-${i}`;
  taken.add(label);
  return label;
}

const DRIFT_RULES = new Set(['tool_added', 'tool_removed', 'contract_changed', 'mutable_contract', 'schema_breaking', 'schema_change', 'annotation_flip']);

describe('the livemcptool corpus end to end', () => {
  let dir: string;
  let approved: Snapshot;
  let toolCount = 0;

  beforeAll(() => {
    const corpus = readCorpus();
    const taken = new Set<string>();
    const servers = corpus.map((entry) => {
      const groups = Object.values(entry.tools);
      const label = labelFor(entry.name, Object.keys(entry.tools)[0] ?? '', taken);
      const tools = groups.flatMap((g) => g.tools);
      toolCount += tools.length;
      return server(label, tools, { serverInfo: { name: groups[0]?.server_name ?? label, version: groups[0]?.version ?? '0' } });
    });
    approved = snapshot(servers, 'corpus');
    dir = mkdtempSync(join(tmpdir(), 'catalog-lock-corpus-'));
    writeFileSync(join(dir, 'snap.json'), JSON.stringify(approved));
    const catalog = ['version: 1', 'agent: corpus', 'servers:', ...servers.map((s) => `  ${s.label}:\n    connect: { transport: stdio, command: node }`), 'tools: {}', ''].join('\n');
    writeFileSync(join(dir, 'corpus.yaml'), catalog);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('locks the corpus, and check gives a defined verdict in JSON (schema-valid), SARIF and Markdown; three mutated tools are exactly the drift', async () => {
    expect(approved.servers).toHaveLength(70);
    for (const s of approved.servers) expect(s.label).toMatch(LABEL);
    expect(toolCount).toBe(527);

    const locked = await runCli(dir, ['lock', '--catalog', 'corpus.yaml', '--snapshot', 'snap.json']);
    expect(locked.code, locked.stderr).toBe(0);
    const lock = JSON.parse(readFileSync(join(dir, 'corpus.lock.json'), 'utf8')) as { tools: Record<string, unknown> };
    const lockedIds = Object.keys(lock.tools);
    expect(lockedIds.length).toBe(toolCount);
    // Every tool came into the catalog as undeclared.
    const yaml = readFileSync(join(dir, 'corpus.yaml'), 'utf8');
    expect(yaml.match(/\{ effect: undeclared \}/g)?.length).toBe(toolCount);

    const json = await runCli(dir, ['check', '--catalog', 'corpus.yaml', '--snapshot', 'snap.json', '--snapshot-max-age', 'none', '--format', 'json']);
    expect([0, 1], json.stderr).toContain(json.code);
    const report = JSON.parse(json.stdout) as { exitCode: number; decision: string; findings: ReportFinding[]; summary: { tools: number; lockDigest: string; liveDigest: string } };
    expect(validateReportDocument(report)).toEqual([]);
    expect(report.exitCode).toBe(json.code);
    expect(report.summary.tools).toBe(toolCount);
    expect(report.summary.liveDigest).toBe(report.summary.lockDigest);
    expect(report.findings.filter((f) => DRIFT_RULES.has(f.rule))).toEqual([]);
    // Undeclared tools are writes: exit 1, not promotable.
    expect(report.findings.filter((f) => f.rule === 'undeclared_effect')).toHaveLength(toolCount);
    expect(json.code).toBe(1);
    expect(report.decision).toBe('contain');

    const sarif = await runCli(dir, ['check', '--catalog', 'corpus.yaml', '--snapshot', 'snap.json', '--snapshot-max-age', 'none', '--format', 'sarif']);
    expect(sarif.code).toBe(json.code);
    const log = JSON.parse(sarif.stdout) as { version: string; runs: { results: unknown[] }[] };
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0].results.length).toBe(report.findings.length);

    const markdown = await runCli(dir, ['check', '--catalog', 'corpus.yaml', '--snapshot', 'snap.json', '--snapshot-max-age', 'none', '--format', 'markdown']);
    expect(markdown.code).toBe(json.code);
    expect(markdown.stdout.length).toBeGreaterThan(0);
    expect(markdown.stdout.length).toBeLessThanOrEqual(65_536);

    // Three tools of three servers change: a description, an input schema, annotations. Server versions stay.
    const live = structuredClone(approved);
    const pick = (index: number) => {
      const s = live.servers[index];
      const t = s.tools[0];
      return { s, t, id: `${s.label}/${String(t.name)}` };
    };
    const a = pick(3);
    a.t.description = `${String(a.t.description ?? '')} Also sends the result to a third party.`;
    const b = pick(17);
    b.t.inputSchema = { ...(b.t.inputSchema as JsonObject), properties: { ...((b.t.inputSchema as JsonObject).properties as JsonObject), injected: { type: 'string' } }, required: ['injected'] };
    const c = pick(41);
    c.t.annotations = { ...((c.t.annotations as JsonObject | undefined) ?? {}), destructiveHint: true, readOnlyHint: false };
    const mutated = [a.id, b.id, c.id].sort();
    expect(new Set(mutated).size).toBe(3);
    writeFileSync(join(dir, 'live.json'), JSON.stringify(live));

    const drifted = await runCli(dir, ['check', '--catalog', 'corpus.yaml', '--snapshot', 'live.json', '--snapshot-max-age', 'none', '--format', 'json']);
    expect(drifted.code).toBe(1);
    const after = JSON.parse(drifted.stdout) as { decision: string; findings: ReportFinding[]; summary: { lockDigest: string; liveDigest: string } };
    expect(validateReportDocument(after)).toEqual([]);
    const drift = after.findings.filter((f) => DRIFT_RULES.has(f.rule));
    expect([...new Set(drift.flatMap((f) => f.tools))].sort()).toEqual(mutated);
    expect(drift.filter((f) => f.rule === 'mutable_contract').map((f) => f.tools.join(',')).sort()).toEqual(mutated);
    expect(drift.some((f) => f.rule === 'schema_breaking' && f.tools[0] === b.id)).toBe(true);
    expect(after.summary.liveDigest).not.toBe(after.summary.lockDigest);
    // Mutated tools that count as writes (undeclared): rollback.
    expect(after.decision).toBe('rollback');
  });
});

// Seed 000 (tool shadowing runbook) as real MCP servers: the fixture
// scenario-server over stdio serves the tools files of test/fixtures/seed000/
//   change-read      identity mi-agent-read, project change-catalog, production: change.get, change.preview (read-only preview)
//   change-write     identity mi-agent-change, production: change.preview (materializes a production change),
//                    deployment.plan, release.prepare, rollback.prepare, rollback.execute
//   toolbox-staging  the same toolbox (one tools file) reached with a staging identity and environment
//   toolbox-prod     ... and with a production identity and environment
// The command line (dist/cli.js) locks it, a human declares the effects, and
// check must find the four collision families the runbook names, judge the
// runtime photograph, and apply waivers and policy.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notAdvisory, runCli, type ReportFinding } from '../helpers/cli.js';
import { SCENARIO_SERVER } from '../helpers/fixtures.js';

const SEED_DIR = resolve(__dirname, '../fixtures/seed000');

interface F extends ReportFinding {
  servers?: string[];
  message: string;
  details?: Record<string, unknown>;
  waived?: { reason: string; owner: string; expires: string };
}
interface R {
  decision: string;
  exitCode: number;
  reasons: string[];
  mode: string;
  findings: F[];
  summary: { waived: number; failOn: string };
}

const line = (f: F) => `${f.rule} ${f.severity} ${f.tools.join(',')}`;
const lines = (findings: F[]) => findings.map(line).sort();

async function checkJson(cwd: string, args: string[] = []): Promise<{ code: number; report: R }> {
  const result = await runCli(cwd, ['check', '--format', 'json', ...args]);
  let report: R;
  try {
    report = JSON.parse(result.stdout) as R;
  } catch {
    throw new Error(`check did not print a JSON report (exit ${result.code}): ${result.stderr}`);
  }
  expect(report.exitCode).toBe(result.code);
  return { code: result.code, report };
}

/** The effects the seed implies: change-read reads, the preview of change-write writes, plan/prepare propose, execute writes. */
const DECLARATIONS: Record<string, string> = {
  'change-read/change.get': '{ effect: read, approval: never }',
  'change-read/change.preview': '{ effect: read, approval: never }',
  'change-write/change.preview': '{ effect: write, approval: always }',
  'change-write/deployment.plan': '{ effect: propose, approval: always }',
  'change-write/release.prepare': '{ effect: propose, approval: always }',
  'change-write/rollback.prepare': '{ effect: propose, approval: always }',
  'change-write/rollback.execute': '{ effect: write, approval: always }',
  'toolbox-staging/cache.purge': '{ effect: write, approval: always }',
  'toolbox-staging/service.restart': '{ effect: write, approval: always }',
  'toolbox-prod/cache.purge': '{ effect: write, approval: always }',
  'toolbox-prod/service.restart': '{ effect: write, approval: always }',
};
const ALL_TOOLS = Object.keys(DECLARATIONS).sort();

/** What check must report once the effects are declared and locked (the runbook's collision families). */
const BASELINE = [
  // Collision d'identifiant: one previews, the other materializes a production change.
  'exact_name critical change-read/change.preview,change-write/change.preview',
  // The toolbox reached twice exposes each of its names twice, too.
  'exact_name critical toolbox-prod/cache.purge,toolbox-staging/cache.purge',
  'exact_name critical toolbox-prod/service.restart,toolbox-staging/service.restart',
  // Collision sémantique: preview ≈ plan ≈ prepare, one group; high since the effects differ (read / propose).
  'semantic_overlap high change-read/change.preview,change-write/deployment.plan,change-write/release.prepare',
  // Collision de scope: the same contract with another identity and environment.
  'target_scope_overlap critical toolbox-prod/cache.purge,toolbox-staging/cache.purge',
  'target_scope_overlap critical toolbox-prod/service.restart,toolbox-staging/service.restart',
].sort();

describe('seed 000: tool shadowing, on real MCP servers', () => {
  let dir: string;
  let catalogPath: string;
  let lockPath: string;
  /** The catalog once the effects are declared (each test restores it). */
  let declaredCatalog: string;
  const serversDir = () => join(dir, 'servers');
  const toolsFile = (name: string) => join(serversDir(), `${name}.json`);

  function catalogText(): string {
    const connect = (file: string) =>
      `    connect: { transport: stdio, command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(SCENARIO_SERVER)}, --tools-file, ${JSON.stringify(toolsFile(file))}] }`;
    return `# ops-agent, release 2026-10-06.2 (seed 000)
version: 1
agent: ops-agent
release: 2026-10-06.2
environment: production
owner: platform-ai
servers:
  change-read:
${connect('change-read')}
    identity: mi-agent-read
    target: { project: change-catalog, environment: production }
  change-write:
${connect('change-write')}
    identity: mi-agent-change
    target: { environment: production }
  toolbox-staging:
${connect('toolbox')}
    identity: mi-agent-toolbox-staging
    target: { environment: staging }
  toolbox-prod:
${connect('toolbox')}
    identity: mi-agent-toolbox-prod
    target: { environment: production }
tools: {}
waivers: []
`;
  }

  /** Rewrites one tool of a copied tools file; returns a function that restores the file. */
  function editTool(file: string, toolName: string, change: (tool: Record<string, unknown>) => void, serverVersion?: string): () => void {
    const path = toolsFile(file);
    const before = readFileSync(path, 'utf8');
    const content = JSON.parse(before) as { serverVersion: string; tools: Record<string, unknown>[] };
    const target = content.tools.find((t) => t.name === toolName);
    if (!target) throw new Error(`${file} has no tool ${toolName}`);
    change(target);
    if (serverVersion !== undefined) content.serverVersion = serverVersion;
    writeFileSync(path, `${JSON.stringify(content, null, 2)}\n`);
    return () => writeFileSync(path, before);
  }

  function withCatalog(text: string): void {
    writeFileSync(catalogPath, text);
  }

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'catalog-lock-seed000-'));
    mkdirSync(serversDir(), { recursive: true });
    // Copies, so the tests can edit the servers' tools without touching the fixtures.
    for (const name of ['change-read', 'change-write', 'toolbox']) copyFileSync(join(SEED_DIR, `${name}.json`), toolsFile(name));
    mkdirSync(join(dir, 'catalog-locks'));
    catalogPath = join(dir, 'catalog-locks', 'ops-agent.yaml');
    lockPath = join(dir, 'catalog-locks', 'ops-agent.lock.json');
    withCatalog(catalogText());
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('lock records the discovered catalog and adds every new tool as undeclared (write default denied) until a human declares it', async () => {
    const first = await runCli(dir, ['lock']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain('added 11 tool(s) to the catalog as effect: undeclared');
    // Patterns written later lose to these entries: the line says so.
    expect(first.stderr).toContain('an entry of its own wins over a pattern');
    const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
    expect(Object.keys(lock.tools)).toEqual(ALL_TOOLS);
    expect(lock.servers['change-read'].serverInfo).toEqual({ name: 'change-read', version: '18' });
    expect(lock.servers['change-write'].serverInfo).toEqual({ name: 'change-write', version: '7' });
    let yaml = readFileSync(catalogPath, 'utf8');
    for (const id of ALL_TOOLS) expect(yaml).toContain(`${id}: { effect: undeclared }`);

    // Undeclared counts as write: every tool is reported, and the exact_name collisions are critical.
    const undeclared = await checkJson(dir);
    expect(undeclared.code).toBe(1);
    expect(undeclared.report.decision).toBe('contain');
    expect(lines(notAdvisory(undeclared.report.findings).filter((f) => f.rule === 'undeclared_effect'))).toEqual(ALL_TOOLS.map((id) => `undeclared_effect high ${id}`));

    // The human declares the effects the seed implies, and relocks: the lock records them (the allowlist entry).
    for (const [id, decl] of Object.entries(DECLARATIONS)) yaml = yaml.replace(`${id}: { effect: undeclared }`, `${id}: ${decl}`);
    withCatalog(yaml);
    declaredCatalog = yaml;
    const relock = await runCli(dir, ['lock']);
    expect(relock.code, relock.stderr).toBe(0);
    expect(readFileSync(catalogPath, 'utf8')).toBe(yaml);
    const approved = JSON.parse(readFileSync(lockPath, 'utf8'));
    expect(approved.tools['change-write/change.preview'].declared).toEqual({
      effect: 'write',
      approval: 'always',
      identity: 'mi-agent-change',
      target: { environment: 'production' },
    });
    expect(approved.tools['change-read/change.preview'].declared).toEqual({
      effect: 'read',
      approval: 'never',
      identity: 'mi-agent-read',
      target: { project: 'change-catalog', environment: 'production' },
    });
    // The same contract on both toolboxes: only the declared scope differs.
    expect(approved.tools['toolbox-staging/service.restart'].contractHash).toBe(approved.tools['toolbox-prod/service.restart'].contractHash);
  });

  it('(a) check finds exactly the collision families of the runbook, with their severities; decision contain', async () => {
    const { code, report } = await checkJson(dir);
    expect(lines(notAdvisory(report.findings))).toEqual(BASELINE);
    // The advisory findings are the output-contract notes, one per tool.
    expect(lines(report.findings.filter((f) => !notAdvisory([f]).length))).toEqual(ALL_TOOLS.map((id) => `output_contract_missing info ${id}`));
    // semantic_overlap is high exactly where the declared effects differ.
    for (const f of report.findings.filter((x) => x.rule === 'semantic_overlap')) {
      const effects = Object.values(f.details?.effects as Record<string, string>);
      expect(f.severity, line(f)).toBe(new Set(effects).size > 1 ? 'high' : 'medium');
    }
    // One group, its three pairs in the details.
    const overlap = report.findings.find((f) => f.rule === 'semantic_overlap')!;
    expect(overlap.details?.pairCount).toBe(3);
    expect((overlap.details?.pairs as { a: string; b: string }[]).map((p) => `${p.a},${p.b}`).sort()).toEqual([
      'change-read/change.preview,change-write/deployment.plan',
      'change-read/change.preview,change-write/release.prepare',
      'change-write/deployment.plan,change-write/release.prepare',
    ]);
    expect(overlap.message).toContain('with different effects (change-read/change.preview: read, change-write/deployment.plan: propose, change-write/release.prepare: propose)');
    const shadow = report.findings.find((f) => f.rule === 'exact_name' && f.tools.includes('change-read/change.preview'))!;
    expect(shadow.details).toMatchObject({ normalizedName: 'changepreview', effects: { 'change-read/change.preview': 'read', 'change-write/change.preview': 'write' } });
    const scope = report.findings.find((f) => f.rule === 'target_scope_overlap' && f.tools.includes('toolbox-prod/service.restart'))!;
    expect(scope.details?.scopes).toEqual({
      'toolbox-prod/service.restart': { identity: 'mi-agent-toolbox-prod', environment: 'production' },
      'toolbox-staging/service.restart': { identity: 'mi-agent-toolbox-staging', environment: 'staging' },
    });
    // Collisions are not drift: the live catalog matches the lock, but the unresolved ambiguity keeps the release contained.
    expect(report.decision).toBe('contain');
    expect(code).toBe(1);

    // A snapshot from discover gives the same findings as the live check (the later tests use it).
    const discovered = await runCli(dir, ['discover', '--output', 'live.json']);
    expect(discovered.code, discovered.stderr).toBe(0);
    const fromSnapshot = await checkJson(dir, ['--snapshot', 'live.json']);
    expect(fromSnapshot.report.mode).toBe('snapshot');
    expect(lines(fromSnapshot.report.findings)).toEqual(lines(report.findings));
  });

  it('(b) a description edited without a server version bump is a mutable_contract (high): contain for a read tool, rollback for a write tool', async () => {
    // change-read/change.get reads: contain.
    let restore = editTool('change-read', 'change.get', (t) => {
      t.description = 'Get a change by its id, with its approval history';
    });
    try {
      const { code, report } = await checkJson(dir);
      expect(lines(notAdvisory(report.findings))).toEqual([...BASELINE, 'mutable_contract high change-read/change.get'].sort());
      const mutable = report.findings.find((f) => f.rule === 'mutable_contract')!;
      expect(mutable.details).toMatchObject({ fields: ['description'], serverVersionChanged: false });
      expect(String(mutable.details?.descriptionDiff)).toContain('+Get a change by its id, with its approval history');
      expect(report.decision).toBe('contain');
      expect(code).toBe(1);
    } finally {
      restore();
    }

    // change-write/rollback.execute writes: the mutated write path means rollback.
    restore = editTool('change-write', 'rollback.execute', (t) => {
      t.description = 'Execute a prepared rollback artifact against production and staging';
    });
    try {
      const { code, report } = await checkJson(dir);
      expect(lines(notAdvisory(report.findings))).toEqual([...BASELINE, 'mutable_contract high change-write/rollback.execute'].sort());
      expect(report.decision).toBe('rollback');
      expect(code).toBe(1);
    } finally {
      restore();
    }

    // The same edit with a server version bump is a release: contract_changed (medium), plus the server change.
    restore = editTool(
      'change-read',
      'change.get',
      (t) => {
        t.description = 'Get a change by its id, with its approval history';
      },
      '19',
    );
    try {
      const { code, report } = await checkJson(dir);
      expect(lines(notAdvisory(report.findings))).toEqual([...BASELINE, 'contract_changed medium change-read/change.get', 'server_changed medium '].sort());
      expect(report.findings.find((f) => f.rule === 'server_changed')!.details).toEqual({ field: 'version', approved: '18', live: '19' });
      expect(report.decision).toBe('contain');
      expect(code).toBe(1);
    } finally {
      restore();
    }
  });

  it('(c) the runtime photograph (seed shape) with a weaker approval and an unknown tool: runtime_approval_weaker, runtime_unknown_tool, rollback', async () => {
    const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as {
      servers: Record<string, { serverInfo: { version: string } }>;
      tools: Record<string, { fields: Record<string, string>; declared: { approval?: string; identity?: string } }>;
    };
    const targetScope: Record<string, string> = { 'change-read': 'change-catalog/production', 'change-write': 'production', 'toolbox-staging': 'staging', 'toolbox-prod': 'production' };
    // What the runtime loaded: every approved tool, as approved...
    const tools = Object.entries(lock.tools).map(([id, entry]) => {
      const label = id.slice(0, id.indexOf('/'));
      return {
        serverLabel: label,
        serverVersion: lock.servers[label].serverInfo.version,
        toolName: id.slice(label.length + 1),
        descriptionHash: entry.fields.description,
        inputSchemaHash: entry.fields.inputSchema,
        approval: entry.declared.approval ?? 'never',
        identity: entry.declared.identity,
        targetScope: targetScope[label],
      };
    });
    // Taken an hour ago: the photograph shows the runtime when the check decides (seed 000).
    const photo = { capturedAtUtc: new Date(Date.now() - 3_600_000).toISOString(), agentRelease: 'ops-agent-2026-10-06.2', tools };
    writeFileSync(join(dir, 'runtime-ok.json'), JSON.stringify(photo, null, 2));
    const clean = await checkJson(dir, ['--snapshot', 'live.json', '--runtime-snapshot', 'runtime-ok.json']);
    expect(lines(notAdvisory(clean.report.findings))).toEqual(BASELINE);
    // The seed's own photograph, taken on 2026-10-06, is weeks old: it proves nothing of the runtime now (exit 2),
    // unless --runtime-max-age says so; an undated one neither.
    writeFileSync(join(dir, 'runtime-seed.json'), JSON.stringify({ ...photo, capturedAtUtc: '2026-10-06T07:41:12Z' }));
    writeFileSync(join(dir, 'runtime-undated.json'), JSON.stringify({ ...photo, capturedAtUtc: undefined }));
    for (const name of ['runtime-seed.json', 'runtime-undated.json']) {
      const stale = await checkJson(dir, ['--snapshot', 'live.json', '--runtime-snapshot', name]);
      // (The collisions are violations: they win the exit code, 1; alone, the stale photograph exits 2.)
      expect(stale.code, name).toBe(1);
      expect(lines(notAdvisory(stale.report.findings)), name).toEqual([...BASELINE, 'runtime_evidence_incomplete critical '].sort());
      expect(stale.report.findings.find((f) => f.rule === 'runtime_evidence_incomplete')!.message, name).toMatch(/^the runtime snapshot (was taken at 2026-10-06T07:41:12Z, \d+d\d*h?\d*m? before this check|does not say when it was taken)/);
    }
    const old = await checkJson(dir, ['--snapshot', 'live.json', '--runtime-snapshot', 'runtime-seed.json', '--runtime-max-age', 'none']);
    expect(lines(notAdvisory(old.report.findings))).toEqual(BASELINE);
    expect((await runCli(dir, ['check', '--snapshot', 'live.json', '--runtime-snapshot', 'runtime-seed.json', '--runtime-max-age', '1w'])).stderr).toContain('--runtime-max-age must be a duration such as 24h');
    // The photograph of another release, or one that does not say which, proves nothing about this one: exit 2.
    for (const [name, other] of [['runtime-old.json', { ...photo, agentRelease: 'ops-agent-2026-10-05.1' }], ['runtime-unsaid.json', { ...photo, agentRelease: undefined }]] as const) {
      writeFileSync(join(dir, name), JSON.stringify(other));
      const refused = await runCli(dir, ['check', '--snapshot', 'live.json', '--runtime-snapshot', name]);
      expect(refused.code, name).toBe(2);
      expect(refused.stderr, name).toMatch(/runtime snapshot (photographs release "ops-agent-2026-10-05\.1"|names no agentRelease), and the catalog of agent "ops-agent" declares release "2026-10-06\.2"/);
    }

    // ...except that change-write/change.preview runs without approval, and a tool nobody approved is loaded.
    const weaker = {
      ...photo,
      tools: [
        ...tools.map((t) => (t.serverLabel === 'change-write' && t.toolName === 'change.preview' ? { ...t, approval: 'never' } : t)),
        {
          serverLabel: 'change-write',
          serverVersion: '7',
          toolName: 'change.execute',
          descriptionHash: `sha256:${'c'.repeat(64)}`,
          inputSchemaHash: `sha256:${'d'.repeat(64)}`,
          approval: 'always',
          identity: 'mi-agent-change',
          targetScope: 'production',
        },
      ],
    };
    writeFileSync(join(dir, 'runtime.json'), JSON.stringify(weaker, null, 2));
    const { code, report } = await checkJson(dir, ['--snapshot', 'live.json', '--runtime-snapshot', 'runtime.json']);
    expect(lines(notAdvisory(report.findings))).toEqual(
      [...BASELINE, 'runtime_approval_weaker critical change-write/change.preview', 'runtime_unknown_tool critical change-write/change.execute'].sort(),
    );
    expect(report.findings.find((f) => f.rule === 'runtime_approval_weaker')!.details).toEqual({ runtime: 'never', declared: 'always', belowLock: true });
    expect(report.decision).toBe('rollback');
    expect(code).toBe(1);

    // The staging toolbox reached with the production identity and environment: runtime_scope_mismatch.
    const crossed = {
      ...photo,
      tools: tools.map((t) => (t.serverLabel === 'toolbox-staging' ? { ...t, identity: 'mi-agent-toolbox-prod', targetScope: 'production' } : t)),
    };
    writeFileSync(join(dir, 'runtime-scope.json'), JSON.stringify(crossed, null, 2));
    const scope = await checkJson(dir, ['--snapshot', 'live.json', '--runtime-snapshot', 'runtime-scope.json']);
    expect(lines(notAdvisory(scope.report.findings))).toEqual(
      [...BASELINE, 'runtime_scope_mismatch critical toolbox-staging/cache.purge', 'runtime_scope_mismatch critical toolbox-staging/service.restart'].sort(),
    );
    expect(scope.code).toBe(1);
  });

  it('(d) waivers: a valid waiver silences exactly its tools for its rule; an expired one blocks again; an evidence rule cannot be waived', async () => {
    const withWaivers = (waivers: string) => declaredCatalog.replace('waivers: []\n', `waivers:\n${waivers}`);
    const previewPair = '[change-read/change.preview, change-write/change.preview]';
    try {
      withCatalog(
        withWaivers(
          `  - { rule: exact_name, tools: ${previewPair}, reason: "read and write previews are being renamed", owner: platform-ai, expires: "2099-12-31" }\n` +
            // A multi-tool finding needs all of its tools listed: this does not cover the semantic_overlap group.
            `  - { rule: semantic_overlap, tools: [change-read/change.preview], reason: "partial", owner: platform-ai, expires: "2099-12-31" }\n`,
        ),
      );
      const valid = await checkJson(dir, ['--snapshot', 'live.json']);
      const waived = valid.report.findings.filter((f) => f.waived);
      expect(lines(waived)).toEqual(['exact_name critical change-read/change.preview,change-write/change.preview']);
      expect(waived[0].waived).toEqual({ reason: 'read and write previews are being renamed', owner: 'platform-ai', expires: '2099-12-31' });
      expect(valid.report.summary.waived).toBe(1);
      // Everything else is reported as before, plus the partial waiver that covers nothing.
      expect(lines(notAdvisory(valid.report.findings))).toEqual(BASELINE);
      expect(lines(valid.report.findings.filter((f) => f.rule.startsWith('waiver_')))).toEqual(['waiver_unused info change-read/change.preview']);
      expect(valid.code).toBe(1);

      withCatalog(
        withWaivers(
          `  - { rule: exact_name, tools: ${previewPair}, reason: "renaming", owner: platform-ai, expires: "2020-01-31" }\n` +
            `  - { rule: server_unreachable, tools: [toolbox-prod/cache.purge], reason: "flaky", owner: platform-ai, expires: "2099-12-31" }\n`,
        ),
      );
      const expired = await checkJson(dir, ['--snapshot', 'live.json']);
      expect(expired.report.findings.filter((f) => f.waived)).toEqual([]);
      expect(lines(notAdvisory(expired.report.findings))).toEqual(
        [...BASELINE, `waiver_expired high change-read/change.preview,change-write/change.preview`, 'waiver_invalid high toolbox-prod/cache.purge'].sort(),
      );
      expect(expired.report.findings.find((f) => f.rule === 'waiver_invalid')!.message).toContain('evidence rules cannot be waived');
      expect(expired.code).toBe(1);
    } finally {
      withCatalog(declaredCatalog);
    }
  });

  it('(d) waiving every collision (tool keys with * included) promotes; policy.severity and policy.failOn change the exit code', async () => {
    const everything =
      'waivers:\n' +
      '  - { rule: exact_name, tools: [change-read/change.preview, change-write/change.preview, "toolbox-prod/*", "toolbox-staging/*"], reason: "r", owner: platform-ai, expires: "2099-12-31" }\n' +
      '  - { rule: target_scope_overlap, tools: ["toolbox-prod/*", "toolbox-staging/*"], reason: "r", owner: platform-ai, expires: "2099-12-31" }\n' +
      '  - { rule: semantic_overlap, tools: [change-read/change.preview, change-write/deployment.plan, change-write/release.prepare], reason: "r", owner: platform-ai, expires: "2099-12-31" }\n';
    const waived = declaredCatalog.replace('waivers: []\n', everything);
    try {
      withCatalog(waived);
      const all = await checkJson(dir, ['--snapshot', 'live.json']);
      expect(lines(all.report.findings.filter((f) => f.waived))).toEqual(BASELINE);
      expect(all.report.findings.filter((f) => f.rule.startsWith('waiver_'))).toEqual([]);
      expect(all.report.decision).toBe('promote');
      expect(all.code).toBe(0);

      // policy.severity raises the advisory output-contract note: it now blocks.
      withCatalog(`${waived}policy:\n  severity: { output_contract_missing: medium }\n`);
      const raised = await checkJson(dir, ['--snapshot', 'live.json']);
      expect(lines(notAdvisory(raised.report.findings).filter((f) => !f.waived))).toEqual(ALL_TOOLS.map((id) => `output_contract_missing medium ${id}`));
      expect(raised.report.decision).toBe('contain');
      expect(raised.code).toBe(1);

      // policy.failOn: info makes the advisory notes block too; --fail-on on the command line overrides it.
      withCatalog(`${waived}policy:\n  failOn: info\n`);
      const strict = await checkJson(dir, ['--snapshot', 'live.json']);
      expect(strict.report.summary.failOn).toBe('info');
      expect(strict.code).toBe(1);
      const cli = await checkJson(dir, ['--snapshot', 'live.json', '--fail-on', 'medium']);
      expect(cli.report.summary.failOn).toBe('medium');
      expect(cli.code).toBe(0);

      // Without waivers: failOn critical still fails on the critical collisions...
      withCatalog(`${declaredCatalog}policy:\n  failOn: critical\n`);
      const critical = await checkJson(dir, ['--snapshot', 'live.json']);
      expect(lines(notAdvisory(critical.report.findings))).toEqual(BASELINE);
      expect(critical.code).toBe(1);
      // ...until the catalog overrides their severity below the threshold (an explicit, reviewed policy decision).
      withCatalog(`${declaredCatalog}policy:\n  failOn: critical\n  severity: { exact_name: high, target_scope_overlap: high }\n`);
      const lowered = await checkJson(dir, ['--snapshot', 'live.json']);
      expect(lines(notAdvisory(lowered.report.findings))).toEqual(BASELINE.map((l) => l.replace(/^(exact_name|target_scope_overlap) critical/, '$1 high')).sort());
      expect(lowered.code).toBe(0);
      // Passing the gate is not promotion: unresolved collisions keep the release contained (seed 000).
      expect(lowered.report.decision).toBe('contain');
    } finally {
      withCatalog(declaredCatalog);
    }
  });
});

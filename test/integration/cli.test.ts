// The command line as a process (dist/cli.js), against fixture MCP servers
// started for real, in a temporary repository layout.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { CLI, notAdvisory, runCli } from '../helpers/cli.js';
import { server, snapshot, tool } from '../helpers/snapshots.js';
import { SCENARIO_SERVER, startHttpFixture, writeToolsFile, type HttpFixture } from '../helpers/fixtures.js';
import { OPS_READ_TOOLS, opsCatalogYaml } from '../helpers/ops-catalog.js';
import { validateReportDocument } from '../../src/report/validate-json.js';

const writeTools = [
  { name: 'rollback.prepare', description: 'Prepares a rollback plan; never executes it.', inputSchema: { type: 'object', properties: { service: { type: 'string' } }, required: ['service'] } },
];

function catalogText(httpUrl: string, toolsRead: string, extraServer = ''): string {
  return opsCatalogYaml(`  change-read:
    connect:
      transport: stdio
      command: ${JSON.stringify(process.execPath)}
      args: [${JSON.stringify(SCENARIO_SERVER)}, --tools-file, ${JSON.stringify(toolsRead)}, --page-size, "1"]
    identity: mi-agent-read # downstream identity
    target: { project: change-catalog, environment: production }
  change-write:
    connect: { transport: http, url: ${JSON.stringify(httpUrl)}, headers: { Authorization: "Bearer \${WRITE_TOKEN}" } }
    identity: mi-agent-change
    target: { project: change-catalog, environment: production }
${extraServer}`);
}

describe('catalog-lock command line', () => {
  let dir: string;
  let toolsRead: string;
  let toolsWrite: string;
  let http: HttpFixture;
  let catalog: string;
  const env = { WRITE_TOKEN: 'super-secret-token-value' };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'catalog-lock-cli-'));
    toolsRead = writeToolsFile(join(dir, 'servers'), { tools: OPS_READ_TOOLS, serverVersion: '18' }, 'read.json');
    toolsWrite = writeToolsFile(join(dir, 'servers'), { tools: writeTools, serverVersion: '7' }, 'write.json');
    http = await startHttpFixture({ transport: 'http', toolsFile: toolsWrite });
    catalog = join(dir, 'catalog-locks', 'ops.yaml');
    writeToolsFile(join(dir, 'catalog-locks'), catalogText(http.url, toolsRead), 'ops.yaml');
  });

  afterAll(async () => {
    await http?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('locks, adds new tools as undeclared, keeps comments, and is byte-identical on relock', async () => {
    const first = await runCli(dir, ['lock'], env);
    expect(first.code).toBe(0);
    // One line: what was written, then the next step (declaring alone approves nothing: the relock records it).
    const firstDigest = JSON.parse(readFileSync(join(dir, 'catalog-locks', 'ops.lock.json'), 'utf8')).catalogDigest;
    expect(first.stderr).toBe(
      `catalog-locks/ops.yaml: wrote catalog-locks/ops.lock.json (3 tools, digest ${firstDigest}); added 2 tool(s) to the catalog as effect: undeclared — next: declare their effect in the catalog (edit each entry: an entry of its own wins over a pattern, so delete the entries a pattern such as label/* should cover), then run lock again to record the declarations in the lock (check reports declaration_changed until then) and commit both files: merging that lock update approves them\n`,
    );
    const yaml = readFileSync(catalog, 'utf8');
    expect(yaml).toContain('# Ops agent catalog (comment kept across relocks)');
    expect(yaml).toContain('change-read/change.get: { effect: read, approval: never } # keep me');
    expect(yaml).toContain('change-read/change.list: { effect: undeclared }');
    expect(yaml).toContain('change-write/rollback.prepare: { effect: undeclared }');
    const lock = JSON.parse(readFileSync(join(dir, 'catalog-locks', 'ops.lock.json'), 'utf8'));
    expect(Object.keys(lock.tools)).toEqual(['change-read/change.get', 'change-read/change.list', 'change-write/rollback.prepare']);
    expect(lock.servers['change-read'].serverInfo.version).toBe('18');
    expect(JSON.stringify(lock)).not.toContain(env.WRITE_TOKEN);
    expect(JSON.stringify(lock)).not.toContain(dir);

    // A human declares the effects and adds a comment; relocking changes neither file.
    const declared = yaml
      .replace('change-read/change.list: { effect: undeclared }', 'change-read/change.list: { effect: read } # declared by a human')
      .replace('change-write/rollback.prepare: { effect: undeclared }', 'change-write/rollback.prepare: { effect: propose, approval: always }');
    writeFileSync(catalog, declared);
    // Until relocked, the lock disagrees with the declarations.
    const stale = JSON.parse((await runCli(dir, ['check', '--format', 'json'], env)).stdout);
    expect(notAdvisory(stale.findings).map((f) => `${f.rule} ${f.tools}`).sort()).toEqual([
      'declaration_changed change-read/change.list',
      'declaration_changed change-write/rollback.prepare',
    ]);
    // Relocking records the declarations (the allowlist); the catalog is untouched.
    const relock = await runCli(dir, ['lock', '--catalog', 'catalog-locks/ops.yaml'], env);
    expect(relock.code).toBe(0);
    // The digest covers the contracts, not the declarations: the line says it is unchanged and what was recorded.
    expect(relock.stderr).toBe(`catalog-locks/ops.yaml: wrote catalog-locks/ops.lock.json (3 tools, digest ${firstDigest} unchanged; 2 declaration(s) recorded)\n`);
    expect(readFileSync(catalog, 'utf8')).toBe(declared);
    const approved = JSON.parse(readFileSync(join(dir, 'catalog-locks', 'ops.lock.json'), 'utf8'));
    expect(approved.tools['change-write/rollback.prepare'].declared).toEqual({ effect: 'propose', approval: 'always', identity: 'mi-agent-change', target: { project: 'change-catalog', environment: 'production' } });
    // Nothing changed: byte-identical.
    const lockText = readFileSync(join(dir, 'catalog-locks', 'ops.lock.json'), 'utf8');
    const again = await runCli(dir, ['lock', '--catalog', 'catalog-locks/ops.yaml'], env);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('lock unchanged');
    expect(readFileSync(catalog, 'utf8')).toBe(declared);
    expect(readFileSync(join(dir, 'catalog-locks', 'ops.lock.json'), 'utf8')).toBe(lockText);
  });

  it('check passes (promote, exit 0) when the live catalog matches the lock', async () => {
    const result = await runCli(dir, ['check', '--format', 'json'], env);
    const report = JSON.parse(result.stdout);
    expect(notAdvisory(report.findings)).toEqual([]);
    expect(report).toMatchObject({ decision: 'promote', exitCode: 0, mode: 'live' });
    expect(report.summary.liveDigest).toBe(report.summary.lockDigest);
    expect(result.code).toBe(0);
  });

  it('a description edited without a version bump is drift (exit 1) with the diff of the approved text', async () => {
    const edited = OPS_READ_TOOLS.map((t) => (t.name === 'change.get' ? { ...t, description: 'Reads one change by id. Also applies it to production.' } : t));
    writeToolsFile(join(dir, 'servers'), { tools: edited, serverVersion: '18' }, 'read.json');
    try {
      const result = await runCli(dir, ['check', '--format', 'json'], env);
      expect(result.code).toBe(1);
      const report = JSON.parse(result.stdout);
      const changed = report.findings.find((f: { rule: string }) => f.rule === 'mutable_contract');
      expect(changed.tools).toEqual(['change-read/change.get']);
      expect(changed.details.fields).toEqual(['description']);
      expect(changed.details.descriptionDiff).toContain('+Reads one change by id. Also applies it to production.');
      expect(report.decision).toBe('contain');
      const text = await runCli(dir, ['check'], env);
      expect(text.stdout).toContain('mutable_contract');
      expect(text.code).toBe(1);
    } finally {
      writeToolsFile(join(dir, 'servers'), { tools: OPS_READ_TOOLS, serverVersion: '18' }, 'read.json');
    }
  });

  it('a new tool nobody declared is a write path: rollback', async () => {
    writeToolsFile(join(dir, 'servers'), { tools: [...writeTools, { name: 'change.execute', description: 'Applies a change.', inputSchema: { type: 'object' } }], serverVersion: '7' }, 'write.json');
    try {
      const result = await runCli(dir, ['check', '--format', 'json'], env);
      const report = JSON.parse(result.stdout);
      expect(report.decision).toBe('rollback');
      expect(notAdvisory(report.findings).map((f) => f.rule).sort()).toEqual(['tool_added', 'undeclared_effect']);
      expect(result.code).toBe(1);
    } finally {
      writeToolsFile(join(dir, 'servers'), { tools: writeTools, serverVersion: '7' }, 'write.json');
    }
  });

  it('a snapshot from discover gives the same result as the live check; --offline checks the files only', async () => {
    const discovered = await runCli(dir, ['discover', '--output', 'snap.json'], env);
    expect(discovered.code).toBe(0);
    const snap = JSON.parse(readFileSync(join(dir, 'snap.json'), 'utf8'));
    expect(snap.servers.map((s: { label: string; evidence: { lists: { tools: { pages: number; cursors: string[] } } } }) => [s.label, s.evidence.lists.tools.pages])).toEqual([
      ['change-read', 2],
      ['change-write', 1],
    ]);
    const fromSnapshot = await runCli(dir, ['check', '--snapshot', 'snap.json', '--format', 'json'], env);
    expect(JSON.parse(fromSnapshot.stdout)).toMatchObject({ decision: 'promote', mode: 'snapshot', exitCode: 0 });
    const offline = await runCli(dir, ['check', '--offline', '--format', 'json'], env);
    const report = JSON.parse(offline.stdout);
    expect(report).toMatchObject({ decision: 'contain', mode: 'offline', exitCode: 0 });
    expect(report.reasons.join(' ')).toContain('not verified');
    expect(offline.code).toBe(0);
  });

  it('a snapshot file older than --snapshot-max-age (24h by default), undated or from the future cannot verify (exit 2); every report says when it was taken (an outside audit: a snapshot of 2020 promoted)', async () => {
    expect((await runCli(dir, ['discover', '--output', 'fresh.json'], env)).code).toBe(0);
    const fresh = JSON.parse(readFileSync(join(dir, 'fresh.json'), 'utf8'));
    const dated = (file: string, completedAt: string | undefined) => {
      const servers = fresh.servers.map((s: { evidence: Record<string, unknown> }) => {
        const evidence = { ...s.evidence, startedAt: completedAt ?? s.evidence.startedAt, completedAt };
        if (completedAt === undefined) delete evidence.completedAt;
        return { ...s, evidence };
      });
      writeFileSync(join(dir, file), JSON.stringify({ ...fresh, servers }));
    };
    const takenAt = fresh.servers.map((s: { evidence: { completedAt: string } }) => s.evidence.completedAt).sort()[0];
    const promoted = await runCli(dir, ['check', '--snapshot', 'fresh.json', '--format', 'json'], env);
    expect(JSON.parse(promoted.stdout)).toMatchObject({ decision: 'promote', exitCode: 0, summary: { snapshot: { takenAt, maxAge: '1d' } } });

    const twoDays = new Date(Date.now() - 2 * 24 * 3_600_000).toISOString();
    dated('old.json', twoDays);
    for (const failOn of ['medium', 'critical']) {
      const old = await runCli(dir, ['check', '--snapshot', 'old.json', '--format', 'json', '--fail-on', failOn], env);
      expect(old.code).toBe(2);
      const report = JSON.parse(old.stdout);
      expect(validateReportDocument(report)).toEqual([]);
      expect(report).toMatchObject({ decision: 'contain', exitCode: 2, summary: { snapshot: { takenAt: twoDays, maxAge: '1d' }, liveDigest: null } });
      const evidence = report.findings.filter((f: { rule: string }) => f.rule === 'incomplete_discovery');
      expect(evidence.map((f: { servers: string[] }) => f.servers[0])).toEqual(['change-read', 'change-write']);
      // (The age is rounded up to the minute: 2d, or 2d1m once the seconds of the run are counted.)
      expect(evidence[0].message).toContain(`change-read: the snapshot was taken at ${twoDays} (evidence.completedAt), 2d`);
      expect(evidence[0].message).toMatch(/, 2d(1m)? before this check; a snapshot must be at most 1d old \(--snapshot-max-age\): run discover again, or pass --snapshot-max-age \(a longer age, or none for any\)$/);
      expect(report.servers[0]).toMatchObject({ status: 'incomplete', error: `snapshot taken ${twoDays}, older than 1d: not verified` });
    }
    const text = await runCli(dir, ['check', '--snapshot', 'old.json'], env);
    expect(text.stdout).toContain(`  snapshot file: taken ${twoDays}, at most 1d old\n`);
    expect(text.stdout).toContain('[high] incomplete_discovery: change-read: the snapshot was taken at');
    const markdown = await runCli(dir, ['check', '--snapshot', 'old.json', '--format', 'markdown'], env);
    expect(markdown.stdout).toContain(`- Checked against a snapshot file, not the live servers (taken \`${twoDays}\`, at most 1d old).`);
    // A longer limit, or none, takes it (and says so).
    expect(JSON.parse((await runCli(dir, ['check', '--snapshot', 'old.json', '--snapshot-max-age', '3d', '--format', 'json'], env)).stdout)).toMatchObject({ decision: 'promote', exitCode: 0, summary: { snapshot: { maxAge: '3d' } } });
    const any = await runCli(dir, ['check', '--snapshot', 'old.json', '--snapshot-max-age', 'none'], env);
    expect(any.code).toBe(0);
    expect(any.stdout).toContain(`  snapshot file: taken ${twoDays}, no age limit\n`);

    // Undated: a complete server's evidence must say when it ended (the schema requires completedAt), so the file is
    // refused; dated after the check's clock (beyond 5 minutes): missing evidence.
    dated('undated.json', undefined);
    const undated = await runCli(dir, ['check', '--snapshot', 'undated.json', '--snapshot-max-age', 'none'], env);
    expect(undated.code).toBe(2);
    expect(undated.stderr).toContain("must have required property 'completedAt'");
    dated('future.json', new Date(Date.now() + 3_600_000).toISOString());
    const future = await runCli(dir, ['check', '--snapshot', 'future.json', '--format', 'json'], env);
    expect(future.code).toBe(2);
    expect(JSON.parse(future.stdout).findings.find((f: { rule: string }) => f.rule === 'incomplete_discovery').message).toMatch(/after this check's clock \(5m of difference allowed\): a snapshot from the future proves nothing/);

    // Parsed as --runtime-max-age is; it needs --snapshot.
    const bad = await runCli(dir, ['check', '--snapshot', 'old.json', '--snapshot-max-age', '1w'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--snapshot-max-age must be a duration such as 24h, 7d, 1d12h or 90m, or none (got "1w")');
    const alone = await runCli(dir, ['check', '--offline', '--snapshot-max-age', '7d'], env);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('--snapshot-max-age says how old the file of --snapshot may be: give --snapshot too');
  });

  it('a snapshot is evidence of the connections it was taken with: another catalog with the same labels cannot use it', async () => {
    // The same agent in production: the same tools behind another endpoint, the same labels.
    const prodServer = await startHttpFixture({ transport: 'http', toolsFile: toolsWrite });
    const prod = join(dir, 'prod');
    mkdirSync(prod, { recursive: true });
    try {
      writeFileSync(join(prod, 'ops.yaml'), readFileSync(catalog, 'utf8').replace(http.url, prodServer.url));
      writeFileSync(join(prod, 'ops.lock.json'), readFileSync(join(dir, 'catalog-locks', 'ops.lock.json')));
      expect((await runCli(dir, ['discover', '--output', 'staging.json'], env)).code).toBe(0);
      const staging = JSON.parse(readFileSync(join(dir, 'staging.json'), 'utf8'));
      for (const server of staging.servers) expect(server.evidence.connection).toMatch(/^sha256:[0-9a-f]{64}$/);
      // No secret and no resolved value went into the digest: the same on any machine, whatever the token.
      expect((await runCli(dir, ['discover', '--output', 'other-token.json'], { WRITE_TOKEN: 'another-token-value' })).code).toBe(0);
      const otherToken = JSON.parse(readFileSync(join(dir, 'other-token.json'), 'utf8'));
      expect(otherToken.servers.map((s: { evidence: { connection: string } }) => s.evidence.connection)).toEqual(staging.servers.map((s: { evidence: { connection: string } }) => s.evidence.connection));

      const mixed = await runCli(dir, ['check', '--catalog', 'prod/ops.yaml', '--snapshot', 'staging.json', '--format', 'json'], env);
      expect(mixed.code).toBe(2);
      const report = JSON.parse(mixed.stdout);
      const evidence = report.findings.filter((f: { rule: string }) => f.rule === 'incomplete_discovery');
      expect(evidence.map((f: { servers: string[] }) => f.servers)).toEqual([['change-write']]);
      expect(evidence[0].message).toContain('another connection than the catalog declares');
      expect(report.decision).toBe('contain');
      // Nor can it be locked for that catalog: nothing is written.
      const lockText = readFileSync(join(prod, 'ops.lock.json'), 'utf8');
      const locked = await runCli(dir, ['lock', '--catalog', 'prod/ops.yaml', '--snapshot', 'staging.json'], env);
      expect(locked.code).toBe(2);
      expect(locked.stderr).toContain('change-write: the snapshot reached this server by another connection than the catalog declares');
      expect(readFileSync(join(prod, 'ops.lock.json'), 'utf8')).toBe(lockText);
      // Its own snapshot passes.
      expect((await runCli(dir, ['discover', '--catalog', 'prod/ops.yaml', '--output', 'prod.json'], env)).code).toBe(0);
      const own = await runCli(dir, ['check', '--catalog', 'prod/ops.yaml', '--snapshot', 'prod.json', '--format', 'json'], env);
      expect(JSON.parse(own.stdout)).toMatchObject({ decision: 'promote', exitCode: 0 });
    } finally {
      await prodServer.close();
      rmSync(prod, { recursive: true, force: true });
    }
  });

  it('a server that cannot be verified is exit 2, never a pass, and lock writes nothing', async () => {
    const broken = catalogText(http.url, toolsRead).replace(
      'tools:\n',
      `  down:\n    connect: { transport: stdio, command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(SCENARIO_SERVER)}, --scenario, exit] }\ntools:\n`,
    );
    const path = join(dir, 'catalog-locks', 'broken.yaml');
    writeFileSync(path, broken.replace('agent: ops', 'agent: broken'));
    try {
      const result = await runCli(dir, ['check', '--catalog', 'catalog-locks/broken.yaml', '--format', 'json'], env);
      const report = JSON.parse(result.stdout);
      expect(report.servers.find((s: { label: string }) => s.label === 'down').status).toBe('unreachable');
      expect(report.decision).not.toBe('promote');
      const locked = await runCli(dir, ['lock', '--catalog', 'catalog-locks/broken.yaml'], env);
      expect(locked.code).toBe(2);
      expect(locked.stderr).toContain('nothing was written');
      expect(existsSync(join(dir, 'catalog-locks', 'broken.lock.json'))).toBe(false);
      // discover says why on stderr too, without a terminal or CI (no progress lines): the snapshot is not the only place.
      const discovered = await runCli(dir, ['discover', '--catalog', 'catalog-locks/broken.yaml', '--output', 'broken.json'], env);
      expect(discovered.code).toBe(2);
      expect(discovered.stderr).toMatch(/^down: unreachable: .+/m);
      expect(discovered.stderr).not.toMatch(/^ops/m);
    } finally {
      rmSync(join(dir, 'broken.json'), { force: true });
      rmSync(path, { force: true });
    }
  });

  it('a missing variable is a clear error naming it; secret values never reach the output', async () => {
    const result = await runCli(dir, ['check', '--catalog', 'catalog-locks/ops.yaml'], {});
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('WRITE_TOKEN');
    const leaky = await runCli(dir, ['discover', '--format', 'json'], env);
    expect(leaky.stdout).not.toContain(env.WRITE_TOKEN);
  });

  it('instructions that carry a secret are scrubbed from a discovered snapshot, which check still reads', async () => {
    const sub = join(dir, 'redact');
    const tools = writeToolsFile(join(sub, 'servers'), { tools: [{ name: 'ping', description: 'Answers pong.', inputSchema: { type: 'object' } }] }, 'tools.json');
    writeToolsFile(
      sub,
      `version: 1\nagent: redact\nowner: ops\nservers:\n  s:\n    connect: { transport: stdio, command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(SCENARIO_SERVER)}, --tools-file, ${JSON.stringify(tools)}, --instructions, "Tenant \${TENANT_KEY}."] }\n    target: { environment: test }\n    identity: ops\ntools:\n  s/ping: { effect: read }\n`,
      'redact.yaml',
    );
    const secretEnv = { TENANT_KEY: 'tenant-secret-4242' };
    expect((await runCli(sub, ['lock', '--catalog', 'redact.yaml'], secretEnv)).code).toBe(0);
    const discovered = await runCli(sub, ['discover', '--catalog', 'redact.yaml', '--output', 'snap.json'], secretEnv);
    expect(discovered.code).toBe(0);
    const written = readFileSync(join(sub, 'snap.json'), 'utf8');
    expect(written).not.toContain(secretEnv.TENANT_KEY);
    expect(JSON.parse(written).servers[0]).toMatchObject({ instructionsRedacted: true });
    const checked = await runCli(sub, ['check', '--catalog', 'redact.yaml', '--snapshot', 'snap.json', '--format', 'json'], secretEnv);
    expect(checked.stderr).not.toContain('contradicts');
    expect(JSON.parse(checked.stdout).findings.filter((f: { rule: string }) => f.rule === 'server_changed')).toEqual([]);
    // A server that echoes the secret in a definition: the scrubbed definition is not what it sent, so the
    // snapshot can neither lock nor verify it (a live lock refuses it outright).
    writeToolsFile(join(sub, 'servers'), { tools: [{ name: 'ping', description: `Answers pong. key=${secretEnv.TENANT_KEY}`, inputSchema: { type: 'object' } }] }, 'tools.json');
    const echoed = await runCli(sub, ['discover', '--catalog', 'redact.yaml', '--output', 'echo.json'], secretEnv);
    expect(echoed.code).toBe(0);
    expect(JSON.parse(readFileSync(join(sub, 'echo.json'), 'utf8')).servers[0]).toMatchObject({ definitionsRedacted: true });
    // Which value, by name (never the value): the snapshot only shows *** (a tenth survey could not tell which).
    expect(echoed.stderr).toContain('s: its definitions hold ${TENANT_KEY} (given to server s)');
    expect(echoed.stderr + echoed.stdout).not.toContain(secretEnv.TENANT_KEY);
    // A live lock says so before it refuses; a value given to another server, held by chance, is named with that server.
    const live = await runCli(sub, ['lock', '--catalog', 'redact.yaml'], { ...secretEnv, GITHUB_TOKEN: 'ghp_unrelated0000' });
    expect(live.code).toBe(2);
    expect(live.stderr).toContain('s: its definitions hold ${TENANT_KEY} (given to server s)');
    expect(live.stderr).not.toContain('GITHUB_TOKEN');
    writeToolsFile(
      sub,
      `version: 1\nagent: redact2\nowner: ops\nservers:\n  s:\n    connect: { transport: stdio, command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(SCENARIO_SERVER)}, --tools-file, ${JSON.stringify(tools)}] }\n    target: { environment: test }\n    identity: ops\n  t:\n    connect: { transport: stdio, command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(SCENARIO_SERVER)}, --tools-file, ${JSON.stringify(tools)}, --instructions, "\${APP_KEY_ID}"] }\n    target: { environment: test }\n    identity: ops\n`,
      'redact2.yaml',
    );
    const chance = await runCli(sub, ['discover', '--catalog', 'redact2.yaml', '--output', 'chance.json'], { APP_KEY_ID: secretEnv.TENANT_KEY });
    expect(chance.stderr).toContain('s: its definitions hold ${APP_KEY_ID} (given to server t)');
    expect(chance.stderr).not.toContain(secretEnv.TENANT_KEY);
    const relocked = await runCli(sub, ['lock', '--catalog', 'redact.yaml', '--snapshot', 'echo.json'], secretEnv);
    expect(relocked.code).toBe(2);
    expect(relocked.stderr).toContain('its definitions carry a secret (a value the catalog gives it through ${VAR}');
    // What to do when the value is no secret (a seventh survey: a user id the server echoed as a default).
    expect(relocked.stderr).toContain('write it in the catalog as it is instead of through ${VAR}');
    const unverified = await runCli(sub, ['check', '--catalog', 'redact.yaml', '--snapshot', 'echo.json', '--format', 'json'], secretEnv);
    expect(unverified.code).toBe(2);
    expect(JSON.parse(unverified.stdout).decision).toBe('contain');
  });

  it('bad input is exit 2 with file:line:column', async () => {
    const path = join(dir, 'catalog-locks', 'bad.yaml');
    writeFileSync(path, 'version: 1\nagent: bad\nservers:\n  x:\n    connect: { transport: ftp }\ntools: {}\n');
    try {
      const result = await runCli(dir, ['check', '--catalog', 'catalog-locks/bad.yaml']);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/bad\.yaml:5:\d+:/);
      const usage = await runCli(dir, ['check', '--fail-on', 'severe']);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('--fail-on must be one of');
      // A command used wrongly gets the usage hint; a file that cannot be used as it is does not.
      expect(usage.stderr).toContain("run 'catalog-lock help' for usage");
      // An option twice (the last --catalog used to win: one catalog of two checked, exit 0), or one the command does not take.
      const twice = await runCli(dir, ['check', '--catalog', 'catalog-locks/bad.yaml', '--catalog', 'catalog-locks/ops.yaml']);
      expect(twice.code).toBe(2);
      expect(twice.stderr).toContain('--catalog is given more than once');
      const notTaken = await runCli(dir, ['lock', '--offline']);
      expect(notTaken.code).toBe(2);
      expect(notTaken.stderr).toContain('lock does not take --offline');
      writeFileSync(join(dir, 'twice.json'), '{"a":1,"a":2}');
      const file = await runCli(dir, ['check', '--catalog', 'catalog-locks/ops.yaml', '--snapshot', 'twice.json']);
      expect(file.code).toBe(2);
      expect(file.stderr).toBe(`catalog-lock: twice.json: cannot read snapshot: 1:8: the key "a" appears twice in the object at "/" (one value each: which one counts cannot be told)\n`);
      // A file that is not there, or a directory: said in words, as for catalogs (a README reviewer got Node's ENOENT).
      const missing = await runCli(dir, ['check', '--catalog', 'catalog-locks/ops.yaml', '--snapshot', 'nope.json']);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toBe('catalog-lock: nope.json: cannot read snapshot: no such file\n');
      const directory = await runCli(dir, ['check', '--catalog', 'catalog-locks/ops.yaml', '--snapshot', 'catalog-locks']);
      expect(directory.stderr).toBe('catalog-lock: catalog-locks: cannot read snapshot: is a directory\n');
    } finally {
      rmSync(path, { force: true });
      rmSync(join(dir, 'twice.json'), { force: true });
    }
  });

  it('two catalogs of one agent are refused (exit 2), naming both files', async () => {
    const twin = join(dir, 'catalog-locks', 'ops-copy.yaml');
    writeFileSync(twin, readFileSync(catalog, 'utf8'));
    try {
      const result = await runCli(dir, ['check', '--offline']);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('catalog-locks/ops-copy.yaml and catalog-locks/ops.yaml declare the same agent "ops"');
      // One of them alone is fine.
      expect((await runCli(dir, ['check', '--offline', '--catalog', 'catalog-locks/ops.yaml'])).stderr).not.toContain('same agent');
    } finally {
      rmSync(twin, { force: true });
    }
  });

  it('init --from imports a client config without copying secrets', async () => {
    const config = join(dir, 'claude_desktop_config.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { files: { command: 'npx', args: ['-y', 'some-server'], env: { API_TOKEN: 'literal-secret-123' } } } }));
    const result = await runCli(dir, ['init', '--agent', 'imported', '--from', 'claude_desktop_config.json']);
    expect(result.code).toBe(0);
    const text = readFileSync(join(dir, 'catalog-locks', 'imported.yaml'), 'utf8');
    expect(text).not.toContain('literal-secret-123');
    expect(text).toMatch(/\$\{[A-Z_]+\}/);
    // Imported as written, `npx -y some-server` is said to be unpinned where pinning is cheapest.
    expect(result.stderr).toContain('note: 1 server(s) start a package with no exact version, so each start may run other code: files (some-server); pin them in connect.args (unpinned_server)');
    const again = await runCli(dir, ['init', '--agent', 'imported']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exists');
    rmSync(join(dir, 'catalog-locks', 'imported.yaml'));
    // A configuration that is not JSON: one line with where and why, exit 2, no stack trace, no catalog written.
    writeFileSync(config, '{ "mcpServers": { "a": { "command": "x" } "b": {} } }');
    const broken = await runCli(dir, ['init', '--agent', 'imported', '--from', 'claude_desktop_config.json']);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toBe('catalog-lock: claude_desktop_config.json:1:43: not valid JSON: comma expected\n');
    expect(existsSync(join(dir, 'catalog-locks', 'imported.yaml'))).toBe(false);
  });
});

describe('init --from: a server started by a relative script', () => {
  let dir: string;
  let outside: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'catalog-lock-init-rel-'));
    outside = mkdtempSync(join(tmpdir(), 'catalog-lock-init-out-'));
    mkdirSync(join(dir, 'srv'));
    symlinkSync(SCENARIO_SERVER, join(dir, 'srv', 'server.mjs'));
    writeToolsFile(join(dir, 'srv'), { tools: [{ name: 'get_item', description: 'Gets an item.', inputSchema: { type: 'object' } }], serverVersion: '1' });
    const local = { command: process.execPath, args: ['srv/server.mjs', '--tools-file', 'srv/tools.json'] };
    writeFileSync(join(dir, 'mcp.json'), JSON.stringify({ mcpServers: { local } }));
    mkdirSync(join(dir, '.vscode'));
    writeFileSync(join(dir, '.vscode', 'mcp.json'), JSON.stringify({ servers: { local } }));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it('writes the directory the client ran it from as its cwd, relative to the catalog, and the server starts (a twenty-fourth survey had to add it by hand)', async () => {
    const result = await runCli(dir, ['init', '--agent', 'rel', '--from', 'mcp.json']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('note: server local starts a script by a relative path: its connect.cwd is .., the directory of mcp.json, relative to the catalog; check it');
    expect(readFileSync(join(dir, 'catalog-locks', 'rel.yaml'), 'utf8')).toMatch(/\n {6}cwd: \.\.\n/);
    const discovered = await runCli(dir, ['discover', '--catalog', 'catalog-locks/rel.yaml', '--format', 'json']);
    expect(discovered.code).toBe(0);
    expect(JSON.parse(discovered.stdout).servers[0].tools.map((t: { name: string }) => t.name)).toEqual(['get_item']);
    // A project config in a dot folder: relative to the project, its parent.
    const vscode = await runCli(dir, ['init', '--agent', 'rel2', '--from', '.vscode/mcp.json']);
    expect(vscode.stderr).toContain("connect.cwd is .., the directory of mcp.json's project");
    // A config outside the directory init runs in names another machine's layout: said, not written.
    const elsewhere = await runCli(outside, ['init', '--agent', 'rel3', '--from', join(dir, 'mcp.json')]);
    expect(elsewhere.code).toBe(0);
    expect(elsewhere.stderr).toContain('note: server local starts a script by a relative path and has no cwd: set connect.cwd');
    expect(readFileSync(join(outside, 'catalog-locks', 'rel3.yaml'), 'utf8')).not.toContain('cwd:');
  });

  it("reads an interpreter's script without an extension (npm's bin files) as a relative script too, and the server starts (a twenty-fifth survey had to add its cwd by hand)", async () => {
    symlinkSync(SCENARIO_SERVER, join(dir, 'srv', 'server-bin'));
    const bin = { command: 'node', args: ['--no-warnings', 'srv/server-bin', '--tools-file', 'srv/tools.json'] };
    // A package or an absolute path is no relative script: no cwd for them.
    const pkg = { command: 'npx', args: ['--offline', '-y', '@scope/some-server@1.0.0'] };
    const abs = { command: 'node', args: [join(dir, 'srv', 'server-bin'), '--tools-file', join(dir, 'srv', 'tools.json')] };
    writeFileSync(join(dir, 'mcp-bin.json'), JSON.stringify({ mcpServers: { bin, pkg, abs } }));
    const result = await runCli(dir, ['init', '--agent', 'binrel', '--from', 'mcp-bin.json']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('note: server bin starts a script by a relative path: its connect.cwd is ..');
    const yaml = readFileSync(join(dir, 'catalog-locks', 'binrel.yaml'), 'utf8');
    expect(yaml.match(/cwd: /g)).toHaveLength(1);
    const discovered = await runCli(dir, ['discover', '--catalog', 'catalog-locks/binrel.yaml', '--format', 'json']);
    const bySrv = Object.fromEntries(JSON.parse(discovered.stdout).servers.map((s: { label: string; tools?: { name: string }[] }) => [s.label, s.tools?.map((t) => t.name)]));
    expect(bySrv.bin).toEqual(['get_item']);
    expect(bySrv.abs).toEqual(['get_item']);
  });
});

describe('hostile text', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'catalog-lock-hostile-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('descriptions with workflow commands, ANSI, mentions and HTML stay inert in text and Markdown', async () => {
    const evil = '::set-output name=decision::promote\n::add-mask::x\n\u001b[31mred\u001b[0m @org/team </details><img src=x onerror=alert(1)> ' + 'A'.repeat(100_000);
    const tools = writeToolsFile(join(dir, 'servers'), { tools: [{ name: 'evil\n::error::tool', description: 'ok', inputSchema: { type: 'object' } }] }, 'tools.json');
    writeToolsFile(
      join(dir, 'catalog-locks'),
      `version: 1\nagent: hostile\nservers:\n  evil:\n    connect: { transport: stdio, command: ${JSON.stringify(process.execPath)}, args: [${JSON.stringify(SCENARIO_SERVER)}, --tools-file, ${JSON.stringify(tools)}] }\ntools: {}\n`,
      'hostile.yaml',
    );
    expect((await runCli(dir, ['lock'])).code).toBe(0);
    writeToolsFile(join(dir, 'servers'), { tools: [{ name: 'evil\n::error::tool', description: evil, inputSchema: { type: 'object' } }] }, 'tools.json');
    const text = await runCli(dir, ['check']);
    expect(text.code).toBe(1);
    for (const line of (text.stdout + text.stderr).split('\n')) expect(line.trimStart().startsWith('::')).toBe(false);
    expect(text.stdout).not.toContain('\u001b');
    const md = await runCli(dir, ['check', '--format', 'markdown']);
    // Outside code fences nothing renders as HTML or pings; inside one (the description diff) text is shown as it is.
    const outside = md.stdout.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '');
    expect(outside).not.toMatch(/<img|<\/details><img|@org/);
    expect(md.stdout).toContain('+::set-output name=decision::promote');
    // The diff's file header (which would repeat the hostile tool id, newline and all) is not shown.
    expect(md.stdout).not.toContain('Index: ');
    expect(md.stdout.length).toBeLessThanOrEqual(65_536);
    // The catalog YAML stays valid with the hostile tool name added.
    expect((await runCli(dir, ['check', '--offline'])).code).not.toBe(2);
  });
});

describe('output to a slow reader', () => {
  it('a multi-megabyte report piped to a reader that waits arrives whole (the process exits only once stdout has drained)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-lock-pipe-'));
    try {
      const tools = Array.from({ length: 3_000 }, (_, i) => tool(`tool_${i}`, `Does thing number ${i}. ${'Lorem ipsum dolor sit amet. '.repeat(20)}`));
      writeFileSync(join(dir, 'snap.json'), JSON.stringify(snapshot([server('s', tools)], 'pipe')));
      writeFileSync(join(dir, 'pipe.yaml'), 'version: 1\nagent: pipe\nowner: team\nservers:\n  s:\n    connect: { transport: stdio, command: node }\n    target: { environment: test }\ntools: {}\n');
      const child = spawn(process.execPath, [CLI, 'check', '--catalog', 'pipe.yaml', '--snapshot', 'snap.json', '--snapshot-max-age', 'none', '--format', 'json'], { cwd: dir, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' } });
      // Read nothing for a while: the pipe fills and the child's writes wait for us.
      child.stdout.pause();
      const chunks: Buffer[] = [];
      const code = await new Promise<number | null>((done) => {
        setTimeout(() => {
          child.stdout.on('data', (c: Buffer) => chunks.push(c));
          child.stdout.resume();
        }, 4_000);
        child.on('close', (c) => done(c));
      });
      const text = Buffer.concat(chunks).toString('utf8');
      expect(text.length).toBeGreaterThan(1_000_000);
      const report = JSON.parse(text) as { exitCode: number; findings: unknown[] };
      expect(report.exitCode).toBe(code);
      expect(report.findings.length).toBeGreaterThanOrEqual(3_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

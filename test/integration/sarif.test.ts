import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server, snapshot, tool } from '../helpers/snapshots.js';
import { join } from 'node:path';
import { main } from '../../src/cli.js';
import { workspace, writeLock, type Workspace } from '../helpers/workspace.js';

const require = createRequire(import.meta.url);
// The SARIF 2.1.0 schema is draft-04 (CommonJS module: load it with require).
const Ajv4: typeof import('ajv-draft-04').default = require('ajv-draft-04');
const sarifSchema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));

const CATALOG = `version: 1
agent: ops
servers:
  read:
    connect: { transport: stdio, command: node }
    identity: mi-read
    target: { environment: production }
  write:
    connect: { transport: stdio, command: node }
    identity: mi-write
    target: { environment: production }
tools:
  read/change.get: { effect: read }
  read/change.preview: { effect: read }
  write/change.preview: { effect: write, approval: always }
`;

describe('SARIF output', () => {
  let ws: Workspace;
  beforeAll(() => {
    ws = workspace();
    ws.write('catalog-locks/ops.yaml', CATALOG);
    const approved = snapshot([server('read', [tool('change.get'), tool('change.preview')]), server('write', [tool('change.preview', 'Applies a change to production')])], 'ops');
    writeLock(ws, approved);
    const live = snapshot(
      [
        server('read', [tool('change.get', 'Reads a change.\u001b[31m ::set-output x'), tool('change.preview')]),
        server('write', [tool('change.preview', 'Applies a change to production'), tool('change.execute')]),
      ],
      'ops',
    );
    ws.write('snap.json', JSON.stringify(live));
  });
  afterAll(() => ws.cleanup());

  it('is valid SARIF 2.1.0 with rule metadata and results located in the catalog or the lock', async () => {
    const { code, stdout } = await ws.run(['check', '--snapshot', 'snap.json', '--snapshot-max-age', 'none', '--format', 'sarif']);
    expect(code).toBe(1);
    const log = JSON.parse(stdout);
    const ajv = new Ajv4({ allErrors: true, strict: false, validateFormats: false, unicodeRegExp: false });
    const validate = ajv.compile(sarifSchema);
    expect(validate(log), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    const run = log.runs[0];
    const ruleIds = run.tool.driver.rules.map((r: { id: string }) => r.id);
    expect(ruleIds).toEqual([...ruleIds].sort());
    for (const result of run.results) {
      expect(ruleIds[result.ruleIndex]).toBe(result.ruleId);
      expect(result.message.text).not.toMatch(/\u001b/);
    }
    const byRule = (id: string) => run.results.filter((r: { ruleId: string }) => r.ruleId === id);
    // The collision on change.preview is located at the first of its tool lines in the YAML.
    const collision = byRule('exact_name')[0];
    expect(collision.level).toBe('error');
    expect(collision.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: 'catalog-locks/ops.yaml' }, region: { startLine: 14, startColumn: 3 } });
    // ...and the other tool of the collision is a related location at its own line.
    expect(collision.relatedLocations).toEqual([
      { id: 0, message: { text: 'write/change.preview' }, physicalLocation: { artifactLocation: { uri: 'catalog-locks/ops.yaml' }, region: { startLine: 15, startColumn: 3 } } },
    ]);
    // A finding about one tool has none.
    for (const result of run.results) if (result.properties.tools.length < 2) expect(result.relatedLocations).toBeUndefined();
    // A new tool with no catalog entry is located at its server's line.
    const added = byRule('tool_added')[0];
    expect(added.locations[0].physicalLocation.region.startLine).toBe(8);
    // A changed tool with an entry is at its own line.
    expect(byRule('mutable_contract')[0].locations[0].physicalLocation.region.startLine).toBe(13);
  });

  it('locates a finding about a waiver at the waiver, not at the tools it lists; an unknown rule says which rule was meant', async () => {
    const other = workspace();
    try {
      other.write('catalog-locks/ops.yaml', `${CATALOG}waivers:\n  - { rule: semantic_overlpa, tools: [read/change.get], reason: typo, owner: sec, expires: 2099-01-01 }\n`);
      writeLock(other, snapshot([server('read', [tool('change.get'), tool('change.preview')]), server('write', [tool('change.preview', 'Applies a change to production')])], 'ops'));
      other.write('snap.json', JSON.stringify(snapshot([server('read', [tool('change.get'), tool('change.preview')]), server('write', [tool('change.preview', 'Applies a change to production')])], 'ops')));
      const { stdout } = await other.run(['check', '--snapshot', 'snap.json', '--snapshot-max-age', 'none', '--format', 'sarif']);
      const invalid = JSON.parse(stdout).runs[0].results.find((r: { ruleId: string }) => r.ruleId === 'waiver_invalid');
      expect(invalid.message.text).toContain('unknown rule (did you mean "semantic_overlap"?)');
      expect(invalid.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: 'catalog-locks/ops.yaml' }, region: { startLine: 17, startColumn: 5 } });
    } finally {
      other.cleanup();
    }
  });

  it('locates a server the catalog no longer declares at its lock entry, relative to the repository from a subdirectory', async () => {
    const other = workspace();
    try {
      // The pull request removes the write server and its tool from the catalog; the lock still approves them.
      other.write('catalog-locks/ops.yaml', CATALOG.replace(/  write:\n(    .*\n)+/, '').replace(/  write\/change\.preview.*\n/, ''));
      const approved = snapshot([server('read', [tool('change.get'), tool('change.preview')]), server('write', [tool('change.preview', 'Applies a change to production')])], 'ops');
      writeLock(other, approved);
      other.write('snap.json', JSON.stringify(snapshot([server('read', [tool('change.get'), tool('change.preview')])], 'ops')));
      other.write('.git/HEAD', 'ref: refs/heads/main\n');
      other.write('sub/.keep', '');
      let stdout = '';
      const code = await main(['check', '--catalog', '../catalog-locks/ops.yaml', '--snapshot', '../snap.json', '--snapshot-max-age', 'none', '--format', 'sarif'], { cwd: join(other.dir, 'sub'), env: {}, stdout: (t) => (stdout += t), stderr: () => {}, progress: false });
      expect(code).toBe(1);
      const results = JSON.parse(stdout).runs[0].results as { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[] }[];
      const removed = results.find((r) => r.ruleId === 'server_removed')!;
      const lockLines = readFileSync(join(other.dir, 'catalog-locks/ops.lock.json'), 'utf8').split('\n');
      const serverLine = lockLines.findIndex((l, i) => l === '    "write": {' && lockLines.slice(0, i).some((x) => x === '  "servers": {')) + 1;
      expect(serverLine).toBeGreaterThan(0);
      expect(removed.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: 'catalog-locks/ops.lock.json' }, region: { startLine: serverLine, startColumn: 5 } });
      // Every location is relative to the repository root, never absolute nor above it.
      for (const r of results) expect(r.locations[0].physicalLocation.artifactLocation.uri).toMatch(/^catalog-locks\/ops\.(yaml|lock\.json)$/);
      // Run from the catalog's own directory: still relative to the repository root.
      let inside = '';
      await main(['check', '--catalog', 'ops.yaml', '--snapshot', '../snap.json', '--snapshot-max-age', 'none', '--format', 'sarif'], { cwd: join(other.dir, 'catalog-locks'), env: {}, stdout: (t) => (inside += t), stderr: () => {}, progress: false });
      for (const r of JSON.parse(inside).runs[0].results) expect(r.locations[0].physicalLocation.artifactLocation.uri).toMatch(/^catalog-locks\/ops\.(yaml|lock\.json)$/);
      // The JSON report names the catalog relative to the working directory, never by its absolute path.
      let json = '';
      await main(['check', '--catalog', '../catalog-locks/ops.yaml', '--snapshot', '../snap.json', '--snapshot-max-age', 'none', '--format', 'json'], { cwd: join(other.dir, 'sub'), env: {}, stdout: (t) => (json += t), stderr: () => {}, progress: false });
      expect(JSON.parse(json).catalog).toBe('../catalog-locks/ops.yaml');
    } finally {
      other.cleanup();
    }
  });
});

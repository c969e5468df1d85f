// Runtime photographs of several agents in one check: each compared with its
// own agent's catalog and lock (an outside review: the Action took one
// photograph, and the other agents were promoted with none compared).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { stdioFixture, writeToolsFile } from '../helpers/fixtures.js';

interface Report {
  agent: string;
  findings: { rule: string; tools: string[] }[];
  summary: { runtime?: { tools: number; capturedAtUtc: string | null; agentRelease: string | null } };
}

const object = { type: 'object', properties: { id: { type: 'string' } } };

describe('runtime photographs of several agents', () => {
  let dir: string;

  /** A complete photograph of an agent's lock, as its runtime would take it (one field edited by `edit`). */
  function photograph(agent: string, edit: (tool: Record<string, unknown>) => void = () => {}): Record<string, unknown> {
    const lock = JSON.parse(readFileSync(join(dir, 'catalog-locks', `${agent}.lock.json`), 'utf8'));
    const tools = Object.entries(lock.tools as Record<string, { fields: Record<string, string> }>).map(([id, entry]) => {
      const label = id.slice(0, id.indexOf('/'));
      const tool: Record<string, unknown> = {
        serverLabel: label,
        serverVersion: lock.servers[label].serverInfo.version,
        toolName: id.slice(label.length + 1),
        descriptionHash: entry.fields.description,
        inputSchemaHash: entry.fields.inputSchema,
        approval: 'never',
        targetScope: 'test',
      };
      edit(tool);
      return tool;
    });
    return { agent, capturedAtUtc: new Date().toISOString(), tools };
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'catalog-lock-runtimes-'));
    mkdirSync(join(dir, 'catalog-locks'));
    for (const agent of ['alpha', 'beta']) {
      const tools = writeToolsFile(dir, { serverVersion: '1.0.0', tools: [{ name: `${agent}_get`, description: `Reads one ${agent} record.`, inputSchema: object }] }, `${agent}.json`);
      const { args } = stdioFixture({ toolsFile: tools });
      writeFileSync(
        join(dir, 'catalog-locks', `${agent}.yaml`),
        `version: 1\nagent: ${agent}\nowner: team\nservers:\n  ${agent}:\n    connect: { transport: stdio, command: ${JSON.stringify(process.execPath)}, args: ${JSON.stringify(args)} }\n    target: { environment: test }\ntools:\n  ${agent}/${agent}_get: { effect: read }\n`,
      );
    }
    expect((await runCli(dir, ['lock'])).code).toBe(0);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compares each with its agent only, and each report says which it compared', async () => {
    writeFileSync(join(dir, 'alpha-runtime.json'), JSON.stringify(photograph('alpha')));
    writeFileSync(join(dir, 'beta-runtime.json'), JSON.stringify(photograph('beta', (t) => (t.descriptionHash = `sha256:${'0'.repeat(64)}`))));
    const run = await runCli(dir, ['check', '--format', 'json', '--runtime-snapshot', 'alpha-runtime.json', '--runtime-snapshot', 'beta-runtime.json']);
    const reports = (JSON.parse(run.stdout) as { reports: Report[] }).reports;
    const byAgent = Object.fromEntries(reports.map((r) => [r.agent, r]));
    expect(byAgent.alpha.summary.runtime?.tools).toBe(1);
    expect(byAgent.beta.summary.runtime?.tools).toBe(1);
    expect(byAgent.alpha.findings.filter((f) => f.rule.startsWith('runtime_'))).toEqual([]);
    expect(byAgent.beta.findings.filter((f) => f.rule.startsWith('runtime_')).map((f) => `${f.rule} ${f.tools.join(',')}`)).toEqual(['runtime_hash_mismatch beta/beta_get']);
    expect(run.code).toBe(1);
  });

  it('refuses two photographs of one agent (which is its runtime?), exit 2', async () => {
    writeFileSync(join(dir, 'alpha-again.json'), JSON.stringify(photograph('alpha')));
    const run = await runCli(dir, ['check', '--runtime-snapshot', 'alpha-runtime.json', '--runtime-snapshot', 'alpha-again.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('alpha-again.json: alpha-runtime.json is a runtime snapshot of agent "alpha" too; give one per agent');
  });
});

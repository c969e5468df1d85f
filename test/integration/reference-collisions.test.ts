// The real github and gitlab reference servers (installed from npm as
// devDependencies, started over stdio with dummy tokens) in one agent
// catalog: every tool name both expose is an exact_name collision, critical
// when the tools write (undeclared counts as write), high when both only read.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type ReportFinding } from '../helpers/cli.js';
import { referenceServer } from '../helpers/fixtures.js';

/** Timeout of each command (it starts both reference servers). */
const TIMEOUT_MS = 90_000;

interface F extends ReportFinding {
  details?: { normalizedName?: string; effects?: Record<string, string> };
}

/** The stdio connect of a reference server, with its token read from the environment (never written into the catalog). */
function connectYaml(name: 'github' | 'gitlab', tokenVar: string): string {
  const spec = referenceServer(name);
  const env = Object.entries(spec.env ?? {}).map(([k, v]) => `${k}: ${JSON.stringify(k.endsWith('_TOKEN') ? `\${${tokenVar}}` : v)}`);
  return `    connect: { transport: stdio, command: ${JSON.stringify(spec.command)}, args: [${spec.args.map((a) => JSON.stringify(a)).join(', ')}], env: { ${env.join(', ')} } }`;
}

const readByPattern = (name: string) => name.startsWith('get_') || name.startsWith('search_');

describe('github and gitlab reference servers in one catalog', () => {
  let dir: string;
  const env = { GH_TOKEN: 'dummy-github-token-for-tests', GL_TOKEN: 'dummy-gitlab-token-for-tests' };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'catalog-lock-refcoll-'));
    mkdirSync(join(dir, 'catalog-locks'));
    writeFileSync(
      join(dir, 'catalog-locks', 'forge-agent.yaml'),
      `version: 1
agent: forge-agent
servers:
  github:
${connectYaml('github', 'GH_TOKEN')}
    identity: gh-bot
    target: { tenant: github.com }
  gitlab:
${connectYaml('gitlab', 'GL_TOKEN')}
    identity: gl-bot
    target: { tenant: gitlab.example }
tools:
  github/get_*: { effect: read }
  github/search_*: { effect: read }
  gitlab/get_*: { effect: read }
  gitlab/search_*: { effect: read }
`,
    );
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports exact_name on every shared name: critical for tools that write (undeclared), high for get_*/search_* reads', async () => {
    const locked = await runCli(dir, ['lock'], env, TIMEOUT_MS);
    expect(locked.code, locked.stderr).toBe(0);
    const lock = JSON.parse(readFileSync(join(dir, 'catalog-locks', 'forge-agent.lock.json'), 'utf8')) as { tools: Record<string, unknown> };
    expect(JSON.stringify(lock)).not.toContain(env.GH_TOKEN);

    // The live lists, as discovered and locked.
    const namesOf = (label: string) =>
      Object.keys(lock.tools)
        .filter((id) => id.startsWith(`${label}/`))
        .map((id) => id.slice(label.length + 1));
    const github = namesOf('github');
    const gitlab = namesOf('gitlab');
    expect(github.length).toBeGreaterThan(10);
    expect(gitlab.length).toBeGreaterThan(5);
    const shared = github.filter((n) => gitlab.includes(n)).sort();
    expect(shared.length).toBeGreaterThan(0);
    // Both kinds of severity are exercised.
    expect(shared.some(readByPattern)).toBe(true);
    expect(shared.some((n) => !readByPattern(n))).toBe(true);

    // Tools the patterns do not cover were added as undeclared; the covered ones were not.
    const yaml = readFileSync(join(dir, 'catalog-locks', 'forge-agent.yaml'), 'utf8');
    for (const n of shared) {
      if (readByPattern(n)) expect(yaml).not.toContain(`github/${n}:`);
      else expect(yaml).toContain(`github/${n}: { effect: undeclared }`);
    }
    expect(yaml).not.toContain(env.GH_TOKEN);

    const result = await runCli(dir, ['check', '--format', 'json'], env, TIMEOUT_MS);
    const report = JSON.parse(result.stdout) as { decision: string; exitCode: number; findings: F[] };
    const exact = report.findings.filter((f) => f.rule === 'exact_name');
    const expected = shared.map((n) => `${n} ${readByPattern(n) ? 'high' : 'critical'} github/${n},gitlab/${n}`);
    expect(exact.map((f) => `${f.tools[0].slice('github/'.length)} ${f.severity} ${f.tools.join(',')}`).sort()).toEqual(expected);
    for (const f of exact) expect(f.details?.normalizedName).toBe(f.tools[0].slice('github/'.length).replace(/_/g, ''));
    for (const f of exact) {
      const effect = readByPattern(f.tools[0].slice('github/'.length)) ? 'read' : 'undeclared';
      expect(f.details?.effects).toEqual({ [f.tools[0]]: effect, [f.tools[1]]: effect });
    }
    // Same names, different contracts: no target_scope_overlap (that needs the same description and schema).
    expect(report.findings.filter((f) => f.rule === 'target_scope_overlap').map((f) => f.tools.join(','))).toEqual([]);
    expect(report.decision).not.toBe('promote');
    expect(result.code).toBe(1);
  });
});

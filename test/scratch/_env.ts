// Shared setup for the scratch scenarios (outside tester). Not a test file.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';
import { CLI, createActionRepo, FULL_NAME, TOKEN, type ActionRepo, type ActionRun } from '../helpers/action-env.js';
import { writeToolsFile } from '../helpers/fixtures.js';
import { startGitHubFake, type GitHubFake } from '../helpers/github-fake/index.js';
import { OPS_READ_TOOLS, opsCatalogYaml } from '../helpers/ops-catalog.js';

export const LOCK = 'catalog-locks/ops.lock.json';
export const CATALOG = 'catalog-locks/ops.yaml';
export { OPS_READ_TOOLS };

export function catalogYaml(connect: string): string {
  const servers = `  change-read:\n    connect: ${connect}\n    identity: mi-agent-read # downstream identity\n    target: { tenant: contoso, environment: production }\n`;
  return opsCatalogYaml(servers, '  change-read/change.list: { effect: read }\n');
}

export const setTools = (repo: ActionRepo, tools: unknown[], file = 'read.json') => writeToolsFile(join(repo.dir, 'servers'), { tools, serverVersion: '18' }, file);

export async function lockWith(repo: ActionRepo, args: string[] = [], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) =>
    execFile(process.execPath, [CLI, 'lock', ...args], { cwd: repo.workspace, env: { PATH: process.env.PATH ?? '', HOME: repo.home, ...env } }, (e, stdout, stderr) =>
      done({ code: e ? (typeof e.code === 'number' ? e.code : 99) : 0, stdout, stderr }),
    ),
  );
}

export async function setup(catalog: (connect: string) => string = catalogYaml, tools: unknown[] = OPS_READ_TOOLS): Promise<{ repo: ActionRepo; fake: GitHubFake; mainSha: string; toolsFile: string }> {
  const repo = createActionRepo('catalog-lock-scratch-');
  const toolsFile = setTools(repo, tools);
  repo.write(CATALOG, catalog(repo.connect(toolsFile)));
  repo.write('.gitignore', 'results.sarif\ncatalog-lock-allowlist.json\n');
  const locked = await lockWith(repo);
  expect(locked.code, locked.stderr).toBe(0);
  const mainSha = repo.commitAll('catalog-lock: approve ops');
  repo.git(['push', '--quiet', 'origin', 'main']);
  const fake = await startGitHubFake({ token: TOKEN, repos: [{ fullName: FULL_NAME, defaultBranch: 'main' }], gitDir: repo.origin });
  return { repo, fake, mainSha, toolsFile };
}

export const pulls = (fake: GitHubFake) => fake.repo(FULL_NAME).issues.filter((i) => i.pull);
export const issues = (fake: GitHubFake) => fake.repo(FULL_NAME).issues.filter((i) => !i.pull);

export function dump(label: string, run: ActionRun): void {
  if (process.env.SCRATCH_LOG) process.stderr.write(`\n===== ${label}: exit ${run.code}\n--- outputs ${JSON.stringify({ ...run.outputs, findings: run.outputs.findings?.slice(0, 400) })}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}\n--- summary\n${run.summary.slice(0, 3000)}\n`);
}

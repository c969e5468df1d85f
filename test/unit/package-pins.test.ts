import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis/analyze.js';
import { packagePinFindings, packageRunOf } from '../../src/analysis/package-pins.js';
import { applyPolicy } from '../../src/policy/waivers.js';
import type { Catalog, ConnectSpec } from '../../src/types.js';

const stdio = (command: string, ...args: string[]): ConnectSpec => ({ transport: 'stdio', command, args });
const verdict = (command: string, ...args: string[]) => {
  const run = packageRunOf(stdio(command, ...args));
  return run === undefined ? 'no package' : run.unpinned === undefined ? `pinned ${run.spec}` : `unpinned ${run.spec}: ${run.unpinned}`;
};

describe('unpinned_server: which package a runner starts, and whether it is pinned', () => {
  it('npm runners: an exact version pins, a tag, a range or nothing does not', () => {
    expect(verdict('npx', '-y', '@modelcontextprotocol/server-github')).toBe('unpinned @modelcontextprotocol/server-github: no version');
    expect(verdict('npx', '-y', '@modelcontextprotocol/server-github@2025.4.8')).toBe('pinned @modelcontextprotocol/server-github@2025.4.8');
    expect(verdict('npx', '--yes', 'mcp-remote@latest', 'https://example.com/mcp')).toBe('unpinned mcp-remote@latest: version "latest" is a tag or a range');
    expect(verdict('npx', 'some-server@^1.2.0')).toBe('unpinned some-server@^1.2.0: version "^1.2.0" is a tag or a range');
    expect(verdict('npx', 'some-server@1.2.0-beta.3')).toBe('pinned some-server@1.2.0-beta.3');
    // The package named by -p / --package, not the bin that follows.
    expect(verdict('npx', '-p', 'tools-pkg@3.0.1', 'tools-server', '--port', '0')).toBe('pinned tools-pkg@3.0.1');
    expect(verdict('npx', '--package=tools-pkg', 'tools-server')).toBe('unpinned tools-pkg: no version');
    expect(verdict('C:\\Program Files\\nodejs\\npx.cmd', '-y', 'srv@1.0.0')).toBe('pinned srv@1.0.0');
    expect(verdict('npm', 'exec', '--yes', '--', 'srv')).toBe('unpinned srv: no version');
    expect(verdict('pnpm', 'dlx', 'srv@2.0.0')).toBe('pinned srv@2.0.0');
    expect(verdict('yarn', 'dlx', 'srv')).toBe('unpinned srv: no version');
    expect(verdict('bunx', 'srv@next')).toBe('unpinned srv@next: version "next" is a tag or a range');
    expect(verdict('bun', 'x', 'srv@1.0.0')).toBe('pinned srv@1.0.0');
    expect(verdict('npx', 'github:acme/mcp-server')).toBe('unpinned github:acme/mcp-server: a git or URL source without a commit');
    expect(verdict('npx', `acme/mcp-server#${'a'.repeat(40)}`)).toBe(`pinned acme/mcp-server#${'a'.repeat(40)}`);
    expect(verdict('deno', 'run', '-A', 'npm:srv')).toBe('unpinned npm:srv: no version');
    expect(verdict('deno', 'run', '-A', 'npm:srv@1.4.2')).toBe('pinned npm:srv@1.4.2');
  });

  it('Python runners: == or uvx @ with a version pins; a range, a tag or nothing does not', () => {
    expect(verdict('uvx', 'mcp-server-fetch')).toBe('unpinned mcp-server-fetch: no version');
    expect(verdict('uvx', 'mcp-server-fetch==2025.4.7')).toBe('pinned mcp-server-fetch==2025.4.7');
    expect(verdict('uvx', 'mcp-server-fetch@2025.4.7')).toBe('pinned mcp-server-fetch@2025.4.7');
    expect(verdict('uvx', 'mcp-server-fetch@latest')).toBe('unpinned mcp-server-fetch@latest: a version range or tag');
    expect(verdict('uvx', '--python', '3.12', 'mcp-server-git>=0.6')).toBe('unpinned mcp-server-git>=0.6: a version range or tag');
    expect(verdict('uvx', '--from', 'awslabs.core-mcp-server==1.0.2', 'awslabs.core-mcp-server')).toBe('pinned awslabs.core-mcp-server==1.0.2');
    expect(verdict('uvx', '--from', `git+https://github.com/acme/srv@${'b'.repeat(40)}`, 'srv')).toBe(`pinned git+https://github.com/acme/srv@${'b'.repeat(40)}`);
    expect(verdict('uvx', '--from', 'git+https://github.com/acme/srv', 'srv')).toBe('unpinned git+https://github.com/acme/srv: a git or URL source without a commit');
    expect(verdict('uv', 'tool', 'run', 'srv[cli]==1.0')).toBe('pinned srv[cli]==1.0');
    expect(verdict('pipx', 'run', '--spec', 'srv==0.3.1', 'srv')).toBe('pinned srv==0.3.1');
    expect(verdict('pipx', 'run', 'srv')).toBe('unpinned srv: no version');
  });

  it('images: only a digest pins (a tag can be moved); options with values are skipped', () => {
    expect(verdict('docker', 'run', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', 'ghcr.io/github/github-mcp-server')).toBe('unpinned ghcr.io/github/github-mcp-server: no tag and no digest');
    expect(verdict('docker', 'run', '-i', '--rm', '--network=host', 'mcp/fetch:1.2')).toBe('unpinned mcp/fetch:1.2: a tag, which can be moved (pin the digest: image@sha256:…)');
    expect(verdict('podman', 'run', '-i', '-v', '/data:/data', `mcp/fetch@sha256:${'c'.repeat(64)}`)).toBe(`pinned mcp/fetch@sha256:${'c'.repeat(64)}`);
    // A registry with a port is not a tag.
    expect(verdict('docker', 'run', 'localhost:5000/srv')).toBe('unpinned localhost:5000/srv: no tag and no digest');
  });

  it('through the wrappers of real configs: cmd /c, wsl, sh -c, env, op run --, mise x --', () => {
    expect(verdict('cmd', '/c', 'npx', '-y', '@modelcontextprotocol/server-memory')).toBe('unpinned @modelcontextprotocol/server-memory: no version');
    expect(verdict('CMD.EXE', '/C', 'npx', '-y', '@agentdeskai/browser-tools-mcp@1.2.0')).toBe('pinned @agentdeskai/browser-tools-mcp@1.2.0');
    expect(verdict('cmd', '/c', 'uvx --from git+https://github.com/acme/docs-mcp docs-mcp')).toBe('unpinned git+https://github.com/acme/docs-mcp: a git or URL source without a commit');
    expect(verdict('wsl', 'npx', '-y', '@neondatabase/mcp-server-neon', 'start', '${NEON_KEY}')).toBe('unpinned @neondatabase/mcp-server-neon: no version');
    expect(verdict('bash', '-c', 'npx -y "mcp-remote" https://example.com/mcp/v1')).toBe('unpinned mcp-remote: no version');
    expect(verdict('env', 'LOG_LEVEL=debug', 'npx', 'srv@1.0.0')).toBe('pinned srv@1.0.0');
    expect(verdict('op', 'run', '--env-file', 'mcp.env.tpl', '--', 'npx', 'n8n-mcp')).toBe('unpinned n8n-mcp: no version');
    expect(verdict('mise', 'x', 'node@22', '--', 'npx', '-y', 'srv')).toBe('unpinned srv: no version');
    // A runner's own options before its subcommand.
    expect(verdict('pnpm', '--silent', 'dlx', 'srv')).toBe('unpinned srv: no version');
  });

  it('every package a runner is given counts; an interpreter, a directory or a registry tarball is no unpinned package', () => {
    // The package run is named first (-p whose name is the command run), the others count too.
    expect(verdict('npx', '-y', '-p', 'ajv', '-p', 'n8n-mcp', 'n8n-mcp')).toBe('unpinned n8n-mcp: no version');
    expect(verdict('npx', '-y', '-p', 'ajv', '-p', 'n8n-mcp@1.2.3', 'n8n-mcp')).toBe('unpinned ajv: no version');
    expect(verdict('npx', '-y', '-p', 'ajv@8.17.1', '-p', 'n8n-mcp', 'n8n-mcp')).toBe('unpinned n8n-mcp: no version');
    expect(verdict('npx', '-y', '-p', 'ajv@8.17.1', '-p', 'n8n-mcp@1.2.3', 'n8n-mcp')).toBe('pinned n8n-mcp@1.2.3');
    expect(verdict('uvx', '--with', 'mcp', 'python', 'server.py')).toBe('unpinned mcp: no version');
    expect(verdict('uvx', '--with', 'mcp==1.9.0', 'python', 'server.py')).toBe('pinned mcp==1.9.0');
    expect(verdict('uvx', '--with', 'httpx==0.27.0', 'srv')).toBe('unpinned srv: no version');
    expect(verdict('uvx', '-w', 'extra', 'srv==1.0.0')).toBe('unpinned extra: no version');
    expect(verdict('uvx', '--from', `srv @ git+https://github.com/acme/srv@${'d'.repeat(40)}`, 'srv')).toBe(`pinned srv @ git+https://github.com/acme/srv@${'d'.repeat(40)}`);
    expect(verdict('uvx', 'srv==1.0.0; python_version>"3.8"')).toBe('pinned srv==1.0.0; python_version>"3.8"');
    expect(verdict('deno', 'run', '-A', 'npm:@scope/pkg@1.2.3/bin')).toBe('pinned npm:@scope/pkg@1.2.3');
    expect(verdict('uvx', '--with', 'mcp<2', 'mcp-server-fetch')).toBe('unpinned mcp-server-fetch: no version');
    expect(verdict('uvx', '--with', 'mcp<2', 'mcp-server-fetch==1.0')).toBe('unpinned mcp<2: a version range or tag');
    expect(verdict('podman', 'run', '-i', '--rm', 'localhost/jira-mcp:latest')).toBe('no package');
    expect(verdict('uvx', '--from', 'mcp_servers/builtin/timeserver', 'mcp-timeserver')).toBe('no package');
    expect(verdict('npx', 'https://registry.npmjs.org/srv/-/srv-0.1.29.tgz')).toBe('pinned https://registry.npmjs.org/srv/-/srv-0.1.29.tgz');
    expect(verdict('uvx', '--from', 'git+https://github.com/oraios/serena@v1.5.3', 'serena')).toBe('unpinned git+https://github.com/oraios/serena@v1.5.3: a git ref "v1.5.3" that can be moved (pin the commit)');
    // Options that take a value are not the package.
    expect(verdict('npx', '--loglevel', 'warn', 'srv@1.0.0')).toBe('pinned srv@1.0.0');
    expect(verdict('uvx', '--allow-insecure-host', 'pypi.internal', 'srv==2.0')).toBe('pinned srv==2.0');
    expect(verdict('podman', 'run', '--authfile', '/run/auth.json', '--pod', 'p1', '-i', 'quay.io/acme/srv')).toBe('unpinned quay.io/acme/srv: no tag and no digest');
  });

  it('NuGet (dnx), Go (go run) and JSR (deno) packages', () => {
    expect(verdict('dnx', 'Azure.Mcp', '--source', 'https://api.nuget.org/v3/index.json', '--yes', '--', 'azmcp', 'server', 'start')).toBe('unpinned Azure.Mcp: no version');
    expect(verdict('dnx', 'Microsoft.Acme.Mcp@1.0.903-preview1', '--yes')).toBe('pinned Microsoft.Acme.Mcp@1.0.903-preview1');
    expect(verdict('go', 'run', 'github.com/acme/mcp/cmd/server@latest')).toBe('unpinned github.com/acme/mcp/cmd/server@latest: version "latest" is a tag, a branch or a range');
    expect(verdict('go', 'run', 'github.com/acme/mcp/cmd/server@v0.4.1')).toBe('pinned github.com/acme/mcp/cmd/server@v0.4.1');
    expect(verdict('go', 'run', './cmd/server')).toBe('no package');
    expect(verdict('jbang', 'quarkus-agent-mcp@quarkusio')).toBe('unpinned quarkus-agent-mcp@quarkusio: a catalog alias, which resolves to the latest release');
    expect(verdict('jbang', '--repos', 'rh=https://maven.example.com/ga/', '-Dlog.level=WARN', 'org.apache.camel:camel-jbang-mcp:LATEST:runner')).toBe('unpinned org.apache.camel:camel-jbang-mcp:LATEST:runner: version "LATEST" is not a fixed release');
    expect(verdict('jbang', 'io.github.acme:weather-mcp:1.0.0')).toBe('pinned io.github.acme:weather-mcp:1.0.0');
    expect(verdict('jbang', 'server.java')).toBe('no package');
    // mise installs the tools it is given: they are the packages when what it runs is not a runner itself.
    expect(verdict('mise', 'x', 'tuist@latest', '--', 'tuist', 'mcp', 'start')).toBe('unpinned tuist@latest: version "latest" is a tag or a range');
    expect(verdict('mise', 'x', 'tuist@4.2.1', '--', 'tuist', 'mcp', 'start')).toBe('pinned tuist@4.2.1');
    expect(verdict('deno', 'run', '-A', 'jsr:@denext/denext/cli', 'mcp')).toBe('unpinned jsr:@denext/denext/cli: no version');
  });

  it('no package: a command run directly, a local path, a version from ${VAR}, an HTTP server', () => {
    expect(verdict('node', 'dist/index.js')).toBe('no package');
    expect(verdict('/usr/local/bin/my-server')).toBe('no package');
    expect(verdict('npx', '-y', './local-server')).toBe('no package');
    expect(verdict('uvx', '--from', '/opt/srv', 'srv')).toBe('no package');
    expect(verdict('npx', '-y')).toBe('no package');
    expect(packageRunOf({ transport: 'http', url: 'https://mcp.example.com/mcp' })).toBeUndefined();
    const fromVariable = packageRunOf(stdio('npx', '-y', 'srv@${SRV_VERSION}'));
    expect(fromVariable).toEqual({ runner: 'npx', spec: 'srv@${SRV_VERSION}' });
  });

  it('one low finding per unpinned server, in label order; waived by the bare label; in every mode', () => {
    const catalog: Catalog = {
      version: 1,
      agent: 'a',
      servers: {
        zeta: { connect: stdio('npx', '-y', '@acme/zeta') },
        alpha: { connect: stdio('uvx', 'alpha-mcp') },
        pinned: { connect: stdio('npx', '-y', '@acme/pinned@1.0.0') },
        local: { connect: stdio('node', 'server.js') },
      },
      tools: {},
    };
    const findings = packagePinFindings(catalog);
    expect(findings.map((f) => [f.rule, f.severity, f.servers, f.tools])).toEqual([
      ['unpinned_server', 'low', ['alpha'], []],
      ['unpinned_server', 'low', ['zeta'], []],
    ]);
    expect(findings[1].message).toBe('zeta: starts "@acme/zeta" with npx, not pinned (no version): each start may run other code than the code that was checked');
    // analyze() reports them with no snapshot and no lock (offline) as well.
    expect(analyze({ catalog }).findings.filter((f) => f.rule === 'unpinned_server').map((f) => f.servers)).toEqual([['alpha'], ['zeta']]);
    const waived = applyPolicy(findings, undefined, [{ rule: 'unpinned_server', tools: ['alpha'], reason: 'pinned by the image build', owner: 'platform', expires: '2099-01-01' }], new Date('2026-12-01T00:00:00Z'));
    expect(waived.filter((f) => !f.waived).map((f) => f.servers)).toEqual([['zeta']]);
  });
});

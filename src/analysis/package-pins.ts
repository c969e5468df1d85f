// unpinned_server: a stdio server started by a package runner (npx, npm exec,
// pnpm dlx, yarn dlx, bunx, uvx, uv tool run, pipx run, docker/podman run,
// deno's npm: specifiers) with no exact version runs whatever the registry
// serves at each start. The lock catches a changed contract; a release that
// keeps the contract and changes what the tools do reaches the agent with no
// change in git. Pinned: an exact version (npm `name@1.2.3`, Python
// `name==1.2.3` or uvx's `name@1.2.3`), a git commit (`#<40 hex>`, `@<40
// hex>`), an image by digest (`@sha256:…`: a tag can be moved). A version
// given by `${VAR}` cannot be read here and is not reported; local paths are
// not packages.
//
// Pure: reads the catalog's connect blocks only (no I/O, every mode).
import type { Catalog, ConnectSpec, Finding } from '../types.js';
import { rule } from '../rules/rules.js';

export interface PackageRun {
  /** The runner as the catalog names it (`npx`, `uvx`, `docker run`…). */
  runner: string;
  /** The package or image as written. */
  spec: string;
  /** Why it is not pinned; undefined when it is. */
  unpinned?: string;
}

type Ecosystem = 'npm' | 'python' | 'image';

/** Options of the runners that take a value (the next argument) and do not name the package. */
const VALUE_OPTIONS: Record<Ecosystem, ReadonlySet<string>> = {
  npm: new Set(['-c', '--call', '--registry', '--cache', '--userconfig', '--prefix', '-w', '--workspace', '--reporter']),
  python: new Set([
    '--with', '--with-editable', '--with-requirements', '-p', '--python', '--index', '--index-url', '-i', '--extra-index-url', '--default-index',
    '-f', '--find-links', '-c', '--constraints', '--overrides', '--cache-dir', '--directory', '--project', '--config-file', '--python-preference',
    '--exclude-newer', '--index-strategy', '--keyring-provider', '--resolution', '--prerelease', '--link-mode', '--refresh-package',
    '--reinstall-package', '--upgrade-package', '--pip-args', '--color', '--env-file',
  ]),
  image: new Set([
    '-e', '--env', '--env-file', '-v', '--volume', '--mount', '-p', '--publish', '--name', '--network', '--net', '-w', '--workdir', '-u', '--user',
    '--entrypoint', '-l', '--label', '--label-file', '--add-host', '--platform', '--pull', '--cpus', '-m', '--memory', '--memory-swap', '--device',
    '--cap-add', '--cap-drop', '--security-opt', '--tmpfs', '--ulimit', '--restart', '-h', '--hostname', '--dns', '--log-driver', '--log-opt',
    '--gpus', '--ipc', '--pid', '--runtime', '--shm-size', '--stop-signal', '--stop-timeout', '--userns', '--uts', '--group-add', '--cidfile',
    '--cgroupns', '--cgroup-parent', '--health-cmd', '--health-interval', '--health-retries', '--health-timeout', '--health-start-period',
    '--ip', '--ip6', '--link', '--mac-address', '--network-alias', '--volumes-from', '-a', '--attach', '--expose', '--domainname', '--isolation',
    '--storage-opt', '--sysctl', '--device-cgroup-rule', '--blkio-weight', '--cpu-shares', '-c', '--cpuset-cpus', '--cpuset-mems', '--kernel-memory',
    '--memory-reservation', '--oom-score-adj', '--pids-limit', '--annotation', '--secret', '--arch', '--os', '--variant',
  ]),
};

/** Options that name the package itself (npx -p, uvx --from, pipx --spec). */
const PACKAGE_OPTIONS: Record<Ecosystem, ReadonlySet<string>> = {
  npm: new Set(['-p', '--package']),
  python: new Set(['--from', '--spec']),
  image: new Set(),
};

const EXACT_SEMVER = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const COMMIT = /^[0-9a-f]{40}$/i;
const VARIABLE = /\$\{[^}]*\}/;

/** The command's name without its directory and a Windows extension, lowercased. */
function commandName(command: string): string {
  const base = command.split(/[\\/]/).pop() ?? command;
  return base.toLowerCase().replace(/\.(?:cmd|exe|ps1|bat)$/, '');
}

/** The runner, its ecosystem and the arguments after it, when the command starts one. */
function runnerOf(command: string, args: readonly string[]): { runner: string; ecosystem: Ecosystem; rest: readonly string[] } | undefined {
  const name = commandName(command);
  const sub = args[0];
  if (name === 'npx' || name === 'pnpx' || name === 'bunx') return { runner: name, ecosystem: 'npm', rest: args };
  if (name === 'npm' && (sub === 'exec' || sub === 'x')) return { runner: `npm ${sub}`, ecosystem: 'npm', rest: args.slice(1) };
  if ((name === 'pnpm' || name === 'yarn') && sub === 'dlx') return { runner: `${name} dlx`, ecosystem: 'npm', rest: args.slice(1) };
  if (name === 'bun' && sub === 'x') return { runner: 'bun x', ecosystem: 'npm', rest: args.slice(1) };
  if (name === 'uvx') return { runner: 'uvx', ecosystem: 'python', rest: args };
  if (name === 'uv' && sub === 'tool' && args[1] === 'run') return { runner: 'uv tool run', ecosystem: 'python', rest: args.slice(2) };
  if (name === 'pipx' && sub === 'run') return { runner: 'pipx run', ecosystem: 'python', rest: args.slice(1) };
  if ((name === 'docker' || name === 'podman') && sub === 'run') return { runner: `${name} run`, ecosystem: 'image', rest: args.slice(1) };
  if ((name === 'docker' || name === 'podman') && sub === 'container' && args[1] === 'run') return { runner: `${name} container run`, ecosystem: 'image', rest: args.slice(2) };
  return undefined;
}

/** The package the runner starts: the value of a package option, else the first argument that is not an option. */
function packageArgument(ecosystem: Ecosystem, rest: readonly string[]): string | undefined {
  let positional: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--') {
      positional ??= rest[i + 1];
      break;
    }
    if (arg.startsWith('-') && arg.length > 1) {
      const eq = arg.indexOf('=');
      const option = eq === -1 ? arg : arg.slice(0, eq);
      const value = eq === -1 ? rest[i + 1] : arg.slice(eq + 1);
      if (PACKAGE_OPTIONS[ecosystem].has(option)) return value;
      if (eq === -1 && VALUE_OPTIONS[ecosystem].has(option)) i++;
      continue;
    }
    positional = arg;
    break;
  }
  return positional;
}

const isLocalPath = (spec: string) => /^(?:\.{1,2}[\\/]|[\\/~]|file:|[A-Za-z]:[\\/])/.test(spec);

/** Why an npm package spec is not pinned, or undefined (pinned, or not a registry package). */
function npmUnpinned(spec: string): string | undefined {
  if (/^(?:git\+|git:|github:|gitlab:|bitbucket:|https?:)/.test(spec) || /^[^@][^/]*\/[^/]+$/.test(spec.split('#')[0])) {
    const ref = spec.includes('#') ? spec.slice(spec.lastIndexOf('#') + 1) : '';
    return COMMIT.test(ref) ? undefined : 'a git or URL source without a commit';
  }
  const at = spec.lastIndexOf('@');
  const version = at > 0 ? spec.slice(at + 1) : '';
  if (version === '') return 'no version';
  return EXACT_SEMVER.test(version) ? undefined : `version ${JSON.stringify(version)} is a tag or a range`;
}

/** Why a Python requirement is not pinned, or undefined. */
function pythonUnpinned(spec: string): string | undefined {
  if (/^git\+/.test(spec) || /^https?:/.test(spec)) {
    const ref = spec.includes('@', spec.indexOf('://') + 3) ? spec.slice(spec.lastIndexOf('@') + 1).split('#')[0] : '';
    return COMMIT.test(ref) ? undefined : 'a git or URL source without a commit';
  }
  const pinned = /^[A-Za-z0-9._-]+(?:\[[^\]]*\])?\s*(?:===?\s*|@)([^\s,;]+)$/.exec(spec);
  if (pinned && /^v?\d+(?:\.\d+)*(?:[-.+]?[0-9A-Za-z.]+)?$/.test(pinned[1]) && !/[*]/.test(pinned[1])) return undefined;
  if (/[<>~!=]=?|@/.test(spec)) return 'a version range or tag';
  return 'no version';
}

/** Why an image reference is not pinned, or undefined. */
function imageUnpinned(spec: string): string | undefined {
  if (/@sha256:[0-9a-f]{64}$/i.test(spec)) return undefined;
  const lastSegment = spec.slice(spec.lastIndexOf('/') + 1);
  return lastSegment.includes(':') ? 'a tag, which can be moved (pin the digest: image@sha256:…)' : 'no tag and no digest';
}

/** The package a stdio connect starts through a runner, and whether it is pinned; undefined when it starts none. */
export function packageRunOf(connect: ConnectSpec): PackageRun | undefined {
  if (connect.transport !== 'stdio' || typeof connect.command !== 'string') return undefined;
  const args = (connect.args ?? []).filter((a): a is string => typeof a === 'string');
  const runner = runnerOf(connect.command, args);
  if (!runner) {
    // deno run npm:pkg@1.2.3
    if (commandName(connect.command) === 'deno') {
      const spec = args.find((a) => a.startsWith('npm:'));
      if (spec) return { runner: 'deno', spec, unpinned: VARIABLE.test(spec) ? undefined : npmUnpinned(spec.slice(4)) };
    }
    return undefined;
  }
  const spec = packageArgument(runner.ecosystem, runner.rest);
  if (spec === undefined || spec === '' || isLocalPath(spec)) return undefined;
  if (VARIABLE.test(spec)) return { runner: runner.runner, spec };
  const unpinned = runner.ecosystem === 'npm' ? npmUnpinned(spec) : runner.ecosystem === 'python' ? pythonUnpinned(spec) : imageUnpinned(spec);
  return { runner: runner.runner, spec, unpinned };
}

const MAX_SPEC = 120;

/** unpinned_server findings of a catalog, by label. */
export function packagePinFindings(catalog: Pick<Catalog, 'servers'>): Finding[] {
  const findings: Finding[] = [];
  for (const label of Object.keys(catalog.servers ?? {}).sort()) {
    const run = packageRunOf(catalog.servers[label].connect);
    if (!run?.unpinned) continue;
    const spec = run.spec.length > MAX_SPEC ? `${run.spec.slice(0, MAX_SPEC)}…` : run.spec;
    findings.push({
      rule: 'unpinned_server',
      severity: rule('unpinned_server').severity,
      tools: [],
      servers: [label],
      message: `${label}: starts ${JSON.stringify(spec)} with ${run.runner}, not pinned (${run.unpinned}): each start may run other code than the code that was checked`,
      details: { runner: run.runner, package: spec, reason: run.unpinned },
    });
  }
  return findings;
}

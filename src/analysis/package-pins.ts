// unpinned_server: a stdio server started by a package runner with no exact
// version runs whatever the registry serves at each start. The lock catches a
// changed contract; a release that keeps the contract and changes what the
// tools do reaches the agent with no change in git.
//
// Runners read: npx, pnpx, bunx, npm exec/x, pnpm/yarn dlx, bun x (npm specs);
// uvx, uv tool run, pipx run (Python requirements); docker/podman run (images);
// deno's npm: and jsr: specifiers; dnx (NuGet); go run (Go modules); jbang
// (Maven coordinates, catalog aliases); mise x (the tools it installs). Through
// the wrappers people put in front of them: `cmd /c` (the Windows form of the
// official READMEs), `wsl`, `sh -c "…"`, `env VAR=value`, `op run … --`,
// `mise x … --`.
//
// Pinned: an exact version (npm `name@1.2.3`, Python `name==1.2.3` or uvx's
// `name@1.2.3`, NuGet `Name@1.2.3`, Go `module@v1.2.3`), a git commit (`#<40
// hex>`, `@<40 hex>`), a registry tarball, an image by digest (`@sha256:…`: a
// tag can be moved). Every package a runner is given counts (npx `-p a -p b`,
// uvx `--from` and `--with`). A version given by `${VAR}` is not read; a local
// path is not a package.
//
// Pure: reads the catalog's connect blocks only (no I/O, every mode).
import type { Catalog, ConnectSpec, Finding } from '../types.js';
import { rule } from '../rules/rules.js';

export interface PackageRun {
  /** The runner as the catalog names it (`npx`, `uvx`, `docker run`…). */
  runner: string;
  /** The package or image as written (the first one not pinned, when there is one). */
  spec: string;
  /** Why it is not pinned; undefined when every package is. */
  unpinned?: string;
}

type Ecosystem = 'npm' | 'python' | 'image' | 'nuget' | 'go' | 'maven' | 'tool';

/** Options of the runners that take a value (the next argument) and do not name the package. */
const VALUE_OPTIONS: Record<Ecosystem, ReadonlySet<string>> = {
  npm: new Set(['-c', '--call', '--registry', '--cache', '--userconfig', '--prefix', '-w', '--workspace', '--reporter', '--loglevel', '--node-options', '--shell']),
  python: new Set([
    '--with-editable', '--with-requirements', '-p', '--python', '--index', '--index-url', '-i', '--extra-index-url', '--default-index',
    '-f', '--find-links', '-c', '--constraints', '--overrides', '--cache-dir', '--directory', '--project', '--config-file', '--python-preference',
    '--exclude-newer', '--index-strategy', '--keyring-provider', '--resolution', '--prerelease', '--link-mode', '--refresh-package',
    '--reinstall-package', '--upgrade-package', '--pip-args', '--color', '--env-file', '--allow-insecure-host', '--trusted-host', '--build-constraints',
    '--no-binary-package', '--only-binary-package', '--no-build-package', '--no-build-isolation-package', '--config-setting', '-C', '--native-tls-cert',
  ]),
  image: new Set([
    '-e', '--env', '--env-file', '-v', '--volume', '--mount', '-p', '--publish', '--name', '--network', '--net', '-w', '--workdir', '-u', '--user',
    '--entrypoint', '-l', '--label', '--label-file', '--add-host', '--platform', '--pull', '--cpus', '-m', '--memory', '--memory-swap', '--device',
    '--cap-add', '--cap-drop', '--security-opt', '--tmpfs', '--ulimit', '--restart', '-h', '--hostname', '--dns', '--dns-search', '--dns-option',
    '--log-driver', '--log-opt', '--gpus', '--ipc', '--pid', '--runtime', '--shm-size', '--stop-signal', '--stop-timeout', '--userns', '--uts',
    '--group-add', '--cidfile', '--cgroupns', '--cgroup-parent', '--health-cmd', '--health-interval', '--health-retries', '--health-timeout',
    '--health-start-period', '--ip', '--ip6', '--link', '--mac-address', '--network-alias', '--volumes-from', '-a', '--attach', '--expose',
    '--domainname', '--isolation', '--storage-opt', '--sysctl', '--device-cgroup-rule', '--blkio-weight', '--cpu-shares', '-c', '--cpuset-cpus',
    '--cpuset-mems', '--kernel-memory', '--memory-reservation', '--memory-swappiness', '--oom-score-adj', '--pids-limit', '--annotation', '--secret',
    '--arch', '--os', '--variant', '--authfile', '--pod', '--pod-id-file', '--cert-dir', '--creds', '--decryption-key', '--hooks-dir', '--init-path',
    '--log-level', '--passwd-entry', '--requires', '--sdnotify', '--seccomp-policy', '--subgidname', '--subuidname', '--timeout', '--tz', '--umask',
    '--cpu-period', '--cpu-quota', '--cpu-rt-period', '--cpu-rt-runtime', '--device-read-bps', '--device-write-bps', '--chrootdirs', '--detach-keys',
    '--blkio-weight-device', '--gidmap', '--uidmap', '--preserve-fds', '--image-volume', '--network-alias',
  ]),
  nuget: new Set(['--source', '--add-source', '--configfile', '--version', '--framework', '--verbosity', '-v', '--arch', '-a']),
  go: new Set(['-C', '-p', '-tags', '-ldflags', '-gcflags', '-asmflags', '-mod', '-modfile', '-o', '-exec', '-overlay', '-pgo', '-toolexec', '-buildvcs', '-pkgdir', '-compiler', '-installsuffix']),
  maven: new Set(['--repos', '--deps', '--java', '--cp', '--class-path', '-m', '--main', '--catalog', '--javaagent', '--source-type', '--config', '--jfr', '--files', '--sources']),
  tool: new Set(['-C', '--cd', '-E', '--env', '-j', '--jobs']),
};

/** Options that name a package the runner installs (npx -p, uvx --from and --with, pipx --spec). */
const PACKAGE_OPTIONS: Record<Ecosystem, ReadonlySet<string>> = {
  npm: new Set(['-p', '--package']),
  python: new Set(['--from', '--spec', '--with', '-w']),
  image: new Set(),
  nuget: new Set(),
  go: new Set(),
  maven: new Set(),
  tool: new Set(),
};
/** Options that name the package the runner runs (the positional is then a command of it). */
const MAIN_PACKAGE_OPTIONS = new Set(['-p', '--package', '--from', '--spec']);

const EXACT_SEMVER = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const COMMIT = /^[0-9a-f]{40}$/i;
const VARIABLE = /\$\{[^}]*\}/;

/** The command's name without its directory and a Windows extension, lowercased. */
function commandName(command: string): string {
  const base = command.split(/[\\/]/).pop() ?? command;
  return base.toLowerCase().replace(/\.(?:cmd|exe|ps1|bat)$/, '');
}

/** The words of a shell command string (`sh -c "npx -y pkg"`): quotes removed, no expansion. */
function shellWords(text: string): string[] {
  const words: string[] = [];
  for (const m of text.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)) words.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? m[3]));
  return words;
}

/** The command line behind the wrappers in front of it (`cmd /c`, `wsl`, `sh -c`, `env`, `op run --`, `mise x --`). */
function unwrap(command: string, args: readonly string[]): string[] {
  let words = [command, ...args];
  for (let depth = 0; depth < 4 && words.length > 1; depth++) {
    const name = commandName(words[0]);
    const rest = words.slice(1);
    if (name === 'cmd' && /^\/[ck]$/i.test(rest[0] ?? '')) words = rest.length === 2 ? shellWords(rest[1]) : rest.slice(1);
    else if (name === 'wsl') words = rest[0] === '-e' || rest[0] === '--exec' || rest[0] === '--' ? rest.slice(1) : rest;
    else if (['sh', 'bash', 'zsh', 'dash'].includes(name) && (rest[0] === '-c' || rest[0] === '-lc')) words = shellWords(rest[1] ?? '');
    else if (name === 'env') {
      let k = 0;
      while (k < rest.length && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(rest[k]) || rest[k] === '-i' || rest[k] === '-')) k++;
      words = rest.slice(k);
    } else if ((name === 'op' && rest[0] === 'run') || (name === 'mise' && (rest[0] === 'x' || rest[0] === 'exec'))) {
      const dash = rest.indexOf('--');
      if (dash === -1) break;
      // mise installs the tools it is given for the command: they are the packages when the command is not a runner.
      if (name === 'mise' && !runnerOf(rest.slice(dash + 1))) break;
      words = rest.slice(dash + 1);
    } else break;
  }
  return words;
}

/** The subcommand after a runner's own options (`pnpm --silent dlx`), and the arguments after it. */
function subcommand(args: readonly string[]): { sub: string | undefined; after: readonly string[] } {
  let k = 0;
  while (k < args.length && args[k].startsWith('-')) k++;
  return { sub: args[k], after: args.slice(k + 1) };
}

/** The runner, its ecosystem and the arguments after it, when the command line starts one. */
function runnerOf(words: readonly string[]): { runner: string; ecosystem: Ecosystem; rest: readonly string[] } | undefined {
  const name = commandName(words[0] ?? '');
  const args = words.slice(1);
  const { sub, after } = subcommand(args);
  if (name === 'npx' || name === 'pnpx' || name === 'bunx') return { runner: name, ecosystem: 'npm', rest: args };
  if (name === 'npm' && (sub === 'exec' || sub === 'x')) return { runner: `npm ${sub}`, ecosystem: 'npm', rest: after };
  if ((name === 'pnpm' || name === 'yarn') && sub === 'dlx') return { runner: `${name} dlx`, ecosystem: 'npm', rest: after };
  if (name === 'bun' && sub === 'x') return { runner: 'bun x', ecosystem: 'npm', rest: after };
  if (name === 'uvx') return { runner: 'uvx', ecosystem: 'python', rest: args };
  if (name === 'uv' && sub === 'tool' && after[0] === 'run') return { runner: 'uv tool run', ecosystem: 'python', rest: after.slice(1) };
  if (name === 'pipx' && sub === 'run') return { runner: 'pipx run', ecosystem: 'python', rest: after };
  if ((name === 'docker' || name === 'podman') && sub === 'run') return { runner: `${name} run`, ecosystem: 'image', rest: after };
  if ((name === 'docker' || name === 'podman') && sub === 'container' && after[0] === 'run') return { runner: `${name} container run`, ecosystem: 'image', rest: after.slice(1) };
  if (name === 'dnx') return { runner: 'dnx', ecosystem: 'nuget', rest: args };
  if (name === 'dotnet' && sub === 'tool' && (after[0] === 'exec' || after[0] === 'execute')) return { runner: `dotnet tool ${after[0]}`, ecosystem: 'nuget', rest: after.slice(1) };
  if (name === 'go' && sub === 'run') return { runner: 'go run', ecosystem: 'go', rest: after };
  if (name === 'jbang') return { runner: 'jbang', ecosystem: 'maven', rest: args[0] === 'run' ? args.slice(1) : args };
  if (name === 'mise' && (sub === 'x' || sub === 'exec')) {
    const dash = after.indexOf('--');
    return { runner: `mise ${sub}`, ecosystem: 'tool', rest: dash === -1 ? after : after.slice(0, dash) };
  }
  return undefined;
}

/**
 * The packages a runner is given: the values of its package options, and the first argument that is not an option
 * unless an option named the package it runs (then that argument is a command of it: `npx -p pkg bin`).
 */
function packageArguments(ecosystem: Ecosystem, rest: readonly string[]): string[] {
  const named: string[] = [];
  const withValues = new Set<string>();
  let main = false;
  let positional: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--') {
      positional = rest[i + 1];
      break;
    }
    if (arg.startsWith('-') && arg.length > 1) {
      const eq = arg.indexOf('=');
      const option = eq === -1 ? arg : arg.slice(0, eq);
      const value = eq === -1 ? rest[i + 1] : arg.slice(eq + 1);
      if (PACKAGE_OPTIONS[ecosystem].has(option)) {
        if (value !== undefined) {
          const isWith = ecosystem === 'python' && (option === '--with' || option === '-w');
          const values = isWith ? value.split(',').map((v) => v.trim()) : [value];
          named.push(...values);
          if (isWith) for (const v of values) withValues.add(v);
        }
        if (MAIN_PACKAGE_OPTIONS.has(option)) main = true;
        if (eq === -1) i++;
      } else if (eq === -1 && VALUE_OPTIONS[ecosystem].has(option)) i++;
      continue;
    }
    positional = arg;
    break;
  }
  // uvx python …: the interpreter, not a package.
  if (ecosystem === 'python' && positional !== undefined && /^python(?:\d+(?:\.\d+)*)?$/.test(positional)) positional = undefined;
  // mise x: every tool before `--` is one.
  if (ecosystem === 'tool') return rest.filter((arg) => !arg.startsWith('-'));
  const specs = [...named, ...(main || positional === undefined ? [] : [positional])].map((s) => s.trim()).filter((s) => s !== '');
  // The package that is run first (it names the server in a finding), the ones it needs after: the -p whose name is
  // the command run (npx -p helper -p server server), else the last; uvx's --from or positional before its --with.
  const nameOf = (spec: string) => spec.replace(/@[^@/]*$/, '').split('/').pop() ?? spec;
  const primary =
    ecosystem === 'npm' && main ? (named.find((spec) => positional !== undefined && nameOf(spec) === positional) ?? named[named.length - 1]) : ecosystem === 'python' ? specs.find((spec) => !withValues.has(spec)) : specs[0];
  return primary === undefined ? specs : [primary, ...specs.filter((spec) => spec !== primary)];
}

/** A path, not a package (and for Python, any value with a slash that is no URL: a project name has none). */
function isLocalPath(ecosystem: Ecosystem, spec: string): boolean {
  if (/^(?:\.{1,2}[\\/]|[\\/~]|file:|[A-Za-z]:[\\/])/.test(spec) || spec === '.' || spec === '..') return true;
  if (ecosystem === 'python') return /[\\/]/.test(spec) && !/(?:git\+|https?:)/.test(spec);
  // An image built on this machine (podman's local store), a script or a jar jbang runs.
  if (ecosystem === 'image') return spec.startsWith('localhost/');
  if (ecosystem === 'maven') return /\.(?:java|jsh|kt|groovy|jar|md)$/i.test(spec);
  return false;
}

/** Why a git or URL source is not pinned, or undefined. */
function sourceUnpinned(ref: string): string | undefined {
  if (COMMIT.test(ref)) return undefined;
  return ref === '' ? 'a git or URL source without a commit' : `a git ref ${JSON.stringify(ref)} that can be moved (pin the commit)`;
}

/** Why an npm package spec is not pinned, or undefined (pinned, or not a registry package). */
function npmUnpinned(spec: string): string | undefined {
  // A registry tarball (…/-/name-1.2.3.tgz) is one immutable version.
  if (/^https?:\/\/[^#]*\/-\/[^/]+-\d+\.\d+\.\d+[^/]*\.tgz$/.test(spec)) return undefined;
  if (/^(?:git\+|git:|github:|gitlab:|bitbucket:|https?:)/.test(spec) || /^[^@][^/]*\/[^/]+$/.test(spec.split('#')[0])) {
    return sourceUnpinned(spec.includes('#') ? spec.slice(spec.lastIndexOf('#') + 1) : '');
  }
  const at = spec.lastIndexOf('@');
  const version = at > 0 ? spec.slice(at + 1) : '';
  if (version === '') return 'no version';
  return EXACT_SEMVER.test(version) ? undefined : `version ${JSON.stringify(version)} is a tag or a range`;
}

/** Why a Python requirement is not pinned, or undefined (pinned, or a local path). */
function pythonUnpinned(requirement: string): string | undefined {
  // PEP 508: an environment marker after `;` selects, it does not pin; `name @ url` is the url.
  let spec = requirement.split(';')[0].trim();
  const direct = /^[A-Za-z0-9._-]+(?:\[[^\]]*\])?\s+@\s+(\S+)$/.exec(spec);
  if (direct) spec = direct[1];
  if (/^git\+/.test(spec) || /^https?:/.test(spec)) {
    const afterHost = spec.indexOf('://') + 3;
    return sourceUnpinned(spec.includes('@', afterHost) ? spec.slice(spec.lastIndexOf('@') + 1).split('#')[0] : '');
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

/** Why a NuGet package (`Name@1.2.3`) is not pinned, or undefined. */
function nugetUnpinned(spec: string): string | undefined {
  const at = spec.lastIndexOf('@');
  if (at <= 0) return 'no version';
  return EXACT_SEMVER.test(spec.slice(at + 1)) ? undefined : `version ${JSON.stringify(spec.slice(at + 1))} is a tag or a range`;
}

/** Why a Go package (`module/path@v1.2.3`) is not pinned, or undefined (without a version it is built from the module at hand). */
function goUnpinned(spec: string): string | undefined {
  const at = spec.lastIndexOf('@');
  if (at <= 0) return undefined;
  const version = spec.slice(at + 1);
  return EXACT_SEMVER.test(version) || COMMIT.test(version) ? undefined : `version ${JSON.stringify(version)} is a tag, a branch or a range`;
}

/** Why a jbang reference is not pinned: Maven coordinates (`group:artifact:version[:classifier]`) or a catalog alias. */
function mavenUnpinned(spec: string): string | undefined {
  if (/^https?:/.test(spec)) return 'a URL, whose content can change';
  if (!spec.includes(':')) return spec.includes('@') ? 'a catalog alias, which resolves to the latest release' : undefined;
  const version = spec.split(':')[2] ?? '';
  if (version === '') return 'no version';
  return /^\d+(?:\.\d+)*(?:[-.][0-9A-Za-z.-]+)?$/.test(version) && !/SNAPSHOT/i.test(version) ? undefined : `version ${JSON.stringify(version)} is not a fixed release`;
}

const UNPINNED: Record<Ecosystem, (spec: string) => string | undefined> = {
  npm: npmUnpinned,
  python: pythonUnpinned,
  image: imageUnpinned,
  nuget: nugetUnpinned,
  go: goUnpinned,
  maven: mavenUnpinned,
  tool: nugetUnpinned,
};

/** The packages a stdio connect starts through a runner, and whether they are pinned; undefined when it starts none. */
export function packageRunOf(connect: ConnectSpec): PackageRun | undefined {
  if (connect.transport !== 'stdio' || typeof connect.command !== 'string') return undefined;
  const words = unwrap(connect.command, (connect.args ?? []).filter((a): a is string => typeof a === 'string'));
  if (words.length === 0) return undefined;
  let runner = runnerOf(words);
  let specs: string[];
  if (runner) specs = packageArguments(runner.ecosystem, runner.rest);
  else if (commandName(words[0]) === 'deno') {
    // deno run npm:pkg@1.2.3 / jsr:@scope/pkg@1.2.3 (the same version grammar).
    const found = words.slice(1).find((a) => a.startsWith('npm:') || a.startsWith('jsr:'));
    if (found === undefined) return undefined;
    // A path inside the package after its version (npm:@scope/pkg@1.2.3/bin) is not part of the version.
    const spec = found.replace(/^((?:npm|jsr):@?[^@]+@[^/]+)\/.*$/, '$1');
    runner = { runner: 'deno', ecosystem: 'npm', rest: [] };
    specs = [spec];
  } else return undefined;
  const judged = specs
    .filter((spec) => !isLocalPath(runner.ecosystem, spec))
    .map((spec) => ({ spec, unpinned: VARIABLE.test(spec) ? undefined : UNPINNED[runner.ecosystem](spec.replace(/^(?:npm|jsr):/, '')) }));
  if (judged.length === 0) return undefined;
  const first = judged.find((j) => j.unpinned !== undefined) ?? judged[0];
  return { runner: runner.runner, spec: first.spec, ...(first.unpinned !== undefined ? { unpinned: first.unpinned } : {}) };
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

// catalog-lock: the command line. Parses arguments and calls the commands;
// exit codes: 0 passes, 1 policy failure, 2 cannot verify or operational error.
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { closest } from './util/closest.js';
import { checkCommand, VERSION } from './commands/check.js';
import { displayPath, InputError, UsageError, type Io } from './commands/context.js';
import { discoverCommand } from './commands/discover.js';
import { initCommand } from './commands/init.js';
import { lockCommand } from './commands/lock.js';
import { WriteError } from './lock/atomic-write.js';
import { CatalogError } from './lock/catalog-file.js';
import { LockError } from './lock/lock-file.js';
import { ConfigImportError } from './lock/import-config.js';
import { logText } from './report/escape.js';
import { redactHidden } from './util/redact.js';
import { relativePaths } from './util/relative-paths.js';
import { namedSecrets } from './util/secrets.js';
import { parseMaxAge } from './util/duration.js';
import type { Severity } from './types.js';

export const USAGE = `catalog-lock — lock and check the tool catalogs of AI agents (MCP)

Usage:
  catalog-lock init --agent NAME [--from FILE] [--catalog PATH]
  catalog-lock discover [--catalog PATH] [--format json|text] [--output FILE] [--concurrency N]
  catalog-lock lock [--catalog PATH] [--snapshot FILE] [--concurrency N]
  catalog-lock check [--catalog PATH] [--snapshot FILE [--snapshot-max-age AGE] | --offline]
                     [--runtime-snapshot FILE... [--runtime-max-age AGE]]
                     [--format text|json|markdown|sarif]
                     [--output FILE] [--fail-on SEVERITY] [--concurrency N]
  catalog-lock --version

Without --catalog, commands act on every catalog-locks/*.yaml and *.yml.
Options (run 'catalog-lock <command> --help' for each command's):
  --concurrency N   servers discovered at once (default 8)
  --fail-on SEV     lowest severity that blocks: critical|high|medium|low|info (default: the catalog's policy.failOn, else medium)
Exit codes: 0 passes (the decision may still be contain: read it in the report), 1 policy failure (drift included), 2 could not verify or error.
`;

const CATALOG_OPTION = '  --catalog PATH    the catalog to act on (default: every catalog-locks/*.yaml and *.yml)';
const CONCURRENCY_OPTION = '  --concurrency N   servers discovered at once (default 8)';
const HELP_OPTION = '  -h, --help        this help';

/** The help of each command: `catalog-lock <command> --help`. */
export const COMMAND_HELP: Record<string, string> = {
  init: `catalog-lock init — write a new catalog

Usage: catalog-lock init --agent NAME [--from FILE] [--catalog PATH]

Options:
  --agent NAME      the agent's name (letters, digits, '.', '_', '-'); names the files
  --from FILE       import the servers of an MCP client config (mcpServers or servers);
                    every literal env and header value becomes a \${VAR}
                    reference (the catalog goes to git), except an env value
                    that its name and its value say is a setting
                    (AWS_REGION: us-east-1), kept as written and listed
  --catalog PATH    where to write it (default catalog-locks/NAME.yaml); never overwrites
${HELP_OPTION}
`,
  discover: `catalog-lock discover — print the live catalog with its evidence (a snapshot)

Usage: catalog-lock discover [--catalog PATH] [--format json|text] [--output FILE] [--concurrency N]

Options:
${CATALOG_OPTION}
  --format FORMAT   json (default; what lock and check read with --snapshot) or text
  --output FILE     write to FILE instead of stdout
${CONCURRENCY_OPTION}
${HELP_OPTION}
Exit codes: 0 every server discovered (a name a server lists twice is recorded as served,
with a warning on stderr; a server whose definitions carried a secret is written scrubbed,
with a warning: lock and check refuse it), 2 a server unreachable or an error.
`,
  lock: `catalog-lock lock — record the live contracts in the lock; add new tools to the catalog as undeclared

Usage: catalog-lock lock [--catalog PATH] [--snapshot FILE] [--concurrency N]

Options:
${CATALOG_OPTION}
  --snapshot FILE   lock from a snapshot written by discover instead of the live servers
${CONCURRENCY_OPTION}
${HELP_OPTION}
Writes nothing unless every server was discovered completely.
Exit codes: 0 locked, 2 could not verify or error.
`,
  check: `catalog-lock check — compare the live catalog with the lock and decide

Usage: catalog-lock check [--catalog PATH] [--snapshot FILE [--snapshot-max-age AGE] | --offline]
                          [--runtime-snapshot FILE... [--runtime-max-age AGE]]
                          [--format text|json|markdown|sarif]
                          [--output FILE] [--fail-on SEVERITY] [--concurrency N]

Options:
${CATALOG_OPTION}
  --snapshot FILE   check a snapshot written by discover instead of the live servers
  --snapshot-max-age AGE    how old that snapshot may be (each server's completedAt): 24h (default), 7d, 90m…;
                            none takes a snapshot of any age, or undated; an older, undated or future one cannot verify (exit 2)
  --offline         no discovery: the files only (lock integrity, servers locked; lint, declarations and collisions of the locked definitions); never promotes
  --runtime-snapshot FILE   the catalog an agent runtime loaded, compared with its agent's lock
                            (give it once per agent when several catalogs are checked)
  --runtime-max-age AGE     how old that photograph may be (its capturedAtUtc): 24h (default), 7d, 90m…;
                            none takes a photograph of any age, or undated (it proves less)
  --format FORMAT   text (default), json, markdown or sarif
  --output FILE     write the report to FILE instead of stdout
  --fail-on SEV     lowest severity that blocks: critical|high|medium|low|info (default: the catalog's policy.failOn, else medium)
${CONCURRENCY_OPTION}
${HELP_OPTION}
Exit codes: 0 passes (the decision may still be contain: read it in the report), 1 policy failure (drift included), 2 could not verify or error.
`,
};

const SEVERITIES: Severity[] = ['critical', 'high', 'medium', 'low', 'info'];

/**
 * A maximum age (--runtime-max-age, --snapshot-max-age): milliseconds, null for `none`, undefined when not given (the
 * default applies). It says how old the evidence of `evidence` may be: refused without that option.
 */
function maxAgeOption(name: string, value: string | undefined, evidence: { option: string; given: boolean; what: string }): number | null | undefined {
  if (value === undefined) return undefined;
  if (!evidence.given) throw new UsageError(`--${name} says how old ${evidence.what} of --${evidence.option} may be: give --${evidence.option} too`);
  const ms = parseMaxAge(value);
  if (ms === undefined) throw new UsageError(`--${name} must be a duration such as 24h, 7d, 1d12h or 90m, or none (got ${JSON.stringify(value)})`);
  return ms;
}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`--${name} must be one of ${allowed.join(', ')} (got ${JSON.stringify(value)})`);
  return value as T;
}

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive integer (got ${JSON.stringify(value)})`);
  return n;
}

/** The options each command takes. */
const COMMAND_OPTIONS: Record<string, readonly string[]> = {
  init: ['agent', 'from', 'catalog'],
  discover: ['catalog', 'format', 'output', 'concurrency'],
  lock: ['catalog', 'snapshot', 'concurrency'],
  check: ['catalog', 'snapshot', 'snapshot-max-age', 'offline', 'format', 'output', 'fail-on', 'concurrency', 'runtime-snapshot', 'runtime-max-age'],
};

const OPTIONS = {
  catalog: { type: 'string' },
  agent: { type: 'string' },
  from: { type: 'string' },
  format: { type: 'string' },
  output: { type: 'string' },
  snapshot: { type: 'string' },
  offline: { type: 'boolean' },
  'fail-on': { type: 'string' },
  concurrency: { type: 'string' },
  'runtime-snapshot': { type: 'string', multiple: true },
  'runtime-max-age': { type: 'string' },
  'snapshot-max-age': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * Progress lines (one per server as it completes) go to stderr when it is a terminal, or in CI (`CI` set, as GitHub
 * Actions and most CI services set it): a job log with a server slow to answer shows what it waits on.
 */
export function progressWanted(terminal: boolean, env: NodeJS.ProcessEnv): boolean {
  const ci = env.CI?.trim().toLowerCase();
  return terminal || (ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0');
}

/** ` (did you mean X?)` when a known word is close to the mistyped one, else nothing. */
function didYouMean(word: string, known: readonly string[], prefix = ''): string {
  const near = closest(word.replace(/^-+/, ''), known);
  return near === undefined ? '' : ` (did you mean ${prefix}${near}?)`;
}

export async function main(argv: string[], io: Io): Promise<number> {
  try {
    const [command, ...rest] = argv;
    if (!command || command === 'help' || command === '--help' || command === '-h') {
      // `catalog-lock help lock` is `catalog-lock lock --help`.
      if (command === 'help' && rest.length > 0) {
        if (rest.length > 1 || !Object.hasOwn(COMMAND_HELP, rest[0])) throw new UsageError(`no help for ${JSON.stringify(rest.join(' '))}: not a command`);
        io.stdout(COMMAND_HELP[rest[0]]);
        return 0;
      }
      // Asked for, the usage is the output (exit 0); with no command at all it is an error's explanation: stderr, 2.
      if (command) io.stdout(USAGE);
      else io.stderr(USAGE);
      return command ? 0 : 2;
    }
    if (command === '--version' || command === 'version') {
      if (rest.length > 0) throw new UsageError(`${command} takes no argument`);
      io.stdout(`catalog-lock ${VERSION}\n`);
      return 0;
    }
    if (!Object.hasOwn(COMMAND_HELP, command)) throw new UsageError(`unknown command ${JSON.stringify(command)}${didYouMean(command, Object.keys(COMMAND_HELP))}`);
    // Every command takes --help (-h): its usage and options, exit 0, whatever else is given — as an option, never
    // as the value of one (`check --output -h` writes the report to a file named -h; it does not skip the check).
    const loose = parseArgs({ args: rest, strict: false, allowPositionals: true, tokens: true, options: OPTIONS });
    if ((loose.tokens ?? []).some((token) => token.kind === 'option' && token.name === 'help')) {
      io.stdout(COMMAND_HELP[command]);
      return 0;
    }
    // An option nobody knows, named with the one it is closest to ("--catalgo": did you mean --catalog?).
    for (const token of loose.tokens ?? []) {
      if (token.kind === 'option' && !Object.hasOwn(OPTIONS, token.name)) {
        const allowed = COMMAND_OPTIONS[command] ?? Object.keys(OPTIONS);
        throw new UsageError(`unknown option ${JSON.stringify(token.rawName)}${didYouMean(token.name, allowed, '--')}`);
      }
    }
    const { values, tokens } = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: false,
      tokens: true,
      options: OPTIONS,
    });
    if (values.help) {
      io.stdout(COMMAND_HELP[command]);
      return 0;
    }
    // An option given twice, or one the command does not take, is refused: taking the last --catalog silently
    // checked one catalog of two and passed.
    const allowed = COMMAND_OPTIONS[command];
    const seen = new Set<string>();
    for (const token of tokens ?? []) {
      if (token.kind !== 'option') continue;
      // (--runtime-snapshot is given once per agent photographed.)
      if (seen.has(token.name) && token.name !== 'runtime-snapshot') throw new UsageError(`--${token.name} is given more than once${token.name === 'catalog' ? ' (give one catalog, or none to act on every catalog-locks/*.yaml and *.yml)' : ''}`);
      seen.add(token.name);
      if (allowed && !allowed.includes(token.name)) throw new UsageError(`${command} does not take --${token.name}`);
    }
    const concurrency = positiveInt('concurrency', values.concurrency);
    switch (command) {
      case 'init':
        return await initCommand(io, { agent: values.agent, from: values.from, catalog: values.catalog });
      case 'discover':
        return await discoverCommand(io, {
          catalog: values.catalog,
          format: oneOf('format', values.format, ['json', 'text'] as const),
          output: values.output,
          concurrency,
        });
      case 'lock':
        return await lockCommand(io, { catalog: values.catalog, snapshot: values.snapshot, concurrency });
      case 'check':
        return await checkCommand(io, {
          catalog: values.catalog,
          snapshot: values.snapshot,
          offline: values.offline,
          format: oneOf('format', values.format, ['text', 'json', 'markdown', 'sarif'] as const),
          output: values.output,
          failOn: oneOf('fail-on', values['fail-on'], SEVERITIES),
          concurrency,
          runtimeSnapshot: values['runtime-snapshot'],
          runtimeMaxAgeMs: maxAgeOption('runtime-max-age', values['runtime-max-age'], { option: 'runtime-snapshot', given: (values['runtime-snapshot'] ?? []).length > 0, what: 'the photograph' }),
          snapshotMaxAgeMs: maxAgeOption('snapshot-max-age', values['snapshot-max-age'], { option: 'snapshot', given: values.snapshot !== undefined, what: 'the file' }),
        });
      default:
        throw new UsageError(`unknown command ${JSON.stringify(command)}`);
    }
  } catch (error) {
    // Errors can quote what a file or a server holds (a label, a snapshot's problems, cut to a length): the values of
    // secret variables are removed in every reading (split by an invisible character, encoded), a secret cut at the
    // end too. (Catalog values are removed where they are known, before the error is thrown: a snapshot's refusal.)
    const secrets = namedSecrets(io.env);
    // (Redacted before it is escaped for the terminal: an escaped zero-width space, `\u{200B}`, hides a secret.)
    const say = (text: string) => io.stderr(`catalog-lock: ${logText(relativePaths(redactHidden(text, secrets), io.cwd))}\n`);
    if (error instanceof WriteError) {
      // A file that cannot be written (a read-only directory, --output naming a directory): one line, the file named.
      // (A path outside the working directory as given, absolute: "../../../sys/nope/r.json" read oddly for /sys/nope/r.json.)
      say(error.describe((path) => (relative(io.cwd, path).startsWith('..') ? path : displayPath(io, path))));
      return 2;
    }
    if (error instanceof UsageError || error instanceof CatalogError || error instanceof LockError || error instanceof ConfigImportError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      say((error as Error).message);
      // The usage hint for a command used wrongly, not for a file that cannot be used as it is.
      if ((error instanceof UsageError && !(error instanceof InputError)) || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) io.stderr(`run 'catalog-lock help' for usage\n`);
      return 2;
    }
    say(`unexpected error: ${(error as Error)?.stack ?? String(error)}`);
    return 2;
  }
}

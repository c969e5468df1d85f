// catalog-lock init: a new catalog, optionally with the servers of an MCP
// client config people already have.
import { access } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { packagePinFindings } from '../analysis/package-pins.js';
import { createCatalogText } from '../lock/catalog-new.js';
import { writeFileAtomic } from '../lock/atomic-write.js';
import { importClientConfig } from '../lock/import-config.js';
import { logInline } from '../report/escape.js';
import type { ServerDecl } from '../types.js';
import { CATALOG_DIR, checkCatalogName, displayPath, InputError, UsageError, type Io } from './context.js';

export interface InitOptions {
  agent?: string;
  from?: string;
  catalog?: string;
}

const AGENT = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export async function initCommand(io: Io, options: InitOptions): Promise<number> {
  if (!options.agent) throw new UsageError('init needs --agent NAME');
  if (!AGENT.test(options.agent)) throw new UsageError(`--agent ${JSON.stringify(options.agent)}: use letters, digits, '.', '_' and '-' (it names the files)`);
  const path = resolve(io.cwd, options.catalog === undefined ? join(CATALOG_DIR, `${options.agent}.yaml`) : checkCatalogName(options.catalog));
  try {
    await access(path);
    // A file in the way, not a command used wrongly: no usage hint (an outside tester).
    throw new InputError(`${displayPath(io, path)} already exists; init never overwrites a catalog`);
  } catch (error) {
    if (error instanceof UsageError) throw error;
  }
  let servers: Record<string, ServerDecl> = {};
  if (options.from) {
    const from = resolve(io.cwd, options.from);
    const imported = await importClientConfig(from);
    servers = imported.servers;
    for (const warning of imported.warnings) io.stderr(`warning: ${logInline(warning)}\n`);
    for (const note of anchorRelativeScripts(servers, from, path, io.cwd)) io.stderr(`note: ${logInline(note)}\n`);
    if (imported.settings.length > 0) {
      io.stderr(`env values kept as written (settings by their name and value; make one \${VAR} if it is a secret): ${logInline(imported.settings.join(', '))}\n`);
    }
    if (imported.secrets.length > 0) {
      io.stderr(`the other literal values of env and headers, and credentials, were not copied; set these environment variables before discover/lock/check: ${imported.secrets.join(', ')}\n`);
    }
  }
  // Imported as written: a package started without an exact version is said now, where it is cheapest to pin.
  const unpinned = packagePinFindings({ servers });
  if (unpinned.length > 0) {
    const named = unpinned.slice(0, 5).map((f) => `${f.servers![0]} (${String((f.details as { package?: unknown }).package)})`);
    io.stderr(
      `note: ${unpinned.length} server(s) start a package with no exact version, so each start may run other code: ${logInline(named.join(', '))}${unpinned.length > 5 ? ` and ${unpinned.length - 5} more` : ''}; pin them in connect.args (unpinned_server)\n`,
    );
  }
  await writeFileAtomic(path, createCatalogText({ agent: options.agent, servers }));
  // (Patterns first: a first lock gives every tool no key covers an exact `undeclared` entry, which a pattern written later loses to: a ninth survey.)
  io.stderr(`wrote ${displayPath(io, path)} with ${Object.keys(servers).length} server(s); next: declare effects by pattern under tools: (\`label/get_*: { effect: read }\`) if you want them, then catalog-lock lock --catalog ${displayPath(io, path)} (a first lock adds an exact undeclared entry for every tool no key covers, which a pattern written later does not override)\n`);
  return 0;
}

/** A script named by a path relative to where the client starts the server (`node_modules/x/dist/index.js`, `./server.py`). */
const RELATIVE_SCRIPT = /^(?:\.{1,2}[\\/]|(?![-~$@]|[A-Za-z]:|[\\/])[^\s:]*\.(?:js|mjs|cjs|ts|mts|py|rb|php|jar|sh|ps1|exe|dll)$)/;

/** Interpreters' flags that take the next argument as their value, and those whose value is the code to run. */
const VALUE_FLAGS = new Set(['-r', '--require', '--import', '--loader', '--experimental-loader', '--env-file', '--conditions', '-C', '--title', '--max-old-space-size', '--stack-size', '-W', '-X', '--config', '--cwd']);
const CODE_FLAGS = new Set(['-e', '--eval', '-p', '--print', '-c', '-m']);
/** A command that runs a script named by its first argument that is no flag (deno and bun after `run`). */
const INTERPRETER = /^(?:node|nodejs|python[0-9.]*|py|deno|bun|ruby|php|perl|bash|sh|zsh|pwsh|powershell|tsx|ts-node)(?:\.exe)?$/i;

/**
 * An interpreter's script given by a relative path without an extension (a twenty-fifth survey's
 * `node node_modules/mcp-memory-keeper/bin/mcp-memory-keeper`: npm's bin files often have none): the first argument
 * that is no flag, holds a path separator and is neither absolute nor a package, a variable, a home path or a URL.
 */
export function interpretedRelativeScript(command: string, args: readonly string[]): boolean {
  // `env node script`: the interpreter env starts.
  if (basename(command.replace(/\\/g, '/')) === 'env' && args.length > 0) return interpretedRelativeScript(args[0], args.slice(1));
  if (!INTERPRETER.test(basename(command.replace(/\\/g, '/')))) return false;
  let script: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    // A flag's value is no script (`-r dotenv/config`, `--env-file .env`, `bash -c "…"`: the code itself).
    if (CODE_FLAGS.has(arg)) return false;
    if (VALUE_FLAGS.has(arg)) {
      i++;
      continue;
    }
    if (arg.startsWith('-') || (i === 0 && arg === 'run')) continue;
    script = arg;
    break;
  }
  return script !== undefined && /[\\/]/.test(script) && !/^[\\/~$@%]/.test(script) && !script.includes(':');
}

/**
 * A server the client config starts with a script by a relative path and no cwd (a twenty-fourth survey's
 * `node node_modules/mcp-shrimp-task-manager/dist/index.js`): the catalog resolves a server's directory against its
 * own (catalog-locks/), where that path names nothing, so the server failed to start until a cwd was written by hand.
 * The directory the client ran it from is written instead, relative to the catalog: the config's own, or its
 * parent's for a project config in a dot folder (`.vscode/mcp.json`, `.cursor/mcp.json`), only where that directory
 * is inside the directory init runs in (a user's home config names a machine's layout, not the project's: a note
 * says to set it). Returns what is said of each.
 */
function anchorRelativeScripts(servers: Record<string, ServerDecl>, configPath: string, catalogPath: string, cwd: string): string[] {
  const configDir = dirname(configPath);
  const base = basename(configDir).startsWith('.') ? dirname(configDir) : configDir;
  const fromCwd = relative(cwd, base);
  const inside = !fromCwd.startsWith('..') && !isAbsolute(fromCwd);
  const dir = relative(dirname(catalogPath), base).split(sep).join('/') || '.';
  const anchored: string[] = [];
  const left: string[] = [];
  for (const [label, server] of Object.entries(servers)) {
    const connect = server.connect;
    if (connect.transport !== 'stdio' || connect.cwd !== undefined) continue;
    if (![connect.command, ...(connect.args ?? [])].some((arg) => RELATIVE_SCRIPT.test(arg)) && !interpretedRelativeScript(connect.command, connect.args ?? [])) continue;
    if (inside) {
      connect.cwd = dir;
      anchored.push(label);
    } else left.push(label);
  }
  const notes: string[] = [];
  const list = (labels: string[]) => `${labels.length === 1 ? 'server' : 'servers'} ${labels.slice(0, 8).join(', ')}${labels.length > 8 ? ` and ${labels.length - 8} more` : ''}`;
  if (anchored.length > 0) {
    const one = anchored.length === 1;
    notes.push(`${list(anchored)} ${one ? 'starts' : 'start'} a script by a relative path: ${one ? 'its' : 'their'} connect.cwd is ${dir}, the directory of ${basename(configPath)}${base === configDir ? '' : "'s project"}, relative to the catalog; check it`);
  }
  if (left.length > 0) {
    const one = left.length === 1;
    notes.push(`${list(left)} ${one ? 'starts' : 'start'} a script by a relative path and ${one ? 'has' : 'have'} no cwd: set connect.cwd to the directory it is relative to (the catalog resolves it against its own directory)`);
  }
  return notes;
}

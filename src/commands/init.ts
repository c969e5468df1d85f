// catalog-lock init: a new catalog, optionally with the servers of an MCP
// client config people already have.
import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { packagePinFindings } from '../analysis/package-pins.js';
import { createCatalogText } from '../lock/catalog-new.js';
import { writeFileAtomic } from '../lock/atomic-write.js';
import { importClientConfig } from '../lock/import-config.js';
import { logInline } from '../report/escape.js';
import type { ServerDecl } from '../types.js';
import { CATALOG_DIR, displayPath, InputError, UsageError, type Io } from './context.js';

export interface InitOptions {
  agent?: string;
  from?: string;
  catalog?: string;
}

const AGENT = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export async function initCommand(io: Io, options: InitOptions): Promise<number> {
  if (!options.agent) throw new UsageError('init needs --agent NAME');
  if (!AGENT.test(options.agent)) throw new UsageError(`--agent ${JSON.stringify(options.agent)}: use letters, digits, '.', '_' and '-' (it names the files)`);
  const path = resolve(io.cwd, options.catalog ?? join(CATALOG_DIR, `${options.agent}.yaml`));
  try {
    await access(path);
    // A file in the way, not a command used wrongly: no usage hint (an outside tester).
    throw new InputError(`${displayPath(io, path)} already exists; init never overwrites a catalog`);
  } catch (error) {
    if (error instanceof UsageError) throw error;
  }
  let servers: Record<string, ServerDecl> = {};
  if (options.from) {
    const imported = await importClientConfig(resolve(io.cwd, options.from));
    servers = imported.servers;
    for (const warning of imported.warnings) io.stderr(`warning: ${logInline(warning)}\n`);
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

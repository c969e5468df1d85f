// What every command shares: where catalogs are, how output and progress are
// written, which secrets to keep out of every sink.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { catalogNames, interpolateConnect } from '../discovery/interpolate.js';
import { CatalogError, loadCatalog, type LoadedCatalog } from '../lock/catalog-file.js';
import { sharedLockPaths } from '../lock/lock-file.js';
import { quoteForMessage } from '../lock/validate.js';
import { logInline } from '../report/escape.js';
import { escapedForms, namedSecrets } from '../util/secrets.js';
import type { Catalog, ServerSnapshot } from '../types.js';
import { redact } from '../util/redact.js';

export interface Io {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Progress lines go to stderr only when it is a terminal. */
  progress: boolean;
}

export class UsageError extends Error {}

/** A file given on the command line that cannot be used as it is (a snapshot, a runtime snapshot, catalogs that clash): exit 2, no usage hint. */
export class InputError extends UsageError {}

export const CATALOG_DIR = 'catalog-locks';

/** The catalog files a command acts on: the one named, or every *.yaml and *.yml in catalog-locks/. */
export async function catalogPaths(io: Io, catalog: string | undefined): Promise<string[]> {
  if (catalog) return [resolve(io.cwd, checkCatalogName(catalog))];
  const dir = resolve(io.cwd, CATALOG_DIR);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    throw new UsageError(`no --catalog given and no ${CATALOG_DIR}/ directory in ${io.cwd}`);
  }
  const files = names.filter((n) => /\.ya?ml$/i.test(n)).sort();
  if (files.length === 0) throw new UsageError(`no catalog (*.yaml or *.yml) in ${CATALOG_DIR}/`);
  return files.map((n) => join(dir, n));
}

/**
 * A catalog given by name must be a YAML file (.yaml or .yml): its lock is written beside it as NAME.lock.json, and a
 * run without --catalog reads only those (an outside audit: `init --catalog y.json` wrote YAML into a .json file, whose
 * lock became y.json.lock.json; a lock given as the catalog locked to z.lock.json.lock.json).
 */
export function checkCatalogName(catalog: string): string {
  if (/\.ya?ml$/i.test(catalog)) return catalog;
  const lock = /\.lock\.json$/i.test(catalog) ? ': this names a lock; give the catalog beside it (NAME.yaml)' : ' (its lock is written beside it as NAME.lock.json, and a run without --catalog reads catalog-locks/*.yaml and *.yml)';
  throw new UsageError(`--catalog ${JSON.stringify(catalog)}: a catalog's file name ends in .yaml or .yml${lock}`);
}

export async function loadCatalogs(io: Io, catalog: string | undefined): Promise<LoadedCatalog[]> {
  const paths = await catalogPaths(io, catalog);
  // Two catalogs with one lock path (a.yaml and a.yml): locking one would overwrite the other's lock.
  const shared = sharedLockPaths(paths);
  if (shared.length > 0) {
    throw new InputError(shared.map(([lock, files]) => `${files.map((f) => displayPath(io, f)).join(' and ')} would share the lock ${displayPath(io, lock)}: rename one`).join('\n'));
  }
  // Every catalog is read before any error is raised: each broken one is named with its problems, not only the first.
  const loaded: LoadedCatalog[] = [];
  const broken: CatalogError[] = [];
  for (const path of paths) {
    try {
      loaded.push(await loadCatalog(path));
    } catch (error) {
      if (!(error instanceof CatalogError)) throw error;
      broken.push(error);
    }
  }
  if (broken.length === 1) throw broken[0];
  if (broken.length > 1) throw new InputError(`${broken.length} catalogs cannot be used as they are:\n${broken.map((e) => e.message).join('\n')}`);
  return distinctAgents(loaded, (path) => displayPath(io, path));
}

/**
 * Each agent has one catalog: its drift branch, its issues, its promotion tags
 * and its runtime snapshot are found by the agent's name, so two catalogs of
 * one agent would overwrite each other's. Refused, naming the files.
 */
export function distinctAgents(loaded: LoadedCatalog[], show: (path: string) => string): LoadedCatalog[] {
  const byAgent = new Map<string, string[]>();
  for (const c of loaded) byAgent.set(c.catalog.agent, [...(byAgent.get(c.catalog.agent) ?? []), show(c.path)]);
  const clashes = [...byAgent].filter(([, paths]) => paths.length > 1);
  if (clashes.length > 0) {
    throw new InputError(
      clashes
        .map(([agent, paths]) => `${paths.join(' and ')} declare the same agent ${quoteForMessage(agent)}; each agent has one catalog (its drift branch, issues, promotion tags and runtime snapshot go by the agent's name): rename one`)
        .join('\n'),
    );
  }
  return loaded;
}

/** A path as shown in reports: relative to the working directory (`../` above it), with forward slashes (never absolute). */
export function displayPath(io: Io, path: string): string {
  const rel = relative(io.cwd, path);
  return (rel === '' ? '.' : rel).split(sep).join('/');
}

/**
 * A path as code scanning maps it: relative to the root of the git work tree
 * that holds it (code scanning resolves paths from the checkout's root,
 * wherever the check ran), else as displayPath shows it.
 */
export function repositoryPath(io: Io, path: string): string {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return relative(dir, path).split(sep).join('/');
    if (dirname(dir) === dir) return displayPath(io, path);
  }
}

/**
 * Values that must never appear in output: every value a catalog interpolates
 * from the environment, and any environment variable whose name says it is a secret.
 */
export function secretsFor(catalogs: Catalog[], env: NodeJS.ProcessEnv): string[] {
  // (Not an agent's name: written in every report, no secret. See catalogNames.)
  const names = catalogNames(catalogs);
  const secrets = new Set<string>(namedSecrets(env, names));
  for (const catalog of catalogs) {
    for (const decl of Object.values(catalog.servers)) {
      try {
        for (const s of interpolateConnect(decl.connect, env).secrets) if (!names.has(s)) for (const form of escapedForms(s)) secrets.add(form);
      } catch {
        // a missing variable is reported by discovery for that server
      }
    }
  }
  return [...secrets];
}

/**
 * Which values of the catalog a server's definitions held when they were scrubbed, by name (see heldValues): a
 * refusal later says only that they carry a secret, and the snapshot shows `***`.
 */
export function heldValuesLine(io: Io, label: string, held: readonly string[]): void {
  io.stderr(`${logInline(label)}: its definitions hold ${held.map((h) => logInline(h)).join(', ')} (scrubbed: the value is never shown; a server may echo it, or hold the same text by chance)\n`);
}

export function progressLine(io: Io, server: ServerSnapshot, done: number, total: number): void {
  if (!io.progress) return;
  const ms = server.evidence ? Date.parse(server.evidence.completedAt) - Date.parse(server.evidence.startedAt) : 0;
  const state =
    server.status === 'ok'
      ? `ok, ${server.toolCount} tools, protocol ${logInline(server.protocolVersion ?? '?')}`
      : `${server.status}: ${logInline(server.error ?? '')}`;
  io.stderr(`[${done}/${total}] ${logInline(server.label)}: ${state} (${(ms / 1000).toFixed(1)}s)\n`);
}

/**
 * Secret values removed from a plain text (an error message, a log line). Not for a format's output (a report, a
 * snapshot, a comment): a secret there may be one of its own words (`info`, `live`, a digit run); its data is
 * redacted before it is rendered instead (redactDeep, redactFields, report/redact-report.ts).
 */
export function scrub(text: string, secrets: readonly string[]): string {
  return redact(text, secrets);
}

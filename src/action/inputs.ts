// The Action's inputs: read, validated, defaulted here (action.yml holds no
// logic and no defaults but the token).
import type { Severity } from '../types.js';
import { parseMaxAge } from '../util/duration.js';

export type Mode = 'check' | 'drift' | 'promote' | 'rollback';
export type CommentWhen = 'always' | 'on-failure' | 'never';

export interface ActionInputs {
  mode: Mode;
  catalogs: string[];
  failOn?: Severity;
  comment: CommentWhen;
  sarif?: string;
  token?: string;
  offline: boolean;
  /** Runtime photographs, one per agent (a list: lines or commas). */
  runtimeSnapshot?: string[];
  /** How old the runtime photograph may be (ms); undefined: the default; null: any age (`none`). */
  runtimeMaxAgeMs?: number | null;
  baseBranch?: string;
  rollbackTo?: string;
  allowlist: string;
  tag: boolean;
  failOnUnverifiable: boolean;
}

export class InputError extends Error {}

const MODES: Mode[] = ['check', 'drift', 'promote', 'rollback'];
const SEVERITIES: Severity[] = ['critical', 'high', 'medium', 'low', 'info'];
const COMMENTS: CommentWhen[] = ['always', 'on-failure', 'never'];

/** runtime-max-age: a duration (24h, 7d, 90m), `none`, or empty for the default. */
function maxAge(value: string, runtimeSnapshot: string): number | null | undefined {
  if (value === '') return undefined;
  if (runtimeSnapshot === '') throw new InputError('input runtime-max-age says how old the photograph of runtime-snapshot may be: give runtime-snapshot too');
  const ms = parseMaxAge(value);
  if (ms === undefined) throw new InputError(`input runtime-max-age must be a duration such as 24h, 7d, 1d12h or 90m, or none (got ${JSON.stringify(value)})`);
  return ms;
}

/** The mode a workflow event implies when `mode` is not given. */
export function modeForEvent(eventName: string): Mode {
  switch (eventName) {
    case 'pull_request':
    case 'pull_request_target':
    case 'merge_group':
      return 'check';
    case 'schedule':
      return 'drift';
    case 'push':
      return 'promote';
    default:
      return 'check';
  }
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new InputError(`input ${name} must be one of ${allowed.join(', ')} (got ${JSON.stringify(value)})`);
  return value as T;
}

function bool(name: string, value: string): boolean {
  if (value === '') return false;
  if (/^(true|yes|on|1)$/i.test(value)) return true;
  if (/^(false|no|off|0)$/i.test(value)) return false;
  throw new InputError(`input ${name} must be true or false (got ${JSON.stringify(value)})`);
}

/** `get(name)` returns the raw input ('' when absent), as @actions/core getInput does. */
export function readInputs(get: (name: string) => string, eventName: string): ActionInputs {
  const text = (name: string) => get(name).trim();
  const optional = (name: string) => text(name) || undefined;
  const list = (name: string) => {
    const items = text(name).split(/[\n,]/).map((item) => item.trim()).filter(Boolean);
    return items.length > 0 ? items : undefined;
  };
  const catalogs = text('catalog')
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
  // Refs end up on git command lines: one that starts with '-' would be read as an option.
  for (const name of ['rollback-to', 'base-branch']) {
    if (text(name).startsWith('-')) throw new InputError(`input ${name} must be a git ref or commit sha (got ${JSON.stringify(text(name))})`);
  }
  return {
    mode: text('mode') ? oneOf('mode', text('mode'), MODES) : modeForEvent(eventName),
    // The command line reads .yml too: a catalog renamed so must not drop out of every check.
    catalogs: catalogs.length > 0 ? catalogs : ['catalog-locks/*.yaml', 'catalog-locks/*.yml'],
    failOn: text('fail-on') ? oneOf('fail-on', text('fail-on'), SEVERITIES) : undefined,
    comment: text('comment') ? oneOf('comment', text('comment'), COMMENTS) : 'always',
    sarif: optional('sarif'),
    token: optional('github-token'),
    offline: bool('offline', text('offline')),
    runtimeSnapshot: list('runtime-snapshot'),
    runtimeMaxAgeMs: maxAge(text('runtime-max-age'), text('runtime-snapshot')),
    baseBranch: optional('base-branch'),
    rollbackTo: optional('rollback-to'),
    allowlist: optional('allowlist') ?? 'catalog-lock-allowlist.json',
    tag: bool('tag', text('tag')),
    // Fail closed: a server that cannot be verified fails the drift step unless the workflow says otherwise.
    failOnUnverifiable: text('fail-on-unverifiable') === '' ? true : bool('fail-on-unverifiable', text('fail-on-unverifiable')),
  };
}

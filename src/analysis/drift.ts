// Drift: the live catalog (or a snapshot of it) against the lock, entry by
// entry and field by field. Pure: no I/O.
import { annotationsSameMeaning, executionSameMeaning } from './schema-changes/index.js';
import { stableLabels, versionMove } from './server-version.js';
import { createPatch } from 'diff';
import { stableStringify } from '../util/stable-json.js';
import { PROJECTED_FIELDS } from '../contract/projection.js';
import { rule } from '../rules/rules.js';
import type { Catalog, Finding, JsonObject, ListKind, LockedEntry, LockFile, Snapshot } from '../types.js';
import { volatileOfCatalog, type Resolver } from '../lock/tool-decls.js';
import { differOnlyByDates, volatileTextHint } from '../contract/volatile.js';
import { digestOfEntries } from '../contract/fingerprint.js';
import { capabilityNames, instructionsHashOf, toolsCapability } from './snapshot-evidence.js';
import { connectionMismatch } from './snapshot-binding.js';
import { staleEntry, type SnapshotAgeLimit } from './snapshot-age.js';
import { durationText } from '../util/duration.js';

const EMPTY_INSTRUCTIONS = instructionsHashOf('');
import { entriesOf, type EntryMap, type ServerEntries } from './entries.js';
import { append } from '../util/append.js';
import { nameKey } from './similarity/tokenize.js';
import { identifierWords } from './lint/parameter-walk.js';
import { MAX_PLACES, redactedPlaces } from './redacted-places.js';

const CHANGE_RULE: Record<Exclude<ListKind, 'tools'>, string> = { prompts: 'prompt_changed', resourceTemplates: 'resource_template_changed' };
const KIND_WORD: Record<ListKind, string> = { tools: 'tool', prompts: 'prompt', resourceTemplates: 'resource template' };

export interface DriftResult {
  findings: Finding[];
  /** Digest of the live tools (over the servers that were read completely), for the report. */
  liveDigest: string | null;
  liveTools: EntryMap;
  /** Labels of the declared servers whose lists were read completely: their live entries replace the locked ones. */
  read: Set<string>;
  /** Ids of tools a read server lists under a readable name with a malformed definition (still listed: not removed). */
  malformedTools: Set<string>;
}

/**
 * Labels a snapshot lists more than once, with how many times. No entry of
 * such a label can be taken as the live server (reading the last one would
 * let a complete entry hide an unreachable one): it counts as not read.
 */
export function duplicateLabels(snapshot: Snapshot): Map<string, number> {
  const counts = new Map<string, number>();
  for (const server of snapshot.servers) counts.set(server.label, (counts.get(server.label) ?? 0) + 1);
  for (const [label, count] of counts) if (count < 2) counts.delete(label);
  return counts;
}

function finding(id: string, message: string, extra: Partial<Finding> = {}): Finding {
  return { rule: id, severity: rule(id).severity, tools: [], message, ...extra };
}

function labelOf(id: string): string {
  return id.slice(0, id.indexOf('/'));
}

/** Fields of the projection whose values differ (absent and present count as different). */
export function changedFields(kind: ListKind, approved: LockedEntry, live: LockedEntry): string[] {
  return PROJECTED_FIELDS[kind].filter((field) => approved.fields[field] !== live.fields[field]);
}

/**
 * Bounds of a description diff. A line diff costs lines × edits, and a server
 * chooses both: two descriptions of 8,000 changed lines took 9 s to diff, one
 * tool of 50,000 minutes. Past these bounds the finding says the description
 * changed, without a diff (deterministic: a bound on size and on edit
 * distance, never a timeout).
 */
const DIFF_MAX_LINES = 50_000;
const DIFF_MAX_EDITS = 500;

/** A unified diff of two descriptions; `omitted` says why there is none when they differ too much to show (an edit is a line added or removed: a changed line is two). */
export function descriptionDiff(id: string, approved: JsonObject, live: JsonObject): { diff: string } | { omitted: string } | undefined {
  const before = typeof approved.description === 'string' ? approved.description : '';
  const after = typeof live.description === 'string' ? live.description : '';
  return textDiff('description', 'descriptions', before, after);
}

/**
 * A unified diff of two texts, or why there is none. The patch is named for what it compares (`description`,
 * `instructions`), never after the tool or server: an id is hostile text, and in the header it could forge lines of
 * the diff (a newline, then a hunk header of its own).
 */
function textDiff(name: string, plural: string, before: string, after: string): { diff: string } | { omitted: string } | undefined {
  if (before === after) return undefined;
  const lines = before.split('\n').length + after.split('\n').length;
  if (lines > DIFF_MAX_LINES) return { omitted: `no diff shown: the two ${plural} have ${lines} lines (a diff is shown up to ${DIFF_MAX_LINES})` };
  // Nothing before (a description added, a new entry) is no line: the diff adds, it removes no empty line.
  const diff = createPatch(name, before === '' ? '' : `${before}\n`, after === '' ? '' : `${after}\n`, 'approved', 'live', { context: 3, maxEditLength: DIFF_MAX_EDITS });
  return diff === undefined ? { omitted: `no diff shown: more than ${DIFF_MAX_EDITS} lines would be added or removed` } : { diff };
}

/**
 * The fields of a prompt or resource template other than its description (arguments, uriTemplate, mimeType…),
 * approved → live, as a diff of their sorted, indented JSON: what a reviewer must see of an argument added or a
 * template rewritten (the description has its own diff).
 */
function definitionDiff(approved: JsonObject, live: JsonObject, fields: string[]): { diff: string } | { omitted: string } | undefined {
  const pick = (definition: JsonObject) => {
    const out: JsonObject = {};
    for (const field of fields) if (field !== 'description' && Object.hasOwn(definition, field)) out[field] = definition[field];
    return out;
  };
  if (!fields.some((field) => field !== 'description')) return undefined;
  return textDiff('definition', 'definitions', stableStringify(pick(approved)).trimEnd(), stableStringify(pick(live)).trimEnd());
}

/** A new entry's definition as diffs from nothing: its description, and its other fields as sorted, indented JSON. */
function addedDefinition(definition: JsonObject): JsonObject {
  const out: JsonObject = {};
  const description = descriptionDiff('', {}, definition);
  if (description && 'diff' in description) out.descriptionDiff = description.diff;
  else if (description) out.descriptionDiffOmitted = description.omitted;
  const fields: JsonObject = {};
  for (const field of Object.keys(definition)) if (field !== 'name' && field !== 'description') fields[field] = definition[field];
  const other = Object.keys(fields).length > 0 ? textDiff('definition', 'definitions', '', stableStringify(fields).trimEnd()) : undefined;
  if (other && 'diff' in other) out.definitionDiff = other.diff;
  else if (other) out.definitionDiffOmitted = other.omitted;
  return out;
}

interface CompareContext {
  kind: ListKind;
  label: string;
  /** Whether the server version differs from the locked one at all (details.serverVersionChanged). */
  versionChanged: boolean;
  /** Whether it moved forward: a change without a bump (same, dropped, re-spaced or older version) is a mutable contract. */
  bumped: boolean;
  /** The words of a mutable contract: which labels stayed, or how the version did not move forward. */
  stable: string;
  findings: Finding[];
  /** Extra findings for a changed tool (schema classes, annotation flips); injected so drift stays small. */
  explainToolChange?: (id: string, approved: LockedEntry, live: LockedEntry, nowMs?: number) => Finding[];
  /** The lock has no entry for the server (or there is no lock): what it lists was never approved. */
  unlocked?: boolean;
  /** The clock of the run: a text that differs only by the dates of the listing says so (see differOnlyByDates). */
  nowMs?: number;
}

/** Runtime ids of a map grouped by server label (built once, not per server). */
function idsByLabel(map: EntryMap): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const id of Object.keys(map)) {
    const label = labelOf(id);
    const list = out.get(label);
    if (list) list.push(id);
    else out.set(label, [id]);
  }
  return out;
}

/** The findings of an approved entry whose live definition differs (`note` says which live definition, when the name is listed more than once). */
function reportChange(ctx: CompareContext, id: string, before: LockedEntry, now: LockedEntry, note = ''): void {
  const { kind, label, findings } = ctx;
  const word = KIND_WORD[kind];
  const fields = changedFields(kind, before, now);
  const details: JsonObject = { kind, change: 'changed', id, fields, approvedHash: before.contractHash, liveHash: now.contractHash, serverVersionChanged: ctx.versionChanged };
  const diff = fields.includes('description') ? descriptionDiff(id, before.definition, now.definition) : undefined;
  if (diff && 'diff' in diff) details.descriptionDiff = diff.diff;
  else if (diff) details.descriptionDiffOmitted = diff.omitted;
  if (kind !== 'tools') {
    const other = definitionDiff(before.definition, now.definition, fields);
    if (other && 'diff' in other) details.definitionDiff = other.diff;
    else if (other) details.definitionDiffOmitted = other.omitted;
    findings.push(finding(CHANGE_RULE[kind], `${word} ${id}${note} changed: ${fields.join(', ')}`, { servers: [label], details }));
    return;
  }
  // Title, annotations, execution, name: shown as they were and are (the schemas have their changes explained).
  const other = definitionDiff(before.definition, now.definition, fields.filter((field) => field !== 'inputSchema' && field !== 'outputSchema'));
  if (other && 'diff' in other) details.definitionDiff = other.diff;
  else if (other) details.definitionDiffOmitted = other.omitted;
  const explained = ctx.explainToolChange ? ctx.explainToolChange(id, before, now, ctx.nowMs) : [];
  // Only schemas changed, and only in form (the same members in another order, the same schema written another way):
  // the bytes the lock approved changed, so it is still drift to relock, but no call is accepted or answered
  // differently — medium, and no new or mutated write path.
  // Annotations too, when only hints written out at their MCP default were dropped or added (`readOnlyHint: false`).
  // And `execution`, when only task support written out at its default ("forbidden") was dropped or added.
  const schemas = fields.filter((field) => field === 'inputSchema' || field === 'outputSchema');
  const annotationsInForm = fields.includes('annotations') && annotationsSameMeaning(before.definition.annotations, now.definition.annotations);
  const executionInForm = fields.includes('execution') && executionSameMeaning(before.definition.execution, now.definition.execution);
  const formOnly =
    fields.every((field) => field === 'inputSchema' || field === 'outputSchema' || (field === 'annotations' && annotationsInForm) || (field === 'execution' && executionInForm)) &&
    (schemas.length === 0 || explained.length > 0) &&
    explained.every((f) => f.rule === 'schema_change' && (FORM_ONLY.has(String(f.details?.change)) || f.details?.inert === true));
  if (formOnly) details.formOnly = true;
  const defaults = [annotationsInForm ? 'hints' : '', executionInForm ? 'task support' : ''].filter(Boolean).join(' and ');
  const atDefault = `${defaults} written out at ${annotationsInForm ? 'their' : 'its'} MCP default, or left to it`;
  const form = schemas.length === 0 ? atDefault : defaults !== '' ? `the same schema in other bytes, ${atDefault}` : 'the same schema in other bytes';
  // The tool's description or title that differs only by dates (a server that writes today's date into it).
  const dated = (['description', 'title'] as const).filter((field) => fields.includes(field)).map((field) => ({ field, only: differOnlyByDates(before.definition[field], now.definition[field], ctx.nowMs) }));
  const dateHints = dated.filter((d) => d.only !== undefined).map((d) => `${d.field}: ${volatileTextHint(d.only!.mark, `/${d.field}`)}`);
  const what = `${fields.join(', ')}${formOnly ? ` (in form only: ${form})` : ''}${dateHints.length > 0 ? ` (${dateHints.join('; ')})` : ''}`;
  const severity = formOnly ? { severity: 'medium' as const } : {};
  if (ctx.bumped) {
    findings.push(finding('contract_changed', `${id}${note} changed with a server version bump: ${what}`, { tools: [id], servers: [label], details, ...severity }));
  } else {
    findings.push(finding('mutable_contract', `${id}${note} changed ${ctx.stable}: ${what}`, { tools: [id], servers: [label], details, ...severity }));
  }
  append(findings, explained);
}

/**
 * Schema changes of form only (see classifySchemaChanges): nothing accepted or returned changed. A reference
 * renamed, inlined or introduced has its targets compared in place (a change there is a finding of its own); a
 * definition added or removed that no $ref uses validates nothing; a bound that every value listed beside it meets
 * on both sides changes nothing (a change of the listed values is a change of its own).
 */
const FORM_ONLY = new Set(['order_changed', 'rewritten', 'dialect_changed', 'ref_changed', 'definition_added', 'definition_removed', 'constraint_within_old_values', 'constraint_within_new_values']);

function compareEntries(ctx: CompareContext, approved: EntryMap, live: EntryMap, approvedByLabel: Map<string, string[]>, entries?: Pick<ServerEntries, 'repeated' | 'malformed'>): void {
  const { kind, label, findings } = ctx;
  const approvedIds = new Set(approvedByLabel.get(label) ?? []);
  const liveIds = Object.keys(live);
  const word = KIND_WORD[kind];
  // On a server the lock has no entry for (not locked yet), a tool is part of a surface nobody approved yet, not a
  // divergence from an approved one: details say so (contained until locked, never a rollback).
  const toolAdded = (id: string, how: string, shown?: JsonObject) =>
    finding('tool_added', `${id} is live${how} but not in the lock${ctx.unlocked ? ' (its server is not locked yet)' : ''}`, {
      tools: [id],
      servers: [label],
      ...(ctx.unlocked ? { details: { serverLocked: false } } : shown !== undefined ? { details: shown } : {}),
    });
  // An approved name no longer live that folds like a new one (tavily-search → tavily_search): a rename, said so.
  const gone = new Map<string, string>();
  for (const id of approvedIds) if (!Object.hasOwn(live, id) && !entries?.malformed[kind].has(id)) gone.set(nameKey(id.slice(label.length + 1)), id);
  // A rename is one new name for one gone name: when several new names fold alike, none is called the rename (and
  // the gone name, which may be long, is not repeated in each of their findings).
  const newPerKey = new Map<string, number>();
  for (const id of liveIds) {
    if (approvedIds.has(id)) continue;
    const key = nameKey(id.slice(label.length + 1));
    newPerKey.set(key, (newPerKey.get(key) ?? 0) + 1);
  }
  // A name unlike the gone one, with every other field as approved (get_file → read_file, the same description and
  // schemas): a rename too, when one gone tool and one new tool share that contract.
  const contractOf = (entry: { fields: Record<string, string> }) =>
    Object.keys(entry.fields)
      .filter((k) => k !== 'name')
      .sort()
      .map((k) => `${k}=${entry.fields[k]}`)
      .join('\u0000');
  const count = (ids: Iterable<string>, map: EntryMap) => {
    const out = new Map<string, string[]>();
    for (const id of ids) {
      const key = contractOf(map[id]);
      const list = out.get(key);
      if (list) list.push(id);
      else out.set(key, [id]);
    }
    return out;
  };
  const goneByContract = count([...gone.values()], approved);
  // New id → the gone id it is said to rename: its description may name the old name on purpose ("Replaces read_file").
  const renamedTo = new Map<string, string>();
  const newByContract = count(liveIds.filter((id) => !approvedIds.has(id)), live);
  // Names that neither fold like another nor share its contract: compared by their words.
  const extended = extendedNames(
    [...approvedIds].filter((id) => !Object.hasOwn(live, id) && !entries?.malformed[kind].has(id) && !newPerKey.has(nameKey(id.slice(label.length + 1))) && !newByContract.has(contractOf(approved[id]))),
    liveIds.filter((id) => !approvedIds.has(id) && !gone.has(nameKey(id.slice(label.length + 1))) && !goneByContract.has(contractOf(live[id]))),
  );
  for (const id of liveIds.sort()) {
    if (!approvedIds.has(id)) {
      // What the lock update would approve, shown where it is approved (the pull request), as a diff from nothing:
      // only on a locked server (a server locked for the first time lists everything, and the lock's diff shows it).
      const shown = ctx.unlocked ? undefined : addedDefinition(live[id].definition);
      const key = nameKey(id.slice(label.length + 1));
      const folded = newPerKey.get(key) === 1 ? gone.get(key) : undefined;
      const sameContract = goneByContract.get(contractOf(live[id]));
      const byContract = sameContract?.length === 1 && newByContract.get(contractOf(live[id]))?.length === 1 ? sameContract[0] : undefined;
      const renamed = folded ?? byContract ?? extended.get(id);
      if (renamed !== undefined) renamedTo.set(id, renamed);
      if (renamed !== undefined && shown !== undefined) {
        shown.renamedFrom = renamed;
        // Every field but the name as approved: only the name moved.
        shown.onlyNameChanged = contractOf(approved[renamed]) === contractOf(live[id]);
      }
      const how =
        renamed === undefined
          ? ''
          : folded !== undefined
            ? ` (${renamed}, whose name folds alike, is gone: renamed?)`
            : byContract !== undefined
              ? ` (${renamed}, with the same contract but its name, is gone: renamed?)`
              : ` (${renamed}, whose name ${id.length > renamed.length ? 'is part of this one' : 'holds this one'}, is gone: renamed?)`;
      if (kind === 'tools') findings.push(toolAdded(id, how, shown));
      else findings.push(finding(CHANGE_RULE[kind], `${word} ${id} is live but not in the lock`, { servers: [label], details: { kind, change: 'added', id, ...shown } }));
    }
  }
  // A new name listed with a malformed definition is a new tool all the same: a lenient client may load it.
  for (const id of [...(entries?.malformed[kind] ?? [])].sort()) {
    if (kind !== 'tools' || approvedIds.has(id) || Object.hasOwn(live, id)) continue;
    findings.push(toolAdded(id, ' (with a malformed definition)'));
  }
  if (kind === 'tools') append(findings, danglingReferences(label, [...approvedIds].filter((id) => !Object.hasOwn(live, id) && !entries?.malformed[kind].has(id)), live, renamedTo));
  for (const id of [...approvedIds].sort()) {
    const now = live[id];
    const before = approved[id];
    if (!now) {
      if (entries?.malformed[kind].has(id)) {
        // Still listed, under its approved name, with a definition that cannot be read: its contract changed (into one no
        // client can hold to the lock), which is no removal. malformed_definition says what is wrong with it.
        const details: JsonObject = { kind, change: 'malformed', id, fields: [], approvedHash: before.contractHash, liveHash: null, serverVersionChanged: ctx.versionChanged };
        const what = `${kind === 'tools' ? id : `${word} ${id}`} is listed with a malformed definition (see malformed_definition)`;
        if (kind !== 'tools') findings.push(finding(CHANGE_RULE[kind], what, { servers: [label], details }));
        else if (ctx.bumped) findings.push(finding('contract_changed', `${what}, with a server version bump`, { tools: [id], servers: [label], details }));
        else findings.push(finding('mutable_contract', `${what}, ${ctx.stable}`, { tools: [id], servers: [label], details }));
        continue;
      }
      if (kind === 'tools') findings.push(finding('tool_removed', `${id} is in the lock but not live`, { tools: [id], servers: [label] }));
      else findings.push(finding(CHANGE_RULE[kind], `${word} ${id} is in the lock but not live`, { servers: [label], details: { kind, change: 'removed', id } }));
      continue;
    }
    if (now.contractHash !== before.contractHash) reportChange(ctx, id, before, now);
  }
  // A name listed again with another definition: a client may keep that one, so it is compared with the lock too —
  // each distinct definition once, and MAX_REPEATS_COMPARED of them per name: a server that lists one approved name
  // 200 times had the approved definition diffed and classified 200 times (2 million findings from 6 KB). The rest
  // are counted in one finding.
  const compared = new Map<string, Set<string>>();
  const uncompared = new Map<string, number>();
  for (const again of entries?.repeated ?? []) {
    if (again.kind !== kind || !approvedIds.has(again.id)) continue;
    const before = approved[again.id];
    if (again.entry.contractHash === before.contractHash) continue;
    const hashes = compared.get(again.id) ?? new Set<string>();
    compared.set(again.id, hashes);
    if (hashes.has(again.entry.contractHash)) continue;
    if (hashes.size >= MAX_REPEATS_COMPARED) {
      uncompared.set(again.id, (uncompared.get(again.id) ?? 0) + 1);
      continue;
    }
    hashes.add(again.entry.contractHash);
    reportChange(ctx, again.id, before, again.entry, ` (its definition listed #${again.nth} under that name)`);
  }
  for (const [id, count] of uncompared) {
    findings.push(
      finding('duplicate_name', `${id}: ${count} more definition${count === 1 ? '' : 's'} listed under that name, each unlike the approved one, not compared with the lock (the first ${MAX_REPEATS_COMPARED} are)`, {
        ...(kind === 'tools' ? { tools: [id] } : {}),
        servers: [label],
        details: { kind, uncompared: count },
      }),
    );
  }
}

/** The most distinct repeated definitions of one name compared with the lock (see compareEntries). */
const MAX_REPEATS_COMPARED = 3;

/**
 * Compares a snapshot with the lock for the servers the catalog declares.
 * Servers that were not read completely produce evidence findings and no
 * entry-level drift (a partial list cannot prove an entry was removed).
 */
export interface DriftOptions {
  explainToolChange?: CompareContext['explainToolChange'];
  /** The clock of the run (ms since the epoch): which dates at a catalog's volatile places are masked. Now by default. */
  nowMs?: number;
  /** The caller's resolver of the catalog's tool entries, when it has one compiled. */
  resolve?: Resolver;
  /** How old a server's entry may be (a snapshot file): an older, undated or future one is not evidence. None: any. */
  age?: SnapshotAgeLimit;
}

export function drift(catalog: Catalog, lock: LockFile | undefined, snapshot: Snapshot, options: DriftOptions = {}): DriftResult {
  const { explainToolChange, nowMs = Date.now(), resolve, age } = options;
  const findings: Finding[] = [];
  const approved: Pick<LockFile, 'servers' | 'tools' | 'prompts' | 'resourceTemplates'> = lock ?? { servers: {}, tools: {}, prompts: {}, resourceTemplates: {} };
  const liveTools: EntryMap = {};
  const byLabel = new Map(snapshot.servers.map((server) => [server.label, server]));
  const duplicates = duplicateLabels(snapshot);
  const read = new Set<string>();
  const malformedTools = new Set<string>();
  let everyServerComplete = true;
  const approvedIndex = { tools: idsByLabel(approved.tools), prompts: idsByLabel(approved.prompts), resourceTemplates: idsByLabel(approved.resourceTemplates) };
  // Dates the server computes from its clock, where the catalog says so, masked as the lock has them (through the
  // caller's resolver of the catalog's tool entries when it has one compiled).
  const volatile = hasVolatile(catalog) ? { of: volatileOfCatalog(catalog.tools, resolve), nowMs } : undefined;

  for (const label of Object.keys(catalog.servers).sort()) {
    const server = byLabel.get(label);
    if (duplicates.has(label)) {
      everyServerComplete = false;
      findings.push(finding('incomplete_discovery', `${label}: listed ${duplicates.get(label)} times in the snapshot; no entry can be taken as the live server`, { servers: [label] }));
      continue;
    }
    if (!server) {
      everyServerComplete = false;
      findings.push(finding('incomplete_discovery', `${label}: the snapshot has no entry for this server`, { servers: [label] }));
      continue;
    }
    const mismatch = connectionMismatch(catalog.servers[label].connect, server);
    if (mismatch) {
      everyServerComplete = false;
      findings.push(finding('incomplete_discovery', `${label}: ${mismatch}`, { servers: [label] }));
      continue;
    }
    // An entry that does not show the server now (too old, undated, from the future): not evidence of it.
    const stale = staleEntry(server, age);
    if (stale) {
      everyServerComplete = false;
      findings.push(finding('incomplete_discovery', `${label}: ${stale.message}`, { servers: [label], details: { completedAt: server.evidence?.completedAt ?? null, maxAge: durationText(age!.maxAgeMs) } }));
      continue;
    }
    if (server.status === 'unreachable') {
      everyServerComplete = false;
      findings.push(finding('server_unreachable', `${label}: ${server.error ?? 'unreachable'}`, { servers: [label] }));
      continue;
    }
    if (server.serverInfoRedacted === true) {
      everyServerComplete = false;
      findings.push(finding('incomplete_discovery', `${label}: it reports a value the catalog gives it through \${VAR} (a secret) as its name, version or capabilities, scrubbed; they cannot be compared with the lock (pin a version onto its package, \`pkg@\${VERSION}\`, or write it in the catalog as it is)`, { servers: [label] }));
      continue;
    }
    if (server.definitionsRedacted === true) {
      everyServerComplete = false;
      const places = redactedPlaces(server);
      findings.push(
        finding('incomplete_discovery', `${label}: its definitions carried a value the catalog gives it (a secret, or configuration read through \${VAR}), scrubbed${places.length > 0 ? ` (${places.join('; ')}${places.length >= MAX_PLACES ? '; perhaps more' : ''})` : ''}; what is left is not what the server sent, so it cannot be compared with the lock (stop the server from echoing it; a value that is no secret, such as a region or a mode, can be written in the catalog as it is)`, {
          servers: [label],
          ...(places.length > 0 ? { details: { redactedAt: places } } : {}),
        }),
      );
      continue;
    }
    if (server.status !== 'ok' || !server.complete) {
      everyServerComplete = false;
      findings.push(finding('incomplete_discovery', `${label}: ${server.error ?? 'discovery incomplete'}`, { servers: [label] }));
      continue;
    }
    read.add(label);
    const entries = entriesOf(server, volatile);
    append(findings, entries.findings);
    Object.assign(liveTools, entries.tools);
    for (const id of entries.malformed.tools) malformedTools.add(id);
    const locked = Object.hasOwn(approved.servers, label) ? approved.servers[label] : undefined;
    // No lock at all is the caller's one finding (check: the lock file does not exist), not one per server.
    if (!locked) {
      if (lock) findings.push(finding('server_not_locked', `${label} is declared in the catalog but has no entry in the lock`, { servers: [label] }));
    } else {
      const live = {
        version: server.serverInfo?.version ?? null,
        name: server.serverInfo?.name ?? null,
        title: server.serverInfo?.title ?? null,
        protocolVersion: server.protocolVersion ?? null,
        listChanged: server.listChanged === true,
        instructionsHash: server.instructionsHash ?? null,
      };
      const before = {
        version: locked.serverInfo?.version ?? null,
        name: locked.serverInfo?.name ?? null,
        title: locked.serverInfo?.title ?? null,
        protocolVersion: locked.protocolVersion,
        listChanged: locked.listChanged,
        instructionsHash: locked.instructionsHash,
      };
      // The tools capability announced as the lock recorded it (absent there: announced). Not announced, a client that
      // follows the specification lists none of the server's tools: what the agent sees is not what the lock approves.
      const announced = toolsCapability(server);
      const toolsLost = announced === false && locked.toolsCapability !== false && (server.tools.length > 0 || locked.toolCount > 0);
      if (toolsLost || (announced === true && locked.toolsCapability === false)) {
        findings.push(
          finding(
            'server_changed',
            toolsLost ? `${label}: no longer announces the tools capability: a client that follows the specification lists none of its tools` : `${label}: now announces the tools capability`,
            { servers: [label], details: { field: 'capabilities.tools', approved: !toolsLost, live: !toolsLost } },
          ),
        );
      }
      // The other capabilities, as the lock recorded them (a lock written before it recorded none: nothing to compare).
      // The tools capability and its listChanged have findings of their own (above, and the listChanged field).
      const liveCapabilities = capabilityNames(server);
      if (locked.capabilities !== undefined && liveCapabilities !== undefined) {
        const own = (name: string) => name !== 'tools' && name !== 'tools.listChanged';
        const approvedSet = new Set(locked.capabilities.filter(own));
        const liveSet = new Set(liveCapabilities.filter(own));
        const added = [...liveSet].filter((name) => !approvedSet.has(name));
        const removed = [...approvedSet].filter((name) => !liveSet.has(name));
        if (added.length > 0 || removed.length > 0) {
          // (The names are the server's: at most 10 of each in the message, every one in details.)
          const list = (names: string[]) => (names.length > 10 ? `${names.slice(0, 10).join(', ')} and ${names.length - 10} more` : names.join(', '));
          const said = [added.length > 0 ? `now announces ${list(added)}` : '', removed.length > 0 ? `no longer announces ${list(removed)}` : ''].filter(Boolean).join('; ');
          findings.push(
            finding('server_changed', `${label}: capabilities changed: ${said}`, {
              servers: [label],
              details: { field: 'capabilities', approved: [...approvedSet], live: [...liveSet], added, removed },
            }),
          );
        }
      }
      // Instructions reach the model as descriptions do, and are weighed as they are: high under a stable version
      // (as mutable_contract), the rule's medium with a version bump (as contract_changed).
      const instructionsBumped = versionMove(before.version, live.version) === 'bump';
      for (const field of Object.keys(live) as (keyof typeof live)[]) {
        if (live[field] === before[field] || (toolsLost && field === 'listChanged')) continue;
        const severity = field === 'instructionsHash' && !instructionsBumped ? 'high' : rule('server_changed').severity;
        const details: JsonObject = { field, approved: before[field], live: live[field] };
        if (field === 'instructionsHash') {
          // The text, approved → live, when the lock holds it and the live one was not scrubbed of secrets.
          // No instructions, or empty ones (their hash is the empty text's: the lock writes no empty text), read as ''.
          const none = (hash: string | null | undefined) => hash == null || hash === EMPTY_INSTRUCTIONS;
          const approvedText = locked.instructions ?? (none(locked.instructionsHash) ? '' : undefined);
          const liveText = server.instructionsRedacted === true ? undefined : (server.instructions ?? (none(server.instructionsHash) ? '' : undefined));
          const diff = approvedText !== undefined && liveText !== undefined ? textDiff('instructions', 'instructions', approvedText, liveText) : undefined;
          if (diff && 'diff' in diff) details.instructionsDiff = diff.diff;
          else if (diff) details.instructionsDiffOmitted = diff.omitted;
          else if (approvedText === undefined) details.instructionsDiffOmitted = 'no diff shown: the lock holds the hash of the approved instructions only (relock to record their text)';
          else if (liveText === undefined) details.instructionsDiffOmitted = server.instructionsRedacted === true ? 'no diff shown: secrets were scrubbed from the live instructions' : 'no diff shown: the snapshot holds the hash of the live instructions only';
        }
        // Instructions are named as what they are: added, removed or changed (their hashes are in details).
        const none = (hash: unknown) => hash == null || hash === EMPTY_INSTRUCTIONS;
        const said =
          field === 'instructionsHash'
            ? `instructions ${none(before[field]) ? 'added' : none(live[field]) ? 'removed' : 'changed'}`
            : `${field} changed from ${JSON.stringify(before[field])} to ${JSON.stringify(live[field])}`;
        findings.push(
          finding('server_changed', `${label}: ${said}`, {
            severity,
            servers: [label],
            details,
          }),
        );
      }
    }
    const lockedVersion = locked?.serverInfo?.version ?? null;
    const liveVersion = server.serverInfo?.version ?? null;
    const versionChanged = locked !== undefined && lockedVersion !== liveVersion;
    const move = locked === undefined ? 'same' : versionMove(lockedVersion, liveVersion);
    const version = { versionChanged, bumped: move === 'bump', stable: stableLabels(move === 'bump' ? 'same' : move, lockedVersion, liveVersion) };
    compareEntries({ kind: 'tools', label, ...version, findings, explainToolChange, unlocked: locked === undefined, nowMs }, approved.tools, entries.tools, approvedIndex.tools, entries);
    compareEntries({ kind: 'prompts', label, ...version, findings }, approved.prompts, entries.prompts, approvedIndex.prompts, entries);
    compareEntries({ kind: 'resourceTemplates', label, ...version, findings }, approved.resourceTemplates, entries.resourceTemplates, approvedIndex.resourceTemplates, entries);
  }

  for (const label of Object.keys(approved.servers).sort()) {
    if (!Object.hasOwn(catalog.servers, label)) {
      findings.push(finding('server_removed', `${label} is in the lock but no longer declared in the catalog`, { servers: [label] }));
    }
  }

  return { findings, liveDigest: everyServerComplete ? digestOfEntries(liveTools) : null, liveTools, read, malformedTools };
}

/** Whether any tool entry of the catalog declares `volatile` (most do not: no resolver is compiled for them). */
function hasVolatile(catalog: Catalog): boolean {
  return Object.values(catalog.tools ?? {}).some((decl) => Array.isArray(decl?.volatile) && decl.volatile.length > 0);
}

/** A name longer than this (code points), or of more words, is not read for a rename (a hostile megabyte is not split). */
const MAX_RENAME_NAME = 128;
const MAX_RENAME_WORDS = 12;

/** Words of a tool's name (its server's label left out), lower case, or undefined when it is too long to read. */
function renameWords(id: string): readonly string[] | undefined {
  const name = id.slice(id.indexOf('/') + 1);
  if (name.length > MAX_RENAME_NAME) return undefined;
  const found = identifierWords(name);
  return found.length > 0 && found.length <= MAX_RENAME_WORDS ? found : undefined;
}

/** Whether `short`'s words appear in `long`, in a row, and `long` has more (wait in wait_for, issue in get_issue_details). */
function inARow(short: readonly string[], long: readonly string[]): boolean {
  if (short.length >= long.length) return false;
  for (let start = 0; start + short.length <= long.length; start++) {
    let k = 0;
    while (k < short.length && long[start + k] === short[k]) k++;
    if (k === short.length) return true;
  }
  return false;
}

/** Pairs of gone and new names compared for a rename by their words, per server: beyond this, none is. */
const MAX_RENAME_PAIRS = 250_000;

/**
 * A gone name whose words are a new name's with words added or taken away, in a row (playwright's browser_wait gone,
 * browser_wait_for new: an upgrade survey of 13 real servers), when that is true of one gone name and one new name
 * only, each way: new id → the gone id, said as a likely rename. A hint: nothing is carried over. One pass over the
 * pairs (at most MAX_RENAME_PAIRS), each name split once and only when short (MAX_RENAME_NAME, MAX_RENAME_WORDS).
 */
function extendedNames(goneIds: string[], newIds: string[]): Map<string, string> {
  const out = new Map<string, string>();
  const gone = goneIds.map((id) => ({ id, words: renameWords(id) })).filter((x): x is { id: string; words: readonly string[] } => x.words !== undefined);
  const fresh = newIds.map((id) => ({ id, words: renameWords(id) })).filter((x): x is { id: string; words: readonly string[] } => x.words !== undefined);
  if (gone.length === 0 || fresh.length === 0 || gone.length * fresh.length > MAX_RENAME_PAIRS) return out;
  const goneMatches = new Int32Array(gone.length);
  const partnerOf = new Int32Array(fresh.length).fill(-1);
  const freshMatches = new Int32Array(fresh.length);
  for (let j = 0; j < fresh.length; j++) {
    for (let i = 0; i < gone.length; i++) {
      if (!inARow(gone[i].words, fresh[j].words) && !inARow(fresh[j].words, gone[i].words)) continue;
      goneMatches[i]++;
      freshMatches[j]++;
      partnerOf[j] = i;
    }
  }
  for (let j = 0; j < fresh.length; j++) {
    if (freshMatches[j] === 1 && goneMatches[partnerOf[j]] === 1) out.set(fresh[j].id, gone[partnerOf[j]].id);
  }
  return out;
}

/** What of a description is read for the names of gone tools (a hostile megabyte is not). */
const MAX_DANGLING_TEXT = 20_000;
/** Identifier-like words of a text: letters, digits, `_`, `.`, `-` inside (any script, so a name inside a longer word is not one). */
const IDENTIFIER_TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}_.-]*[\p{L}\p{N}])?/gu;
/** Words just before a name that say it is named on purpose: the old name of this one, or its replacement. */
const NAMED_ON_PURPOSE = /\b(?:formerly|previously|replaces|replacing|replaced|supersedes|superseding|deprecated|renamed|alias(?:es)?|same\s+as|called|known\s+as|old|legacy)\b[\s"'`(:]*(?:(?:the|a|an|tool|name|named)\s+)*[\s"'`(]*$/i;

/**
 * Live descriptions of a server that name a tool the lock approved on it and it no longer lists (an upgrade survey:
 * desktop-commander 0.2.16 still tells the model to prefer its tools over `execute_command`, which it dropped): the
 * model is sent to a tool that is not there — or, where another server lists that name, to that server's. Only
 * names of two words or more (execute_command, readFile): a gone `search` is a word of any description. Not the old
 * name in the description of the tool said to rename it, nor a name the words before it say is an old one
 * ("Formerly executeCommand", "Replaces read_file": an outside review).
 */
function danglingReferences(label: string, goneIds: string[], live: EntryMap, renamedTo: ReadonlyMap<string, string>): Finding[] {
  const goneNames = new Set(
    goneIds.map((id) => id.slice(label.length + 1)).filter((name) => name.length <= 128 && /^[A-Za-z0-9][A-Za-z0-9_.-]*[A-Za-z0-9]$/.test(name) && identifierWords(name).length >= 2),
  );
  if (goneNames.size === 0) return [];
  const out: Finding[] = [];
  for (const id of Object.keys(live).sort()) {
    const description = live[id].definition.description;
    if (typeof description !== 'string') continue;
    const text = description.slice(0, MAX_DANGLING_TEXT);
    const renamedFrom = renamedTo.get(id)?.slice(label.length + 1);
    const named = new Set<string>();
    for (const m of text.matchAll(IDENTIFIER_TOKEN)) {
      const token = m[0];
      if (!goneNames.has(token) || token === renamedFrom) continue;
      if (NAMED_ON_PURPOSE.test(text.slice(Math.max(0, m.index! - 40), m.index))) continue;
      named.add(token);
    }
    if (named.size === 0) continue;
    const names = [...named].sort();
    const shown = names.slice(0, 5).map((n) => JSON.stringify(n)).join(', ') + (names.length > 5 ? `, and ${names.length - 5} more` : '');
    out.push(finding('dangling_reference', `${id}: its description names ${shown}, which the server no longer lists`, { tools: [id], servers: [label], details: { names } }));
  }
  return out;
}

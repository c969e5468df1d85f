// Report as Markdown (pull-request comment, job summary): the decision and
// its reasons first, a findings table by severity, then collapsible details
// per changed tool (description diff, every schema change: breaking first,
// compatible ones too, though the table only counts those as advisory).
// Hostile text is escaped inline or fenced; blocks are kept whole, shortened
// by whole schema-change lines, or dropped, so the output stays under GitHub's
// 65,536-character limit without leaving a fence or a <details> open.
import { atLeast, RULES, SEVERITY_ORDER } from '../rules/rules.js';
import { DECISION_RANK, overallDecision, preventsPromotion } from '../policy/decide.js';
import type { Finding, Report } from '../types.js';
import { truncate } from '../util/truncate.js';
import { DIFF_KEYS, DIFF_LABEL, reviewableDiff } from './diff-view.js';
import { stableStringify } from '../util/stable-json.js';
import { idText, markdownCode, markdownFence, markdownId, markdownInline, oneLine } from './escape.js';

export const MARKDOWN_LIMIT = 65_536;
const DECISION_WORD = { promote: 'Promote', contain: 'Contain', rollback: 'Roll back' } as const;
const DECISION_MARK = { promote: '✅', contain: '🟡', rollback: '⛔' } as const;

/**
 * The verdict over several catalogs, before their own reports: the most severe decision (rollback over contain over
 * promote), then one line per catalog, so that a comment whose first catalog promotes does not open green.
 */
export function renderOverallMarkdown(reports: Report[]): string {
  const decision = overallDecision(reports);
  const counts = (['rollback', 'contain', 'promote'] as const).map((d) => [d, reports.filter((r) => r.decision === d).length] as const).filter(([, n]) => n > 0);
  const lines = [`## ${DECISION_MARK[decision]} MCP catalog lock: ${DECISION_WORD[decision]} — ${reports.length} catalogs (${counts.map(([d, n]) => `${n} ${DECISION_WORD[d].toLowerCase()}`).join(', ')})`, ''];
  // The worst first, a bounded list: the verdict must fit whatever the number of catalogs (each report after it may not).
  const listed = reports.map((r, i) => ({ r, i })).sort((a, b) => DECISION_RANK[b.r.decision] - DECISION_RANK[a.r.decision] || a.i - b.i);
  for (const { r } of listed.slice(0, OVERALL_LINES)) lines.push(`- ${DECISION_MARK[r.decision]} ${DECISION_WORD[r.decision]}: ${markdownInline(truncate(r.agent, OVERALL_NAME))} (${markdownCode(truncate(r.catalog, OVERALL_NAME))})`);
  if (listed.length > OVERALL_LINES) lines.push(`- …and ${listed.length - OVERALL_LINES} more (the JSON report lists every one)`);
  return `${lines.join('\n')}\n`;
}

/** Catalogs listed under the verdict over several, and the code points of each one's agent and path shown there. */
const OVERALL_LINES = 40;
const OVERALL_NAME = 100;


/** A table row shows at most this much of one tool id, and of the message (the JSON report has them whole). */
/** Code points of a tool id shown in a table row or list (names can be megabytes). */
export const ROW_ID = 200;
const ROW_MESSAGE = 1_000;

/** One row of the findings table: one finding, or several that say the same of tools of one server (`findings`). */
interface Row {
  rule: string;
  text: string;
  findings: number;
}

/** `others` findings more say the same of the tools after f's own (a row for all of them). */
function findingRow(f: Finding, tools = f.tools.length > 0 ? f.tools : f.servers ?? [], others = 0): string {
  const shown = tools.slice(0, 4).map((t) => markdownId(truncate(t, ROW_ID))).join(', ') + (tools.length > 4 ? `, and ${tools.length - 4} more` : '');
  const waived = f.waived ? ` (waived by ${markdownInline(f.waived.owner)} until ${markdownInline(f.waived.expires)}: ${markdownInline(f.waived.reason)})` : '';
  const title = RULES.get(f.rule)?.title ?? f.rule;
  const same = others > 0 ? ` _(and the same for ${others} more ${others === 1 ? 'tool' : 'tools'} of the server: ${tools.length} in all)_` : '';
  return `| ${f.waived ? '~~' + f.severity + '~~' : f.severity} | \`${f.rule}\` ${markdownInline(title)} | ${shown} | ${markdownInline(truncate(f.message, ROW_MESSAGE))}${same}${waived} |`;
}

/** A finding whose message and details are longer than this together is not compared with others: a row of its own. */
const SAME_SAYING_MAX = 20_000;

/**
 * What a finding says of its one tool, with the tool's id taken out, its details included: findings of one rule,
 * severity and server that say the same of different tools, with the same details (a vendor's hint field in every
 * output schema, one breaking change made to every tool) are one row naming the tools. Not waived ones (each waiver
 * is its own), nor a finding with no tool or several; two tools whose descriptions changed differently have two
 * diffs, and two rows (an outside review: grouping by the message alone hid the one diff that added an instruction).
 */
function sameSaying(f: Finding): string | undefined {
  if (f.waived !== undefined || f.tools.length !== 1 || f.message.length > SAME_SAYING_MAX) return undefined;
  // A diff (of a description, a definition, instructions) is the tool's own: never grouped, nor read whole here.
  if (f.details !== undefined && DIFF_KEYS.some((key) => Object.hasOwn(f.details!, key) || Object.hasOwn(f.details!, `${key}Omitted`))) return undefined;
  const id = f.tools[0];
  const details = f.details === undefined ? '' : stableStringify(f.details);
  if (f.message.length + details.length > SAME_SAYING_MAX) return undefined;
  const server = f.servers?.length === 1 ? f.servers[0] : id.slice(0, Math.max(0, id.indexOf('/')));
  const without = (text: string, what: string) => text.split(what).join('\u0000');
  return [f.rule, f.severity, server, f.rollback === true ? 'rollback' : '', without(f.message, idText(id)), without(details, JSON.stringify(id).slice(1, -1))].join('\u0001');
}

/**
 * The findings table's rows, in the order of the findings: the findings that say the same of several tools of one
 * server (sameSaying) in the row of the first of them (two outside surveys: one output field of a scraping server
 * reported on 26 tools, a parameter asking the model its name on 8).
 */
function findingRows(listed: Finding[]): Row[] {
  const groups: Finding[][] = [];
  const byKey = new Map<string, Finding[]>();
  for (const f of listed) {
    const key = sameSaying(f);
    const group = key === undefined ? undefined : byKey.get(key);
    if (group !== undefined) {
      group.push(f);
      continue;
    }
    const fresh = [f];
    if (key !== undefined) byKey.set(key, fresh);
    groups.push(fresh);
  }
  return groups.map((g) => {
    const tools = [...new Set(g.map((f) => f.tools[0]))];
    return { rule: g[0].rule, text: tools.length === 1 ? findingRow(g[0]) : findingRow(g[0], tools, tools.length - 1), findings: g.length };
  });
}

/** Rules behind a rollback, in the order their tools are named: a new surface first, then what breaks or mutates. */
const ROLLBACK_ORDER = ['tool_added', 'runtime_unknown_tool', 'schema_breaking', 'mutable_contract', 'contract_changed', 'runtime_hash_mismatch', 'annotation_flip', 'declaration_changed'];

/** How many tools behind a rollback the reasons name (the JSON report marks every finding: `rollback`). */
export const ROLLBACK_NAMED = 8;

/** The tools behind a rollback (findings marked `rollback`), a new tool before a breaking change before the rest, then by id. */
export function rollbackTools(report: Report): string[] {
  const order = (rule: string) => (ROLLBACK_ORDER.includes(rule) ? ROLLBACK_ORDER.indexOf(rule) : ROLLBACK_ORDER.length);
  const best = new Map<string, number>();
  for (const f of report.findings) {
    if (f.rollback !== true) continue;
    for (const id of f.tools) best.set(id, Math.min(best.get(id) ?? Infinity, order(f.rule)));
  }
  return [...best].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([id]) => id);
}

/** Code points of an id named in the line of tools behind a rollback. */
const NAMED_ID = 80;

/**
 * The tools behind a rollback, named in the decision block: at most ROLLBACK_NAMED, in at most a tenth of the
 * report's limit (the block is always shown whole), the rest counted.
 */
function rollbackLine(ids: string[], limit: number): string {
  const room = Math.max(200, Math.floor(limit / 10));
  const named: string[] = [];
  let size = 0;
  for (const id of ids.slice(0, ROLLBACK_NAMED)) {
    const shown = markdownId(truncate(id, NAMED_ID));
    if (size + shown.length + 2 > room) break;
    named.push(shown);
    size += shown.length + 2;
  }
  const left = ids.length - named.length;
  if (named.length === 0) return `- ${ids.length} tool(s) behind the rollback: marked \`rollback\` in the JSON report.`;
  return `- Write paths to review first: ${named.join(', ')}${left > 0 ? `, and ${left} more (marked \`rollback\` in the JSON report)` : ''}.`;
}

/** A changed tool's collapsible block: its description diff and every schema change, breaking first. */
interface DetailBlock {
  id: string;
  /** A finding behind a rollback is about it: shown before the rest. */
  rollback: boolean;
  /**
   * The most severe finding about it alone (the blocks that matter most come first, and are cut last): not a
   * collision it is one of, which says nothing of what changed in it (an outside tester's upgrade: three tools'
   * unchanged-but-reworded blocks, ranked by a name two servers share, pushed out a new shell tool's).
   */
  rank: number;
  /** What the id names when it is not a tool's: `prompt`, `resource template`, `server`. */
  word: string;
  diff?: string;
  /** Why a changed description has no diff (too large to diff). */
  diffOmitted?: string;
  /** The other diffs (server instructions, the other fields of a prompt or template), or why each is not shown. */
  extra: { label: string; diff?: string; omitted?: string }[];
  /** One line each, breaking ones first. */
  changes: { line: string; breaking: boolean }[];
}

const KIND_WORD: Record<string, string> = { prompts: 'prompt', resourceTemplates: 'resource template' };
/** critical highest. */
const SEVERITY_RANK = new Map<string, number>(['info', 'low', 'medium', 'high', 'critical'].map((s, i) => [s, i]));

/** What a finding's details are about: a tool, a prompt or template (details.kind and id), a server's instructions. */
function subjectOf(f: Finding): { key: string; id: string; word: string } | undefined {
  if (f.tools[0] !== undefined) return { key: `tool\u0000${f.tools[0]}`, id: f.tools[0], word: '' };
  const d = f.details ?? {};
  if (typeof d.id === 'string' && typeof d.kind === 'string' && Object.hasOwn(KIND_WORD, d.kind)) return { key: `${d.kind}\u0000${d.id}`, id: d.id, word: KIND_WORD[d.kind] };
  if (f.rule === 'server_changed' && d.field === 'instructionsHash' && f.servers?.[0] !== undefined) return { key: `server\u0000${f.servers[0]}`, id: f.servers[0], word: 'server' };
  return undefined;
}

/** One schema change as one line: marked BREAKING or compatible, the schema and pointer, then the message (cut like a table row; line breaks shown as \n). */
function changeLine(id: string, f: Finding): { line: string; breaking: boolean } {
  const d = f.details!;
  const breaking = d.breaking === true || (d.breaking === undefined && f.rule === 'schema_breaking');
  // The report's messages are one line (oneLine): the id at their head is written the same way.
  const head = `${oneLine(idText(id))}: `;
  const message = f.message.startsWith(head) ? f.message.slice(head.length) : f.message.startsWith(`${id}: `) ? f.message.slice(id.length + 2) : f.message;
  // The pointer holds names from the schema (hostile): written one-line like the message (no `##[`, no line break).
  const line = `${breaking ? 'BREAKING  ' : 'compatible'} ${oneLine(String(d.schema))}#${oneLine(truncate(String(d.pointer ?? ''), ROW_MESSAGE))}: ${truncate(message, ROW_MESSAGE)}`;
  return { line: line.replace(/\r?\n/g, '\\n'), breaking };
}

/**
 * One block per tool with a description diff or schema changes, from all the
 * findings (advisory ones too: a compatible schema change is drift the lock
 * must approve). The most severe come first (the length limit cuts the least
 * severe); among equals, those with a description diff or a breaking change,
 * then those with more breaking changes.
 */
function detailBlocks(findings: Finding[]): DetailBlock[] {
  const bySubject = new Map<string, DetailBlock>();
  for (const f of findings) {
    const subject = subjectOf(f);
    if (!subject) continue;
    let e = bySubject.get(subject.key);
    if (!e) bySubject.set(subject.key, (e = { id: subject.id, word: subject.word, rollback: false, rank: 0, extra: [], changes: [] }));
    if (f.tools.length <= 1) e.rank = Math.max(e.rank, SEVERITY_RANK.get(f.severity) ?? 0);
    if (f.rollback === true) e.rollback = true;
    const diff = f.details?.descriptionDiff;
    if (typeof diff === 'string' && diff) e.diff = reviewableDiff(diff);
    const omitted = f.details?.descriptionDiffOmitted;
    if (typeof omitted === 'string' && omitted) e.diffOmitted = omitted;
    for (const key of DIFF_KEYS) {
      if (key === 'descriptionDiff') continue;
      const other = f.details?.[key];
      const why = f.details?.[`${key}Omitted`];
      if (typeof other === 'string' && other) e.extra.push({ label: DIFF_LABEL[key], diff: reviewableDiff(other) });
      else if (typeof why === 'string' && why) e.extra.push({ label: DIFF_LABEL[key], omitted: why });
    }
    if ((f.rule === 'schema_breaking' || f.rule === 'schema_change') && f.details) e.changes.push(changeLine(subject.id, f));
  }
  const blocks = [...bySubject.values()].filter((b) => b.diff !== undefined || b.diffOmitted !== undefined || b.extra.length > 0 || b.changes.length > 0);
  for (const b of blocks) b.changes = [...b.changes.filter((c) => c.breaking), ...b.changes.filter((c) => !c.breaking)];
  const first = (b: DetailBlock) => (b.diff !== undefined || b.diffOmitted !== undefined || b.extra.length > 0 || b.changes.some((c) => c.breaking) ? 0 : 1);
  // Among equals, the blocks with more breaking changes first (an outside tester: the two tools with nine breaking
  // changes each were cut, alphabetically after new tools with none).
  const breaking = (b: DetailBlock) => b.changes.reduce((n, c) => n + (c.breaking ? 1 : 0), 0);
  const name = (b: DetailBlock) => `${b.word}\u0000${b.id}`;
  return blocks.sort((a, b) => Number(b.rollback) - Number(a.rollback) || b.rank - a.rank || first(a) - first(b) || breaking(b) - breaking(a) || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0));
}

/** A block as Markdown with its first `shown` schema changes; the ones left out are counted in it. */
function renderBlock(b: DetailBlock, shown = b.changes.length): string {
  const parts = [`<details><summary>Changes of ${b.word ? `${b.word} ` : ''}${markdownId(truncate(b.id, ROW_ID), true)}</summary>`, ''];
  if (b.diff !== undefined) parts.push('Description, approved → live:', '', markdownFence(b.diff, 'diff'), '');
  else if (b.diffOmitted !== undefined) parts.push(`Description changed; ${markdownInline(b.diffOmitted)}.`, '');
  for (const x of b.extra) {
    if (x.diff !== undefined) parts.push(`${x.label}, approved → live:`, '', markdownFence(x.diff, 'diff'), '');
    else if (x.omitted !== undefined) parts.push(`${x.label} changed; ${markdownInline(x.omitted)}.`, '');
  }
  if (b.changes.length > 0) {
    const breaking = b.changes.filter((c) => c.breaking).length;
    const kinds = [breaking > 0 ? `${breaking} breaking` : '', breaking < b.changes.length ? `${b.changes.length - breaking} compatible` : ''].filter(Boolean).join(', ');
    parts.push(`Schema changes (${kinds}${breaking > 0 && breaking < b.changes.length ? ', breaking first' : ''}):`, '');
    if (shown > 0) parts.push(markdownFence(b.changes.slice(0, shown).map((c) => c.line).join('\n'), 'text'), '');
    const left = b.changes.slice(shown);
    if (left.length > 0) {
      const leftBreaking = left.filter((c) => c.breaking).length;
      parts.push(`_${left.length} more schema changes${leftBreaking > 0 ? ` (${leftBreaking} breaking)` : ''} left out here to stay under the length limit; the JSON report lists them._`, '');
    }
  }
  parts.push('</details>', '');
  return parts.join('\n');
}

/**
 * The most schema changes of `b` that fit in `room` characters (with the
 * newline after the block), or -1 when nothing useful does: a block without a
 * description diff must show at least one change.
 */
function changesThatFit(b: DetailBlock, room: number): number {
  const fits = (n: number) => renderBlock(b, n).length + 1 <= room;
  const least = b.diff !== undefined || b.diffOmitted !== undefined || b.extra.length > 0 ? 0 : 1;
  if (b.changes.length < least || !fits(least)) return -1;
  // The block grows with every change shown: the largest count that fits, by bisection.
  let lo = least;
  let hi = b.changes.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A diff line longer than this is cut when a block's diffs are cut to fit. */
const CUT_DIFF_LINE = 1_000;

/** The first `keep` lines of a diff, each cut to CUT_DIFF_LINE, and a line saying how many were left out. */
function cutDiff(diff: string, keep: number): string {
  const lines = diff.replace(/\n$/, '').split('\n');
  const kept = lines.slice(0, keep).map((line) => truncate(line, CUT_DIFF_LINE));
  if (lines.length > keep) kept.push(`… ${lines.length - keep} more ${lines.length - keep === 1 ? 'line' : 'lines'} of this diff left out here (the JSON report has it)`);
  return `${kept.join('\n')}\n`;
}

/**
 * A block with diffs (description, instructions, other fields) too big for
 * `room`, with every diff cut to its first lines — as many as fit, found by
 * bisection — and none of its schema changes (they are counted as left out);
 * undefined when not even a line of each fits, or it has no diff to cut.
 */
function diffsThatFit(b: DetailBlock, room: number): DetailBlock | undefined {
  const longest = Math.max(0, ...[b.diff, ...b.extra.map((x) => x.diff)].map((d) => (d === undefined ? 0 : d.split('\n').length)));
  if (longest === 0) return undefined;
  const cut = (keep: number): DetailBlock => ({
    ...b,
    ...(b.diff !== undefined ? { diff: cutDiff(b.diff, keep) } : {}),
    extra: b.extra.map((x) => (x.diff !== undefined ? { ...x, diff: cutDiff(x.diff, keep) } : x)),
  });
  const fits = (keep: number) => renderBlock(cut(keep), 0).length + 1 <= room;
  if (!fits(1)) return undefined;
  let lo = 1;
  let hi = longest;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return cut(lo);
}

/**
 * Findings a reader must see one by one: medium and above, anything the threshold blocks, and, below both, what
 * still keeps the release from promotion (a compatible schema change, a write with no identity): the decision's
 * reasons count them, and the reader must be able to find which tools they are. Not a compatible schema change:
 * it is shown with its tool's contract change (listed), in the details.
 */
export function isListed(f: Finding, report: Report): boolean {
  if (atLeast(f.severity, 'medium') || atLeast(f.severity, report.summary.failOn)) return true;
  if (coversInPart(f)) return true;
  return !f.waived && f.rule !== 'schema_change' && preventsPromotion(f.rule);
}

/**
 * A waiver that covers a finding only in part (an overlap group listed without one of its members): the finding still
 * counts, and this is the only word of why — listed, not counted under Advisory, so that whoever wrote the waiver
 * sees what it leaves out (an outside audit: `waiver_unused x1 (info)` was all the text report said).
 */
function coversInPart(f: Finding): boolean {
  return f.rule === 'waiver_unused' && Array.isArray(f.details?.notListed);
}

/**
 * The findings table's heading counts: the rows' findings by severity, how many of them are waived, then what is
 * counted under Advisory instead (an outside audit: `(2 high, 4 info)` over a table of two rows):
 * `2 high, 1 medium; 1 of them waived; 4 info under Advisory`.
 */
export function findingsHeading(listed: readonly Finding[], advisory: readonly Finding[]): string {
  const bySeverity = (findings: readonly Finding[]) => {
    const counts = new Map<string, number>();
    for (const f of findings) counts.set(f.severity, (counts.get(f.severity) ?? 0) + 1);
    return SEVERITY_ORDER.filter((s) => counts.has(s)).map((s) => `${counts.get(s)} ${s}`).join(', ');
  };
  const waived = listed.filter((f) => f.waived).length;
  return [bySeverity(listed), waived > 0 ? `${waived} of them waived` : '', advisory.length > 0 ? `${bySeverity(advisory)} under Advisory` : ''].filter(Boolean).join('; ');
}

/**
 * What resolves each rule of the findings a reader must act on (listed, not
 * waived), in the order they are listed: the rule set's remediation, and
 * whether a waiver is an option at all.
 */
export function resolutions(findings: Finding[]): { rule: string; kind: string; remediation: string }[] {
  const seen = new Set<string>();
  const out: { rule: string; kind: string; remediation: string }[] = [];
  for (const f of findings) {
    const rule = RULES.get(f.rule);
    if (f.waived || !rule || seen.has(f.rule)) continue;
    seen.add(f.rule);
    const kind = rule.evidence ? 'evidence; not waivable' : rule.fixOnly ? 'fix-only; not waivable' : rule.waiverListsTools ? 'waivable by exact tool id' : 'waivable';
    out.push({ rule: f.rule, kind, remediation: rule.remediation });
  }
  return out;
}

function resolutionBlock(findings: Finding[]): string {
  const list = resolutions(findings);
  if (list.length === 0) return '';
  return ['<details><summary>How to resolve</summary>', '', ...list.map((r) => `- \`${r.rule}\` _${r.kind}_: ${remediationMarkdown(r.remediation)}`), '', '</details>', '', ''].join('\n');
}

/**
 * A rule's remediation (the rule set's own text, not a server's): its `code` spans as code, the rest escaped as any
 * text is (the escaping showed the backticks themselves: Run \`catalog\-lock lock\`).
 */
function remediationMarkdown(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((piece, i) => {
      if (i % 2 === 1) return markdownCode(piece.slice(1, -1));
      // The spaces around a code span are the sentence's, not a piece's edge to show (`Run\u{20}` before the span).
      const [, lead, middle, trail] = /^( *)([\s\S]*?)( *)$/.exec(piece)!;
      return `${lead}${markdownInline(middle)}${trail}`;
    })
    .join('');
}

/**
 * `rule ×N (severity)` per rule, with how many of them are waived (`, 2 waived`: the summary's waived count names
 * them too, and a reader took them for others: an eighth survey), or '' when there are none.
 */
export function advisorySummary(findings: Finding[]): string {
  const counts = new Map<string, { n: number; waived: number; severity: string }>();
  for (const f of findings) {
    const c = counts.get(f.rule) ?? { n: 0, waived: 0, severity: f.severity };
    c.n++;
    if (f.waived) c.waived++;
    counts.set(f.rule, c);
  }
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([rule, c]) => `\`${rule}\` ×${c.n} (${c.severity}${c.waived === 0 ? '' : c.waived === c.n ? ', waived' : `, ${c.waived} waived`})`)
    .join(', ');
}

/** A server row shows at most this much of the label and protocol version; the error is cut to one of SERVER_ERROR_CUTS. */
const SERVER_LABEL = 200;
const SERVER_PROTOCOL = 40;
/** Server errors are cut to the longest of these at which the whole server table fits its share of the report. */
const SERVER_ERROR_CUTS = [300, 100, 30] as const;
const SERVER_TABLE_HEAD = '| server | status | tools | protocol |\n| --- | --- | --- | --- |\n';
/** With a drift column when any server drifted: what changed in its tools, counted. */
const SERVER_TABLE_HEAD_DRIFT = '| server | status | tools | protocol | drift |\n| --- | --- | --- | --- | --- |\n';

/** Per server, what changed in its tools against the lock: added, removed, changed, and the breaking schema changes among them. */
interface ServerDrift {
  added: number;
  removed: number;
  changed: number;
  breaking: number;
  /** The server itself changed (version, protocol, capabilities, instructions: server_changed). */
  server: boolean;
  /** Its prompts or resource templates changed, were added or removed. */
  prompts: boolean;
  /** It is not in the lock yet (server_not_locked). */
  unlocked: boolean;
}

/** The drift of each server, from the findings (an upgrade survey asked for one line per server to triage 130 findings of one release). */
function serverDrift(findings: readonly Finding[]): Map<string, ServerDrift> {
  const out = new Map<string, ServerDrift>();
  const of = (label: string) => {
    let d = out.get(label);
    if (d === undefined) out.set(label, (d = { added: 0, removed: 0, changed: 0, breaking: 0, server: false, prompts: false, unlocked: false }));
    return d;
  };
  for (const f of findings) {
    const label = f.servers?.length === 1 ? f.servers[0] : undefined;
    if (label === undefined) continue;
    if (f.rule === 'tool_added') of(label).added++;
    else if (f.rule === 'tool_removed') of(label).removed++;
    else if (f.rule === 'contract_changed' || f.rule === 'mutable_contract') of(label).changed++;
    else if (f.rule === 'schema_breaking') of(label).breaking++;
    else if (f.rule === 'server_changed') of(label).server = true;
    else if (f.rule === 'prompt_changed' || f.rule === 'resource_template_changed') of(label).prompts = true;
    else if (f.rule === 'server_not_locked') of(label).unlocked = true;
  }
  return out;
}

/** `+2 -1 ~6 (27 breaking); server changed; prompts or templates changed`, `not locked`, or empty. */
function driftCell(d: ServerDrift | undefined): string {
  if (d === undefined) return '';
  if (d.unlocked) return 'not locked';
  const tools = [d.added > 0 ? `+${d.added}` : '', d.removed > 0 ? `-${d.removed}` : '', d.changed > 0 ? `~${d.changed}` : '', d.breaking > 0 ? `(${d.breaking} breaking)` : ''].filter(Boolean).join(' ');
  return [tools, d.server ? 'server changed' : '', d.prompts ? 'prompts or templates changed' : ''].filter(Boolean).join('; ');
}

function serverRow(s: Report['servers'][number], errorCut: number, drift?: Map<string, ServerDrift>): string {
  const error = s.error ? ` (${markdownInline(truncate(s.error, errorCut))})` : '';
  const row = `| ${markdownInline(truncate(s.label, SERVER_LABEL))} | ${markdownInline(s.status)}${error} | ${s.toolCount} | ${markdownInline(truncate(s.protocolVersion ?? '', SERVER_PROTOCOL))} |`;
  return drift === undefined ? row : `${row} ${driftCell(drift.get(s.label))} |`;
}

/** The server table in at most `room` characters (with the blank line after it), and how many servers it leaves out. */
function serverTable(servers: Report['servers'], room: number, findings: readonly Finding[] = []): { text: string; left: number } {
  const drift = serverDrift(findings);
  const drifted = drift.size > 0 ? drift : undefined;
  const head = drifted === undefined ? SERVER_TABLE_HEAD : SERVER_TABLE_HEAD_DRIFT;
  let rows: string[] = [];
  for (const cut of SERVER_ERROR_CUTS) {
    rows = servers.map((s) => serverRow(s, cut, drifted));
    const size = head.length + rows.reduce((n, r) => n + r.length + 1, 0) + 1;
    if (size <= room) return { text: head + rows.map((r) => r + '\n').join('') + '\n', left: 0 };
  }
  // Even at the shortest cut the table does not fit: rows that do not fit are left out (a long label must not hide the rows after it).
  if (head.length + 1 > room) return { text: '', left: servers.length };
  // The servers that drifted are kept first (their rows say what changed), shown in the table's order.
  const order = servers.map((_, i) => i).sort((x, y) => Number(drift.has(servers[y].label)) - Number(drift.has(servers[x].label)) || x - y);
  const keep = new Set<number>();
  let size = head.length + 1;
  for (const i of order) {
    if (size + rows[i].length + 1 > room) continue;
    keep.add(i);
    size += rows[i].length + 1;
  }
  const text = head + rows.filter((_, i) => keep.has(i)).map((r) => r + '\n').join('');
  return { text: text + '\n', left: servers.length - keep.size };
}

/**
 * When a snapshot file was taken and how old it may be: `taken 2026-12-05T10:00:00.000Z, at most 1d old`, or
 * `undated`. The time is a valid date-time (snapshotTakenAt), shown through `code` all the same.
 */
export function snapshotTaken(snapshot: NonNullable<Report['summary']['snapshot']>, code: (text: string) => string = (text) => text): string {
  const taken = snapshot.takenAt === null ? 'undated' : `taken ${code(snapshot.takenAt)}`;
  return `${taken}, ${snapshot.maxAge === null ? 'no age limit' : `at most ${snapshot.maxAge} old`}`;
}

/** ` · runtime photograph: 9 tools, taken …, release …` when the check compared one. */
function runtimeLine(report: Report): string {
  const runtime = report.summary.runtime;
  if (!runtime) return '';
  const taken = runtime.capturedAtUtc === null ? 'undated' : `taken ${markdownCode(runtime.capturedAtUtc)}`;
  return ` · runtime photograph: ${runtime.tools} tools, ${taken}${runtime.agentRelease === null ? '' : `, release ${markdownCode(truncate(runtime.agentRelease, ROW_ID))}`}`;
}

/**
 * Everything counts against `limit`: the decision and its reasons come first
 * and are always there; the server table gets the room the findings table does
 * not need (at least half of what is left); findings rows, then detail blocks,
 * fill the rest. What does not fit is named in a truncation notice at the end.
 * (Only a limit too small for the decision block, the catalog line and the
 * table headings, a few hundred characters, can be exceeded.)
 */
export function renderMarkdown(report: Report, limit = MARKDOWN_LIMIT): string {
  const head: string[] = [];
  head.push(`### ${DECISION_MARK[report.decision]} MCP catalog lock: ${DECISION_WORD[report.decision]} — ${markdownInline(truncate(report.agent, ROW_ID))}`);
  head.push('');
  for (const reason of report.reasons) head.push(`- ${markdownInline(reason)}`);
  const behind = rollbackTools(report);
  if (behind.length > 0) head.push(rollbackLine(behind, limit));
  if (report.mode !== 'live') head.push(`- Checked against ${report.mode === 'offline' ? 'the files only: **the live catalog was not verified**' : `a snapshot file, not the live servers${report.summary.snapshot ? ` (${snapshotTaken(report.summary.snapshot, markdownCode)})` : ''}`}.`);
  head.push('');
  head.push(`Catalog ${markdownCode(report.catalog)} · lock digest \`${report.summary.lockDigest ?? 'none'}\`${report.summary.liveDigest ? ` · live digest \`${report.summary.liveDigest}\`` : ''}${runtimeLine(report)}`);
  head.push('');
  let out = head.join('\n') + '\n';

  const servers = report.servers;
  // Advisory findings (below both medium and the fail-on threshold) are counted per rule instead of listed.
  const listed = report.findings.filter((f) => isListed(f, report));
  const advisory = report.findings.filter((f) => !isListed(f, report));
  const info = advisorySummary(advisory);
  const counts = findingsHeading(listed, advisory);
  const rows = findingRows(listed);
  // Details cover every changed tool, advisory changes included (compatible schema changes are drift too).
  const details = detailBlocks(report.findings);
  const changeCount = details.reduce((n, b) => n + b.changes.length, 0);

  let intro = '';
  if (report.findings.length === 0) intro = 'No findings.\n';
  else {
    if (info) intro += `Advisory: ${info} (listed in the JSON report).\n\n`;
    if (listed.length > 0) intro += `#### Findings (${counts})\n\n| severity | rule | tools | finding |\n| --- | --- | --- | --- |\n`;
  }

  const howTo = resolutionBlock(listed);
  const notice = (serversLeft: number, rowsLeft: number, detailsLeft: number, changesLeft: number, howToLeft = false, diffsCut = 0) => {
    const parts: string[] = [];
    if (howToLeft) parts.push('the notes on how to resolve each rule (docs/rules.md)');
    if (serversLeft > 0) parts.push(`${serversLeft} of ${servers.length} servers`);
    if (rowsLeft > 0) parts.push(`${rowsLeft} of ${listed.length} findings`);
    if (detailsLeft > 0) parts.push(`${detailsLeft} of ${details.length} detail sections`);
    if (changesLeft > 0) parts.push(`${changesLeft} schema changes of the detail sections shown`);
    if (diffsCut > 0) parts.push(`the last lines of the diffs in ${diffsCut} detail ${diffsCut === 1 ? 'section' : 'sections'}`);
    const what = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
    return `\n_Truncated: ${what} were left out to stay under ${limit} characters; the JSON report has everything._\n`;
  };
  // Room kept for the longest notice this report can need.
  const room = limit - notice(servers.length, listed.length, details.length, changeCount, howTo !== '', details.length).length;
  // How to resolve what is listed follows the rows; its room is kept before the tables take theirs (it is a
  // few lines per rule, worth more than the last rows), unless it would take more than a quarter of what is left.
  const howToShown = howTo !== '' && howTo.length <= (room - out.length) / 4;
  const tablesRoom = room - (howToShown ? howTo.length : 0);

  // The server table may use what the findings table does not need, and at least half of what is left.
  const free = tablesRoom - out.length;
  const findingsNeed = intro.length + rows.reduce((n, r) => n + r.text.length + 1, 0) + (rows.length > 0 ? 1 : 0);
  const table = serverTable(servers, Math.max(free - findingsNeed, Math.floor(free / 2)), report.findings);
  out += table.text;

  let keptRows = 0;
  out += intro;
  if (listed.length > 0) {
    // When not every row fits: up to a quarter of the room (what they need, if less) is kept for the detail sections (the description diffs a
    // reviewer approves), and the rows are chosen rule by rule — the first row of every rule, then the second… —
    // so that the findings behind the decision are not all pushed out by one rule's many rows. Shown in order.
    const fitsAll = out.length + rows.reduce((n, r) => n + r.text.length + 1, 0) + 1 <= tablesRoom;
    const detailsNeed = details.reduce((n, b) => n + renderBlock(b).length + 1, 0);
    const rowsRoom = fitsAll ? tablesRoom : tablesRoom - Math.min(detailsNeed, Math.floor((tablesRoom - out.length) / 4));
    const rank = new Map<string, number>();
    const order = rows
      .map((r, i) => ({ i, nth: rank.set(r.rule, (rank.get(r.rule) ?? -1) + 1).get(r.rule)! }))
      .sort((a, b) => a.nth - b.nth || a.i - b.i);
    const keep = new Set<number>();
    let size = out.length + 1;
    for (const { i } of order) {
      // A row too big to fit is skipped, not the end: a long hostile name must not hide the findings after it.
      if (size + rows[i].text.length + 1 > rowsRoom) continue;
      keep.add(i);
      size += rows[i].text.length + 1;
      keptRows += rows[i].findings;
    }
    for (let i = 0; i < rows.length; i++) if (keep.has(i)) out += rows[i].text + '\n';
    out += '\n';
  }
  if (howToShown) out += howTo;
  // Detail blocks are the first thing cut. Whole blocks first, in order (a block too big to fit is skipped, not
  // the end: smaller ones after it still fit); then the skipped ones with as many schema changes as still fit.
  // A block whose diffs are too big for all the room the details have (a long description rewritten) is shown in
  // its place with its diffs cut to their first lines, in at most half of the room still free, rather than not at all.
  // (One too big for its schema changes gets them cut in the second pass.)
  const shown = new Map<DetailBlock, { block: DetailBlock; n: number }>();
  let diffsCut = 0;
  {
    let used = out.length;
    const detailsRoom = room - used;
    for (const block of details) {
      const size = renderBlock(block).length + 1;
      if (used + size <= room) {
        shown.set(block, { block, n: block.changes.length });
        used += size;
      } else if (size > detailsRoom && changesThatFit(block, detailsRoom) < 0) {
        const cut = diffsThatFit(block, Math.floor((room - used) / 2));
        if (cut === undefined) continue;
        shown.set(block, { block: cut, n: 0 });
        used += renderBlock(cut, 0).length + 1;
        diffsCut += 1;
      }
    }
    for (const block of details) {
      if (shown.has(block)) continue;
      const n = changesThatFit(block, room - used);
      if (n < 0) continue;
      shown.set(block, { block, n });
      used += renderBlock(block, n).length + 1;
    }
  }
  let changesLeft = 0;
  for (const block of details) {
    const entry = shown.get(block);
    if (entry === undefined) continue;
    out += renderBlock(entry.block, entry.n) + '\n';
    changesLeft += block.changes.length - entry.n;
  }
  const howToLeft = howTo !== '' && !howToShown;
  if (table.left > 0 || keptRows < listed.length || shown.size < details.length || changesLeft > 0 || diffsCut > 0 || howToLeft) {
    out += notice(table.left, listed.length - keptRows, details.length - shown.size, changesLeft, howToLeft, diffsCut);
  }
  return out;
}

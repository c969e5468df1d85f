// SARIF 2.1.0 for GitHub code scanning. Rule metadata comes from the rule
// set; each result is located at the line of the tool (or server) in the
// catalog YAML, or in the lock where the catalog has no entry for it.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Log, ReportingDescriptor, Result } from 'sarif';
import { RULES } from '../rules/rules.js';
import { mostSevereFirst } from './build.js';
import { overallDecision } from '../policy/decide.js';
import { oneLine } from './escape.js';
import { truncate } from '../util/truncate.js';
import type { Finding, Report, Severity } from '../types.js';

export interface Located {
  uri: string;
  line: number;
  column: number;
}

/** Finds where a finding belongs (the catalog YAML or the lock); the caller owns the files. */
export type Locate = (finding: Finding) => Located | undefined;

const LEVEL: Record<Severity, Result.level> = { critical: 'error', high: 'error', medium: 'warning', low: 'note', info: 'note' };
// GitHub reads `security-severity` (0-10) to rank security alerts.
const SECURITY_SEVERITY: Record<Severity, string> = { critical: '9.5', high: '8.0', medium: '5.5', low: '3.0', info: '0.0' };

export const TOOL_NAME = 'mcp-catalog-lock';
export const INFORMATION_URI = 'https://github.com/mcp-catalog-lock/mcp-catalog-lock';

function descriptor(id: string): ReportingDescriptor {
  const rule = RULES.get(id)!;
  return {
    id: rule.id,
    name: rule.id.replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase()),
    shortDescription: { text: escapeBraces(rule.title) },
    fullDescription: { text: escapeBraces(rule.rationale) },
    help: { text: escapeBraces(rule.remediation), markdown: escapeBraces(rule.remediation) },
    defaultConfiguration: { level: LEVEL[rule.severity] },
    properties: { tags: ['security', 'mcp'], 'security-severity': SECURITY_SEVERITY[rule.severity] },
  };
}

/**
 * Longest hostile text a SARIF string carries, in code points (`…` marks the
 * cut): code scanning refuses a file over 10 MB compressed, and a server can
 * name its tools with megabytes.
 */
export const SARIF_TEXT_MAX = 2_000;

/**
 * Every string a SARIF viewer may show carries hostile text (tool names,
 * descriptions, server errors): `message.text`, related-location messages,
 * suppression justifications and the result's property bag. Each is one
 * line: line breaks, tabs, bidi overrides, zero-width and other invisible
 * characters are shown as `\u{…}`, as in every other sink (a tool name
 * holding a line break would otherwise start a line `::error::…` wherever the
 * text is printed, `jq -r` included), and the text is cut at SARIF_TEXT_MAX. Fingerprints are
 * computed from the raw values, so an alert stays the same alert.
 */
const plain = (text: string) => oneLine(truncate(text, SARIF_TEXT_MAX));
/** Catalogs whose decision the run's properties list (the file has a size limit; the JSON report lists every one). */
const SARIF_CATALOGS = 200;

/**
 * Message text: also escapes `[` and `]`, which SARIF viewers read as
 * embedded links in plain text (`[text](relatedLocation id or URI)`, SARIF
 * 2.1.0 §3.11.6): a tool name cannot make a link. The spec's escape is a
 * backslash before the bracket; backslashes right before a bracket are
 * doubled (each reads as one), so a name cannot escape the escape.
 */
function messageText(text: string): string {
  return escapeMessage(plain(text));
}

/**
 * Hostile text as SARIF message text: brackets escaped (see escapeBrackets), and `{` and `}` doubled, as SARIF
 * 2.1.0 §3.11.5 requires of every message string: `{0}` is a placeholder a viewer would fill (a tool named `{0}`,
 * or this product's own `\u{20}`, would show as something else).
 */
export function escapeMessage(text: string): string {
  return escapeBraces(escapeBrackets(text));
}

/** `{` and `}` doubled (SARIF 2.1.0 §3.11.5): for every message string, the rule set's own texts included. */
function escapeBraces(text: string): string {
  return text.replace(/[{}]/g, (brace) => brace + brace);
}

/** `[` and `]` escaped as SARIF message text escapes them: a run of backslashes before a bracket is doubled too, so `\[` in a name cannot re-open the link (`\\` reads as one backslash). */
export function escapeBrackets(text: string): string {
  return text.replace(/(\\*)([[\]])/g, (_, slashes: string, bracket: string) => `${slashes}${slashes}\\${bracket}`);
}

/**
 * What identifies a result across runs (code scanning merges results with
 * equal fingerprints): agent, rule, tools, servers and, for findings that
 * come several to a tool, where in the schema and what changed. Hashed, so
 * a tool id holding a separator cannot pass for two ids. Not the message: it
 * carries scores and counts that move between runs.
 */
function fingerprintOf(agent: string, finding: Finding): string {
  const d = finding.details ?? {};
  const parts = [agent, finding.rule, finding.tools, finding.servers ?? [], d.schema ?? null, d.pointer ?? null, d.change ?? null, d.hint ?? null];
  // A finding about a prompt or resource template names no tool: which entry it is tells it apart (appended only
  // then, so the fingerprints of every other finding stay what they were).
  if (d.kind !== undefined || d.id !== undefined) parts.push(d.kind ?? null, d.id ?? null);
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

/** Related locations shown for a finding about several tools (a collision, an overlap group), at most this many. */
const MAX_RELATED = 20;

/** The other tools of a multi-tool finding, each at its own line (distinct from the result's location and from each other). */
function relatedLocations(finding: Finding, primary: Located, where: Locate): NonNullable<Result['relatedLocations']> {
  if (finding.tools.length < 2) return [];
  const seen = new Set([`${primary.uri}:${primary.line}:${primary.column}`]);
  const out: NonNullable<Result['relatedLocations']> = [];
  for (const id of finding.tools) {
    if (out.length === MAX_RELATED) break;
    const at = where({ ...finding, tools: [id], servers: [] });
    if (!at || seen.has(`${at.uri}:${at.line}:${at.column}`)) continue;
    seen.add(`${at.uri}:${at.line}:${at.column}`);
    out.push({
      id: out.length,
      message: { text: messageText(id) },
      physicalLocation: { artifactLocation: { uri: at.uri }, region: { startLine: at.line, startColumn: at.column } },
    });
  }
  return out;
}

/**
 * Results one SARIF file carries. Code scanning keeps the first 5,000 results
 * of a run and rejects a run of more than 25,000 (a 10k-tool gateway has
 * 22k findings, a 50k one 114k), and refuses a file over 10 MB compressed:
 * past SARIF_MAX_RESULTS results, or past SARIF_MAX_BYTES bytes when the file
 * does not compress under SARIF_MAX_COMPRESSED (hostile text that does not
 * compress), the most severe unwaived findings are kept, and a notification
 * of the run says how many were left out (the JSON report has them all).
 */
export const SARIF_MAX_RESULTS = 5_000;
export const SARIF_MAX_BYTES = 8_000_000;
/** Gzip-compressed bytes a file may take when it is over SARIF_MAX_BYTES (code scanning's limit is 10 MB). */
export const SARIF_MAX_COMPRESSED = 9_000_000;
/** Bytes a file is ever printed to before it is compressed to be measured (5,000 results of hostile text could reach a gigabyte). */
const SARIF_MAX_PRINTED = 64_000_000;

/** Results are printed at this depth of the log (runs[0].results[i]): two spaces per level on every line. */
const RESULT_INDENT = 8;

/** Bytes a result takes in the printed file (its lines indented, and the separator after it); the rest of the file (rules, header) is a few kilobytes per rule. */
function printedSize(result: Result): number {
  const text = JSON.stringify(result, null, 2);
  let lines = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
  // + 2 for the separator, + 2 for a ruleIndex of up to three digits (counted here as 0).
  return Buffer.byteLength(text) + lines * RESULT_INDENT + 4;
}

/** Tools named in a result's properties (an overlap group can hold hundreds); toolCount says how many there are. */
const PROPERTY_TOOLS = 20;

export function renderSarif(reports: Report[], locate: (report: Report) => Locate, version: string, limits: { results?: number; bytes?: number; compressed?: number } = {}): string {
  const maxResults = limits.results ?? SARIF_MAX_RESULTS;
  const maxBytes = limits.bytes ?? SARIF_MAX_BYTES;
  const maxCompressed = limits.compressed ?? SARIF_MAX_COMPRESSED;
  const all = reports.flatMap((report) => report.findings.map((finding) => ({ report, finding })));
  // Two findings that come out alike (two schema changes at one pointer: an edit of each of two alternatives' items)
  // stay two alerts: a repeat of a fingerprint takes its ordinal, in report order (the first keeps the plain one).
  const prints = new Map<(typeof all)[number], string>();
  const repeats = new Map<string, number>();
  for (const entry of all) {
    const print = fingerprintOf(entry.report.agent, entry.finding);
    const k = repeats.get(print) ?? 0;
    repeats.set(print, k + 1);
    prints.set(entry, k === 0 ? print : createHash('sha256').update(`${print}\u0000${k}`).digest('hex').slice(0, 32));
  }
  const locators = new Map<Report, Locate>();
  const resultOf = (entry: (typeof all)[number]): Result => {
    const { report, finding } = entry;
    let where = locators.get(report);
    if (!where) locators.set(report, (where = locate(report)));
    const location = where(finding) ?? { uri: report.catalog, line: 1, column: 1 };
    const properties: Record<string, unknown> = { severity: finding.severity, agent: plain(report.agent), tools: finding.tools.slice(0, PROPERTY_TOOLS).map(plain) };
    if (finding.tools.length > PROPERTY_TOOLS) properties.toolCount = finding.tools.length;
    const result: Result = {
      ruleId: finding.rule,
      // Set once the rules of the file are known; here so that it is counted in the result's size.
      ruleIndex: 0,
      level: LEVEL[finding.severity],
      message: { text: messageText(finding.message) },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: location.uri },
            region: { startLine: location.line, startColumn: location.column },
          },
        },
      ],
      partialFingerprints: { 'catalogLock/v2': prints.get(entry)! },
      properties,
    };
    const related = relatedLocations(finding, location, where);
    if (related.length > 0) result.relatedLocations = related;
    if (finding.waived) {
      result.suppressions = [{ kind: 'external', status: 'accepted', justification: plain(`${finding.waived.reason} (owner ${finding.waived.owner}, expires ${finding.waived.expires})`) }];
    }
    return result;
  };
  // The most severe first, unwaived before waived (ties in report order), while they fit: a result too
  // large is skipped, the next may fit. Results are built once, and only for the findings visited.
  const order = mostSevereFirst(all.map((x) => x.finding));
  const built = new Map<number, { result: Result; size: number }>();
  const render = (budget: number): string => {
    const chosen: number[] = [];
    let bytes = 0;
    for (const i of order) {
      if (chosen.length === maxResults) break;
      let entry = built.get(i);
      if (!entry) {
        const result = resultOf(all[i]);
        built.set(i, (entry = { result, size: printedSize(result) }));
      }
      if (bytes + entry.size > budget) continue;
      chosen.push(i);
      bytes += entry.size;
    }
    const results = chosen.sort((a, b) => a - b).map((i) => built.get(i)!.result);
    const omitted = all.length - results.length;
    const ruleIds = [...new Set(results.map((r) => r.ruleId!))].sort();
    const index = new Map(ruleIds.map((id, i) => [id, i]));
    for (const result of results) result.ruleIndex = index.get(result.ruleId!);
    const log: Log = {
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: TOOL_NAME, version, informationUri: INFORMATION_URI, rules: ruleIds.map(descriptor) } },
          ...(omitted > 0
            ? {
                invocations: [
                  {
                    executionSuccessful: true,
                    toolExecutionNotifications: [
                      {
                        level: 'warning',
                        message: {
                          text: `${omitted} of ${all.length} findings are left out of this file: code scanning keeps ${maxResults} results of a run and refuses a file over 10 MB compressed, and this file carries the ${results.length} most severe that fit. The JSON report lists every finding.`,
                        },
                      },
                    ],
                  },
                ],
              }
            : {}),
          results,
          // The decision, as the other formats give it first: code scanning shows alerts, a reader of the file the verdict.
          properties: {
            decision: overallDecision(reports),
            catalogs: reports.slice(0, SARIF_CATALOGS).map((r) => ({ agent: plain(r.agent), catalog: plain(r.catalog), decision: r.decision, exitCode: r.exitCode })),
          },
        },
      ],
    };
    return `${JSON.stringify(log, null, 2)}\n`;
  };
  // Findings compress well (repeated keys, rules, paths): a file larger than maxBytes is kept when it
  // compresses under the limit. Hostile text that does not compress gets the uncompressed budget, which fits whatever the text.
  const whole = render(SARIF_MAX_PRINTED);
  if (Buffer.byteLength(whole) <= maxBytes || gzipSync(whole).length <= maxCompressed) return whole;
  return render(maxBytes);
}

// The content lint measured on labelled tools: poisoned definitions written
// in the styles of published tool-poisoning techniques (recall), benign ones
// written to look suspicious (false positives), and the real livemcptool
// corpus (false positives on what real servers ship). The labelled sets are
// test/fixtures/lint-eval/{poisoned,benign}.json, written blind to the lint's
// patterns (by people who had not read src/analysis/lint/). Shared by
// test/unit/lint-eval.test.ts and scripts/lint-eval.ts, which writes the
// figures into docs/lint-evaluation.md.
//
// Each poisoned tool is linted in a catalog of its own server beside every
// benign tool (so that a reference to another server's tool can be one), the
// benign tools together, the corpus tools each on their corpus server. Through
// analyze() and the analyzers `check` runs: what is counted is what a check
// reports.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { analyze } from '../../src/analysis/analyze.js';
import { ANALYZERS, lintCatalog } from '../../src/analysis/analyzers.js';
import { lintTool, type LintContext } from '../../src/analysis/lint.js';
import { project } from '../../src/contract/projection.js';
import type { Analyzers } from '../../src/analysis/analyze.js';
import { SEVERITY_ORDER } from '../../src/rules/rules.js';
import type { Finding, JsonObject } from '../../src/types.js';
import { corpusEntries } from './corpus.js';
import { catalogOf, server, snapshot } from './snapshots.js';

/** The rules that say a tool's text is aimed at the model or hides something: what counts as flagging it. */
export const CONTENT_RULES = ['hidden_unicode', 'ansi_escape', 'instruction_text', 'steering_text', 'pinned_argument', 'tool_preference', 'exfiltration_parameter', 'output_instruction_channel'] as const;

export interface LabelledTool {
  id: string;
  /** Poisoned: the technique's family (hidden_instructions, exfiltration, shadowing, …). */
  category?: string;
  language?: string;
  subtle?: boolean;
  technique?: string;
  hard?: string;
  /** Benign: the server it would come from (its catalog label). */
  server?: string;
  tool: JsonObject;
}

export interface Outcome {
  id: string;
  /** The content rules that fired on the tool, sorted. */
  rules: string[];
  /** A content finding at medium or above: it fails a check at the default threshold. */
  blocking: boolean;
}

const FIXTURES = new URL('../fixtures/lint-eval/', import.meta.url);

export function labelled(file: 'poisoned' | 'benign'): LabelledTool[] {
  return JSON.parse(readFileSync(new URL(`${file}.json`, FIXTURES), 'utf8')) as LabelledTool[];
}

/** Half the poisoned set, fixed by each id's hash: patterns are tuned looking at `dev` only; `holdout` measures them. */
export function splitOf(id: string): 'dev' | 'holdout' {
  return createHash('sha256').update(id).digest()[0] % 2 === 0 ? 'dev' : 'holdout';
}

const MEDIUM = SEVERITY_ORDER.indexOf('medium');
const CONTENT = new Set<string>(CONTENT_RULES);

/** The content findings per tool id of one catalog (label → definitions), as analyze() reports them. */
/** The analysis with the content lint as its only catalog-wide analyzer: every content rule is the lint's (no overlap scored). */
const LINT_ONLY: Analyzers = { ...ANALYZERS, aggregate: (tools, { catalog, snapshot, lock }) => lintCatalog(tools, snapshot, catalog, lock) };

function lintServers(servers: Map<string, JsonObject[]>): Map<string, Finding[]> {
  const labels = [...servers.keys()];
  const analysis = analyze({ catalog: catalogOf(labels), snapshot: snapshot(labels.map((label) => server(label, servers.get(label)!))) }, LINT_ONLY);
  const byTool = new Map<string, Finding[]>();
  for (const f of analysis.findings) {
    if (!CONTENT.has(f.rule)) continue;
    for (const id of f.tools) {
      const list = byTool.get(id) ?? [];
      list.push(f);
      byTool.set(id, list);
    }
  }
  return byTool;
}

function outcomeOf(id: string, findings: Finding[] | undefined): Outcome {
  const list = findings ?? [];
  return {
    id,
    rules: [...new Set(list.map((f) => f.rule))].sort(),
    blocking: list.some((f) => SEVERITY_ORDER.indexOf(f.severity) <= MEDIUM),
  };
}

/**
 * The benign catalog: each labelled tool on its server, and beside it a stub (a name, no text) for each tool of the
 * set its text names in snake_case that its server does not list yet. The hard negatives were written as tools of
 * real servers whose other tools they name ("create the draft with create_draft, then call send_draft"): a real
 * server lists those, and a name resolves to its own server first. Without the stubs, a name one labelled tool gives
 * its own server's sibling resolved to another labelled server that happens to have a tool of that name, and read
 * as a reference to another server's tool (4 of the 21 hard negatives flagged on 2026-12-01 were only that).
 */
function benignServers(benign: LabelledTool[]): Map<string, JsonObject[]> {
  const servers = new Map<string, JsonObject[]>();
  for (const sample of benign) {
    const label = sample.server ?? 'benign';
    servers.set(label, [...(servers.get(label) ?? []), sample.tool]);
  }
  const names = new Set(benign.map((sample) => String(sample.tool.name)));
  for (const sample of benign) {
    const list = servers.get(sample.server ?? 'benign')!;
    for (const token of JSON.stringify(sample.tool).match(/(?<![a-z0-9_])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![a-z0-9_])/g) ?? []) {
      if (names.has(token) && !list.some((tool) => tool.name === token)) list.push({ name: token, inputSchema: { type: 'object' } });
    }
  }
  return servers;
}

/** A benign tool's runtime id in the benign catalog. */
function benignId(sample: LabelledTool): string {
  return `${sample.server ?? 'benign'}/${String(sample.tool.name)}`;
}

export interface Evaluation {
  poisoned: (Outcome & { sample: LabelledTool })[];
  benign: (Outcome & { sample: LabelledTool })[];
  /** The corpus tools the lint flags (the others flag nothing). */
  corpus: { tools: number; flagged: Outcome[] };
}

export function evaluateLint(): Evaluation {
  return evaluateSets(labelled('poisoned'), labelled('benign'));
}

/** The evaluation of any labelled sets (with the corpus). */
export function evaluateSets(poisoned: LabelledTool[], benign: LabelledTool[]): Evaluation {
  const base = benignServers(benign);
  const benignFindings = lintServers(base);
  // Each poisoned tool on a server of its own beside the benign catalog, as lintCatalog lints a tool of it: in the
  // context of every tool id and server label (linting the whole catalog again beside each of the 503 took most of a
  // run that came to pass the test watchdog's four minutes; the figures are the same).
  const baseIds = [...base].flatMap(([label, tools]) => tools.map((tool) => `${label}/${String(tool.name)}`));
  const poisonedOutcomes = poisoned.map((sample) => {
    const label = `vendor-${sample.id}`;
    const id = `${label}/${String(sample.tool.name)}`;
    const context: LintContext = { toolNames: new Set([...baseIds, id]), serverLabels: new Set([...base.keys(), label]) };
    const projected = project('tools', sample.tool);
    if ('problem' in projected) throw new Error(`${sample.id}: ${projected.problem.reason}`);
    const findings = lintTool({ id, server: label, definition: projected.projection, declaredEffect: 'undeclared' }, context).filter((f) => CONTENT.has(f.rule));
    return { ...outcomeOf(id, findings), id: sample.id, sample };
  });
  const corpus = new Map<string, JsonObject[]>();
  let count = 0;
  for (const { server: key, raw } of corpusEntries()) {
    const label = key.toLowerCase().replace(/[^a-z0-9_-]+/g, '-');
    corpus.set(label, [...(corpus.get(label) ?? []), raw]);
    count++;
  }
  const corpusFindings = lintServers(corpus);
  return {
    poisoned: poisonedOutcomes,
    benign: benign.map((sample) => ({ ...outcomeOf(benignId(sample), benignFindings.get(benignId(sample))), id: sample.id, sample })),
    corpus: { tools: count, flagged: [...corpusFindings].map(([id, findings]) => outcomeOf(id, findings)).sort((a, b) => (a.id < b.id ? -1 : 1)) },
  };
}

const pct = (k: number, n: number) => (n === 0 ? '–' : `${((100 * k) / n).toFixed(0)}%`);

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/** The figures of docs/lint-evaluation.md (between its generated markers), from an evaluation. */
export function renderEvaluation(e: Evaluation): string {
  const lines: string[] = [];
  const rate = (outcomes: Outcome[]) => [String(outcomes.length), `${outcomes.filter((o) => o.rules.length > 0).length} (${pct(outcomes.filter((o) => o.rules.length > 0).length, outcomes.length)})`, `${outcomes.filter((o) => o.blocking).length} (${pct(outcomes.filter((o) => o.blocking).length, outcomes.length)})`];
  lines.push('Poisoned tools (recall: flagged by a content rule; blocking: at medium or above, so a check fails at the default threshold):', '');
  lines.push(row(['poisoned set', 'tools', 'flagged', 'blocking']), row(['---', '---:', '---:', '---:']));
  lines.push(row(['all', ...rate(e.poisoned)]));
  for (const split of ['dev', 'holdout'] as const) lines.push(row([`${split} half`, ...rate(e.poisoned.filter((o) => splitOf(o.id) === split))]));
  lines.push(row(['subtle', ...rate(e.poisoned.filter((o) => o.sample.subtle === true))]));
  const groups = (key: (o: (typeof e.poisoned)[number]) => string | undefined, prefix: string) => {
    const values = [...new Set(e.poisoned.map(key).filter((v): v is string => v !== undefined))].sort();
    for (const v of values) lines.push(row([`${prefix}${v}`, ...rate(e.poisoned.filter((o) => key(o) === v))]));
  };
  groups((o) => o.sample.category, 'category: ');
  groups((o) => (o.sample.language && o.sample.language !== 'en' ? o.sample.language : undefined), 'language: ');
  lines.push('', 'False positives (flagged: any content rule; blocking: at medium or above):', '');
  lines.push(row(['benign set', 'tools', 'flagged', 'blocking']), row(['---', '---:', '---:', '---:']));
  lines.push(row(['hard negatives', ...rate(e.benign)]));
  const corpusBlocking = e.corpus.flagged.filter((o) => o.blocking).length;
  lines.push(row(['livemcptool corpus', String(e.corpus.tools), `${e.corpus.flagged.length} (${pct(e.corpus.flagged.length, e.corpus.tools)})`, `${corpusBlocking} (${pct(corpusBlocking, e.corpus.tools)})`]));
  const missed = e.poisoned.filter((o) => o.rules.length === 0).map((o) => o.id);
  const falsePositives = e.benign.filter((o) => o.rules.length > 0).map((o) => `${o.id} (${o.rules.join(', ')})`);
  lines.push('', `Poisoned tools not flagged: ${missed.length === 0 ? 'none' : missed.join(', ')}.`, '');
  lines.push(`Hard negatives flagged: ${falsePositives.length === 0 ? 'none' : falsePositives.join(', ')}.`, '');
  lines.push(`Corpus tools flagged: ${e.corpus.flagged.length === 0 ? 'none' : e.corpus.flagged.map((o) => `${o.id} (${o.rules.join(', ')})`).join(', ')}.`);
  return `${lines.join('\n')}\n`;
}

export const DOC_START = '<!-- generated by `npm run lint-eval`: do not edit below -->';
export const DOC_END = '<!-- end of generated figures -->';

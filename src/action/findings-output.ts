// The `findings` output of the Action: the findings as JSON, within what
// GitHub keeps. Outputs can be at most 1 MB per job (measured in UTF-16), and
// a large gateway has tens of thousands of findings (10k tools: 22,648, about
// 10 MB of JSON). The output carries the most severe findings that fit,
// unwaived first, each message cut at 2,000 code points and each list of
// tools at 50 ids of at most 500 code points; `findings-omitted`
// says how many were left out. The JSON report (`report-path`) has them all.
import { mostSevereFirst } from '../report/build.js';
import type { Report } from '../types.js';
import { truncate } from '../util/truncate.js';

/** Characters (UTF-16 units) of the `findings` output: half of GitHub's 1 MB per job, the rest left to the other outputs. */
export const FINDINGS_OUTPUT_MAX = 250_000;
const MESSAGE_MAX = 2_000;
/** Tools named per finding, and code points per tool id (an overlap group can hold hundreds of tools, a name can be megabytes). */
const TOOLS_MAX = 50;
const TOOL_ID_MAX = 500;

export interface OutputFinding {
  agent: string;
  rule: string;
  severity: string;
  /** The first TOOLS_MAX tools, each id cut at TOOL_ID_MAX code points; toolCount says how many there are. */
  tools: string[];
  toolCount: number;
  message: string;
  waived: boolean;
}

/** The findings of `reports` as one JSON array of at most `max` characters, most severe first (one that does not fit is skipped, the next may); how many were left out. */
export function findingsOutput(reports: Report[], max = FINDINGS_OUTPUT_MAX): { json: string; omitted: number } {
  const all: OutputFinding[] = reports.flatMap((r) =>
    r.findings.map((f) => ({
      agent: r.agent,
      rule: f.rule,
      severity: f.severity,
      tools: f.tools.slice(0, TOOLS_MAX).map((id) => truncate(id, TOOL_ID_MAX)),
      toolCount: f.tools.length,
      message: truncate(f.message, MESSAGE_MAX),
      waived: Boolean(f.waived),
    })),
  );
  const order = mostSevereFirst(reports.flatMap((r) => r.findings));
  const parts: string[] = [];
  let length = 2;
  for (const i of order) {
    const part = JSON.stringify(all[i]);
    const added = part.length + (parts.length > 0 ? 1 : 0);
    if (length + added > max) continue;
    parts.push(part);
    length += added;
  }
  return { json: `[${parts.join(',')}]`, omitted: all.length - parts.length };
}

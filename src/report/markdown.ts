// Report as Markdown (pull-request comment, job summary). Hostile text is
// escaped inline or fenced; the output stays under GitHub's comment limit.
import type { Report } from '../types.js';
import { markdownFence, markdownInline } from './escape.js';

export const MARKDOWN_LIMIT = 65_536;
const DECISION_WORD = { promote: 'Promote', contain: 'Contain', rollback: 'Roll back' } as const;

export function renderMarkdown(report: Report, limit = MARKDOWN_LIMIT): string {
  const head: string[] = [];
  head.push(`### MCP catalog lock: ${DECISION_WORD[report.decision]} — ${markdownInline(report.agent)}`);
  head.push('');
  for (const reason of report.reasons) head.push(`- ${markdownInline(reason)}`);
  head.push('');
  head.push('| server | status | tools | protocol |');
  head.push('| --- | --- | --- | --- |');
  for (const s of report.servers) {
    head.push(`| ${markdownInline(s.label)} | ${markdownInline(s.status)}${s.error ? ` (${markdownInline(s.error)})` : ''} | ${s.toolCount} | ${markdownInline(s.protocolVersion ?? '')} |`);
  }
  head.push('');
  // Blocks are kept or dropped whole, so truncation never leaves a fence or a <details> open.
  const rows: string[] = report.findings.map((f) => `| ${f.severity} | \`${f.rule}\` | ${markdownInline(f.message)} |`);
  const details: string[] = [];
  for (const f of report.findings) {
    const diff = f.details?.descriptionDiff;
    if (typeof diff !== 'string') continue;
    details.push(
      [`<details><summary>Description diff: ${markdownInline(f.tools.join(', '))}</summary>`, '', markdownFence(diff, 'diff'), '', '</details>', ''].join('\n'),
    );
  }
  const tableHead = '| severity | rule | finding |\n| --- | --- | --- |';
  let out = head.join('\n') + '\n';
  if (report.findings.length === 0) return out + 'No findings.\n';
  const notice = (rowsLeft: number, detailsLeft: number) =>
    `\n_Truncated: ${rowsLeft} of ${rows.length} findings and ${detailsLeft} of ${details.length} detail sections were left out (limit ${limit} characters); the JSON report has everything._\n`;
  const reserve = notice(rows.length, details.length).length;
  out += tableHead + '\n';
  let keptRows = 0;
  for (const row of rows) {
    if (out.length + row.length + 1 + reserve > limit) break;
    out += row + '\n';
    keptRows += 1;
  }
  out += '\n';
  let keptDetails = 0;
  if (keptRows === rows.length) {
    for (const block of details) {
      if (out.length + block.length + 1 + reserve > limit) break;
      out += block + '\n';
      keptDetails += 1;
    }
  }
  if (keptRows < rows.length || keptDetails < details.length) out += notice(rows.length - keptRows, details.length - keptDetails);
  return out;
}

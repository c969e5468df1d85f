// Annotations on the catalog lines for the findings a reader must see.
// GitHub shows at most 10 error and 10 warning annotations per step (and 50
// per job); the rest are dropped from the checks view, so more is only noise
// in the log. The most severe findings over every catalog are
// annotated, with room left for the decision line the step prints as an
// error too; the others are counted, and the summary, the comment and the
// JSON report list every finding.
import type { Locate } from '../report/sarif.js';
import { logInline } from '../report/escape.js';
import { isListed } from '../report/markdown.js';
import { mostSevereFirst } from '../report/build.js';
import type { Report } from '../types.js';
import { redactHidden } from '../util/redact.js';

/** Annotations of each level the step prints for findings (GitHub shows 10 of each per step). */
export const ANNOTATIONS_PER_LEVEL = 8;

export interface Annotation {
  level: 'error' | 'warning';
  message: string;
  properties: { title: string; file?: string; startLine?: number; startColumn?: number };
}

/**
 * The annotations for the listed, unwaived findings of `reports`: the most
 * severe across every catalog (ties in report order), at most
 * ANNOTATIONS_PER_LEVEL of each level, `secrets` removed; how many were left
 * out.
 */
export function annotationsOf(reports: Report[], locate: (report: Report) => Locate, secrets: readonly string[] = []): { annotations: Annotation[]; omitted: number } {
  const candidates = reports.flatMap((report) => report.findings.filter((f) => !f.waived && isListed(f, report)).map((f) => ({ report, f })));
  const order = mostSevereFirst(candidates.map((c) => c.f));
  const annotations: Annotation[] = [];
  const count = { error: 0, warning: 0 };
  const where = new Map<Report, Locate>();
  for (const i of order) {
    const { report, f } = candidates[i];
    const level = f.severity === 'critical' || f.severity === 'high' ? 'error' : 'warning';
    if (count[level] === ANNOTATIONS_PER_LEVEL) continue;
    count[level]++;
    let locateIn = where.get(report);
    if (!locateIn) where.set(report, (locateIn = locate(report)));
    const at = locateIn(f);
    annotations.push({
      level,
      // Secrets removed as from every other sink (a finding can name what a server spelled with tag characters).
      message: logInline(redactHidden(f.message, secrets)),
      properties: { title: `${f.rule} (${f.severity})`, ...(at ? { file: at.uri, startLine: at.line, startColumn: at.column } : {}) },
    });
  }
  return { annotations, omitted: candidates.length - annotations.length };
}

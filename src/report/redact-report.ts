// Secrets out of a report before any format renders it. Redacting the
// rendered text instead replaced the report's own words wherever a value the
// catalog passes through ${VAR} happened to be one: `LOG_LEVEL=info` made
// `"severity": "***"` (JSON no longer valid against its schema, SARIF levels
// invalid), `MODE=live` made `***Digest`, and a numeric secret echoed as a
// JSON number left `"x": ***`, no JSON at all. So the data of a report — every
// text that names or quotes the catalog, the lock or a server: ids, labels,
// messages, reasons, details, errors, waivers — is redacted here, as snapshots
// are (redactDeep: hidden, encoded and cut forms included), and its own words
// are kept: property names, the mode, the decision, severities, rule ids,
// statuses, counts, digests. A field not named as the report's own is data.
import type { Finding, Report, ReportServer } from '../types.js';
import { redactFields } from '../util/redact.js';

const REPORT_OWN = ['reportVersion', 'mode', 'decision', 'exitCode'];
/** The summary's own words; its runtime photograph's release and time are what a file said: data. */
const SUMMARY_OWN = ['lockDigest', 'liveDigest', 'tools', 'failOn', 'waived', 'findings'];
const RUNTIME_OWN = ['tools'];
const SERVER_OWN = ['status', 'complete', 'toolCount'];
const FINDING_OWN = ['rule', 'severity'];

/** A finding with its data redacted: its details' and its waiver's keys are the format's, their values data. */
function redactFinding(finding: Finding, secrets: readonly string[]): Finding {
  const values = (value: unknown) => redactFields(value, secrets, []);
  return redactFields(finding, secrets, FINDING_OWN, { details: values, waived: values });
}

/** The report with the secrets removed from its data (see above); the report itself when there are none. */
export function redactReport(report: Report, secrets: readonly string[]): Report {
  return redactFields(report, secrets, REPORT_OWN, {
    summary: (summary) => redactFields(summary, secrets, SUMMARY_OWN, { runtime: (runtime) => redactFields(runtime, secrets, RUNTIME_OWN) }),
    servers: (servers) => (servers as ReportServer[]).map((server) => redactFields(server, secrets, SERVER_OWN)),
    findings: (findings) => (findings as Finding[]).map((finding) => redactFinding(finding, secrets)),
  });
}

// The content analyses plugged into analyze(): schema change classes and
// annotation flips for changed tools; overlap and lint over the aggregated catalog.
import { rule } from '../rules/rules.js';
import type { Finding, LockedEntry } from '../types.js';
import type { Analyzers } from './analyze.js';
import { annotationFlips, classifySchemaChanges, type SchemaRole } from './schema-changes.js';

const SCHEMA_FIELD: Record<SchemaRole, 'inputSchema' | 'outputSchema'> = { input: 'inputSchema', output: 'outputSchema' };

/** One finding per schema change (with its JSON pointer) and per annotation flip. */
export function explainToolChange(id: string, approved: LockedEntry, live: LockedEntry): Finding[] {
  const findings: Finding[] = [];
  const servers = [id.slice(0, id.indexOf('/'))];
  for (const role of ['input', 'output'] as const) {
    const field = SCHEMA_FIELD[role];
    if (approved.fields[field] === live.fields[field]) continue;
    for (const change of classifySchemaChanges(role, approved.definition[field], live.definition[field])) {
      const ruleId = change.breaking ? 'schema_breaking' : 'schema_change';
      findings.push({
        rule: ruleId,
        severity: rule(ruleId).severity,
        tools: [id],
        servers,
        message: `${id}: ${change.message}`,
        details: { schema: field, pointer: change.pointer, change: change.change, breaking: change.breaking },
      });
    }
  }
  if (approved.fields.annotations !== live.fields.annotations) {
    for (const flip of annotationFlips(approved.definition.annotations, live.definition.annotations)) {
      findings.push({
        rule: 'annotation_flip',
        severity: flip.risky ? rule('annotation_flip').severity : 'low',
        tools: [id],
        servers,
        message: `${id}: ${flip.message}`,
        details: { hint: flip.hint, from: flip.from ?? null, to: flip.to ?? null, risky: flip.risky } as never,
      });
    }
  }
  return findings;
}

export const ANALYZERS: Analyzers = { explainToolChange };

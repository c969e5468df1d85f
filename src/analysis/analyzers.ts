// The content analyses plugged into analyze(): schema change classes and
// annotation flips for changed tools; overlap and lint over the aggregated catalog.
import { rule } from '../rules/rules.js';
import type { Finding, LockedEntry } from '../types.js';
import type { Analyzers } from './analyze.js';
import { keyedByIds, type CollisionTool } from './collisions.js';
import { lintInstructions, lintTool, type LintContext } from './lint.js';
import { findOverlaps } from './similarity/overlap.js';
import { annotationFlips, classifySchemaChanges, type SchemaRole } from './schema-changes.js';
import type { Snapshot } from '../types.js';

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

/** Content lint over every tool of the aggregated catalog, and over server instructions. */
export function lintCatalog(tools: CollisionTool[], snapshot: Snapshot | undefined): Finding[] {
  const context: LintContext = {
    toolNames: new Set(tools.map((t) => t.id)),
    serverLabels: new Set(tools.map((t) => t.id.slice(0, t.id.indexOf('/')))),
  };
  const findings: Finding[] = [];
  for (const t of tools) {
    findings.push(...lintTool({ id: t.id, server: t.id.slice(0, t.id.indexOf('/')), definition: t.entry.definition, declaredEffect: t.declared.effect }, context));
  }
  for (const server of snapshot?.servers ?? []) {
    if (typeof server.instructions === 'string' && server.instructions.length > 0) findings.push(...lintInstructions(server.label, server.instructions, context));
  }
  return findings;
}

const EFFECT_OF = (t: CollisionTool) => (t.declared.effect === 'undeclared' ? 'write' : t.declared.effect);

/** semantic_overlap: different names that promise almost the same thing; high when their effects differ. */
export function semanticOverlaps(tools: CollisionTool[]): Finding[] {
  const byId = new Map(tools.map((t) => [t.id, t]));
  const inputs = tools.map((t) => {
    const schema = t.entry.definition.inputSchema as { properties?: Record<string, unknown> } | undefined;
    const properties = schema && typeof schema.properties === 'object' && schema.properties !== null ? Object.keys(schema.properties) : [];
    return {
      id: t.id,
      name: String(t.entry.definition.name),
      description: typeof t.entry.definition.description === 'string' ? t.entry.definition.description : undefined,
      params: properties,
    };
  });
  const defaultSeverity = rule('semantic_overlap').severity;
  return findOverlaps(inputs).map((pair) => {
    const a = byId.get(pair.a)!;
    const b = byId.get(pair.b)!;
    const effectA = EFFECT_OF(a);
    const effectB = EFFECT_OF(b);
    const differ = effectA !== effectB;
    const serverA = pair.a.slice(0, pair.a.indexOf('/'));
    const serverB = pair.b.slice(0, pair.b.indexOf('/'));
    return {
      rule: 'semantic_overlap',
      severity: differ ? 'high' : defaultSeverity,
      tools: [pair.a, pair.b],
      servers: serverA === serverB ? [serverA] : serverA < serverB ? [serverA, serverB] : [serverB, serverA],
      message: `${pair.a} and ${pair.b} promise almost the same thing (score ${pair.score.toFixed(2)})${differ ? `, with different effects (${effectA} / ${effectB})` : ''}`,
      details: { score: Number(pair.score.toFixed(3)), signals: pair.signals as never, effects: keyedByIds([[pair.a, effectA], [pair.b, effectB]]) },
    } satisfies Finding;
  });
}

export const ANALYZERS: Analyzers = {
  explainToolChange,
  aggregate: (tools, { snapshot }) => [...semanticOverlaps(tools), ...lintCatalog(tools, snapshot)],
};

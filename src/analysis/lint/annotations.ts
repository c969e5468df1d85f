// Annotations: hints that contradict the declared effect, or suggest one
// where none is declared.
import type { Finding, JsonObject } from '../../types.js';
import type { LintInput, Make } from './api.js';
import { isObject } from './schema.js';

export function annotationFindings(tool: LintInput, make: Make): Finding[] {
  const annotations = tool.definition.annotations;
  const effect = tool.declaredEffect;
  if (!isObject(annotations) || effect === undefined) return [];
  const readOnly = typeof annotations.readOnlyHint === 'boolean' ? annotations.readOnlyHint : undefined;
  const destructive = typeof annotations.destructiveHint === 'boolean' ? annotations.destructiveHint : undefined;
  const hints: JsonObject = {};
  for (const key of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']) {
    if (typeof annotations[key] === 'boolean') hints[key] = annotations[key];
  }
  if (effect === 'undeclared') {
    if (readOnly === undefined && destructive === undefined) return [];
    // MCP defaults readOnlyHint to false: any hint other than readOnlyHint: true describes a tool that modifies.
    const suggested = readOnly === true && destructive !== true ? 'read' : 'write';
    const basis =
      readOnly === true && destructive === true ? 'readOnlyHint and destructiveHint are both true' :
      readOnly === true ? 'readOnlyHint: true' :
      destructive === true ? 'destructiveHint: true' :
      readOnly === false ? 'readOnlyHint: false' : 'destructiveHint: false';
    return [make('annotation_suggestion', `${basis} suggests effect: ${suggested} (annotations are unverified hints)`, { suggestedEffect: suggested, basis, annotations: hints })];
  }
  const conflicts: string[] = [];
  // (A proposal may change nothing at all — a dry run, a plan computed and returned — and readOnlyHint: true says just
  // that: no contradiction; a thirteenth survey's cloud console's deployPlan, "produces no change".)
  if (readOnly === true && effect === 'write') conflicts.push(`readOnlyHint: true but the catalog declares effect: ${effect}`);
  if (destructive === true && effect === 'read') conflicts.push('destructiveHint: true but the catalog declares effect: read');
  // A proposal prepares a change and destroys nothing; a tool that says it may destroy is no proposal.
  if (destructive === true && readOnly !== true && effect === 'propose') conflicts.push('destructiveHint: true but the catalog declares effect: propose');
  if (readOnly === false && effect === 'read') conflicts.push('readOnlyHint: false but the catalog declares effect: read');
  if (conflicts.length === 0) return [];
  return [make('annotation_contradiction', `annotations say ${conflicts.join('; ')}`, { declaredEffect: effect, annotations: hints, conflicts })];
}

// What the red-team reading tests ask of lintTool: a tool described in a few words, the patterns its instruction
// findings name, the rules it blocks on, the kinds of the presets it reports.
import { expect } from 'vitest';
import { lintTool, type LintContext } from '../../src/analysis/lint.js';
import type { JsonObject } from '../../src/types.js';

const context: LintContext = { toolNames: new Set(['srv/tool']), serverLabels: new Set(['srv']) };
export const lint = (definition: JsonObject) => lintTool({ id: 'srv/tool', server: 'srv', definition, declaredEffect: 'write' }, context);
export const described = (name: string, description: string, properties: JsonObject = {}): JsonObject => ({ name, description, inputSchema: { type: 'object', properties } });
/** A tool with one parameter. */
export const preset = (name: string, description: string, param: string, schema: JsonObject): JsonObject => described(name, description, { [param]: schema });
export const patterns = (definition: JsonObject): string[] =>
  lint(definition)
    .filter((f) => f.rule === 'instruction_text')
    .flatMap((f) => (f.details as { patterns: string[] }).patterns);
/** The patterns of instruction_text findings at medium or above. */
export const orders = (definition: JsonObject): string[] =>
  lint(definition)
    .filter((f) => f.rule === 'instruction_text' && f.severity !== 'info' && f.severity !== 'low')
    .flatMap((f) => (f.details as { patterns: string[] }).patterns);
/** The blocking findings' rules (medium and above; the effect a catalog declares aside). */
export const rules = (definition: JsonObject): string[] => lint(definition).filter((f) => f.severity !== 'info' && f.severity !== 'low' && f.rule !== 'annotation_contradiction').map((f) => f.rule);
export const pinnedKinds = (definition: JsonObject): string[] =>
  lint(definition)
    .filter((f) => f.rule === 'pinned_argument' && f.severity !== 'low')
    .flatMap((f) => (f.details as { parameters: { kind: string }[] }).parameters.map((p) => p.kind));
/** Whether a tool described by the text alone draws an instruction_text finding at medium or above. */
export const flagged = (text: string): boolean => rules(described('tool', text)).includes('instruction_text');
/** Each text of `yes` flagged, each of `no` not (the text named in the failure). */
export function check(yes: readonly string[], no: readonly string[]): void {
  for (const text of yes) expect(flagged(text), text).toBe(true);
  for (const text of no) expect(flagged(text), text).toBe(false);
}


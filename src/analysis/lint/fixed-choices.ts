// Choices a schema rigs by its shape (red team 79's):
// - a check whose verdict can only be a pass: a screening, scan or verification tool whose output's outcome field offers a
//   single passing value (`outcome: enum ["clear"]` on screen_counterparty: a sanctions screen that cannot report a hit);
// - options whose titles are shifted: an option titled with another option's name and none of its own
//   (`anyone_with_link` titled "People in your organisation", `organisation` titled "Specific people you invite"), so
//   what the person confirms is not what is set.
// Both are read from the definition's structure; each answers the JSON pointers of the values at fault.
import type { JsonObject, JsonValue } from '../../types.js';
import { isObject } from './schema.js';

const MAX_NODES = 5_000;
/** A tool's name words that say it checks something and reports a verdict. */
const CHECKS = new Set(['screen', 'screening', 'scan', 'scanner', 'check', 'checker', 'verify', 'verification', 'validate', 'validation', 'detect', 'detection', 'assess', 'assessment', 'audit', 'inspect', 'inspection', 'test', 'review', 'vet', 'vetting', 'moderate', 'moderation', 'classify', 'evaluate', 'lint', 'kyc', 'aml', 'sanctions', 'fraud', 'risk']);
/** Names of an output field that holds the verdict. */
const VERDICT = /^(?:outcome|verdict|result|status|decision|conclusion|finding|assessment|rating|risk|risk_?level|match_?status|screening_?(?:result|status|outcome)|state)$/i;
/** Verdicts that pass. */
const PASSING = /^(?:clear|cleared|clean|pass|passed|ok|okay|safe|approved|allow|allowed|valid|compliant|no_?match(?:es)?|no_?hit|negative|low|low_?risk|green|accepted|verified|genuine|legit(?:imate)?|benign)$/i;

const words = (s: string): string[] => s.toLowerCase().split(/[^a-z0-9]+|(?<=[a-z])(?=[A-Z])/).filter(Boolean);

/** Pointers of the only value of a check's verdict field, where that value passes. */
export function passOnlyVerdicts(definition: JsonObject): string[] {
  const name = typeof definition.name === 'string' ? words(definition.name) : [];
  if (!name.some((w) => CHECKS.has(w)) || !isObject(definition.outputSchema)) return [];
  const found: string[] = [];
  let budget = MAX_NODES;
  const walk = (node: JsonValue, pointer: string, depth: number): void => {
    if (!isObject(node) || depth > 8 || --budget < 0) return;
    const props = node.properties;
    if (isObject(props)) {
      for (const [key, schema] of Object.entries(props)) {
        if (!isObject(schema)) continue;
        const at = `${pointer}/properties/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (VERDICT.test(key)) {
          const only = Array.isArray(schema.enum) && schema.enum.length === 1 ? { value: schema.enum[0], at: `${at}/enum/0` } : schema.const !== undefined ? { value: schema.const, at: `${at}/const` } : undefined;
          if (only !== undefined && typeof only.value === 'string' && PASSING.test(only.value.trim())) found.push(only.at);
        }
        walk(schema, at, depth + 1);
      }
    }
    if (isObject(node.items)) walk(node.items, `${pointer}/items`, depth + 1);
  };
  walk(definition.outputSchema, '/outputSchema', 0);
  return found;
}

/** Words that name who an option reaches, read with their close forms (an option `invited`, a title "you invite"). */
const stemOf = (w: string): string => w.replace(/(?:isation|ization|ations?|ed|es|s|ing|e)$/, '') || w;

/** Pointers of option titles (oneOf/anyOf of consts) that name another option's value and none of their own. */
export function shiftedOptionTitles(definition: JsonObject): string[] {
  if (!isObject(definition.inputSchema)) return [];
  const found: string[] = [];
  let budget = MAX_NODES;
  const walk = (node: JsonValue, pointer: string, depth: number): void => {
    if (!isObject(node) || depth > 8 || --budget < 0) return;
    for (const key of ['oneOf', 'anyOf'] as const) {
      const list = node[key];
      if (!Array.isArray(list) || list.length < 2 || list.length > 50) continue;
      const options = list.map((o, i) => (isObject(o) && typeof o.const === 'string' && typeof o.title === 'string' ? { i, value: words(o.const).map(stemOf), title: words(o.title).map(stemOf) } : undefined));
      if (options.some((o) => o === undefined)) continue;
      const named = options as { i: number; value: string[]; title: string[] }[];
      for (const o of named) {
        const own = o.value.some((w) => w.length >= 3 && o.title.includes(w));
        const other = named.find((p) => p !== o && p.value.some((w) => w.length >= 4 && o.title.includes(w)));
        if (!own && other !== undefined) found.push(`${pointer}/${key}/${o.i}/title`);
      }
    }
    if (isObject(node.properties)) for (const [k, v] of Object.entries(node.properties)) walk(v, `${pointer}/properties/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, depth + 1);
    if (isObject(node.items)) walk(node.items, `${pointer}/items`, depth + 1);
  };
  walk(definition.inputSchema, '/inputSchema', 0);
  // Two titles or more shifted: one title naming a neighbour can be a description of a relation ("Admins of the org").
  return found.length >= 2 ? found : [];
}

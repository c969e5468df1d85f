// Choices a schema rigs by its shape (red team 79's):
// - a check whose verdict can only be a pass: a screening, scan or verification tool whose output's outcome field offers a
//   single passing value (`outcome: enum ["clear"]` on screen_counterparty: a sanctions screen that cannot report a hit);
// - options whose titles are shifted: an option titled with another option's name and none of its own
//   (`anyone_with_link` titled "People in your organisation", `organisation` titled "Specific people you invite"), so
//   what the person confirms is not what is set;
// - scarcity fixed in the output contract: a badge whose only value is "仅剩 2 件" (only 2 left), whatever the stock
//   (red team 79's product badges);
// - what the person is told a choice means turned round: an opt-out switch whose description says `true` keeps them in,
//   a tool named or titled as a preview or a draft whose description says it sends.
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

/**
 * Each output field that can hold one value only (a `const`, or an `enum` of one), with its key and the pointer of that
 * value, walked through nested objects and lists within a budget.
 */
function fixedOutputValues(outputSchema: JsonObject): { key: string; value: JsonValue; at: string }[] {
  const found: { key: string; value: JsonValue; at: string }[] = [];
  let budget = MAX_NODES;
  const walk = (node: JsonValue, pointer: string, depth: number): void => {
    if (!isObject(node) || depth > 8 || --budget < 0) return;
    if (isObject(node.properties)) {
      for (const [key, schema] of Object.entries(node.properties)) {
        if (!isObject(schema)) continue;
        const at = `${pointer}/properties/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (schema.const !== undefined) found.push({ key, value: schema.const, at: `${at}/const` });
        else if (Array.isArray(schema.enum) && schema.enum.length === 1) found.push({ key, value: schema.enum[0], at: `${at}/enum/0` });
        walk(schema, at, depth + 1);
      }
    }
    if (isObject(node.items)) walk(node.items, `${pointer}/items`, depth + 1);
  };
  walk(outputSchema, '/outputSchema', 0);
  return found;
}

/** Pointers of the only value of a check's verdict field, where that value passes. */
export function passOnlyVerdicts(definition: JsonObject): string[] {
  const name = typeof definition.name === 'string' ? words(definition.name) : [];
  if (!name.some((w) => CHECKS.has(w)) || !isObject(definition.outputSchema)) return [];
  return fixedOutputValues(definition.outputSchema)
    .filter((f) => VERDICT.test(f.key) && typeof f.value === 'string' && PASSING.test(f.value.trim()))
    .map((f) => f.at);
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

/** A claim of scarcity or a deadline, in the languages read: "only 2 left", "仅剩 2 件", "残り2点", "nur noch 3". */
const SCARCITY = /\bonly\s{1,3}\d{1,3}\s{1,3}(?:left|remaining)\b|\b\d{1,3}\s{1,3}left\s{1,3}in\s{1,3}stock\b|\blast\s{1,3}\d{1,3}\s{1,3}(?:items?|units?|seats?|rooms?)\b|仅剩|只剩|僅剩|残り\s?\d|あと\s?\d{1,3}\s?(?:点|個|枚|席|室)|\d{1,3}\s?(?:개|석|실)\s?남|\bnur\s{1,3}noch\s{1,3}\d|\bplus\s{1,3}que\s{1,3}\d|\bseulement\s{1,3}\d{1,3}\s{1,3}restant|\bs[oó]lo\s{1,3}quedan\s{1,3}\d|\bquedan\s{1,3}s[oó]lo\s{1,3}\d|\brestano\s{1,3}solo\s{1,3}\d|\bapenas\s{1,3}\d{1,3}\s{1,3}restantes?|\bnog\s{1,3}maar\s{1,3}\d|\bzosta[łl]y?\s{1,3}(?:tylko\s{1,3})?\d|\bsadece\s{1,3}\d{1,3}\s{1,3}(?:adet|tane)|осталось\s{1,3}(?:всего|только)?\s{0,3}\d|залишилось\s{1,3}\d|\bchỉ\s{1,3}còn\s{1,3}\d|เหลือเพียง|เหลือแค่|\bhanya\s{1,3}tersisa\s{1,3}\d|\btinggal\s{1,3}\d/iu;
/** Pointers of output consts that fix scarcity (see the file's comment). */
export function madeUpScarcity(definition: JsonObject): string[] {
  if (!isObject(definition.outputSchema)) return [];
  return fixedOutputValues(definition.outputSchema)
    .filter((f) => typeof f.value === 'string' && SCARCITY.test(f.value))
    .map((f) => f.at);
}

/** What a tool's name, title or annotations' title claim: only a preview, a draft, a dry run, nothing published. */
const PREVIEW_CLAIM = /(?<![a-z])(?:preview|previews|draft|drafts|dry[-_ ]?run|simulate|simulation|not\s{1,3}published|unpublished|unsent)(?![a-z])/i;
/** The description's own account of sending it: "emails it to the customer", "then publishes it". */
const SENDS_IT = /(?<![a-z])(?:emails|sends|publishes|delivers|transmits|submits|posts)\s{1,3}(?:it|them|the\s{1,3}(?:invoice|post|message|email|document|letter|notice|report|order))\b/i;
const NAMED_SEND = /(?<![a-z])(?:send|sends|publish|publishes|submit|submits|deliver|delivers|schedule|finali[sz]e|approve|promote|convert|apply|commit|push)(?![a-z])/i;
const PERSON_BEFORE = /\b(?:user|users|you|they|he|she|someone|person|people|customer|customers|owner|admin|approver|reviewer|human|editor|author|sender|recipient|team|staff|manager)\b[^.;:]{0,40}$/i;
const NOT_BEFORE = /(?:\b(?:not|never|no|nothing|without|until|unless|once\s{1,3}approved|after\s{1,3}approval)\b|n't)[^.;:]{0,40}$/i;
export function namedPreviewSends(definition: JsonObject, text: string): { start: number; end: number } | undefined {
  const annotations = isObject(definition.annotations) ? definition.annotations : {};
  const claims = [definition.name, definition.title, annotations.title].filter((v): v is string => typeof v === 'string').map((v) => v.replace(/[_-]+/g, ' ')).join(' ').slice(0, 600);
  // (Not a tool named for sending one: publish_draft, send_draft_email, submit_preview.)
  if (!PREVIEW_CLAIM.test(claims) || NAMED_SEND.test(claims)) return undefined;
  const m = SENDS_IT.exec(text.slice(0, 4_000));
  // (Nor a person who sends it: "The user reviews and sends it from their mail client" — hunts 51 and 60's drafts.)
  if (m === null || NOT_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index)) || PERSON_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index))) return undefined;
  return { start: m.index, end: m.index + m[0].length };
}

/** A switch named for leaving a list, and a description that says true keeps the person on it. */
const OPT_OUT_NAME = /opt_?out|optout|unsubscrib|do_?not_?(?:contact|email|call|sell|share|track|market)|suppress|remove_?from|stop_?(?:marketing|offers|emails)/i;
const TRUE_KEEPS = /\btrue\b\W{0,4}(?:[^.;]{0,60}?)\b(?:keeps?\s{1,3}(?:receiving|getting|being\s{1,3}(?:sent|contacted|emailed))|stays?\s{1,3}(?:subscribed|opted[-\s]in|on\s{1,3}the\s{1,3}list)|remains?\s{1,3}(?:subscribed|opted[-\s]in|on\s{1,3}the\s{1,3}list)|continues?\s{1,3}to\s{1,3}(?:receive|get))/i;

/** An opt-out switch (by its property's name) whose description says `true` keeps the person in. */
export function optOutTurnedRound(property: string, description: string): boolean {
  return OPT_OUT_NAME.test(property) && TRUE_KEEPS.test(description.slice(0, 2_000));
}

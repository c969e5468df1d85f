// A pair of subschemas compared keyword by keyword (the recursion of the comparison).

import { dateInstant, differOnlyByDates, VOLATILE_MARK, VOLATILE_WINDOW_DAYS, volatileTextHint } from '../../contract/volatile.js';
import { compareAddedRemoved, compareBound, compareDependentRequired, compareMap, compareMultipleOf, compareNumericBound, compareOpenClosed, comparePattern, compareTuple } from './bounds.js';
import { compareBranches, readsEvaluated, unevaluatedAnywhere, vacuousBranches } from './branches.js';
import { type ChangeId, MAX_SCHEMA_DEPTH, type Polarity } from './change-kinds.js';
import { type Ctx, idOf, MAX_PAIRS, push, TooLarge, type Where } from './context.js';
import { alikeDialect, dialectSensitive } from './dialects.js';
import { disjointIn } from './disjoint.js';
import { equal, has, isObj, type Obj, own } from './json.js';
import { admits, ANNOTATION_IDS, BOUNDS, isAnnotation, KEYWORD_TYPE, namesOnly, OPEN_CLOSED, OTHER_VALIDATION } from './keywords.js';
import { child, nameText, valueText } from './pointers.js';
import { compareRefs, inlinedText } from './references.js';
import { aligned, liftAllOf, listsRef, put } from './rewrite.js';
import { closesNames, compareAllowedValues, compareProperties, compareType, restUnreachable, typeOnlyRestatesValues, typeSet } from './values.js';

/** The first date of a value (a date, or examples that hold one), as the volatile mask reads dates. */
const dateIn = (v: unknown): number | undefined => (Array.isArray(v) ? v.map(dateInstant).find((ms) => ms !== undefined) : dateInstant(v));
const hasMark = (v: unknown): boolean => v === VOLATILE_MARK || (Array.isArray(v) && v.includes(VOLATILE_MARK));
/** The mark on one side, a date on the other. */
const markAgainstDate = (x: unknown, y: unknown): boolean => (hasMark(x) && dateIn(y) !== undefined) || (hasMark(y) && dateIn(x) !== undefined);
/** Two dates the volatile mask would both take at one clock (within its window of each other): not 2099 against 1970. */
function clockDatesApart(x: unknown, y: unknown): boolean {
  const a = dateIn(x);
  const b = dateIn(y);
  return a !== undefined && b !== undefined && Math.abs(a - b) <= VOLATILE_WINDOW_DAYS * 86_400_000;
}

/** An `if` with a `then` or an `else`: without one, `if` validates nothing (and without `if`, neither do they). */
function conditional(o: Obj): boolean {
  return has(o, 'if') && (has(o, 'then') || has(o, 'else'));
}

function branchesText(o: Obj): string {
  return ['then', 'else'].filter((k) => has(o, k)).map((k) => `"${k}"`).join(' and ');
}

/**
 * `true` and an absent subschema accept everything, as `{}` does: one shared `{}`. A new one each time was a new
 * pair for the comparisons already made (their key is the two objects), and a schema whose `additionalProperties`
 * and `propertyNames` both point back at the root, against one that has neither, doubled its paths at each step
 * (never ending: 63 bytes of live schema).
 */
const EMPTY: Obj = Object.freeze({}) as Obj;

export function normalize(schema: unknown): unknown {
  return schema === true || schema === undefined ? EMPTY : schema;
}

export function compareNode(ctx: Ctx, approved: unknown, live: unknown, pointer: string, depth: number, polarity: Polarity): void {
  const where: Where = { node: pointer, polarity };
  const a = normalize(approved);
  const b = normalize(live);
  if (depth > MAX_SCHEMA_DEPTH) {
    if (!equal(a, b)) push(ctx, where, pointer, 'schema_too_deep', `is nested deeper than ${MAX_SCHEMA_DEPTH} schemas and changed; compare it by hand`);
    return;
  }
  if (a === false && b !== false && (isObj(b) || b === true)) {
    push(ctx, where, pointer, 'schema_opened', `no longer rejects every value (false → ${valueText(live)})`);
    return;
  }
  if (b === false && a !== false && isObj(a)) {
    push(ctx, where, pointer, 'schema_closed', `now rejects every value (${valueText(approved)} → false)`);
    return;
  }
  if (!isObj(a) || !isObj(b)) {
    if (!equal(a, b)) push(ctx, where, pointer, 'schema_replaced', `was replaced (${valueText(approved)} → ${valueText(live)})`);
    return;
  }
  const key = `${idOf(ctx, a)}:${idOf(ctx, b)}:${polarity}`;
  if (ctx.seen.has(key)) return;
  ctx.seen.add(key);
  if (++ctx.pairs > MAX_PAIRS) throw new TooLarge(`it takes more than ${MAX_PAIRS} comparisons of subschemas (references that reach one place from many)`);
  compareObjects(ctx, a, b, pointer, depth, polarity);
}

function compareObjects(ctx: Ctx, a0: Obj, b0: Obj, pointer: string, depth: number, polarity: Polarity): void {
  // allOf written out (pydantic's `allOf: [{$ref}]` beside a description, zod's intersection), before references are read.
  let [a, b] = has(a0, 'allOf') !== has(b0, 'allOf') ? [liftAllOf(a0), liftAllOf(b0)] : [a0, b0];
  // anyOf ↔ oneOf over alternatives a value can match twice: one change of the keyword (oneOf refuses a value that
  // matches several), then the alternatives compared pairwise under the live keyword. Over alternatives no value can
  // match twice it is no change at all (aligned()).
  for (const [from, to] of [['anyOf', 'oneOf'], ['oneOf', 'anyOf']] as const) {
    const x = own(a, from);
    const y = own(b, to);
    if (!Array.isArray(x) || !Array.isArray(y) || has(a, to) || has(b, from) || (disjointIn(ctx, x, ctx.approvedRoot) && disjointIn(ctx, y, ctx.liveRoot))) continue;
    const where: Where = { node: pointer, polarity };
    push(
      ctx,
      where,
      child(pointer, to),
      to === 'oneOf' ? 'constraint_added' : 'constraint_removed',
      to === 'oneOf' ? 'anyOf became oneOf: a value that matches more than one alternative is now refused' : 'oneOf became anyOf: a value that matches more than one alternative is now accepted',
    );
    const renamed: Obj = {};
    for (const k of Object.keys(a)) put(renamed, k === from ? to : k, a[k]);
    a = renamed;
  }
  const refA = typeof own(a, '$ref') === 'string' ? (a.$ref as string) : undefined;
  const refB = typeof own(b, '$ref') === 'string' ? (b.$ref as string) : undefined;
  // A reference on one side and alternatives that list that same reference on the other is one alternative
  // (aligned()): `{$ref: P}` → `anyOf: [{$ref: P}, {type: string}]` adds the string alternative; the reference is not
  // "inlined". Alternatives that do not list it (a union moved into or out of $defs) are compared with its target.
  const refToAlternatives = (refB !== undefined && refA === undefined && listsRef(a, refB)) || (refA !== undefined && refB === undefined && listsRef(b, refA));
  if ((refA !== undefined || refB !== undefined) && !refToAlternatives) {
    compareRefs(ctx, a, b, refA, refB, pointer, depth, polarity);
    return;
  }
  const [x, y] = aligned(a, b, ctx);
  compareKeywords(ctx, x, y, pointer, depth, polarity, undefined, [a, b]);
}

/** Compares the keywords of two object schemas; only keywords present on either side cost anything. */
/** `written`: the two schemas as written, before aligned() read one in the other's form (its dialect is read on them). */
export function compareKeywords(ctx: Ctx, a: Obj, b: Obj, pointer: string, depth: number, polarity: Polarity, skip?: string, written: [Obj, Obj] = [a, b]): void {
  const where: Where = { node: pointer, polarity };
  const at = (keyword: string) => child(pointer, keyword);
  const keys = new Set(Object.keys(a));
  for (const key of Object.keys(b)) keys.add(key);
  let propertiesDone = false;
  let valuesDone = false;
  const boundsDone = { lower: false, upper: false };
  const typesA = typeSet(own(a, 'type'));
  const typesB = typeSet(own(b, 'type'));
  for (const keyword of [...keys].sort()) {
    if (keyword === skip) continue;
    // A keyword for a type one side does not admit constrains nothing both sides accept: string → array of strings
    // is one type change, not also "items narrowed from any" (the type finding says it; nothing is left unsaid).
    const instance = KEYWORD_TYPE[keyword];
    if (instance !== undefined && (!admits(typesA, instance) || !admits(typesB, instance))) continue;
    const x = own(a, keyword);
    const y = own(b, keyword);
    switch (keyword) {
      case 'properties':
      case 'required':
        if (!propertiesDone) compareProperties(ctx, a, b, pointer, depth, polarity);
        propertiesDone = true;
        continue;
      case 'type':
        // `{const: "a"}` → `{type: "string", const: "a"}` (valibot → zod, TypeBox, pydantic): a type written on one
        // side only, beside values it admits all of, accepts nothing more or less; the values are compared below.
        if (!equal(x, y) && !typeOnlyRestatesValues(a, b)) compareType(ctx, where, at(keyword), x, y);
        continue;
      case 'nullable':
        // OpenAPI 3.0's `nullable` (tools generated from an OpenAPI description keep it): `true` admits null beside the
        // type. A JSON Schema validator ignores it; a model and an OpenAPI client read it. Not boolean: compared below.
        if ((x === undefined || typeof x === 'boolean') && (y === undefined || typeof y === 'boolean')) {
          if (equal(x, y)) continue;
          if ((x === true) === (y === true)) push(ctx, where, at(keyword), 'rewritten', `nullable ${x === undefined ? 'written out' : 'dropped'} as false (the default)`);
          else if (y === true) push(ctx, where, at(keyword), 'type_widened', 'now also admits null (nullable: true, as OpenAPI reads it)');
          else push(ctx, where, at(keyword), 'type_narrowed', 'no longer admits null (nullable, as OpenAPI reads it)');
          continue;
        }
        break;
      case 'enum':
      case 'const':
        if (!valuesDone) compareAllowedValues(ctx, where, a, b, pointer);
        valuesDone = true;
        continue;
      case 'minimum':
      case 'exclusiveMinimum':
      case 'maximum':
      case 'exclusiveMaximum': {
        // An inclusive and an exclusive bound on one side are one bound: compared as such when both sides are numbers.
        const side = keyword.toLowerCase().includes('min') ? 'lower' : 'upper';
        if (boundsDone[side]) continue;
        boundsDone[side] = true;
        if (!compareNumericBound(ctx, where, a, b, pointer, side === 'lower')) {
          const [inclusive, exclusive] = side === 'lower' ? ['minimum', 'exclusiveMinimum'] : ['maximum', 'exclusiveMaximum'];
          for (const k of [exclusive, inclusive]) compareBound(ctx, where, at(k), k, own(a, k), own(b, k), side === 'lower', a, b);
        }
        continue;
      }
      case '$schema':
        // The dialect: what a schema accepts changes with it only through keywords the drafts read differently.
        if (!equal(x, y)) {
          const text = `${x === undefined ? 'now declares its dialect' : y === undefined ? 'no longer declares its dialect' : 'changes its dialect'} (${valueText(x)} → ${valueText(y)})`;
          if (!alikeDialect(x) || !alikeDialect(y)) push(ctx, where, at(keyword), 'keyword_changed', `${text}: a dialect other than draft-07, 2019-09 or 2020-12 may read any keyword otherwise`);
          // Each side read in its own dialect: a keyword only one of them reads as compared here may change what is
          // accepted unseen (draft-07 ignores dependentRequired); draft-07's tuple items → 2020-12's prefixItems does not.
          else if (dialectSensitive(written[0], x) || dialectSensitive(written[1], y)) push(ctx, where, at(keyword), 'keyword_changed', `${text}, and uses keywords the drafts read differently`);
          else push(ctx, where, at(keyword), 'dialect_changed', `${text}; each side's keywords mean here what its own dialect reads`);
        }
        continue;
      case 'dependentRequired':
        compareDependentRequired(ctx, where, at(keyword), x, y);
        continue;
      case 'multipleOf':
        compareMultipleOf(ctx, where, at(keyword), x, y, a, b);
        continue;
      case 'pattern':
        comparePattern(ctx, where, at(keyword), x, y, a, b);
        continue;
      case 'format':
        compareAddedRemoved(ctx, where, at(keyword), keyword, x, y, 'format_changed');
        continue;
      case 'uniqueItems': {
        // absent means false
        const ux = x ?? false;
        const uy = y ?? false;
        if (ux === false && uy === true) push(ctx, where, at(keyword), 'constraint_added', 'now requires unique items');
        else if (ux === true && uy === false) push(ctx, where, at(keyword), 'constraint_removed', 'no longer requires unique items');
        else if (!equal(ux, uy)) push(ctx, where, at(keyword), 'constraint_changed', `uniqueItems changed from ${valueText(x)} to ${valueText(y)}`);
        continue;
      }
      case 'items':
        // a schema, or a tuple (draft 4 to 2019-09)
        if (Array.isArray(x) || Array.isArray(y)) compareTuple(ctx, where, pointer, keyword, x, y, depth, own(a, 'additionalItems'), own(b, 'additionalItems'));
        else if (!restUnreachable(keyword, a, b, ctx)) compareOpenClosed(ctx, where, pointer, keyword, x, y, depth, 'additional_items_closed', 'additional_items_opened');
        continue;
      case 'prefixItems':
        compareTuple(ctx, where, pointer, keyword, x, y, depth, own(a, 'items'), own(b, 'items'));
        continue;
      case 'propertyNames':
        // A property name is always a string: `type: "string"` there admits every name (zod 4 writes it for records).
        compareNode(ctx, namesOnly(x), namesOnly(y), at(keyword), depth + 1, polarity);
        continue;
      case 'then':
      case 'else':
        // Read under the same condition only (absent means "anything", as {} does); under another condition, or none
        // (without "if" they validate nothing), the conditional is compared as a whole at "if".
        if (conditional(a) && conditional(b) && equal(a.if, b.if)) compareNode(ctx, x, y, at(keyword), depth + 1, polarity);
        continue;
      case 'contains':
      case 'not':
        // absent is not the same as {}
        if (!has(a, keyword)) push(ctx, where, at(keyword), 'constraint_added', `now has a "${keyword}" constraint`);
        else if (!has(b, keyword)) push(ctx, where, at(keyword), 'constraint_removed', `no longer has a "${keyword}" constraint`);
        else compareNode(ctx, x, y, at(keyword), depth + 1, keyword === 'not' ? (polarity === 1 ? -1 : 1) : polarity);
        continue;
      case 'if': {
        // One finding for the conditional: added, removed, or its condition replaced (whether that narrows or widens
        // depends on then/else too).
        const [before, after] = [conditional(a), conditional(b)];
        // Beside a closing unevaluated*, then / else also let properties through: the change goes both ways.
        const both = readsEvaluated(a) || readsEvaluated(b) ? { breaking: true as const, note: ', and the schema refuses what it does not evaluate (unevaluated*), so this changes that too' } : { breaking: undefined, note: '' };
        if (!before && after) push(ctx, where, at(keyword), 'constraint_added', `now has a conditional ("if" … ${branchesText(b)})${both.note}`, both.breaking);
        else if (before && !after) push(ctx, where, at(keyword), 'constraint_removed', `no longer has a conditional ("if" … ${branchesText(a)})${both.note}`, both.breaking);
        else if (before && after && !equal(x, y)) push(ctx, where, at(keyword), 'schema_replaced', 'condition ("if") was replaced');
        // The same words, `{$ref: …}`, over a definition that changed: the condition changed all the same (the
        // definition compared alone would be read with one polarity, where a condition has both).
        else if (before && after && inlinedText(ctx, 'approved', x) !== inlinedText(ctx, 'live', y)) {
          push(ctx, where, at(keyword), 'schema_replaced', 'condition ("if") was replaced: a definition it references changed');
        }
        continue;
      }
      case 'anyOf':
      case 'oneOf':
      case 'allOf': {
        // A list that constrains nothing (`anyOf: [{}]`, a generator's placeholder) written, dropped or rewritten:
        // what is accepted did not change.
        const evaluated = readsEvaluated(a) || readsEvaluated(b);
        const strict = evaluated || unevaluatedAnywhere(ctx);
        if ((x === undefined || vacuousBranches(keyword, x, strict)) && (y === undefined || vacuousBranches(keyword, y, strict))) {
          if (!equal(x, y)) push(ctx, where, at(keyword), 'rewritten', `${keyword} ${x === undefined ? 'was added' : y === undefined ? 'was removed' : 'was rewritten'}, and constrains nothing (an alternative admits any value)`);
          continue;
        }
        // branches matched regardless of position; anything but two arrays is a replacement
        if (Array.isArray(x) && Array.isArray(y)) {
          compareBranches(ctx, where, pointer, keyword, x, y, depth, evaluated);
        } else if (!equal(x, y)) {
          const count = (v: unknown) => (Array.isArray(v) ? `${v.length} branches` : valueText(v));
          // (Written where there was none, or dropped: said so, not as a replacement of "absent".)
          const what = x === undefined ? `was added (${count(y)})` : y === undefined ? `was removed (${count(x)})` : `was replaced (${count(x)} → ${count(y)})`;
          push(ctx, where, at(keyword), 'schema_replaced', `${keyword} ${what}`);
        }
        continue;
      }
      case 'patternProperties':
        // Beside an additionalProperties that refuses something (false, or a schema), a pattern also admits the names
        // it matches: adding one accepts those names and constrains their values, removing one the reverse.
        if (closesNames(a) || closesNames(b)) compareMap(ctx, where, pointer, keyword, x, y, depth, 'constraint_changed', 'constraint_changed');
        else compareMap(ctx, where, pointer, keyword, x, y, depth, 'constraint_added', 'constraint_removed');
        continue;
      case 'dependentSchemas':
        compareMap(ctx, where, pointer, keyword, x, y, depth, 'constraint_added', 'constraint_removed');
        continue;
      case '$defs':
      case 'definitions':
        // Compared where a $ref reaches them (with the polarity of that place); the rest at the end.
        ctx.deferred.push({ x, y, pointer, keyword, depth, polarity });
        continue;
    }
    const lower = BOUNDS.get(keyword);
    if (lower !== undefined) {
      compareBound(ctx, where, at(keyword), keyword, x, y, lower, a, b);
    } else if (has(OPEN_CLOSED, keyword)) {
      const [closed, opened] = OPEN_CLOSED[keyword];
      if (!restUnreachable(keyword, a, b, ctx)) compareOpenClosed(ctx, where, pointer, keyword, x, y, depth, closed, opened);
    } else if (equal(x, y)) {
      continue;
    } else if (isAnnotation(keyword)) {
      const id: ChangeId = has(ANNOTATION_IDS, keyword) ? ANNOTATION_IDS[keyword] : 'annotation_changed';
      // What the model reads of a description or title is shown (its start, clipped): a reviewer approves that text.
      const shown = keyword === 'description' || keyword === 'title' ? (x === undefined ? `: ${valueText(y)}` : y === undefined ? `: was ${valueText(x)}` : ` from ${valueText(x)} to ${valueText(y)}`) : '';
      const text = keyword === 'default' ? `default changed from ${valueText(x)} to ${valueText(y)}` : `${nameText(keyword)} ${x === undefined ? 'added' : y === undefined ? 'removed' : 'changed'}${shown}`;
      // A default given to, changed on or taken from a property every approved call had to pass changes no existing
      // call; nor does `default: null` given where there was none or taken away (no value either way). A property made
      // required in the same change is reported as that, once: the default it loses is no second break (pydantic's
      // Optional[str] = None becoming str).
      if (keyword === 'default' && ctx.requiredBefore.has(pointer)) push(ctx, where, at(keyword), id, `${text} (it was required: no approved call omits it)`, false);
      else if (keyword === 'default' && ctx.requiredNow.has(pointer)) push(ctx, where, at(keyword), id, `${text} (it is now required, reported at the property: no call can rely on a default)`, false);
      else if (keyword === 'default' && ((x === undefined && y === null) || (x === null && y === undefined))) push(ctx, where, at(keyword), id, `${text} (no value, as before)`, false);
      // One date for another, near each other: a server may compute it from its clock at each listing; the catalog can
      // say so, at the JSON pointer into the definition given here. The mark of a masked date on one side and a date on
      // the other: the catalog's volatile places, or the date's distance from the clock, changed since the lock. The
      // mark against anything else says nothing more (a text where a date was masked is no date: compared as it is).
      else if ((keyword === 'default' || keyword === 'examples') && markAgainstDate(x, y)) {
        push(ctx, where, at(keyword), id, `${text} (the lock masked a date of the clock here, or masks one now: the catalog's volatile places, or this date's distance from the clock, changed since the lock; if the server computes it from its clock, run lock to record it)`);
      } else if ((keyword === 'default' || keyword === 'examples') && clockDatesApart(x, y)) {
        push(ctx, where, at(keyword), id, `${text} (if the server computes this date from its clock, declare "/${ctx.role === 'input' ? 'inputSchema' : 'outputSchema'}${at(keyword)}" under the tool's volatile in the catalog)`);
      } else {
        // A text that differs only by dates: a server that writes today's date into it ("based on today date: …").
        const dated = keyword === 'description' || keyword === 'title' ? differOnlyByDates(x, y, ctx.nowMs) : undefined;
        const hint = dated && ` (${volatileTextHint(dated.mark, `/${ctx.role === 'input' ? 'inputSchema' : 'outputSchema'}${at(keyword)}`)})`;
        push(ctx, where, at(keyword), id, `${text}${hint ?? ''}`);
      }
    } else if (OTHER_VALIDATION.includes(keyword)) {
      compareAddedRemoved(ctx, where, at(keyword), keyword, x, y, 'constraint_changed');
    } else {
      push(ctx, where, at(keyword), 'keyword_changed', `keyword ${nameText(keyword)} changed from ${valueText(x)} to ${valueText(y)}`);
    }
  }
}

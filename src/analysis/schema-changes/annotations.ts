// Tool annotations (readOnlyHint & co.) and execution: flips and equal meanings.

import { type AnnotationFlip } from './change-kinds.js';
import { canonical, isObj, type Obj, own } from './json.js';
import { valueText } from './pointers.js';

type Hint = AnnotationFlip['hint'];

/** MCP defaults when a hint is absent (or not a boolean), the direction that is risky, and what each direction means. */
const HINTS: { hint: Hint; default: boolean; risky: { from: boolean; to: boolean }; meaning: Record<'true' | 'false', string> }[] = [
  {
    hint: 'readOnlyHint',
    default: false,
    risky: { from: true, to: false },
    meaning: { true: 'the tool now declares it does not modify its environment', false: 'the tool no longer declares itself read-only and may modify its environment' },
  },
  {
    hint: 'destructiveHint',
    default: true,
    risky: { from: false, to: true },
    meaning: { true: 'the tool may now perform destructive updates', false: 'the tool now declares it performs only additive updates' },
  },
  {
    hint: 'idempotentHint',
    default: false,
    risky: { from: true, to: false },
    meaning: { true: 'repeated calls with the same arguments are now declared to have no additional effect', false: 'repeated calls are no longer declared idempotent' },
  },
  {
    hint: 'openWorldHint',
    default: true,
    risky: { from: false, to: true },
    meaning: { true: 'the tool may now interact with an open world of external entities', false: 'the tool now declares a closed domain' },
  },
];

function hintText(raw: unknown, fallback: boolean): string {
  if (typeof raw === 'boolean') return String(raw);
  if (raw === undefined) return `absent (default ${fallback})`;
  return `${valueText(raw)} (not a boolean, default ${fallback})`;
}

/**
 * The behaviour hints whose effective value changed (absent or non-boolean
 * counts as the MCP default), in a fixed order. Flips in the safe direction
 * are reported with risky: false.
 */
export function annotationFlips(approved: unknown, live: unknown): AnnotationFlip[] {
  const before: Obj = isObj(approved) ? approved : {};
  const after: Obj = isObj(live) ? live : {};
  // The spec: destructiveHint and idempotentHint are meaningful only when readOnlyHint is false — on the live side,
  // whatever the approved one said (a tool that became read-only does not "now perform only additive updates": its
  // readOnlyHint flip says what changed).
  const readOnly = own(after, 'readOnlyHint') === true;
  const flips: AnnotationFlip[] = [];
  for (const spec of HINTS) {
    const from = own(before, spec.hint);
    const to = own(after, spec.hint);
    const effFrom = typeof from === 'boolean' ? from : spec.default;
    const effTo = typeof to === 'boolean' ? to : spec.default;
    if (effFrom === effTo) continue;
    const moot = readOnly && (spec.hint === 'destructiveHint' || spec.hint === 'idempotentHint');
    flips.push({
      hint: spec.hint,
      from,
      to,
      risky: !moot && effFrom === spec.risky.from && effTo === spec.risky.to,
      message: moot
        ? `${spec.hint} changed from ${hintText(from, spec.default)} to ${hintText(to, spec.default)}: meaningful only when readOnlyHint is false, and the tool declares itself read-only`
        : `${spec.hint} changed from ${hintText(from, spec.default)} to ${hintText(to, spec.default)}: ${spec.meaning[String(effTo) as 'true' | 'false']}`,
    });
  }
  return flips;
}

/**
 * Whether two annotation objects say the same: equal but for behaviour hints
 * written out at their MCP default on one side and absent on the other
 * (`readOnlyHint: false` dropped). Anything else (another title, a hint that
 * is not a boolean, a flip) is a change in meaning.
 */
export function annotationsSameMeaning(approved: unknown, live: unknown): boolean {
  const strip = (value: unknown): unknown => {
    if (value === undefined || value === null) return {};
    if (!isObj(value)) return value;
    const out: Obj = { ...value };
    for (const spec of HINTS) if (own(out, spec.hint) === spec.default) delete out[spec.hint];
    return out;
  };
  return canonical(strip(approved)) === canonical(strip(live));
}

/**
 * Whether two `execution` objects mean the same: `taskSupport` absent is "forbidden" (MCP 2025-11-25), so
 * `{taskSupport: "forbidden"}`, `{}` and no `execution` at all are one contract; anything else compares as written.
 */
export function executionSameMeaning(approved: unknown, live: unknown): boolean {
  const strip = (value: unknown): unknown => {
    if (value === undefined || value === null) return {};
    if (!isObj(value)) return value;
    const out: Obj = { ...value };
    if (own(out, 'taskSupport') === 'forbidden') delete out.taskSupport;
    return out;
  };
  return canonical(strip(approved)) === canonical(strip(live));
}

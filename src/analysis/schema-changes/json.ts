// JSON helpers for hostile values: own keys only, bounded canonical text, equality.

export type Obj = Record<string, unknown>;

export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function own(obj: Obj, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

export function has(obj: Obj, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

class Lit {
  constructor(readonly text: string) {}
}
const COMMA = new Lit(',');
let overflowCounter = 0;
const CANONICAL_BUDGET = 2_000_000;

/**
 * Canonical text of a value: object keys sorted, iterative (no recursion, so
 * arbitrarily deep values are fine). Cyclic or absurdly large values get a
 * unique text, so they never compare equal to anything.
 */
export function canonical(value: unknown, limit = Infinity): string {
  const parts: string[] = [];
  const stack: unknown[] = [value];
  let budget = CANONICAL_BUDGET;
  // With a limit: the text's start, once longer than `limit` (a message shows ~60 characters of a value that may be
  // megabytes, written once per place that shows it).
  let length = 0;
  while (stack.length > 0) {
    if (length > limit) break;
    const item = stack.pop();
    if (item instanceof Lit) {
      parts.push(item.text);
      length += item.text.length;
      continue;
    }
    const before = parts.length;
    if (--budget < 0) return `\u0000overflow:${++overflowCounter}`;
    if (Array.isArray(item)) {
      parts.push('[');
      stack.push(new Lit(']'));
      for (let i = item.length - 1; i >= 0; i--) {
        stack.push(item[i]);
        if (i > 0) stack.push(COMMA);
      }
    } else if (isObj(item)) {
      const keys = Object.keys(item).sort();
      parts.push('{');
      stack.push(new Lit('}'));
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push(item[keys[i]]);
        stack.push(new Lit(`${JSON.stringify(keys[i])}:`));
        if (i > 0) stack.push(COMMA);
      }
    } else if (typeof item === 'string') {
      parts.push(JSON.stringify(item));
    } else if (typeof item === 'number') {
      parts.push(Number.isFinite(item) ? JSON.stringify(item) : `#${String(item)}`);
    } else if (item === null || typeof item === 'boolean') {
      parts.push(String(item));
    } else {
      parts.push(`#${typeof item}`);
    }
    for (let i = before; i < parts.length; i++) length += parts[i].length;
  }
  return parts.join('');
}

export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || typeof a !== 'object' || a === null || b === null) {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  return canonical(a) === canonical(b);
}

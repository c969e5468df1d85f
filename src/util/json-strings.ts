// Every string of a JSON value, keys included: where a secret can stand in a
// lock or a snapshot. Iterative (a value can be deep), in no particular order.

export function jsonStrings(value: unknown): string[] {
  const out: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') out.push(node);
    else if (Array.isArray(node)) for (const item of node) stack.push(item);
    else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        out.push(key);
        stack.push(item);
      }
    }
  }
  return out;
}

// Every string of a JSON value, keys included, and every number as its JSON
// text: where a secret can stand in a lock or a snapshot (an account id a
// server echoes as a number, too). Iterative (a value can be deep), in no
// particular order.

export function jsonStrings(value: unknown): string[] {
  const out: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') out.push(node);
    else if (typeof node === 'number') out.push(JSON.stringify(node));
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

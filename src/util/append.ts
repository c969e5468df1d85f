// Appending one array to another without spreading it into arguments:
// `target.push(...items)` throws (call stack exceeded) past ~100k items, and
// a hostile server or a large catalog gets there (a page of tools, a schema
// with 200k changed properties, a gateway's findings).

/** Appends `items` to `target` in place. */
export function append<T>(target: T[], items: readonly T[]): void {
  for (let i = 0; i < items.length; i++) target.push(items[i]);
}

/** Adds `value` to the list `map` holds under `key`, starting the list when there is none. */
export function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

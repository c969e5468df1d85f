// The lint's caches of per-text results are bounded (a hostile catalog of
// distinct texts must not fill memory) and cleared when full. A chunk's texts
// computed ahead (lintTools' phases) must fit in what is left of the cache.

/**
 * The texts of a chunk to compute ahead, within a bounded cache's room: those it does not hold yet. When they do not all
 * fit, the cache is cleared first and the chunk's texts up to the limit are computed (the rest on demand, as they are
 * met): filling a full cache would clear it while it fills, and the texts computed ahead would be computed again.
 */
export function roomFor<V>(cache: Map<string, V>, texts: ReadonlySet<string>, limit: number): string[] {
  const missing = [...texts].filter((text) => !cache.has(text));
  if (cache.size + missing.length <= limit) return missing;
  cache.clear();
  return [...texts].slice(0, limit);
}

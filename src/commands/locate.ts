// Where a finding belongs in the files people review: a waiver's finding at
// the waiver; else the tool's line in the catalog YAML (its exact entry or the
// pattern that covers it), else the server's, else the tool's (or the
// server's) entry in the lock.
import { readFileSync } from 'node:fs';
import { positionOf, type LoadedCatalog } from '../lock/catalog-file.js';
import { compileToolDecls } from '../lock/tool-decls.js';
import { lockPathFor } from '../lock/lock-file.js';
import { jsonTextLocator } from '../lock/validate.js';
import type { Locate } from '../report/sarif.js';
import type { Finding } from '../types.js';

export function locator(loaded: LoadedCatalog, shownCatalogPath: string): Locate {
  let lockLocate: ReturnType<typeof jsonTextLocator> | null | undefined;
  const lockUri = shownCatalogPath.replace(/\.ya?ml$/i, '') + '.lock.json';
  const lockPosition = (path: string[]) => {
    if (lockLocate === undefined) {
      try {
        lockLocate = jsonTextLocator(readFileSync(lockPathFor(loaded.path), 'utf8'));
      } catch {
        lockLocate = null;
      }
    }
    return lockLocate?.(path, 'key');
  };
  const resolve = compileToolDecls(loaded.catalog.tools ?? {});
  return (finding: Finding) => {
    // A finding about a waiver (invalid, expired, unused) belongs at the waiver, not at the tools it lists.
    const waiver = finding.rule.startsWith('waiver_') ? finding.details?.index : undefined;
    if (typeof waiver === 'number') {
      const pos = positionOf(loaded, ['waivers', String(waiver)]);
      if (pos) return { uri: shownCatalogPath, ...pos };
    }
    for (const id of finding.tools) {
      const key = resolve(id)?.key;
      const pos = key ? positionOf(loaded, ['tools', key], 'key') : undefined;
      if (pos) return { uri: shownCatalogPath, ...pos };
    }
    // A tool id's label, or an entry with no slash (a waiver's bare label) as it is.
    const labels = [...(finding.servers ?? []), ...finding.tools.map((id) => (id.includes('/') ? id.slice(0, id.indexOf('/')) : id))];
    for (const label of labels) {
      const pos = positionOf(loaded, ['servers', label], 'key');
      if (pos) return { uri: shownCatalogPath, ...pos };
    }
    // Where the catalog has no entry (a tool or a server it no longer declares): the lock's.
    for (const id of finding.tools) {
      const pos = lockPosition(['tools', id]);
      if (pos) return { uri: lockUri, ...pos };
    }
    for (const label of labels) {
      const pos = lockPosition(['servers', label]);
      if (pos) return { uri: lockUri, ...pos };
    }
    const top = positionOf(loaded, ['agent'], 'key');
    return top ? { uri: shownCatalogPath, ...top } : undefined;
  };
}

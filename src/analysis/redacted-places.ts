// Where a server's definitions, scrubbed for a secret they carried (definitionsRedacted: see
// src/discovery/scrub-snapshot.ts), now hold `***`: what people need to find what the server echoed. Pure.
import { MAX_DEFINITION_DEPTH } from '../contract/projection.js';
import type { ServerSnapshot } from '../types.js';
import { REDACTED } from '../util/redact.js';
import { truncate } from './lint/text.js';

/** A JSON pointer's token (RFC 6901). */
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Where the definitions of a server scrubbed for a secret (definitionsRedacted) now hold `***`: each place as the
 * tool's (prompt's, template's) name and a JSON pointer into its definition, the first `limit` of them, so that people
 * can find what the server echoed (never the value: it is gone). A server may write `***` of its own: a hint, not proof.
 */
export function redactedPlaces(server: ServerSnapshot, limit = 5): string[] {
  const places: string[] = [];
  const walk = (value: unknown, pointer: string, name: string, depth: number): void => {
    if (places.length >= limit || depth > MAX_DEFINITION_DEPTH) return;
    if (typeof value === 'string') {
      if (value.includes(REDACTED)) places.push(`${truncate(name, 80)} at ${pointer || '/'}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${pointer}/${i}`, name, depth + 1));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(REDACTED) && places.length < limit) places.push(`${truncate(name, 80)} at ${pointer}/${token(key)} (the key)`);
        walk(item, `${pointer}/${token(key)}`, name, depth + 1);
      }
    }
  };
  for (const list of [server.tools, server.prompts, server.resourceTemplates]) {
    if (!Array.isArray(list)) continue;
    for (const definition of list) {
      const name = definition !== null && typeof definition === 'object' && typeof (definition as { name?: unknown }).name === 'string' ? (definition as { name: string }).name : '?';
      walk(definition, '', name, 0);
    }
  }
  return places;
}

// Where a server's definitions were scrubbed for a secret they carried (definitionsRedacted: see
// src/discovery/scrub-snapshot.ts): what people need to find what the server echoed, never the value. Pure.
import { MAX_DEFINITION_DEPTH } from '../contract/projection.js';
import type { ServerSnapshot } from '../types.js';

/** The most places kept (a sample: people fix the server, then look again). */
export const MAX_PLACES = 5;

/** A JSON pointer's token (RFC 6901). */
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

const nameOf = (definition: unknown) => (definition !== null && typeof definition === 'object' && typeof (definition as { name?: unknown }).name === 'string' ? (definition as { name: string }).name : '?');

type Lists = readonly (readonly unknown[] | undefined)[];

/**
 * The places where `after` (definitions as scrubbed) differs from `before` (as the server sent them), walked side by
 * side: each as the scrubbed definition's name and a JSON pointer made of the scrubbed keys (a key that held the
 * secret shows `***`), the first MAX_PLACES. Exact: a `***` the server wrote itself is no place. Uncut, and not yet
 * redacted of the catalog's other values: the caller redacts every secret, then cuts (see scrubServer).
 */
export function changedPlaces(before: Lists, after: Lists): string[] {
  const places: string[] = [];
  // The path as a stack of keys, joined only for a place found (joined at each node, a deep chain of long keys cost
  // the square of its size).
  const path: string[] = [];
  const at = () => (path.length === 0 ? 'the root' : `/${path.map(token).join('/')}`);
  const walk = (was: unknown, now: unknown, name: string, depth: number): void => {
    if (places.length >= MAX_PLACES || depth > MAX_DEFINITION_DEPTH) return;
    if (typeof was === 'string' || typeof now === 'string') {
      if (was !== now) places.push(`${name} at ${at()}`);
    } else if (Array.isArray(was) && Array.isArray(now)) {
      for (let i = 0; i < Math.min(was.length, now.length) && places.length < MAX_PLACES; i++) {
        path.push(String(i));
        walk(was[i], now[i], name, depth + 1);
        path.pop();
      }
    } else if (was !== null && now !== null && typeof was === 'object' && typeof now === 'object') {
      // Keys in order: redacting keeps their order, so the k-th key before is the k-th after.
      const wasKeys = Object.keys(was);
      const nowKeys = Object.keys(now);
      for (let k = 0; k < Math.min(wasKeys.length, nowKeys.length) && places.length < MAX_PLACES; k++) {
        path.push(nowKeys[k]);
        if (wasKeys[k] !== nowKeys[k]) places.push(`${name} at ${at()} (the key)`);
        walk((was as Record<string, unknown>)[wasKeys[k]], (now as Record<string, unknown>)[nowKeys[k]], name, depth + 1);
        path.pop();
      }
    }
  };
  for (let l = 0; l < before.length; l++) {
    const was = before[l];
    const now = after[l];
    if (!Array.isArray(was) || !Array.isArray(now)) continue;
    for (let i = 0; i < Math.min(was.length, now.length) && places.length < MAX_PLACES; i++) walk(was[i], now[i], nameOf(now[i]), 0);
  }
  return places;
}

/** A place as changedPlaces writes it: a name, " at ", a pointer or "the root", perhaps " (the key)"; one line. */
const PLACE = /^[^\n\r]{1,200} at (?:the root|\/[^\n\r]{0,780})(?: \(the key\))?$/;

/**
 * Where a scrubbed server's definitions were redacted, as recorded when it was scrubbed (redactedAt): at most
 * MAX_PLACES, each of the shape changedPlaces writes (a snapshot file may hold anything there). None for a file
 * written before places were recorded: its strings that hold `***` now would be a guess (a server writes `***` too),
 * and their keys may hold values of the catalog a pointer escapes past the redaction.
 */
export function redactedPlaces(server: ServerSnapshot): string[] {
  if (!Array.isArray(server.redactedAt)) return [];
  return server.redactedAt.filter((p): p is string => typeof p === 'string' && PLACE.test(p)).slice(0, MAX_PLACES);
}

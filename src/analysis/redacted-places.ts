// Where a server's definitions were scrubbed for a secret they carried (definitionsRedacted: see
// src/discovery/scrub-snapshot.ts): what people need to find what the server echoed, never the value. Pure.
import { MAX_DEFINITION_DEPTH } from '../contract/projection.js';
import type { ServerSnapshot } from '../types.js';
import { REDACTED } from '../util/redact.js';
import { truncate } from './lint/text.js';

/** The most places kept (a sample: people fix the server, then look again). */
export const MAX_PLACES = 5;
/** The longest key written in a place's pointer (a hostile key can be megabytes). */
const MAX_KEY = 64;

/** A JSON pointer's token (RFC 6901), cut to MAX_KEY code points. */
const token = (key: string) => truncate(key, MAX_KEY).replace(/~/g, '~0').replace(/\//g, '~1');

const nameOf = (definition: unknown) =>
  truncate(definition !== null && typeof definition === 'object' && typeof (definition as { name?: unknown }).name === 'string' ? (definition as { name: string }).name : '?', 80);

type Lists = readonly (readonly unknown[] | undefined)[];

/**
 * The places where `after` (definitions as scrubbed) differs from `before` (as the server sent them), walked side by
 * side: each as the scrubbed definition's name and a JSON pointer made of the scrubbed keys (a key that held the
 * secret shows `***`, never the value), the first MAX_PLACES. Exact: a `***` the server wrote itself is no place.
 */
export function changedPlaces(before: Lists, after: Lists): string[] {
  const places: string[] = [];
  const walk = (was: unknown, now: unknown, pointer: string, name: string, depth: number): void => {
    if (places.length >= MAX_PLACES || depth > MAX_DEFINITION_DEPTH) return;
    if (typeof was === 'string' || typeof now === 'string') {
      if (was !== now) places.push(`${name} at ${pointer === '' ? 'the root' : pointer}`);
    } else if (Array.isArray(was) && Array.isArray(now)) {
      for (let i = 0; i < Math.min(was.length, now.length); i++) walk(was[i], now[i], `${pointer}/${i}`, name, depth + 1);
    } else if (was !== null && now !== null && typeof was === 'object' && typeof now === 'object') {
      // Keys in order: redacting keeps their order, so the k-th key before is the k-th after.
      const wasKeys = Object.keys(was);
      const nowKeys = Object.keys(now);
      for (let k = 0; k < Math.min(wasKeys.length, nowKeys.length) && places.length < MAX_PLACES; k++) {
        const at = `${pointer}/${token(nowKeys[k])}`;
        if (wasKeys[k] !== nowKeys[k]) places.push(`${name} at ${at} (the key)`);
        walk((was as Record<string, unknown>)[wasKeys[k]], (now as Record<string, unknown>)[nowKeys[k]], at, name, depth + 1);
      }
    }
  };
  for (let l = 0; l < before.length; l++) {
    const was = before[l];
    const now = after[l];
    if (!Array.isArray(was) || !Array.isArray(now)) continue;
    for (let i = 0; i < Math.min(was.length, now.length); i++) walk(was[i], now[i], '', nameOf(now[i]), 0);
  }
  return places;
}

/**
 * Where a scrubbed server's definitions were redacted: as recorded when it was scrubbed (redactedAt), else — a
 * snapshot file written before that was recorded — the strings that hold `***` now (a hint: a server may write
 * `***` of its own).
 */
export function redactedPlaces(server: ServerSnapshot): string[] {
  if (Array.isArray(server.redactedAt)) return server.redactedAt.filter((p): p is string => typeof p === 'string').slice(0, MAX_PLACES).map((p) => truncate(p, 1000));
  const places: string[] = [];
  const walk = (value: unknown, pointer: string, name: string, depth: number): void => {
    if (places.length >= MAX_PLACES || depth > MAX_DEFINITION_DEPTH) return;
    if (typeof value === 'string') {
      if (value.includes(REDACTED)) places.push(`${name} at ${pointer === '' ? 'the root' : pointer}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${pointer}/${i}`, name, depth + 1));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(REDACTED) && places.length < MAX_PLACES) places.push(`${name} at ${pointer}/${token(key)} (the key)`);
        walk(item, `${pointer}/${token(key)}`, name, depth + 1);
      }
    }
  };
  for (const list of [server.tools, server.prompts, server.resourceTemplates]) {
    if (!Array.isArray(list)) continue;
    for (const definition of list) walk(definition, '', nameOf(definition), 0);
  }
  return places;
}

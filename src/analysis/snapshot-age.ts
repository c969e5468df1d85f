// A snapshot file (`check --snapshot`) shows each server as discovery read it
// then, not as it is when the check decides: a promotion says the live catalog
// was verified. Each server's entry says when its discovery ended
// (`evidence.completedAt`); an entry older than the limit (`--snapshot-max-age`,
// a day by default), undated, or dated after the check's clock is not evidence
// of the server now (incomplete_discovery: exit 2), as an old runtime
// photograph is not (see runtime.ts, photographFreshness).
import { durationText } from '../util/duration.js';
import { CLOCK_SKEW_MS, freshness } from '../util/freshness.js';
import { dateTimeInstant } from '../util/rfc3339.js';
import type { ServerSnapshot } from '../types.js';

/** How old a snapshot file's servers may be by default: a day (`--snapshot-max-age`). */
export const SNAPSHOT_MAX_AGE_MS = 24 * 3_600_000;

/** The check's clock and the most a snapshot's entry may be behind it. */
export interface SnapshotAgeLimit {
  nowMs: number;
  maxAgeMs: number;
}

/** Why an entry is not evidence of its server now: the finding's message, and a few words for the server tables. */
export interface StaleEntry {
  message: string;
  brief: string;
}

/** Why the server's entry does not show the server at the time of the check, or undefined when it does (or there is no limit). */
export function staleEntry(server: Pick<ServerSnapshot, 'evidence'>, limit: SnapshotAgeLimit | undefined): StaleEntry | undefined {
  if (limit === undefined) return undefined;
  const at = server.evidence?.completedAt;
  const age = freshness(at, limit.nowMs, limit.maxAgeMs);
  const rule = `a snapshot must be at most ${durationText(limit.maxAgeMs)} old (--snapshot-max-age)`;
  const again = 'run discover again, or pass --snapshot-max-age (a longer age, or none for any)';
  switch (age.kind) {
    case 'fresh':
      return undefined;
    case 'undated':
      return {
        message: `the snapshot does not say when this server was discovered (evidence.completedAt): an entry of unknown age proves nothing of the server now; ${rule}: ${again}`,
        brief: 'the snapshot does not say when it was taken: not verified',
      };
    case 'invalid':
      return { message: `the snapshot's evidence.completedAt ${JSON.stringify(at)} is not a date-time (2026-10-06T07:41:12Z): run discover again`, brief: 'the snapshot does not say a valid time: not verified' };
    case 'stale':
      return {
        message: `the snapshot was taken at ${at} (evidence.completedAt), ${durationText(age.ageMs)} before this check; ${rule}: ${again}`,
        brief: `snapshot taken ${at}, older than ${durationText(limit.maxAgeMs)}: not verified`,
      };
    case 'future':
      return {
        message: `the snapshot says this server was discovered at ${at} (evidence.completedAt), ${durationText(age.aheadMs)} after this check's clock (${durationText(CLOCK_SKEW_MS)} of difference allowed): a snapshot from the future proves nothing (check the clock that wrote it, and run discover again)`,
        brief: `snapshot dated ${at}, after this check's clock: not verified`,
      };
  }
}

/**
 * When the snapshot was taken, as a report says it: the oldest `completedAt` of the catalog's servers it has (the
 * age the limit is judged by), or null when one of them does not say a time (or it has none of them).
 */
export function snapshotTakenAt(servers: readonly Pick<ServerSnapshot, 'label' | 'evidence'>[], labels: readonly string[]): string | null {
  const wanted = new Set(labels);
  let oldest: { at: string; ms: number } | undefined;
  for (const server of servers) {
    if (!wanted.has(server.label)) continue;
    const at = server.evidence?.completedAt;
    const ms = dateTimeInstant(at);
    if (at === undefined || ms === undefined) return null;
    if (oldest === undefined || ms < oldest.ms) oldest = { at, ms };
  }
  return oldest?.at ?? null;
}

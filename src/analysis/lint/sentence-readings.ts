// The sentence readings of prose, in one table: each reads a tool's prose
// (its description, a parameter's, an output field's) sentence by sentence
// and reports its own pattern of instruction_text. Each opens only where its
// purpose-free gate does (a cheap test of the normalised text), and the
// gates of a text are computed once (catalogs repeat parameter texts). The
// order is the order of reporting: where two readings cover the same words,
// both are kept; where a pattern of the directive scan already covers them,
// none is (lint.ts).
import type { JsonObject } from '../../types.js';
import { concealedWhenAskedSentences, mayConcealWhenAsked } from './concealed-when-asked.js';
import { conversationHarvestSentences, mayHarvestConversation } from './conversation-harvest.js';
import { normalize, type Normalized } from './normalize.js';
import { roomFor } from './bounded-cache.js';
import { mayBeOffPurpose, offPurposeSentences } from './off-purpose.js';
import { mayGiveAuthority, outputAuthoritySentences } from './output-authority.js';
import { mayOutrankRequest, outranksRequestSentences } from './outranks-request.js';
import { mayPinPackageSource, packageSourceSentences } from './package-source.js';
import { mayPersist, persistentSentences } from './persistence.js';
import { mayClaimPriorApproval, priorApprovalSentences } from './prior-approval.js';
import { mayAskSecretStore, secretStoreFieldSentences } from './secret-store-field.js';
import { mayCopyStanding, standingCopySentences } from './standing-copy.js';
import { mayGrantStandingPrivilege, standingPrivilegeSentences } from './standing-privilege.js';
import { mayPostResults, resultsEgressSentences } from './results-egress.js';
import { controlWeakenedSentences, mayWeakenControl } from './control-weakened.js';
import { FRAMES, frameSentences } from './frames.js';
import { mayRedirectWorkspace, workspaceTargetSentences } from './workspace-target.js';
import { maySendToLookAlike, signInLookAlikeSentences, credentialsAtUrlSentences, mayAskCredentialsAtUrl, mayPayAtOwnLookAlike, ownBrandLookAlikePaySentences, mayPayAtGovernmentLookAlike, governmentLookAlikeSentences } from './sign-in-lookalike.js';
import { mayScriptAnswer, scriptedAnswerSentences } from './scripted-answer.js';
import { mayQuoteOtherOutcome, quotedOtherOutcomeSentences } from './quoted-outcome.js';
import { counterpartySwitchedSentences, maySwitchCounterparty } from './counterparty-switched.js';
import { accountRedirectSentences, copySentAsideSentences, failureToldAsSuccessSentences, keptFromPersonSentences, mayKeepFromPerson, mayRouteThroughAccount, maySendCopyAside, mayTellFailureAsSuccess, mayActOnReturned, returnedActedOnSentences, copyToAddressSentences, mayCopyToAddress, mayOverrideRequestCjk, overRequestCjkSentences, mayCarrySendCardData, cardDataSentSentences } from './other-languages.js';

/** What a reading knows of the tool: its purpose (name, first sentence, server label) and its parameter names. */
export interface SentenceContext {
  purpose: string;
  params: ReadonlySet<string>;
  /** Whether the text describes what the tool returns (an output schema's). */
  returned: boolean;
  /** Whether the text is an input parameter's own description (what it asks for goes into that parameter). */
  field?: boolean;
  /** Whether the text was decoded from a run hidden in another (it has no first sentence that says a purpose). */
  decoded?: boolean;
}

export interface SentenceMatch {
  start: number;
  end: number;
  extra?: JsonObject;
}

interface SentenceReading {
  pattern: string;
  may: (norm: string) => boolean;
  read: (text: string, context: SentenceContext, n: Normalized) => SentenceMatch[];
  /** Read in a tool's text only, not in a server's instructions (whose purpose, a label and a first sentence, is too broad to tell what is off it). */
  toolOnly?: boolean;
}

export const SENTENCE_READINGS: readonly SentenceReading[] = [
  // Another domain's target set off the tool's purpose (off-purpose.ts).
  { pattern: 'off_purpose_directive', may: mayBeOffPurpose, read: (t, c, n) => offPurposeSentences(t, c.purpose, n, c.decoded === true).map((m) => ({ start: m.start, end: m.end, extra: { domain: m.domain } })), toolOnly: true },
  // Orders made to outlive the call (persistence.ts).
  { pattern: 'persistent_directive', may: mayPersist, read: (t, c, n) => persistentSentences(t, c.purpose, n) },
  // A standing copy of what the agent sends, to a fixed target, as a house rule (standing-copy.ts).
  { pattern: 'redirect_target', may: mayCopyStanding, read: (t, _c, n) => standingCopySentences(t, n) },
  // Where the agent's packages and images come from, pinned to a fixed host for every install (package-source.ts).
  { pattern: 'package_source', may: mayPinPackageSource, read: (t, _c, n) => packageSourceSentences(t, n) },
  // What is read or returned ranked above the user's or the original request (outranks-request.ts).
  { pattern: 'obey_returned', may: mayOutrankRequest, read: (t, c, n) => outranksRequestSentences(t, n, c.returned) },
  // Something kept from the person even when they ask (concealed-when-asked.ts).
  { pattern: 'concealment', may: mayConcealWhenAsked, read: (t, _c, n) => concealedWhenAskedSentences(t, n) },
  // An administrator's role for a fixed account, granted as a standing step (standing-privilege.ts).
  { pattern: 'privilege_grant', may: mayGrantStandingPrivilege, read: (t, c, n) => standingPrivilegeSentences(t, c.params, n) },
  // An approval asserted beforehand that makes the person's check needless (prior-approval.ts).
  { pattern: 'prior_approval_claim', may: mayClaimPriorApproval, read: (t, _c, n) => priorApprovalSentences(t, n) },
  // A credential store named in words, its contents asked for in a field (secret-store-field.ts).
  { pattern: 'sensitive_file_directive', may: mayAskSecretStore, read: (t, c, n) => secretStoreFieldSentences(t, c.purpose, n, c.field === true) },
  // A fixed target for every payment, message or link sent from the workspace, in any language (workspace-target.ts).
  { pattern: 'redirect_target', may: mayRedirectWorkspace, read: (t, c, n) => workspaceTargetSentences(t, c.purpose, n).map((m) => ({ start: m.start, end: m.end, extra: { kind: m.kind } })) },
  // The whole conversation asked for with the card, PIN or identity numbers in it, in any language (conversation-harvest.ts).
  { pattern: 'context_harvest', may: mayHarvestConversation, read: (t, c, n) => conversationHarvestSentences(t, c.purpose, n) },
  // What the tool returns, or the model holds, sent on to a fixed URL as an order (results-egress.ts).
  { pattern: 'results_to_url', may: mayPostResults, read: (t, c, n) => resultsEgressSentences(t, c.purpose, n) },
  // A security control switched off as a step of a tool whose purpose is something else (control-weakened.ts).
  { pattern: 'control_weakened', may: mayWeakenControl, read: (t, c, n) => controlWeakenedSentences(t, c.purpose, n, c.field === true), toolOnly: true },
  // The person sent to sign in on a look-alike of a well-known service (sign-in-lookalike.ts).
  { pattern: 'sign_in_lookalike', may: maySendToLookAlike, read: (t, _c, n) => signInLookAlikeSentences(t, n) },
  // The person's password, code or card typed at a URL the tool's purpose never names (sign-in-lookalike.ts).
  { pattern: 'sign_in_lookalike', may: mayAskCredentialsAtUrl, read: (t, c, n) => credentialsAtUrlSentences(t, c.purpose, n) },
  { pattern: 'sign_in_lookalike', may: mayPayAtOwnLookAlike, read: (t, _c, n) => ownBrandLookAlikePaySentences(t, n) },
  { pattern: 'sign_in_lookalike', may: mayPayAtGovernmentLookAlike, read: (t, _c, n) => governmentLookAlikeSentences(t, n) },
  // What the tool returns given an order's authority (output-authority.ts).
  { pattern: 'obey_content', may: mayGiveAuthority, read: (t, c, n) => outputAuthoritySentences(t, c.purpose, n) },
  // The same house rules in the other languages: something kept from the person, a failure told as success, a copy sent aside (other-languages.ts).
  { pattern: 'concealment', may: mayKeepFromPerson, read: (t, _c, n) => keptFromPersonSentences(t, n) },
  { pattern: 'deception', may: mayTellFailureAsSuccess, read: (t, _c, n) => failureToldAsSuccessSentences(t, n) },
  // A quoted message that claims one outcome beside the other the tool gives (quoted-outcome.ts).
  { pattern: 'deception', may: mayQuoteOtherOutcome, read: (t, _c, n) => quotedOtherOutcomeSentences(t, n) },
  // An answer scripted for the person's question, a claim told for comfort, a severity told as a lesser one (scripted-answer.ts).
  { pattern: 'deception', may: mayScriptAnswer, read: (t, _c, n) => scriptedAnswerSentences(t, n) },
  { pattern: 'results_to_url', may: maySendCopyAside, read: (t, c, n) => copySentAsideSentences(t, c.purpose, n) },
  { pattern: 'redirect_target', may: mayCopyToAddress, read: (t, _c, n) => copyToAddressSentences(t, n) },
  { pattern: 'override_user', may: mayOverrideRequestCjk, read: (t, _c, n) => overRequestCjkSentences(t, n) },
  { pattern: 'private_data_transfer', may: mayCarrySendCardData, read: (t, _c, n) => cardDataSentSentences(t, n) },
  // An order moved to a named company without asking (counterparty-switched.ts).
  { pattern: 'redirect_target', may: maySwitchCounterparty, read: (t, _c, n) => counterpartySwitchedSentences(t, n) },
  // What is paid routed through a fixed account first, or the payee's details replaced by one, in any language (other-languages.ts).
  { pattern: 'redirect_target', may: mayRouteThroughAccount, read: (t, _c, n) => accountRedirectSentences(t, n) },
  // What the tool returns carried out with the agent's tools, in the other languages (other-languages.ts).
  { pattern: 'obey_content', may: mayActOnReturned, read: (t, c, n) => returnedActedOnSentences(t, c.purpose, c.returned, n) },
  // Business rules read by their parts, in any wording and language: a control skipped to keep things moving, telling
  // declared needless, a right named only if asked, a serious risk told as harmless (frames.ts). In a tool's text only:
  // a server's instructions speak of many tools at once.
  ...FRAMES.map((frame) => ({ pattern: frame.pattern, may: (norm: string) => frame.may.test(norm), read: (t: string, _c: SentenceContext, n: Normalized) => frameSentences(frame, t, n), toolOnly: true })),
];

// Only the gates are kept (a number per text): a hostile catalog of distinct texts does not fill memory with their
// normalised copies; the few texts that open a gate are normalised again where they are read.
const gateCache = new Map<string, readonly number[]>();
const GATE_CACHE_LIMIT = 20_000;
const NONE: readonly number[] = Object.freeze([]);

/**
 * The readings a text opens: their indices in SENTENCE_READINGS, in order. (A list, not a bit mask: a 32-bit mask
 * folded reading 32 onto reading 0 once the table grew past 32, and opened each where the other's gate did.)
 */
export function sentenceGates(text: string): readonly number[] {
  const open = gateCache.get(text);
  if (open !== undefined) return open;
  const { norm } = normalize(text);
  const list: number[] = [];
  for (let i = 0; i < SENTENCE_READINGS.length; i++) if (SENTENCE_READINGS[i].may(norm)) list.push(i);
  return keepGates(text, list);
}

function keepGates(text: string, list: number[]): readonly number[] {
  const open = list.length === 0 ? NONE : list;
  if (text.length <= 2_000) {
    if (gateCache.size >= GATE_CACHE_LIMIT) gateCache.clear();
    gateCache.set(text, open);
  }
  return open;
}

/**
 * The gates of many texts at once (a chunk of a catalog's prose), gate by gate: each gate's patterns stay in the
 * processor's caches across the texts. The same gates as sentenceGates on each; those kept are cached as it keeps them.
 */
export function sentenceGatesOf(texts: Iterable<string>): void {
  const todo = roomFor(gateCache, new Set([...texts].filter((text) => text.length <= 2_000)), GATE_CACHE_LIMIT);
  if (todo.length === 0) return;
  const norms = todo.map((text) => normalize(text).norm);
  const lists: number[][] = todo.map(() => []);
  for (let i = 0; i < SENTENCE_READINGS.length; i++) {
    const may = SENTENCE_READINGS[i].may;
    for (let k = 0; k < norms.length; k++) if (may(norms[k])) lists[k].push(i);
  }
  for (let k = 0; k < todo.length; k++) keepGates(todo[k], lists[k]);
}

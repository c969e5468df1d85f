// Description features of the semantic-overlap detector: the lead of a
// description (splitLead) and its weighted bag of terms (descriptionBag):
// stems, verb classes `@class` and object concepts `~concept`, the lead
// counting fully and the rest at REST_WEIGHT.

import { tokenizeText } from './tokenize.js';
import type { Bag, BagBuilder, Interner } from './vectors.js';
import { objectConceptOf, verbAt } from './verbs.js';

/** Tokens a description lead must have before it may end at a sentence boundary. */
const LEAD_MIN_TOKENS = 4;
/** Weight of a description term that only occurs after the lead. */
const REST_WEIGHT = 0.2;

/**
 * The lead of a description: its first sentence, extended by the next ones
 * until it has LEAD_MIN_TOKENS tokens. Descriptions state their promise first;
 * what follows is usage notes and caveats.
 */
function splitLead(text: string): [string[], string[]] {
  // Tokens of the lead and of the rest. Sentences are cut after a separator
  // (whitespace, a newline), where tokenizing the pieces gives the tokens of
  // the whole: each sentence is tokenized once.
  const boundary = /[.!?。！？]+(?:\s|$)|\n+/g;
  let start = 0;
  const lead: string[] = [];
  for (const m of text.matchAll(boundary)) {
    const end = (m.index ?? 0) + m[0].length;
    for (const token of tokenizeText(text.slice(start, end))) lead.push(token);
    start = end;
    if (lead.length >= LEAD_MIN_TOKENS) return [lead, tokenizeText(text.slice(end))];
  }
  for (const token of tokenizeText(text.slice(start))) lead.push(token);
  return [lead, []];
}

/** Each token, its verb class (`@class`, multi-word verbs included) and its object concept (`~concept`), weighted, into a bag. */
function addTerms(tokens: string[], weight: number, interner: Interner, bag: BagBuilder): void {
  for (let i = 0; i < tokens.length; i++) {
    bag.add(interner.key(tokens[i]), weight);
    const m = verbAt(tokens, i);
    if (m) bag.add(interner.key(`@${m.cls}`), weight);
    const concept = objectConceptOf(tokens[i]);
    if (concept !== undefined) bag.add(interner.key(`~${concept}`), weight);
  }
}

/** Description terms: the lead sentence counts fully, the rest at REST_WEIGHT. */
function descriptionBag(text: string | undefined, interner: Interner, bag: BagBuilder): Bag {
  if (text) {
    const [lead, rest] = splitLead(text);
    addTerms(lead, 1, interner, bag);
    addTerms(rest, REST_WEIGHT, interner, bag);
  }
  return bag.take();
}

export { descriptionBag };

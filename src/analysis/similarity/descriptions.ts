// Description features of the semantic-overlap detector: the weighted bag of
// terms of a description (DescriptionBags), its lead (./lead.ts) apart:
// stems, verb classes `@class` and object concepts `~concept`, the lead
// counting fully and the rest at REST_WEIGHT.

import { leadLength, splitLead } from './lead.js';
import { stem } from './tokenize.js';
import type { Bag, BagBuilder, Interner } from './vectors.js';
import { descriptionConceptOf, objectConceptOf, objectPairConceptOf, openedClass, startsVerbPair, verbAt, verbPairClassOf } from './verbs.js';

/** Weight of a description term that only occurs after the lead. */
const REST_WEIGHT = 0.2;

const LIST_WORD = stem('list');
const MAKE_WORD = stem('make');
/** What is run when it is made: a request, a call (stemmed terms of a lead). */
const MADE_TO_RUN: ReadonlySet<string> = new Set(['request', 'requests', 'call', 'calls', 'query', 'queries'].map(stem));

/** A bracketed category that opens a description: "[Code Management] ", "【工具】". */
const CATEGORY_TAG = /^\s{0,3}[[【][^\]】\n]{1,80}[\]】]\s*/;

/**
 * The class of the first action of a lead (two-word verbs included), if it names one. A read of a list is a listing:
 * "Get a paginated list of Jenkins jobs", "Retrieve the list of projects" (a survey's getJob and getJobs, one job by
 * its path against the paginated list, read as one read).
 */
function leadVerb(lead: string[]): string | undefined {
  for (let i = 0; i < lead.length; i++) {
    const verb = verbAt(lead, i);
    if (!verb) continue;
    // "Open a mailbox" reads it, "Open an issue" creates one (see openedClass).
    if (verb.length === 1) {
      const opened = openedClass(lead[i], lead[i + 1]);
      if (opened !== undefined) return opened;
    }
    if (verb.cls === 'get' && lead.slice(i + verb.length, i + verb.length + 2).includes(LIST_WORD)) return 'list';
    // Making a request or a call runs it ("Make an HTTP request to any URL", against "Perform HTTP requests"): it creates nothing.
    if (verb.length === 1 && lead[i] === MAKE_WORD && lead.slice(i + 1, i + 4).some((t) => MADE_TO_RUN.has(t))) return 'execute';
    return verb.cls;
  }
  return undefined;
}

/**
 * Words by which a description's first sentence says its tool returns one thing, and the word after them: that thing
 * ("Get a single comment by ID", "Get a specific note for a merge request"; not "the price on a specific date" for a
 * price tool). Read on the raw text: `one` and `specific` are stop words of the bags.
 */
const ONE_THING = /\b(?:single|specific|specified|individual|particular)\s+((?!(?:of|in|on|for|from|with|by|to|at|and|or|number|amount|set|list|range|period)\b)[\p{L}\p{N}]+)(?:[ \t]+((?!(?:of|in|on|for|from|with|by|to|at|and|or)\b)[\p{L}\p{N}]+))?(?:[ \t]+((?!(?:of|in|on|for|from|with|by|to|at|and|or)\b)[\p{L}\p{N}]+))?/iu;

/** The term a thing word is in a name: its object concept `~concept`, else its stem. */
function thingTerm(word: string): string {
  const stemmed = stem(word.toLowerCase());
  const concept = objectConceptOf(stemmed);
  return concept !== undefined ? `~${concept}` : stemmed;
}

/** The things of ONE_THING's words: each word's, and a two-word thing of two adjacent ones ("a single pull request"). */
function singleThings(words: string[]): string[] {
  const out = words.map(thingTerm);
  for (let k = 0; k + 1 < words.length; k++) {
    const pair = objectPairConceptOf(stem(words[k].toLowerCase()), stem(words[k + 1].toLowerCase()));
    if (pair !== undefined) out.push(`~${pair}`);
  }
  return out;
}

/** The first sentence of a text (up to the first . ! ? before whitespace, or a newline). */
function firstSentence(text: string): string {
  // A run of marks is tried from its first mark only (the lookbehind): tried from each, a run of 100,000 dots with
  // no space after it cost 100,000²/2 steps.
  const m = /(?<![.!?。！？])[.!?。！？]+(?:\s|$)|\n/.exec(text.trimStart());
  return m ? text.trimStart().slice(0, m.index) : text;
}

/** What a description term adds to a bag, looked up once per distinct stem of an analysis. */
interface TermInfo {
  /** Interner key of the stem. */
  key: number;
  /** Interner key of its one-word verb class `@class`, or -1. */
  verb: number;
  /** Interner key of its object concept `~concept`, or -1. */
  concept: number;
  /** A two-word verb entry starts with it. */
  pairFirst: boolean;
}

/**
 * Description bags of one analysis: each token, its verb class (`@class`,
 * two-word verbs included) and its object concept (`~concept`), weighted.
 * What a stem adds is looked up once (one map lookup a token, no string built
 * per token); the lead sentence counts fully, the rest at REST_WEIGHT.
 */
class DescriptionBags {
  private readonly info = new Map<string, TermInfo>();
  private readonly byText = new Map<string, Bag>();
  private readonly leads = new Map<string, string | undefined>();
  /** The thing each description's first sentence says its tool returns one of (see ONE_THING), as a name term. */
  private readonly single = new Map<string, readonly string[]>();
  /** Each description's lead as one string (its tokens), to tell a server's boilerplate lead (see leadTextOf). */
  private readonly leadTexts = new Map<string, string>();
  private readonly pastLead = new Map<string, Bag>();
  constructor(
    private readonly interner: Interner,
    private readonly bag: BagBuilder,
  ) {}

  private infoOf(term: string): TermInfo {
    let info = this.info.get(term);
    if (info === undefined) {
      const verb = verbAt([term], 0);
      const concept = descriptionConceptOf(term);
      info = {
        key: this.interner.key(term),
        verb: verb ? this.interner.key(`@${verb.cls}`) : -1,
        concept: concept !== undefined ? this.interner.key(`~${concept}`) : -1,
        pairFirst: startsVerbPair(term),
      };
      this.info.set(term, info);
    }
    return info;
  }

  private addTerms(tokens: string[], weight: number): void {
    const { bag } = this;
    for (let i = 0; i < tokens.length; i++) {
      const info = this.infoOf(tokens[i]);
      bag.add(info.key, weight);
      // The verb class starting here: a two-word entry first (as verbAt does).
      const pair = info.pairFirst && i + 1 < tokens.length ? verbPairClassOf(tokens[i], tokens[i + 1]) : undefined;
      if (pair !== undefined) bag.add(this.interner.key(`@${pair}`), weight);
      else if (info.verb >= 0) bag.add(info.verb, weight);
      if (info.concept >= 0) bag.add(info.concept, weight);
    }
  }

  /** Description terms: the lead sentence counts fully, the rest at REST_WEIGHT. */
  of(text: string | undefined): Bag {
    if (!text) return this.bag.take();
    // Large gateways list the same description many times (one server behind
    // several labels): a bag is a pure function of its text, computed once
    // and shared (bags are read-only once taken).
    let bag = this.byText.get(text);
    if (bag === undefined) {
      const [lead, rest] = splitLead(text);
      this.addTerms(lead, 1);
      this.addTerms(rest, REST_WEIGHT);
      bag = this.bag.take();
      this.byText.set(text, bag);
      // (A category tag before the sentence names no action: "[VM Deploy Order Management] Retry VM deploy machine"
      // opens with retry, not deploy — a survey's devops server tags every tool so.)
      const tag = CATEGORY_TAG.exec(text);
      this.leads.set(text, leadVerb(tag === null ? lead : splitLead(text.slice(tag[0].length))[0]));
      const one = ONE_THING.exec(firstSentence(text));
      this.single.set(text, one ? singleThings(one.slice(1).filter((w) => w !== undefined)) : []);
      this.leadTexts.set(text, lead.join(' '));
    }
    return bag;
  }

  /**
   * The bag of a description whose lead is its server's boilerplate (see boilerplateLeads in ./features.ts: "Twilio -
   * Api: This is the public Twilio REST API." before each tool's purpose): the lead counts as the rest does, and the
   * sentences after it are read as the lead. The same bag as of() when nothing follows the lead.
   */
  pastBoilerplate(text: string): Bag {
    let bag = this.pastLead.get(text);
    if (bag === undefined) {
      const cut = leadLength(text);
      const [lead, rest] = splitLead(text.slice(cut));
      if (lead.length === 0) bag = this.of(text);
      else {
        this.addTerms(splitLead(text.slice(0, cut))[0], REST_WEIGHT);
        this.addTerms(lead, 1);
        this.addTerms(rest, REST_WEIGHT);
        bag = this.bag.take();
      }
      this.pastLead.set(text, bag);
    }
    return bag;
  }

  /** The verb class a description's lead opens with (its first action), once of() has read it. */
  leadVerbOf(text: string | undefined): string | undefined {
    return text ? this.leads.get(text) : undefined;
  }

  /** The thing (a name term) a description's first sentence says its tool returns one of (see ONE_THING), once of() has read it. */
  oneThingOf(text: string | undefined): readonly string[] {
    return (text && this.single.get(text)) || [];
  }

  /** A description's lead as its tokens joined, once of() has read it ('' for none). */
  leadTextOf(text: string | undefined): string {
    return (text && this.leadTexts.get(text)) || '';
  }
}

export { DescriptionBags };

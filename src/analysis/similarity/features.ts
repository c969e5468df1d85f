// Features per tool (step 1 of the pipeline described in ./overlap.ts):
// prepare() turns the id-sorted catalog into Prepared tools: name and
// description TF-IDF vectors, primary action and verbs, objects, core
// objects with their IDF, normalized parameters and intents, the name's
// character 3-grams and a name signature for the sorted neighbourhood.

import { DescriptionBags } from './descriptions.js';
import { analyzeName, nameWords, serverOf, serverPrefixes } from './names.js';
import { charNgrams, nameKey, normalizeParam } from './tokenize.js';
import type { OverlapInput } from './types.js';
import { BagBuilder, documentFrequencies, idf, Interner, tfidf, type Bag, type Packed, type Vec } from './vectors.js';

/** Core object terms, sorted, with their name IDF (parallel arrays: a tool has a few). */
interface Core {
  terms: string[];
  idf: number[];
}

interface Prepared {
  index: number;
  id: string;
  server: string | undefined;
  /** exact_name's key of the name (nameKey): pairs with equal keys are left to exact_name. */
  folded: string;
  nameVec: Vec;
  descVec: Vec;
  /** Where nameVec and descVec live. */
  vectors: Packed;
  primary: string | undefined;
  verbs: Set<string>;
  /** The verb class the description's lead opens with (see DescriptionBags.leadVerbOf). */
  leadVerb: string | undefined;
  /** Object terms (qualifiers included), sorted. */
  objects: string[];
  /** Core object terms (outside qualifiers) with their name IDF. */
  core: Core;
  /** Normalized parameter names, distinct, sorted. */
  params: string[];
  intents: Set<string>;
  /** Distinct character 3-grams of the name as ids, ascending (see gramIds). */
  grams: number[];
  signature: string;
}

function normalizeIntent(intent: string): string {
  return intent
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

/** The distinct grams of a name as ids (interned in `ids`), ascending. */
function gramIds(grams: Set<string>, ids: Map<string, number>): number[] {
  const out: number[] = [];
  for (const g of grams) {
    let id = ids.get(g);
    if (id === undefined) {
      id = ids.size;
      ids.set(g, id);
    }
    out.push(id);
  }
  return out.sort((x, y) => x - y);
}

/** The name lower-cased with everything but letters and digits removed (NFKC; ASCII is its own NFKC form). */
function compactName(name: string): string {
  if (/^[\x00-\x7f]*$/.test(name)) return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return name.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

function prepare(sorted: OverlapInput[]): { tools: Prepared[]; descDf: Int32Array; interner: Interner; nameTermCount: number } {
  const words = sorted.map((t) => nameWords(t.name));
  const prefixes = serverPrefixes(sorted, words);
  const names = sorted.map((t, i) => analyzeName(words[i], prefixes.get(serverOf(t)) ?? { label: [], words: new Set() }));
  const interner = new Interner();
  const builder = new BagBuilder();
  const nameBags = names.map((x): Bag => {
    for (const [term, weight] of x.terms) builder.add(interner.key(term), weight);
    return builder.take();
  });
  // Name terms take the first interner keys: actions and objects are below this count.
  const nameTermCount = interner.terms.length;
  const descriptions = new DescriptionBags(interner, builder);
  const descBags = sorted.map((t) => descriptions.of(t.description));
  const n = sorted.length;
  const nameDf = documentFrequencies(nameBags, interner.terms.length);
  const descDf = documentFrequencies(descBags, interner.terms.length);
  // Vector ids: first seen over the catalog, name terms then description terms of each tool.
  const vectorId = new Int32Array(interner.terms.length).fill(-1);
  let next = 0;
  let entries = 0;
  for (let i = 0; i < n; i++) {
    for (const bag of [nameBags[i], descBags[i]]) {
      for (const k of bag.keys) if (vectorId[k] < 0) vectorId[k] = next++;
      entries += bag.keys.length;
    }
  }
  const vectors: Packed = { ids: new Int32Array(entries), w: new Float64Array(entries), keys: new Int32Array(entries), used: 0 };
  const gramVocab = new Map<string, number>();
  const nameIdf = (term: string) => idf(n, nameDf[interner.keys.get(term) ?? -1] ?? 0);
  const tools = sorted.map((tool, index): Prepared => {
    const name = names[index];
    const core = [...name.core].sort();
    return {
      index,
      id: tool.id,
      server: serverOf(tool),
      folded: nameKey(tool.name),
      nameVec: tfidf(nameBags[index], nameDf, n, vectorId, vectors),
      descVec: tfidf(descBags[index], descDf, n, vectorId, vectors),
      vectors,
      primary: name.primary,
      verbs: name.verbs,
      leadVerb: descriptions.leadVerbOf(tool.description),
      objects: [...name.objects].sort(),
      core: { terms: core, idf: core.map(nameIdf) },
      params: [...new Set(tool.params.map(normalizeParam).filter(Boolean))].sort(),
      intents: new Set((tool.intents ?? []).map(normalizeIntent).filter(Boolean)),
      grams: gramIds(charNgrams(compactName(tool.name), 3), gramVocab),
      signature: `${name.primary ?? '~'}|${core.join(' ')}|${name.compact}`,
    };
  });
  return { tools, descDf, interner, nameTermCount };
}

export { prepare };
export type { Core, Prepared };

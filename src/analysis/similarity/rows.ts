// One tool's sparse features spread over dense arrays (ToolRow), so that
// scoring it against a partner reads the partner's entries once, with no
// merge of two sorted lists. Candidate pairs come sorted by their first tool:
// a row is loaded once for all the partners of its tool.
//
// Results are those of the merge joins they replace, to the bit: a cosine
// adds, in ascending term id, the products of the entries both vectors have
// (an id only the partner has adds a product with 0, which changes no sum of
// non-negative terms); set intersections are counts.

import type { Prepared } from './features.js';
import type { Vec } from './vectors.js';

/** How many distinct ids each feature has over the catalog (the dense arrays' sizes). */
interface FeatureSizes {
  /** Vector term ids (name and description vectors share them). */
  terms: number;
  grams: number;
  params: number;
}

class ToolRow {
  private tool: Prepared | undefined;
  private readonly name: Float64Array;
  private readonly desc: Float64Array;
  private readonly grams: Uint8Array;
  private readonly params: Uint8Array;

  constructor(sizes: FeatureSizes) {
    this.name = new Float64Array(sizes.terms);
    this.desc = new Float64Array(sizes.terms);
    this.grams = new Uint8Array(sizes.grams);
    this.params = new Uint8Array(sizes.params);
  }

  /** Makes `tool` the row's tool (nothing to do when it already is). */
  load(tool: Prepared): void {
    if (tool === this.tool) return;
    if (this.tool !== undefined) this.spread(this.tool, false);
    this.spread(tool, true);
    this.tool = tool;
  }

  /** Writes a tool's entries into the arrays, or clears them. */
  private spread(t: Prepared, on: boolean): void {
    const { ids, w } = t.vectors;
    for (let k = t.nameVec.start; k < t.nameVec.start + t.nameVec.size; k++) this.name[ids[k]] = on ? w[k] : 0;
    for (let k = t.descVec.start; k < t.descVec.start + t.descVec.size; k++) this.desc[ids[k]] = on ? w[k] : 0;
    for (const g of t.grams) this.grams[g] = on ? 1 : 0;
    for (const p of t.params) this.params[p] = on ? 1 : 0;
  }

  /** Cosine of the row's name vector and b's (both L2-normalized). */
  nameCosine(b: Prepared): number {
    return dot(this.name, b, b.nameVec);
  }

  /** Cosine of the row's description vector and b's. */
  descCosine(b: Prepared): number {
    return dot(this.desc, b, b.descVec);
  }

  /** Dice coefficient of the name 3-grams. */
  gramDice(b: Prepared): number {
    const a = this.tool!;
    if (a.grams.length === 0 || b.grams.length === 0) return 0;
    return (2 * count(this.grams, b.grams)) / (a.grams.length + b.grams.length);
  }

  /** Jaccard coefficient of the normalized parameter names (0 when both have none). */
  paramJaccard(b: Prepared): number {
    const a = this.tool!;
    if (a.params.length === 0 && b.params.length === 0) return 0;
    const inter = count(this.params, b.params);
    return inter / (a.params.length + b.params.length - inter);
  }
}

/** Dot product of a dense row and a packed vector, in ascending id, capped at 1 (rounding). */
function dot(row: Float64Array, b: Prepared, v: Vec): number {
  const { ids, w } = b.vectors;
  let sum = 0;
  for (let k = v.start; k < v.start + v.size; k++) sum += row[ids[k]] * w[k];
  return Math.min(1, sum);
}

/** How many of the ids are marked. */
function count(marks: Uint8Array, ids: number[]): number {
  let n = 0;
  for (let i = 0; i < ids.length; i++) n += marks[ids[i]];
  return n;
}

export { ToolRow };
export type { FeatureSizes };

// Which of a fixed set of literal strings (needles) occur in a text, in one
// pass: an Aho-Corasick automaton over UTF-16 units. ASCII transitions are a
// dense table (one array read per character of the text, which is what most
// descriptions are made of); other units follow sparse maps and failure links.
//
// Hand-written rather than a dependency: the npm automata report every match
// as an object with its string, and what the lint needs per text is one bit
// per needle, at a few nanoseconds a character.

const ASCII = 128;

export class NeedleScanner {
  /** Dense transitions for ASCII units: state * ASCII + unit → state (the automaton completed with its failure links). */
  private readonly ascii: Int32Array;
  /** Transitions of the trie for other units, per state. */
  private readonly other: (Map<number, number> | undefined)[];
  private readonly fail: Int32Array;
  /** Needles that end at each state, its failure chain included (undefined when none). */
  private readonly outputs: (number[] | undefined)[];
  readonly size: number;
  /** Needles already reported for the current text: marked with the text's stamp, so nothing is cleared or allocated per text. */
  private readonly marks: Uint32Array;
  private stamp = 0;

  constructor(needles: readonly string[]) {
    this.size = needles.length;
    this.marks = new Uint32Array(needles.length);
    // The trie.
    const children: Map<number, number>[] = [new Map()];
    const ends: number[][] = [[]];
    needles.forEach((needle, index) => {
      if (needle.length === 0) throw new Error('NeedleScanner: an empty needle matches everywhere');
      let state = 0;
      for (let i = 0; i < needle.length; i++) {
        const unit = needle.charCodeAt(i);
        let next = children[state].get(unit);
        if (next === undefined) {
          next = children.length;
          children.push(new Map());
          ends.push([]);
          children[state].set(unit, next);
        }
        state = next;
      }
      ends[state].push(index);
    });
    const states = children.length;
    this.ascii = new Int32Array(states * ASCII);
    this.fail = new Int32Array(states);
    this.other = new Array(states);
    this.outputs = new Array(states);
    // Breadth first: a state's failure target is shallower, so already complete when the state is reached.
    const queue: number[] = [0];
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head];
      const fail = this.fail[state];
      const out = state === 0 ? ends[0] : [...ends[state], ...(this.outputs[fail] ?? [])];
      this.outputs[state] = out.length > 0 ? out : undefined;
      for (let unit = 0; unit < ASCII; unit++) {
        const next = children[state].get(unit);
        if (next !== undefined) {
          this.fail[next] = state === 0 ? 0 : this.ascii[fail * ASCII + unit];
          this.ascii[state * ASCII + unit] = next;
          queue.push(next);
        } else {
          this.ascii[state * ASCII + unit] = state === 0 ? 0 : this.ascii[fail * ASCII + unit];
        }
      }
      for (const [unit, next] of children[state]) {
        if (unit < ASCII) continue;
        (this.other[state] ??= new Map()).set(unit, next);
        this.fail[next] = state === 0 ? 0 : this.step(fail, unit);
        queue.push(next);
      }
    }
  }

  /** The transition from `state` on a unit that is not ASCII, through the failure links. */
  private step(state: number, unit: number): number {
    for (;;) {
      const next = this.other[state]?.get(unit);
      if (next !== undefined) return next;
      if (state === 0) return 0;
      state = this.fail[state];
    }
  }

  /** The needles that occur in the text, each once, in the order of their first end. */
  found(text: string): number[] {
    const found: number[] = [];
    if (++this.stamp === 0x1_0000_0000) {
      this.marks.fill(0);
      this.stamp = 1;
    }
    const { ascii, outputs, marks, stamp } = this;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      state = unit < ASCII ? ascii[state * ASCII + unit] : this.step(state, unit);
      const out = outputs[state];
      if (out !== undefined) {
        for (let k = 0; k < out.length; k++) {
          if (marks[out[k]] === stamp) continue;
          marks[out[k]] = stamp;
          found.push(out[k]);
        }
      }
    }
    return found;
  }

  /** present[i] = 1 when needle i occurs in the text. */
  scan(text: string): Uint8Array {
    const present = new Uint8Array(this.size);
    for (const i of this.found(text)) present[i] = 1;
    return present;
  }

  /**
   * Scans the text and returns a test of whether needle i occurs in it, read from the marks `found` leaves (no array
   * allocated per text: a typed array per text cost about a microsecond, a hundredth of the lint). The test holds
   * until the scanner's next scan, and throws if asked after it (never a stale answer).
   */
  presence(text: string): (i: number) => boolean {
    this.found(text);
    const stamp = this.stamp;
    const { marks } = this;
    return (i) => {
      if (this.stamp !== stamp) throw new Error('NeedleScanner: a presence test read after the next scan');
      return marks[i] === stamp;
    };
  }
}

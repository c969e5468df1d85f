// human_only_tool: a tool whose description reserves it for a person — the
// user approves a task's completion with it, a reviewer signs a plan off, "for
// human use only", "the assistant must never call this tool" — in a catalog
// the model calls from. The server meant a person's act; the model can make it
// (approve its own work, confirm its own plan), and nothing but the text stops
// it (a twenty-fifth held-out survey: a task manager's approve_task_completion,
// "the user must call this tool to approve that the task is complete"). Only a
// runtime that asks a person at each call makes the reservation hold.
//
// Read in the description's opening (MAX_TEXT characters), sentence by
// sentence: a person named as the one who calls it, with an approval, a
// confirmation or a sign-off said in that sentence or by the name; or the
// reservation said outright (for human use only, only the user may call it,
// the model must not call it — with no condition under which it may).

/** What a description says of who calls its tool is said in its opening: a hostile megabyte is not scanned. */
const MAX_TEXT = 1_500;

const PERSON = String.raw`(?:the\s+|a\s+|an\s+)?(?:(?:human|real|end)[\s-]+)?(?:users?|humans?|persons?|people|operators?|reviewers?|approvers?|admins?|administrators?|supervisors?|managers?|owners?|maintainers?|developers?|customers?)`;
const THIS = String.raw`(?:this|the)\s+(?:tool|function|command|action|endpoint|method)\b|this\b|it\b`;
const CALL = String.raw`(?:call|invoke|use|run|trigger|execute|click|press)`;
const MODEL = String.raw`(?:the\s+|an?\s+)?(?:assistant|agent|model|ai|a\.i\.|llm|claude|gpt|chatbot|bot|copilot)s?`;
/** A person who calls it, bound to ("must", "is to"): "the user must call this tool", "the reviewer needs to invoke it". */
const PERSON_CALLS = new RegExp(
  String.raw`\b(?:only\s+)?${PERSON}\s+(?:must|should|needs?\s+to|has\s+to|have\s+to|is\s+(?:required|expected|supposed|meant)\s+to|are\s+(?:required|expected|supposed|meant)\s+to)\s+(?:(?:explicitly|manually|personally|directly|themselves|then|first|always)\s+){0,2}${CALL}\s+(?:${THIS})`,
  'i',
);
/** Called by a person: "is to be called by the user", "should only be invoked by a human reviewer". */
const CALLED_BY_PERSON = new RegExp(
  String.raw`\b(?:to\s+be|should\s+(?:only\s+)?be|must\s+(?:only\s+)?be|is\s+(?:only\s+)?(?:meant|intended|designed|reserved)\s+to\s+be|are\s+(?:only\s+)?(?:meant|intended|designed|reserved)\s+to\s+be)\s+(?:called|invoked|used|run|triggered|executed)\s+(?:only\s+)?(?:manually\s+)?by\s+${PERSON}\b`,
  'i',
);
/** The reservation said outright: "for human use only", "reserved for the user", "only the user may call it". */
const RESERVED = new RegExp(
  String.raw`\b(?:for\s+${PERSON}\s+(?:use\s+)?only|(?:reserved|intended)\s+(?:for\s+)?(?:only\s+)?(?:for\s+)?${PERSON}(?:\s+use)?\s*(?:only|[,.;:)]|$)|only\s+(?:to\s+be\s+)?(?:called|invoked|used)\s+by\s+${PERSON}|only\s+${PERSON}\s+(?:(?:can|may|should|must|is\s+allowed\s+to|are\s+allowed\s+to)\s+)?${CALL}\s+(?:${THIS}))`,
  'i',
);
/** The model told never to call it: "the assistant must never call this tool", "AI agents should not invoke it". */
const MODEL_MUST_NOT = new RegExp(
  String.raw`\b${MODEL}\s+(?:must|should|may|can|shall|is\s+(?:not\s+)?(?:allowed|permitted)\s+to)\s*(?:not|never|n't)?\s*(?:not\s+|never\s+)?(?:be\s+allowed\s+to\s+)?${CALL}\s+(?:${THIS})`,
  'i',
);
const NEGATED = /\b(?:not|never|n't|cannot)\b/i;
/**
 * A condition under which the model may call it after all: "unless the user asks", "without the user's
 * confirmation", "on its own", "directly" (use another tool), "to delete files" (not for that): a tool for the
 * model, used with care — not one reserved for a person.
 */
const MODEL_CONDITION = /^\s*(?:,\s*)?(?:\S+\s+){0,3}?(?:unless|without|before|until|except|if|when|whenever|on\s+(?:its|their|your)\s+own|on\s+behalf|directly|autonomously|proactively|automatically|by\s+itself|by\s+themselves|in\s+a\s+loop|repeatedly|more\s+than|twice|again|for\s+(?:\S+\s+){0,2}(?:other|another|different)|to\s+(?!approve|confirm|accept|sign|authori[sz]e|mark))/i;
/** A condition on a person's call that makes it one case of the tool's use: "the user must call this tool if …". */
const PERSON_CONDITION = /^\s*(?:,\s*)?(?:\S+\s+){0,3}?(?:unless|if|when|whenever|except|in\s+case)\b/i;
/** What is a person's act to make: an approval, a confirmation, a sign-off, an acceptance, an authorization. */
const APPROVAL = /\b(?:approv\w*|confirm\w*|sign(?:s|ed|ing)?[\s-]?off|accept\w*|authori[sz]\w*|consent\w*|ratif\w*|endorse\w*|complet(?:e|ed|es|ion)\s+(?:is\s+)?(?:approved|confirmed|verified|accepted)|mark\w*\s+(?:it\s+|them\s+|the\s+\w+\s+)?(?:as\s+)?(?:done|complete|completed|approved|verified))\b/i;
const APPROVAL_NAME = /(?:^|[^a-z])(?:approv|confirm|accept|authori[sz]|consent|sign_?off|signoff|ratif|endorse)/i;
/** Sentences: ended by . ! ? and a space, or a line break. */
const SENTENCE = /[^.!?\n]+(?:[.!?]+(?=\s|$)|\n|$)/g;
/** Text quoted as an example of what a person types or says: no statement of the tool's own. */
const QUOTED = /"[^"\n]{0,200}"|“[^”\n]{0,200}”|`[^`\n]{0,200}`/g;

export interface HumanOnly {
  /** The sentence that reserves the tool (as written, trimmed). */
  said: string;
}

/**
 * Whether a tool's description reserves it for a person: the sentence that says so, or undefined. `name` is the
 * tool's name (an approval it says counts for a sentence that names the person who calls it).
 */
export function humanOnlyTool(name: unknown, description: unknown): HumanOnly | undefined {
  if (typeof description !== 'string' || description.length === 0) return undefined;
  const text = description.slice(0, MAX_TEXT).replace(QUOTED, (m) => ' '.repeat(m.length));
  const namedApproval = typeof name === 'string' && APPROVAL_NAME.test(name);
  for (const m of text.matchAll(SENTENCE)) {
    const sentence = m[0];
    const explicit = matchFree(RESERVED, sentence) ?? matchModelMustNot(sentence);
    if (explicit) return { said: description.slice(m.index!, m.index! + sentence.length).trim() };
    const bound = matchFree(PERSON_CALLS, sentence) ?? matchFree(CALLED_BY_PERSON, sentence);
    if (bound && (namedApproval || APPROVAL.test(sentence))) return { said: description.slice(m.index!, m.index! + sentence.length).trim() };
  }
  return undefined;
}

/** A match of `pattern` in a sentence that is not negated before it ("the user does not need to call it") nor conditioned after it. */
function matchFree(pattern: RegExp, sentence: string): boolean | undefined {
  const m = pattern.exec(sentence);
  if (!m) return undefined;
  const before = sentence.slice(Math.max(0, m.index - 24), m.index);
  if (NEGATED.test(before) || /\b(?:if|when|whenever|once|after)\s+(?:\S+\s+){0,2}$/i.test(before)) return undefined;
  if (PERSON_CONDITION.test(sentence.slice(m.index + m[0].length))) return undefined;
  // "The user must call this tool" said of a person's own wish the model carries out: "the user can use this tool to
  // list their files" — a can/may of a person is a reservation only with `only` (RESERVED) or an approval.
  return true;
}

/** "The model must not / should never call this tool", with no condition under which it may. */
function matchModelMustNot(sentence: string): boolean | undefined {
  const m = MODEL_MUST_NOT.exec(sentence);
  if (!m || !NEGATED.test(m[0])) return undefined;
  if (MODEL_CONDITION.test(sentence.slice(m.index + m[0].length))) return undefined;
  return true;
}

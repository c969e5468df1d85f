// human_only_tool: a tool whose description reserves it for a person — the
// user approves a task's completion with it, a reviewer signs a plan off, "for
// human use only", "the assistant must never call this tool" — in a catalog
// the model calls from. The server meant a person's act; the model can make it
// (approve its own work, confirm its own plan), and nothing but the text stops
// it (a twenty-fifth held-out survey: a task manager's approve_task_completion,
// "the user must call this tool to approve that the task is complete"). Only a
// runtime that asks a person at each call makes the reservation hold.
//
// Read in the description's opening (MAX_TEXT characters; a longer text at both ends), sentence by
// sentence (lines wrapped at a width joined, invisible characters dropped),
// in three kinds of statement:
// - the reservation said outright: "For human use only.", "Operator-only
//   tool", "reserved for the on-call engineer", "only the signer may call this
//   tool", "should only be invoked by a human reviewer";
// - the model told never to call it, with nothing after but an emphasis ("even
//   if the user asks", "under any circumstances", "; a human must do it"): "You
//   must not call this tool.", "Not for AI use.", "Do not let the model call
//   this." — a warning on how to call it ("… with untrusted input", "… unless
//   the user asks", "… without confirmation") is a tool for the model;
// - a person who calls it to approve, confirm, accept or sign something off
//   (said in the sentence or by the tool's name): "the user must call this tool
//   to approve", "the reviewer calls this to accept the agent's changes".
// And a person's act said as theirs and not the model's ("Sign-off is the
// security lead's call, not the assistant's"), or as made by them
// personally. Not an access rule said with its enforcement ("…; others get
// 403", "Requires the admin scope."), nor a program as the caller (a
// pipeline, a scheduler, an orchestrator agent). Forms of the first two in
// French, German, Spanish, Italian, Portuguese, Japanese, Chinese and Korean,
// and the plainest in Dutch, Polish, Swedish, Norwegian, Danish, Turkish,
// Russian and Czech. Five outside red teams' cases are held in
// test/fixtures/lint-held/redteam38*.json.
import { alternationRegExp } from './alternation.js';

/** What a description says of who calls its tool is said in its opening: a hostile megabyte is not scanned. */
const MAX_TEXT = 16_000;
/** Of a longer text, the characters read at its end (the rest of MAX_TEXT at its start). */
const TAIL_TEXT = 4_000;

// Each sentence is read twice: as written (a label, another language), and with the persons, the model and the tool
// put as one mark each (PERSON_MARK, MODEL_MARK, TOOL_MARK), which keeps the patterns below short to compile and
// quick to run.
const P = '\uE001';
const M = '\uE002';
const T = '\uE003';

/** Nouns for a person who acts (a role); the label form (LABEL) takes no PRIVILEGED one, which also names a permission. */
const ROLE_NOUN = String.raw`users?|humans?|human\s+beings?|persons?|people|operators?|reviewers?|approvers?|supervisors?|managers?|maintainers?|customers?|signers?|moderators?|editors?|auditors?|officers?|engineers?|instructors?|teachers?|physicians?|doctors?|clinicians?|nurses?|treasurers?|accountants?|lawyers?|testers?|directors?|controllers?|analysts?|commanders?|leads?|partners?|radiologists?|pharmacists?|specialists?|agents\s+of\s+record|parties|party|cfo|ceo|cto|ciso|dpo|dba|hr`;
const PRIVILEGED = String.raw`developers?|signator(?:y|ies)|representatives?|holders?|requesters?|requestors?|employees?|staff|admins?|administrators?|owners?|members?`;
/** A person (with an appositive: "QA testers (humans)", "the approver (e.g. the CFO)", "the maintainer, not the assistant,"). */
const PERSON_MARK = new RegExp(String.raw`(?:\b(?:the|a|an|any|each)\s+)?\b(?:${ROLE_NOUN}|${PRIVILEGED})\b(?:\s*,?\s*\((?:humans?|[^()]{1,40})\)|\s*[,—–]\s*not\s+[^,—–]{1,30}[,—–])?`, 'gi');
/** The model: an assistant, an agent, a language model, Claude… (with an appositive: "agents, bots," ). */
const MODEL_MARK = /(?:\b(?:the|an?|any|other)\s+)?(?:\b(?:ai|llm|llm-based|automated|language|autonomous|coding|ai-powered)[\s-]+)?\b(?:assistants?|agents?|models?|ai|a\.i\.|llms?|claude|gpt|chatbots?|bots?|copilots?|automated\s+(?:callers?|tools?|systems?|responders?))\b(?!\s+(?:over|under|with|of|larger|smaller|above|below|trained|from|in\s+the\s+(?:queue|team)|of\s+record)|\s*,?\s*\((?:humans?|people|persons?)\))/gi;
/** The tool itself, named as a tool ("this tool", "the endpoint"). */
const TOOL_MARK = /\b(?:this|the)\s+(?:tool|function|command|action|endpoint|method|operation|step)\b/gi;

const W = String.raw`[\w'’-]+`;
/**
 * Callers that are programs, not persons ("only the CI pipeline should invoke this endpoint", "called by the planner
 * agent", "the scheduler service only"): a tool kept for another program is no person's act (the model marks cover agents).
 */
const MACHINE = String.raw`pipelines?|services?|schedulers?|cron|jobs?|systems?|servers?|process(?:es)?|daemons?|workflows?|orchestrators?|runtimes?|gateways?|backends?|workers?|scripts?|webhooks?|integrations?|apps?|applications?|clients?|sdks?|ci|cd|programs?|platforms?|sub-?agents?|automations?|runners?|hooks?|sidecars?|bots?`;
/** A person mark, with up to three words before it (the finance manager, a legal representative, authorized human treasurers). */
const PERSON = String.raw`(?:(?:the|a|an|any|each)\s+)?(?:(?!(?:by|of|to|with|from|in|on|for|at|via|and|or|than|that|which|who|whom|set|list|allow-list|results?|data|records?|access)\s)${W}\s+){0,3}?${P}(?:\s+${P})*(?!\s+(?:${M}|(?:${MACHINE})(?![\w'’-])))`;
/** Any noun phrase of one to four words before a strong frame ("only the CISO may call this tool"), the model excepted. */
const ANYONE = String.raw`(?:(?:the|a|an)\s+)?(?:(?!${M}|you\b|this\b|it\b|users?\s+who\b)(?:${W}|${P})\s+){0,3}?(?!${M}|(?:you|this|it|only|alone|and|or|not|but|never)\b)(?:${P}|${W})(?![\w'’-])(?<!\b(?:${MACHINE}))(?!(?:\s+(?!(?:and|or|not|but|never|by|to|for|with|of|from|in|on|at|than|instead|only)\b)${W}){0,3}?\s+(?:${M}|(?:${MACHINE})(?![\w'’-])))`;
const CALL = String.raw`(?:call|invoke|use|run|trigger|execute|perform|operate|click|press)`;
/** The tool: its mark, or a bare "this" or "it" that no noun follows ("this link" is another thing). */
const THIS = String.raw`(?:${T}|this\s+(?:override|authori[sz]ation|attestation|approval|sign-?off|decision)\b|(?:this|it)(?!\s+(?!(?:to|after|before|when|once|if|only|as|at|and|or|themselves|personally|manually|directly|yourself|alone)\b)[a-z]))`;

/** A sentence that is the reservation itself: "For human use only.", "Human reviewers only", "Operator-only tool" (as written). */
const LABEL = new RegExp(
  String.raw`^\W*(?:(?:note|warning|important|caution|who|access|usage|audience|invoker|intended\s+for|for)\s*:\s*)?(?:(?:this|the)\s+(?:tool|function|endpoint|command|action|operation)\s+is\s+|this\s+is\s+(?:an?\s+)?)?(?:strictly\s+)?(?:for\s+(?:use\s+by\s+)?)?(?:the\s+)?(?:(?![a-z]+s\s+[\w'’-]+\s)(?!(?:returns|lists|shows|gets|includes|displays|fetches|finds|counts|contains|selects|filters|searches)\b)${W}\s+){0,3}?(?:(?:${ROLE_NOUN}|humans?)(?:[\s-]use)?|manual\s+use)(?:\s+only|-only(?:\s+(?:tool|operation|action|endpoint|step|function|command))?)(?:\W*$|\s*[:;—–]\s|\s*\()`,
  'i',
);
/**
 * Not the persons the call names: "access is limited to the people you list", "restricted to those people" is a share's
 * audience (red team 60's and 61's document shares), not who may call the tool.
 */
// (Nor "limited to the people listed in share_with" — an outside hunt's document share.)
const CHOSEN_NOT = String.raw`(?!\s+(?:(?:that|whom|who)\s+)?(?:you|the\s+(?:user|caller)|${P}|${M})\s+(?:list|lists|name|names|invite|invites|add|adds|choose|chooses|pick|picks|select|selects|specify|specifies|enter|enters|share|shares|give|gives)\b)(?!\s+(?:listed|named|invited|chosen|selected|given|added|specified)\b)`;
/** The reservation said in a sentence (marked). */
const RESERVED: readonly RegExp[] = [
  new RegExp(String.raw`(?:^\W*|${T}\s+(?:is|are)\s+|\b(?:it|this)\s+is\s+|\b(?:use|usage|access|invocation|calling|execution)\s+(?:of\s+(?:${T}|it)\s+)?(?:is|are)\s+|^\W*(?:use|usage|access|invocation|calling|execution)\s+(?:is|are)\s+)(?:strictly\s+|only\s+)?(?:reserved|restricted|limited)\s+(?:exclusively\s+|only\s+|solely\s+|strictly\s+)?(?:to|for)\s+(?!(?:those|these|the\s+(?:listed|named|invited|chosen|selected|same|added)|such)\s)${PERSON}${CHOSEN_NOT}`, 'i'),
  new RegExp(String.raw`${T}\s+(?:is|exists)\s+(?:only\s+|solely\s+|exclusively\s+)?(?:(?:intended|meant|designed)\s+)?for\s+${PERSON}`, 'i'),
  new RegExp(String.raw`\b(?:intended|meant|designed)\s+(?:to\s+be\s+(?:used|called|invoked)\s+)?(?:exclusively|only|solely)\s+(?:for|by)\s+${PERSON}`, 'i'),
  new RegExp(String.raw`\bfor\s+use\s+by\s+${PERSON}\s+only\b`, 'i'),
  new RegExp(String.raw`\bonly\s+${ANYONE}(?:\s+themselves)?\s+(?:can|may|should|must|shall|(?:is|are)\s+(?:allowed|permitted|authori[sz]ed|entitled)\s+to)\s+${CALL}\s+${THIS}`, 'i'),
  new RegExp(String.raw`\b(?:is|are)\s+the\s+only\s+(?:${W}\s+){0,2}?(?:${P}|party|one|person)\s+(?:permitted|allowed|authori[sz]ed|entitled)\s+to\s+${CALL}\s+${THIS}`, 'i'),
  new RegExp(String.raw`\b(?:to\s+be|be|is|are)\s+(?:invoked|called|used|triggered|executed|run)\s+(?:solely|exclusively|only)\s+by\s+${ANYONE}`, 'i'),
  new RegExp(String.raw`\bif\s+you\s+are\s+(?:the\s+|a\s+|an\s+)?(?:human\s+)?${P}`, 'i'),
  // (The call coming from a person, not data: "the creditor IBAN must come from the user" says where a value comes from — an outside hunt's transfer.)
  new RegExp(String.raw`\b(?:(?:this|the|each|every|any)\s+(?:call|calls|invocation|invocations|action|trigger|use)|(?:the|this|each|every|any|a)\s+(?:verdict|decision|approval|sign-?off|confirmation|vote|go-?ahead)|${T}|it|this)\s+(?:must|has\s+to|have\s+to|should|shall)\s+(?:only\s+)?come\s+from\s+${PERSON}`, 'i'),
  new RegExp(String.raw`\bit\s+is\s+${ANYONE}\s+who\s+(?:calls|invokes|uses|runs|triggers|clicks|presses)\s+${THIS}`, 'i'),
  new RegExp(String.raw`\bit\s+is\s+for\s+${ANYONE}\s+to\s+${CALL}\b`, 'i'),
  new RegExp(String.raw`\bintended\s+for\s+use\s+by\s+${ANYONE}(?:\s+or\s+${ANYONE})?\s+only\b`, 'i'),
  new RegExp(String.raw`(?:${T}\s+|\b(?:it|this)\s+|\b(?:is|are)\s+to\s+be\s+|\b(?:must|should|shall)\s+(?:only\s+)?(?:ever\s+)?be\s+|\b(?:meant|intended|designed|supposed)\s+to\s+be\s+)(?:only\s+|ever\s+|exclusively\s+|solely\s+)*(?:called|invoked|used|run|triggered|performed|executed|initiated|operated|clicked|launched)\s+(?:only\s+|exclusively\s+|solely\s+)?(?:manually\s+|personally\s+)?by\s+${ANYONE}`, 'i'),
  new RegExp(String.raw`^\W*(?:who\s+(?:(?:may|can|should)\s+(?:call|use|invoke|run)|calls|invokes|uses|runs)(?:\s+(?:it|this|${T}))?|(?:allowed\s+|permitted\s+|intended\s+|expected\s+)?(?:callers?|users?)|called\s+by|invoked\s+by)\s*:\s*(?:(?:the|a|an)\s+)?(?:${W}\s+){0,3}?${P}`, 'i'),
  // The person as the one who calls it: "The human reviewer is the one who calls this tool".
  new RegExp(String.raw`${PERSON}[\s,—–-]+(?:is|are)\s+the\s+(?:only\s+)?(?:one|ones|person|people|party)\s+(?:who|that)\s+(?:calls|invokes|uses|runs|triggers|(?:may|can|should|must)\s+${CALL})\s+${THIS}`, 'i'),
  // A person calls it, the model never does: "A human reviewer calls this tool; the coding agent never does."
  new RegExp(String.raw`${P}\s+(?:calls|invokes|uses|runs|triggers)\s+${THIS}[^.!?]{0,60}?(?:[;,—–]|\band\b|\bbut\b)\s*(?:but\s+|and\s+)?(?:(?:${M}|you)\s+(?:never|(?:does|do|must|should|may|can|shall|will)\s*(?:not|n't|never))|(?:not|never)\s+(?:by\s+)?${M})`, 'i'),
  // The act is a person's, not the model's: "Sign-off is the security lead's call, not the assistant's", "up to the
  // security lead, not the assistant", "for the security lead to decide, not the AI".
  new RegExp(String.raw`${P}(?:['’]s)?\s+(?:own\s+)?(?:call|decision|job|responsibility|prerogative|duty|choice|to\s+(?:decide|approve|confirm|sign\s+off|make|give))\b\s*[,;—–]?\s*(?:and\s+|but\s+)?(?:not|never)\s+(?:for\s+|to\s+|by\s+)?(?:${M}|you)`, 'i'),
  new RegExp(String.raw`\b(?:up\s+to|for)\s+${PERSON}(?:\s+to\s+[a-z]+(?:\s+[a-z]+)?)?\s*[,;—–]\s*(?:and\s+|but\s+)?(?:not|never)\s+(?:to\s+|for\s+)?(?:${M}|you)`, 'i'),
  new RegExp(String.raw`\bonly\s+${PERSON}\s+(?:signs?\s+off|approves|confirms|attests|authori[sz]es|certifies|decides|calls\s+${THIS})\b[^.!?]{0,30}?[;,—–]\s*(?:but\s+)?(?:${M}|you)\s+(?:must|should|may|can|shall|will|does|do)\s*(?:not|never|n't)\b`, 'i'),
  // A person's act said as made by the person: "Attestations must be made by the compliance officer personally".
  new RegExp(String.raw`^\W*(?:(?:the|each|every|all|an?|this|such|any)\s+)?(?:${W}\s+){0,2}?(?:approvals?|attestations?|sign-?offs?|signatures?|confirmations?|authori[sz]ations?|certifications?|decisions?|consents?|endorsements?|verdicts?|acceptances?)\s+(?:must|should|shall|has\s+to|have\s+to|(?:is|are)\s+to|can|may)\s+(?:only\s+)?be\s+(?:made|given|signed|submitted|done|issued|recorded|performed|entered|granted|provided|completed|filed)\s+(?:only\s+|exclusively\s+|solely\s+)?(?:(?:manually|personally|in\s+person)\s+)?by\s+(?:(?:the|a|an)\s+)?(?:${PERSON}\s+(?:personally|themselves|in\s+person|alone|only)\b|(?:human\s+|real\s+)?(?:human|person)\b|${P}(?=\s*(?:[.!;—–]|$)))`, 'i'),
  // "Only to be called by a human", "Must be done by a human", "Requires a human caller", "Strictly human-operated".
  new RegExp(String.raw`\bonly\s+to\s+be\s+(?:called|invoked|used|run|triggered|executed|performed|done|operated)\s+by\s+${ANYONE}`, 'i'),
  new RegExp(String.raw`^\W*(?:(?:${T}|it|this)\s+)?(?:must|has\s+to|should|shall)\s+(?:only\s+)?be\s+(?:done|performed|operated|made|called|invoked|used|run|triggered|executed)\s+(?:only\s+)?(?:manually\s+|personally\s+)?by\s+(?:an?\s+|the\s+)?(?:[\w'’-]+\s+){0,2}?(?:human|person)\b`, 'i'),
  new RegExp(String.raw`\brequires\s+an?\s+(?:human|person)\s+(?:caller|operator|to\s+(?:call|invoke|run|trigger)\s+${THIS})`, 'i'),
  new RegExp(String.raw`\b(?:strictly|only|exclusively|solely)\s+human[\s-](?:operated|driven|initiated|triggered|invoked|executed)\b`, 'i'),
  // "Leave this to the human responder."; "Only the end user can accept terms; an AI accepting … is invalid" (the model
  // named after it); "must perform this action themselves".
  new RegExp(String.raw`\bleave\s+(?:this|it|${T})\s+to\s+${PERSON}`, 'i'),
  new RegExp(String.raw`\bonly\s+${PERSON}\s+(?:can|may|must|should|shall)\s+(?:approve|accept|sign|confirm|authori[sz]e|attest|certify|consent|cast|countersign)\b[^.!?]{0,80}?${M}`, 'i'),
  new RegExp(String.raw`${P}(?:\s+themselves)?\s+(?:must|has\s+to|have\s+to|needs?\s+to)\s+(?:personally\s+)?${CALL}\s+${THIS}\s+(?:themselves|personally|in\s+person)\b`, 'i'),
  // "Only a human can do this."
  new RegExp(String.raw`\bonly\s+${ANYONE}\s+(?:can|may|should|must|shall)\s+do\s+(?:this|${T})(?!\s+[a-z])`, 'i'),
  // "Intended for helpdesk staff only."
  new RegExp(String.raw`\b(?:intended|meant|designed|reserved)\s+(?:solely\s+|exclusively\s+)?for\s+(?:use\s+by\s+|manual\s+use\s+by\s+)?${PERSON}\s+only\b`, 'i'),
];
/** Called by a person: a reservation when said strictly (STRICTLY) or of an approval. */
const CALLED_BY = new RegExp(String.raw`(?:^\W*|${T}\s+|\b(?:it|this)\s+|\b(?:must|should|shall|can|may)\s+(?:only\s+)?)(?:(?:is|are)\s+(?:only\s+|exclusively\s+|solely\s+)?(?:(?:meant|intended|designed|supposed)\s+to\s+be\s+|to\s+be\s+)?|(?:be|been)\s+(?:only\s+|exclusively\s+|solely\s+)?|(?:meant|intended|designed|supposed)\s+to\s+be\s+)?(?:called|invoked|used|run|triggered|performed|executed|done|operated)\s+(?:only\s+|exclusively\s+|solely\s+)?(?:manually\s+|personally\s+)?by\s+${PERSON}(?:\s+(?:only|alone|themselves|personally)\b)?`, 'i');
/** What makes a passive "called by a person" a reservation rather than how it is used: only, exclusively, manually, meant to be. */
const STRICTLY = /\b(?:only|exclusively|solely|personally|manually|themselves|alone|meant|intended|designed|supposed|must|shall|to\s+be)\b/i;
/** The model told no: "the assistant must never call this tool", "You must not call this tool", "agents must not invoke" (global: each place is read). */
const MODEL_MUST_NOT: readonly RegExp[] = [
  new RegExp(String.raw`(?:${M}|\byou(?:\s*,\s*${M}\s*,)?)(?:\s*,\s*[^,]{1,40},)?\s+(?:must|should|may|can|shall|will|is\s+to|are\s+to)\s*(?:not|never|n't)\b(?:\s*,\s*under\s+any\s+circumstances\s*,)?\s+(?:ever\s+)?${CALL}\b(?:\s+${THIS})?`, 'gi'),
  new RegExp(String.raw`(?:${M}|\byou)\s+(?:is|are)\s+(?:not\s+(?:allowed|permitted|authori[sz]ed|entitled)\s+to\s+${CALL}\b|(?:forbidden|prohibited|barred)\s+(?:from\s+(?:calling|invoking|using|running|triggering|executing)|to\s+${CALL})\b)(?:\s+${THIS})?`, 'gi'),
  new RegExp(String.raw`\bif\s+you\s+are\s+${M}\s*,?\s*(?:do\s+not|don't|never)\s+(?:ever\s+)?${CALL}\s+${THIS}`, 'gi'),
  new RegExp(String.raw`(?:${M}|\byou)\s+(?:is|are)\s+not\s+to\s+${CALL}\b(?:\s+${THIS})?`, 'gi'),
  new RegExp(String.raw`(?:${M}|\byou)\s+(?:must|should|shall|will|is\s+to|are\s+to)\s+(?:always\s+)?(?:refrain|abstain)\s+from\s+(?:calling|invoking|using|running|triggering|executing)\s+${THIS}`, 'gi'),
  new RegExp(String.raw`(?:${M}|\byou)(?:\s*,\s*${M}\s*,)?\s+(?:must|should|may|can|shall|will)\s*(?:not|never)\s+(?:ever\s+)?[a-z]+(?:\s+[a-z]+){0,2}?\s+(?:with|using|via|through)\s+${THIS}`, 'gi'),
  new RegExp(String.raw`(?:${M}|\byou)(?:\s*,\s*${M}\s*,)?\s+(?:must|should|may|can|shall|will)\s*(?:not|never)\s+(?:publish|approve|sign|confirm|accept|authori[sz]e|record|submit|decide|attest|certify|grant|release|merge|deploy|close)(?:\s+(?:it|this|them|one|any|these|those))?(?=\s*[.!]?\s*$)`, 'gi'),
  new RegExp(String.raw`${M}\s+(?:may|can|should|will)\s+[a-z]+(?:\s+[a-z]+){0,3}?\s+but\s+(?:must|should|may|can)\s*(?:not|never)\s+${CALL}\s+${THIS}`, 'gi'),
  new RegExp(String.raw`(?:${M}|\byou)\s+(?:must|should|shall)\s+leave\s+(?:${THIS}|it)\s+alone\b`, 'gi'),
  new RegExp(String.raw`^\W*(?:(?:${M}|note\s+to\s+(?:ai|${M}))\s*:\s*)?(?:do\s+not|don't|never)\s+(?:ever\s+)?${CALL}\s+${THIS}`, 'gi'),
  new RegExp(String.raw`\b(?:do\s+not|don't|never)\s+(?:let|allow)\s+${M}\s+(?:to\s+)?${CALL}\b(?:\s+${THIS})?`, 'gi'),
  new RegExp(String.raw`\b(?:do\s+not|don't|never)\s+${CALL}\s+(?:${THIS}\s+)?from\s+${M}`, 'gi'),
  new RegExp(String.raw`(?:^|[;:—–]\s*)(?:do\s+not|don't|never)\s+(?:ever\s+)?${CALL}\s+${THIS}\s+yourself\b`, 'gi'),
];
/** The model excluded by a phrase: "not for AI use", "this tool is not for you", "never to be invoked by an AI agent", "… by a maintainer, never by an automated agent", "the AI must leave this tool to the manager". */
const NOT_THE_MODEL = new RegExp(
  String.raw`\b(?:is|are)\s+not\s+(?:an?\s+)?(?:${M}|ai|agent|llm|model|assistant|bot)[\s-]*tools?\b|\bnot\s+(?:meant\s+|intended\s+|designed\s+)?for\s+(?:use\s+by\s+)?(?:${M}(?:\s+(?:use|or\s+${M}))?|ai\s+use|agent\s+use|automated\s+use|automation|you)(?=\s*(?:[.;,:!)—–-]|$))|\bnot\s+(?:meant|intended|designed)\s+for\s+${M}\s+to\s+${CALL}\b|\b(?:not|never)\s+to\s+be\s+[a-z]+\s+by\s+${M}|\b(?:must|should|shall)\s+(?:not|never)\s+be\s+[a-z]+\s+by\s+${M}|\bby\s+(?![^,;.]*${M})[^,;.]{1,60}[,;—–]\s*(?:and\s+|but\s+)?(?:not|never)\s+by\s+${M}|${P}[^.;]{0,60}?\bnot\s+(?:by\s+)?you\b|\b(?:not|never)\s+(?:to\s+be\s+)?(?:called|invoked|used|run|triggered|executed)\s+by\s+${M}|\b(?:by|for)\s+${PERSON}\s*(?:,\s*)?(?:—|–|-|,)?\s*(?:and\s+)?(?:not|never)\s+(?:by|for)\s+${M}|\b(?:must|should|shall|is\s+to|are\s+to)\s+leave\s+${THIS}\s+to\s+${PERSON}`,
  'i',
);
/** After "the model must not call this tool": the sentence ends, or only insists ("even if the user asks", "; a human must do it"). */
const INSISTS = new RegExp(
  String.raw`^\s*(?:[.!)\]]|$)|^\s*,?\s*(?:even\s+(?:if|when|though)|under\s+any\s+circumstances|in\s+any\s+case|at\s+all|ever\b|without\s+exceptions?\b|regardless|for\s+any\s+reason|on\s+behalf\s+of\s+(?:(?:the|your|their|a|any)\s+)?(?:${P}|humans?|persons?|account\s+holders?)|on\s+${P}['’]s\s+behalf|on\s+(?:its|their|your|his|her)\s+own\s+behalf|as\s+${M}|itself\b|themselves\b|yourself\b|alone\b|to\s+approve\s+(?:itself|its\s+own)|on\s+(?:its|their|your)\s+own\s*[;:—–-]\s*(?:(?:this|it)\s+is\s+)?(?:(?:a|the)\s+)?(?:${W}\s+){0,2}?(?:${P}|decision))|^\s*[;:—–,-]\s*(?:(?:a|the|only|as|it\s+is\s+(?:for|reserved\s+for))\s+)?(?:${W}\s+){0,5}?(?:${P}|decision|humans?\b)|^\s+to\s+${PERSON}`,
  'i',
);
/** A person bound to call it: "the user must call this tool", "the reviewer calls this" (a passive call: CALLED_BY). */
const PERSON_CALLS: readonly RegExp[] = [
  new RegExp(String.raw`${P}(?:\s+themselves)?\s+(?:must|needs?\s+to|has\s+to|have\s+to|is\s+(?:required|expected|supposed|meant)\s+to|are\s+(?:required|expected|supposed|meant)\s+to|is\s+to|are\s+to)\s+(?:(?:explicitly|manually|personally|directly|themselves|then|first|always)\s+){0,2}${CALL}\s+${THIS}`, 'i'),
  new RegExp(String.raw`${P}\s+(?:calls|invokes|uses|triggers|runs)\s+${THIS}`, 'i'),
];
/** A condition on a person's call that makes it one case of the tool's use: "the user must call this tool if …". */
const PERSON_CONDITION = /^\s*(?:,\s*)?(?:\S+\s+){0,3}?(?:unless|if|when|whenever|except|in\s+case)\b/i;
/** A person who works through the model ("managers … through their AI assistant"): the model calls it for them. */
const THROUGH_THE_MODEL = new RegExp(String.raw`\b(?:through|via|using|with\s+the\s+help\s+of)\s+(?:(?:their|your)\s+)?${M}`, 'i');
/** What is a person's act to make: an approval, a confirmation, a sign-off, an acceptance, an authorization, a verdict (no word of an identifier: approve_task_completion names a tool). */
const APPROVAL = /(?<![\w-])(?:approv|confirm|sign(?:s|ed|ing)?[\s-]?off|accept|authori[sz]|consent|ratif|endorse|countersign|attest|certif|verdict\b|lgtm\b|decision\b)[a-z]*(?![\w-])/i;
/** An approval as the purpose of a call: "… by the human user to confirm your work". */
const APPROVAL_PURPOSE = new RegExp(String.raw`^\s*,?\s*(?:to|in\s+order\s+to)\s+(?:${W}\s+){0,2}?${APPROVAL.source}`, 'i');
const NOT_YOU = /\bnot\s+(?:by\s+)?you\b/i;
const CALLS_IT = new RegExp(String.raw`\b${CALL}\w*\s+${THIS}`, 'i');
/** A name whose action is an approval (approve_task_completion, confirm_plan, record_signoff; not get_approvals, a read of them). */
const APPROVAL_NAME = /^(?:[a-z0-9]+[_-])?(?:approve|confirm|accept|authori[sz]e|consent|sign_?off|signoff|ratify|endorse|countersign|attest|certify|grant)(?:[_-]|$)/i;

/** Other languages' reservations (explicit only): French, German, Spanish, Italian, Portuguese, Japanese, Chinese, Korean, and the plainest forms in Dutch, Polish, Swedish, Norwegian, Danish, Turkish, Russian and Czech. */
const FOREIGN: readonly RegExp[] = [
  // French: called only by a person, never by the assistant; the model or you told not to call it; reserved to a person (not "réservé au cache": a space kept for something); a person's act, not the agent's.
  /\b(?:doit|doivent|peut|peuvent)\s+être\s+(?:appel|utilis|invoqu|ex[ée]cut|d[ée]clench)[ée]e?s?\s+(?:uniquement|seulement|exclusivement)\s+par\b|\bne\s+(?:doit|doivent|peut|peuvent)\s+être\s+(?:appel|utilis|invoqu|ex[ée]cut|d[ée]clench)[ée]e?s?\s+que\s+par\b|\b(?:jamais|pas|non)\s+par\s+(?:l['’]\s*|le\s+|un\s+|une\s+)?(?:assistant|agent|ia|mod[èe]le)\b/iu,
  /\b(?:l['’]\s*(?:assistant|agent|ia)|le\s+mod[èe]le|vous)(?:\s+(?:ia|d['’]\s*ia|virtuel|conversationnel))?\s+ne\s+(?:doit|devez|doivent)\s+(?:jamais|pas)\s+(?:l['’]\s*(?:appeler|utiliser|invoquer)|(?:appeler|utiliser|invoquer)\s+cet(?:te)?\s+(?:outil|action|fonction))\s*(?:[.;!]|$)/iu,
  /\br[ée]serv[ée]e?s?\s+(?:exclusivement\s+)?(?:à\s+un\s+usage\s+humain|à\s+l['’]\s*usage\s+(?:humain|des\s+humains)|(?:à|aux|au)\s+(?:l['’]\s*)?(?:ing[ée]nieur|technicien|superviseu|r[ée]viseu|auditeu|enseignant|professeu|infirmi|pharmacien|avocat|tr[ée]sorier|d[ée]cideur))/iu,
  /\br[ée]serv[ée]e?s?\s+(?:exclusivement\s+)?(?:à|aux|au)\s+(?:l['’]\s*)?(?:utilisat|humain|[êe]tres?\s+humain|administrat|op[ée]rat|responsable|relecteur|valideur|approbateur|contr[ôo]leur|gestionnaire|personnel|[ée]quipe|propri[ée]taire|manager|client|m[ée]decin|signataire|directeur|directrice|chef|agent\s+humain|juriste|comptable)/iu,
  /\bseul(?:e|s|es)?\s+(?:un|une|l['’]|le|la|les)\s*[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:peut|peuvent|doit|doivent)\s+(?:appeler|utiliser|invoquer)\s+cet\s+outil/iu,
  /\b(?:revient|incombe|appartient)\s+(?:à|au|aux)\s+[^.;]{1,50}?\s+et\s+(?:non|pas)\s+(?:à|au)\s+(?:l['’]\s*)?(?:agent|assistant|ia|mod[èe]le)\b/iu,
  // Spanish: the act said of "esta acción", the assistant "de IA", a person who must do it; for human use only.
  /\bsolo\s+(?:el|la|los|las|un|una)\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,3}?\s+(?:puede|pueden|debe|deben)\s+(?:llamar\s+a|usar|invocar|ejecutar|realizar)\s+esta\s+(?:herramienta|acción|función|operación)/iu,
  /\bel\s+(?:asistente|agente|modelo)(?:\s+de\s+IA|\s+IA)?\s+no\s+debe\s+(?:nunca\s+)?(?:invocarla|llamarla|usarla|ejecutarla|invocarlo|llamarlo|usarlo|hacerlo|(?:invocar|llamar\s+a|usar|ejecutar)\s+esta\s+(?:herramienta|acción|función))\s*(?:[.;!]|$)/iu,
  /\bdebe\s+(?:ser\s+(?:realizad|ejecutad|utilizad|usad|llamad|invocad)[oa]\s+(?:solo\s+|únicamente\s+|exclusivamente\s+)?por|realizarla|ejecutarla|hacerla|usarla|llamarla)\s+(?:una\s+persona|un\s+(?:ser\s+)?humano|una\s+humana|personal\s+humano|el\s+usuario|la\s+usuaria)\b|\bnunca\s+por\s+(?:el|un)\s+(?:modelo|asistente|agente)\b/iu,
  /\b(?:es\s+)?solo\s+para\s+(?:humanos|personas|seres\s+humanos|uso\s+humano)\b/iu,
  /\bnunca\s+(?:un|el)\s+(?:agente|asistente|modelo)\s+de\s+IA\b/i,
  // Italian and Portuguese.
  /\b(?:riservat[oa]|reservad[oa])\s+(?:esclusivamente\s+|exclusivamente\s+|apenas\s+)?(?:a|ai|agli|all['’]|alla|ao|aos|à|às)\s*(?:utent|uman|operat|operador|amministrat|administrador|responsabil|gestor|revisor|usu[áa]ri|human|personale|equipe|squadra|medic|m[ée]dic|firmatari|signat)/iu,
  /\b(?:solo|soltanto|apenas|somente|só)\s+per\s+uso\s+umano\b|\b(?:apenas|somente|só)\s+para\s+uso\s+humano\b/iu,
  /\b(?:l['’]\s*assistente|l['’]\s*agente|il\s+modello|o\s+assistente|o\s+agente|o\s+modelo)\s+(?:non|não)\s+(?:deve|pode)\s+(?:mai\s+|nunca\s+)?(?:chiamarl[oa]|usarl[oa]|invocarl[oa]|cham[aá]-l[oa]|us[aá]-l[oa]|invoc[aá]-l[oa]|(?:chiamare|usare|invocare|chamar|usar|invocar)\s+(?:questo|esta|este)\s+(?:strumento|ferramenta))/iu,
  /\b(?:deve|pode)\s+ser\s+usad[oa]\s+(?:apenas|somente|exclusivamente)\s+pel[oa]s?\s+[\p{L}-]+|\bnunca\s+pel[oa]\s+(?:agente|assistente|modelo)\b/iu,
  /\bdeve\s+essere\s+(?:usat|chiamat|invocat)[oa]\s+(?:solo|soltanto|esclusivamente)\s+da\b|\bmai\s+da(?:ll['’]|l|ll[oa])\s*(?:agente|assistente|modello)\b/iu,
  // German: for use by people only, reserved to a person, only a person may call it, you or the assistant may not.
  /\bnur\s+(?:zur\s+Verwendung|zum\s+Gebrauch|für\s+den\s+(?:manuellen\s+)?Gebrauch)\s+durch\s+(?:Menschen|menschliche|(?:den|die)\s+(?:Benutzer|Nutzer))/iu,
  /\bnur\s+für\s+(?:Menschen|menschliche\s+[\p{L}-]+|(?:den|die)\s+(?:Benutzer|Nutzer)(?:in)?)\b/iu,
  /\b(?:ausschließlich|nur)\s+für\s+(?:den|die)\s+(?:Benutzer|Nutzer|Menschen|Anwender)(?:in|innen)?\s+bestimmt/iu,
  /(?<![\p{L}-])[\p{L}-]{0,30}?(?:ingenieur|prüfer|genehmiger|verantwortliche[rn]?|leiter|manager|bediener|benutzer|nutzer|menschen|mitarbeiter|arzt|ärztin|administrator)(?:in|innen|s|n|en)?\s+vorbehalten\b/iu,
  /\bdarf\s+nur\s+von\s+(?:einem|einer|dem|der|den)?\s*(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+\s+(?:aufgerufen|verwendet|benutzt|genutzt)\s+werden/iu,
  /\bnur\s+(?:ein|eine|der|die)\s+[\p{L}-]+\s+darf\s+(?:dieses\s+(?:Tool|Werkzeug)|diese\s+(?:Aktion|Funktion)|es)\s+(?:aufrufen|verwenden|benutzen|nutzen|ausführen)/iu,
  /\b(?:du\s+darfst|Sie\s+dürfen)\s+(?:dieses\s+(?:Tool|Werkzeug)|diese\s+(?:Aktion|Funktion)|es)\s+(?:nicht|niemals|nie)\s+(?:verwenden|aufrufen|benutzen|nutzen|ausführen)\s*(?:[.;!]|$)/iu,
  /\b(?:der|die|das)\s+(?:KI-)?(?:Assistent|Agent|Modell|KI)\s+darf\s+(?:dieses\s+(?:Tool|Werkzeug)|es)\s+nicht\s+(?:verwenden|aufrufen|benutzen|nutzen)\s*(?:[.;!]|$)/iu,
  /\bnicht\s+(?:vom|von\s+(?:einem|einer|der|dem))\s+(?:KI-)?(?:Assistenten|Agenten|Modell|KI)\b/iu,
  // Dutch, Polish, Swedish/Norwegian/Danish, Turkish, Russian, Czech: only for people, only a person may call it, the model must not.
  /\b(?:alleen|uitsluitend)\s+(?:bedoeld\s+)?(?:voor|door)\s+(?:een\s+)?(?:mens(?:en)?\b|menselijke\s+[\p{L}]+)|\bmag\s+(?:deze\s+tool|hem|het)\s+(?:nooit|niet)\s+(?:aanroepen|gebruiken)\b/iu,
  /\b(?:tylko|wyłącznie)\s+(?:dla\s+ludzi|człowiek|ludzie|przez\s+człowieka)\b|\bmoże\s+(?:wywołać|używać|uruchomić)\s+(?:tylko|wyłącznie)\s+człowiek|\bdo\s+użytku\s+(?:przez\s+)?(?:ludzi|człowieka)|\btylko\s+do\s+użytku\s+ludzkiego/iu,
  /\b(?:endast|bara|kun)\s+(?:för|for|til)\s+(?:mänsklig|menneskelig|mennesker|människor)|\b(?:endast|bara|kun)\s+(?:brukes|användas|bruges|anvendes)\s+(?:av|af)\s+(?:mennesker|människor)/iu,
  /\b(?:yalnızca|sadece)\s+insan(?:lar)?\b/iu,
  /(?<!\p{L})только\s+(?:для\s+(?:людей|человека)|человек|люди)(?!\p{L})|(?<!\p{L})модель\s+не\s+должна\s+(?:его\s+|её\s+)?(?:вызывать|использовать)/iu,
  /\b(?:pouze|jen)\s+(?:pro\s+lidi|člověk|lidé)(?!\p{L})|\bpouze\s+pro\s+lidské\s+použití|\b(?:asistent|model|agent)\s+(?:tento\s+nástroj\s+)?nesmí\s+(?:volat|používat)/iu,
  // Korean, Chinese, Japanese.
  /(?:사람|인간|사용자)\s*전용/u,
  /[\p{Script=Hangul}]{1,8}만\s*(?:이\s*도구를\s*)?(?:호출|사용|실행)(?:할\s*수\s*있|해야)|(?:AI|인공지능)?\s*(?:어시스턴트|에이전트|모델)[은는이가]?\s*(?:절대\s*)?(?:이\s*도구를\s*)?(?:호출|사용|실행)(?:해서는|하면)\s*안\s*됩니다/u,
  // (Not results kept for a person's review: "检测结果仅供人工审核" — an outside hunt's injection scanner.)
  /(?<!(?:结果|結果|输出|輸出|报告|報告|数据|數據|内容|記錄|记录))(?:仅供|仅限|只供|只限|僅供|僅限)[\p{Script=Han}]{0,8}(?:人工|人类|人類|用户|用戶|使用者|管理员|审核员|审批人|操作员)|(?:人工|人类)(?:专用|使用)|(?:AI|人工智能)?\s*(?:助手|代理|智能体|模型)\s*(?:不得|不能|不应|禁止|不可)\s*(?:调用|使用)/u,
  /(?:人間|ユーザー|利用者)(?:の[\p{L}ー]{0,6})?専用/u,
  /(?:AI|ＡＩ)?(?:アシスタント|エージェント|モデル)(?:は|が)(?:この(?:ツール|機能)を)?(?:呼び出さないで|使用しないで|呼び出してはいけません|使わないで|使用してはいけません)/u,
  /[\p{Script=Han}\p{Script=Katakana}ー]{1,8}のみが(?:この(?:ツール|機能)を)?(?:使用|呼び出|実行)/u,
  /(?:AI|ＡＩ)(?:は|が)?(?:この(?:ツール|機能)を)?(?:呼び出さないで|使用しないで|呼び出してはいけません|使わないで)/u,
];

/**
 * Words without which no statement above can be made (each pattern holds one): a sentence without any is not read
 * further — most descriptions have none, and the patterns cost a pass each.
 */
const CUES = alternationRegExp(
  String.raw`\bonly\b|-only\b|\b(?:reserved|restricted|limited|intended|meant|designed|exclusively|solely)\b|\b(?:is|exists)\s+for\b|\b(?:called|invoked|used|run|triggered|performed|executed)\s+(?:\w+\s+)?by\b|\b(?:not|never)\W+(?:\w+\W+){0,4}?(?:call|invoke|use|run|trigger|execute|perform|let|allow|allowed|permitted|authori[sz]ed|called|invoked|used|triggered|executed)\b|\bnot\s+(?:for|by)\s+(?:use\s+by\s+)?(?:the\s+|an?\s+|any\s+)?(?:ai|a\.i\.|llm|automated|language|assistant|agent|model|you|bot|chatbot|claude|gpt|copilot)|n't\s+(?:\w+\s+){0,3}?(?:call|invoke|use|run|trigger|execute|perform|let|allow)\b|\bleave\s+(?:this|the|it)\b|\b(?:forbidden|prohibited|barred|entitled|solely|yourself|refrain|abstain|who\s+calls|come\s+from|automated)\b|\bit\s+is\s+for\b|\bis\s+not\s+to\b|\b(?:must|may|should|shall|can)\s+(?:not|never)\s+(?:[a-z]+\s+){0,3}?(?:with|using|via|through)\s+(?:this|the)\b|\b(?:must|may|should|shall|can)\s+(?:not|never)\s+(?:publish|approve|sign|confirm|accept|authori[sz]e|record|submit|decide|attest|certify|grant|release|merge|deploy|close)\b|\bbut\s+must\s+not\b|만|안\s*됩니다|\bnot\s+(?:by\s+)?you\b|\b(?:approv|confirm|sign[\s-]?off|signoff|accept|authori[sz]|consent|ratif|endorse|countersign|attest|certif|verdict|lgtm)|専用|のみが|しないで|いけません|仅|只供|只限|不得|不能|不应|禁止|不可|专用|\br[ée]serv|\b(?:riservat|reservad)|\b(?:darf|nur|seul|seule|seuls|solo|soltanto|apenas|somente|nunca|mai|nicht|doit|debe|deve|non)\b|\b(?:callers?|users?)\s*:|\bnever\s+does\b|\b(?:not|never)\s+(?:by\s+|for\s+)?(?:the\s+|an?\s+|any\s+)?(?:[\w-]+\s+)?(?:ai|assistants?|agents?|models?|llms?|bots?|claude|gpt|chatgpt|copilot|gemini)(?:['’]s)?\b|\bone\s+who\b|\b(?:audience|invoker)\s*:|\brequires\s+an?\s+human\b|\bhuman[\s-](?:operated|driven|initiated|use)\b|\bdone\s+by\b|\bdo\s+this\b|\bpersonally\b|\bby\s+(?:a|the)\s+human\b|\b(?:uniquement|seulement|jamais|revient|incombe|vorbehalten|darfst|dürfen|alleen|mag|tylko|wyłącznie|endast|bara|kun|yalnızca|sadece|pouze|jen)\b|только|전용|devez|realizarla|ejecutar\s+esta`,
  'i',
);

/** Sentences: ended by . ! ? 。 and a space (not a `;`: "…must not call this tool; a human must do it" is one statement) (or the end), a line break, or a bullet's " - ". */
const SENTENCE = /[^\n]+?(?:[.!?。！？]+(?=\s|$)|(?=\s-\s)|\n|$)/g;
/** Text quoted as an example of what a person types or says ("…"): no statement of the tool's own. */
const QUOTED = /"[^"\n]{0,200}"|“[^”\n]{0,200}”/g;
/** Emphasis and symbols around words (**Human only.**, ⚠️, `for human use only`): no words. */
const EMPHASIS = /[*`~]|\p{Extended_Pictographic}|\uFE0F/gu;
/** Characters that join or hide nothing a reader sees (hidden_unicode reports them): "hu\u200Bman". */
const INVISIBLE = /[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]/g;
/** A line break inside a sentence (a description wrapped at a width): no sentence end unless a list or a paragraph follows. */
const SOFT_WRAP = /(?<![.!?:;。！？\n])[ \t]*\n(?![ \t]*(?:[-*•#]|\d+[.)]|\n|[A-Z][\w ]{0,30}:))[ \t]*/g;
/** A Markdown heading's line ends its sentence ("## Usage" then "This is a human-only endpoint."). */
const HEADING = /^([ \t]*#{1,6}[ \t][^\n]*?)[ \t]*\n/gm;
/** Abbreviations whose dot is no sentence end. */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|cf|approx)\./gi;

export interface HumanOnly {
  /** The sentence that reserves the tool (as read, trimmed). */
  said: string;
}

/**
 * Whether a tool's description reserves it for a person: the sentence that says so, or undefined. `name` is the
 * tool's name (it names the tool where the text does, and an approval it says counts for a sentence that names the
 * person who calls it).
 */
export function humanOnlyTool(name: unknown, description: unknown): HumanOnly | undefined {
  if (typeof description !== 'string' || description.length === 0) return undefined;
  // A text longer than MAX_TEXT is read at both ends (a reservation can close a long manual as well as open it).
  const opening = description.length <= MAX_TEXT ? description : `${description.slice(0, MAX_TEXT - TAIL_TEXT)}\n${description.slice(-TAIL_TEXT)}`;
  if (!CUES.test(opening)) return undefined;
  let text = opening.replace(HEADING, '$1.\n').replace(INVISIBLE, '').replace(SOFT_WRAP, ' ').replace(QUOTED, ' ').replace(EMPHASIS, '').replace(ABBREVIATION, (m) => m.replace(/\./g, ''));
  // The tool's own name, where the text names it, is "this tool" (LLM-based agents are not permitted to call approve_refund).
  if (typeof name === 'string' && name.length >= 3 && name.length <= 64) text = replaceWord(text, name, 'this tool');
  const namedApproval = typeof name === 'string' && APPROVAL_NAME.test(name);
  // Who else the description says calls it, or what it asks of a person, decides what telling the model no means: kept
  // for a program ("Called by the Stripe webhook; the model should not call it"), or the tool asks a person ("Sends an
  // approval request to the user; the user approves, not you") — the model told no is then no person's reservation.
  const context: Context = { programCalls: PROGRAM_CALLS.test(text), asksAPerson: ASKS_A_PERSON.test(text) };
  const sentences = [...text.matchAll(SENTENCE)].map((m) => m[0]);
  for (let i = 0; i < sentences.length; i++) {
    if (!namedApproval && !CUES.test(sentences[i])) continue;
    const sentence = sentences[i].replace(/[()]/g, (c) => (c === '(' ? ' (' : ') ')).trim();
    if (sentence.length === 0) continue;
    // An access rule may say how it is enforced in the sentence after ("Only workspace admins can use this tool. Requires admin permission.").
    if (reserves(sentence, namedApproval, i + 1 < sentences.length ? sentences[i + 1] : '', context)) return { said: sentence.slice(0, 300) };
  }
  return undefined;
}

/** A sentence that sends the model to another tool ("use get_user_v2", "use the batch_update wrapper", "instead"): a deprecation or a detour, not a reservation. */
const ELSEWHERE = /\binstead\b|\bdeprecated\b|\bobsolete\b|[;:—–,]\s*(?:please\s+)?(?:use|call|prefer)\s+(?!(?:it|this)\b)[\w`'"]/i;

/** A permission the server checks ("Restricted to employees: requests from guest tokens will be rejected with 403"): an access rule, not a person's act. */
const ACCESS_RULE = /\b(?:4[0-2]\d|rejected|denied|unauthori[sz]ed|error|tokens?|permissions?|scopes?|privileges?|credentials?|rbac|role-based|sso|login|logged\s+in|authenticated)\b/i;

interface Context {
  programCalls: boolean;
  asksAPerson: boolean;
}

/** A program named as the one that calls it: "Called by the Stripe webhook", "the CI pipeline calls this tool", "Only the orchestrator agent may call this tool". */
const PROGRAM_CALLS = (() => {
  // An agent named for its part in a system of agents (the orchestrator agent, a worker agent), not the model itself
  // (an AI agent, the coding agent) nor a person's job (support agents).
  const program = String.raw`(?:${MACHINE}|github[\s-]+actions?|(?:orchestrat\w*|planner|planning|supervisor|reviewer|worker|sub|router|routing|triage|coordinator|parent|background|monitoring|indexing|ingestion|sync|other|another|separate|dedicated)[\s-]+(?:agents?|bots?))`;
  const notSaid = String.raw`(?<!\b(?:not|never|n't)\s+(?:to\s+be\s+|be\s+)?(?:only\s+)?)`;
  return new RegExp(
    String.raw`${notSaid}\b(?:called|invoked|triggered|run|used|executed)\s+(?:only\s+|solely\s+|exclusively\s+)?by\s+(?:the\s+|an?\s+|your\s+)?(?:[\w.-]+\s+){0,2}?${program}\b|${notSaid}\b(?:reserved|intended|meant)\s+(?:only\s+)?for\s+(?:the\s+|an?\s+)?(?:[\w.-]+\s+){0,2}?${program}\b|\b(?:the|a|an|only\s+the)\s+(?:[\w.-]+\s+){0,2}?${program}\s+(?:calls|invokes|triggers|runs|uses|(?:may|can|should|must)\s+(?:call|invoke|trigger|run|use))\s+(?:this|it)\b`,
    'i',
  );
})();
/** A tool whose job is to ask a person: "Sends an approval request to the user", "Asks the user to sign". */
const ASKS_A_PERSON = /^\W*(?:this\s+tool\s+)?(?:asks?|requests?|prompts?|notif(?:y|ies)|sends?\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}?(?:requests?|prompts?|notifications?)\s+to)\s+(?:the|a|an)\s+(?:user|human|person|reviewer|approver|manager|signer|customer)\b/i;

function reserves(sentence: string, namedApproval: boolean, next: string, context: Context): boolean {
  if (LABEL.test(sentence) || TAG.test(sentence)) return true;
  if (FOREIGN_CUE.test(sentence) && FOREIGN.some((p) => p.test(sentence))) {
    // An access rule said with its enforcement (here or in the next sentence) is none, as in English (ENFORCED).
    return FOREIGN_MODEL.test(sentence) || !(FOREIGN_ENFORCED.test(sentence) || FOREIGN_ENFORCED.test(next) || ENFORCED.test(next));
  }
  const marked = sentence.replace(TOOL_MARK, T).replace(MODEL_MARK, M).replace(PERSON_MARK, P);
  // What the sentence names decides which statements it can make (each family below needs one): a pass each saved.
  const model = marked.includes(M) || YOU.test(marked);
  const person = marked.includes(P);
  if (model && THROUGH_THE_MODEL.test(marked)) return false;
  const elsewhere = ELSEWHERE.test(marked);
  // The model told no where the tool is kept for a program or asks a person: no person's reservation.
  const toldNo = !context.programCalls && !context.asksAPerson;
  if (toldNo && !elsewhere && NOT_THE_MODEL.test(marked)) return true;
  // An access rule: a permission the server checks, said with its enforcement ("…; others get 403", "Requires the
  // repo:admin scope.", here or in the next sentence).
  const noModel = !marked.includes(M);
  const enforced = noModel && (ENFORCED.test(sentence) || ENFORCED.test(next));
  const accessRule = noModel && ACCESS_RULE.test(marked);
  for (const pattern of RESERVED) {
    const m = pattern.exec(marked);
    if (m && !negatedBefore(marked, m.index) && !enforced && !(accessRule && /^\W*(?:\S+\s+){0,6}?(?:restricted|limited)\b/i.test(m[0]))) return true;
  }
  const approval = namedApproval || APPROVAL.test(marked);
  if (person) {
    const called = CALLED_BY.exec(marked);
    // A passive call by a person reserves the tool when said strictly (only, must, meant to be…) or to make an approval.
    if (called && !enforced && !negatedBefore(marked, called.index) && (STRICTLY.test(called[0]) || namedApproval || APPROVAL_PURPOSE.test(marked.slice(called.index + called[0].length)))) return true;
    // "A person—not you—must invoke this tool."
    if (toldNo && NOT_YOU.test(sentence) && CALLS_IT.test(marked)) return true;
  }
  if (model && !elsewhere && toldNo) {
    for (const pattern of MODEL_MUST_NOT) {
      // Every place in the sentence ("… twice, and the AI must never call this tool at all").
      for (const m of marked.matchAll(pattern)) {
        if (INSISTS.test(marked.slice(m.index + m[0].length))) return true;
      }
    }
  }
  if (!approval || !person) return false;
  for (const pattern of PERSON_CALLS) {
    const m = pattern.exec(marked);
    if (m && !negatedBefore(marked, m.index) && !PERSON_CONDITION.test(marked.slice(m.index + m[0].length))) return true;
  }
  return false;
}

/** A permission the server enforces: a status, a refusal, a scope, role or permission required. */
const ENFORCED = /\b(?:4[0-2]\d|forbidden|rejected|refused|denied|rejects|refuses)\b|\benforced\s+by\b|\bchecks\s+the\s+caller|\b(?:requires?|needs?)\s+(?:the\s+|an?\s+)?(?:[\w:.-]+\s+){0,2}?(?:scopes?|roles?|permissions?|privileges?|rights|entitlements?)\b|\b(?:scopes?|roles?|permissions?|privileges?)\s+(?:is\s+|are\s+)?required\b|\b(?:others|other\s+(?:users|callers|accounts))\s+(?:get|receive|will\s+get)\b|\bnon-?(?:admins?|owners?|members?)\b/i;

/** A tag in a sentence: "(human only)", "[for humans only]", "(manual use only)". */
const TAG = /[([]\s*(?:for\s+)?(?:humans?|people|persons?|manual)(?:\s+use)?(?:\s+only|-only)\s*[)\]]/i;

/** A word without which no FOREIGN pattern matches (each holds one, or a letter outside ASCII): most sentences are English and skip them all. */
const FOREIGN_CUE = /[^\x00-\x7f]|\b(?:nur|darf|darfst|nicht|solo|soltanto|apenas|somente|nunca|mai|doit|doivent|devez|debe|deben|deve|non|pas|seul|seule|seuls|seules|alleen|uitsluitend|mag|tylko|endast|bara|kun|sadece|pouze|jen|jamais|revient|incombe|appartient|riservat[oa]|reservad[oa]|reserv[ée]e?s?|vorbehalten)\b/i;

/** Another language's model and enforcement (FOREIGN's reservations read as the English ones are). */
const FOREIGN_MODEL = /(?:assist|agent|\b(?:IA|KI|AI|modelo|modello|mod[èe]le|Modell|model)\b|助手|代理|智能体|模型|アシスタント|エージェント|モデル|어시스턴트|에이전트|모델)/iu;
const FOREIGN_ENFORCED = /(?:\b40[13]\b|\bscopes?\b|permis|permesso|permessi|permissão|permissões|berechtigung|\bdroits\b|\brôle\b|\brol\b|\bruolo\b|\bpapel\b|erreur|errore|\berror\b|fehler|権限|权限|權限|권한|エラー|错误|錯誤|오류|拒否|拒绝|거부)/iu;

/** The model addressed: as you, or told so at the head of a sentence ("Do not call this tool."). */
const YOU = /\byou\b|^\W*(?:do\s+not|don't|never)\b/i;

/** A negation or a condition just before a match: "the user does not need to", "if the user calls this". */
function negatedBefore(sentence: string, at: number): boolean {
  const before = sentence.slice(Math.max(0, at - 24), at);
  return /\b(?:not|never|n't|cannot|no)\s+(?:\S+\s+)?$/i.test(before) || /\b(?:if|when|whenever|once|after|unless)\s+(?:\S+\s+){0,2}$/i.test(before);
}

/** `text` with each whole-word occurrence of `word` (case-insensitive) replaced. */
function replaceWord(text: string, word: string, by: string): string {
  const lower = text.toLowerCase();
  const w = word.toLowerCase();
  let out = '';
  let from = 0;
  for (let at = lower.indexOf(w); at >= 0; at = lower.indexOf(w, at + w.length)) {
    const before = at > 0 ? lower[at - 1] : ' ';
    const after = at + w.length < lower.length ? lower[at + w.length] : ' ';
    if (/[\w-]/.test(before) || /[\w-]/.test(after)) continue;
    out += text.slice(from, at) + by;
    from = at + w.length;
  }
  return out + text.slice(from);
}

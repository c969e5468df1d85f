// A tool's text that sets how the agent's OTHER work is done, off the tool's own purpose: a currency converter whose
// description says where transfers go ("When a transfer is prepared, its destination account is DE44…"), a Markdown
// formatter that puts an address on outgoing mail ("Mail dispatched from this workspace is addressed to journal@… as
// well"), a timezone lookup that adds an attendee to every invitation. Shadowing by function, no tool named and often
// no order said (an outside red team: 0 of 15 such texts were read, worded as policy, tips or facts).
//
// Read per sentence, after the first (the tool saying what it does): a sentence that speaks of an action domain —
// mail, calendar invitations, payments, pull requests, web requests, database queries, chat posts, shell commands,
// file reads — and names a concrete target there (an address, an account, a URL, a channel, a branch, a command, a
// secret file, card columns, a review threshold), when neither the tool's name, its first sentence nor its server's
// label is about that domain. A mail tool naming its own recipients is on its purpose; a converter naming a clearing
// account is not.
import { normalize, originalRange, type Normalized } from './normalize.js';
import { ACCOUNT, CARD_COLUMNS, CHANNEL, CODE, EMAIL, EMAIL_ALL, IBAN, namesTarget, purposeText, SECRET_FILE, sentences, THRESHOLD, URL, URL_ALL, W } from './sentence-targets.js';

interface Domain {
  name: string;
  /** The domain spoken of in a sentence. */
  said: RegExp;
  /** A tool whose purpose (name, first sentence, server label) holds one of these is about this domain. */
  purpose: RegExp;
  /** What a sentence of this domain names as its target. */
  targets: readonly RegExp[];
  /** What the sentence must also say: that the target is added to what the agent sends (mail, invitations). */
  adds?: RegExp;
  /** What makes the sentence the tool's own record of its act, not an order for other work. */
  unless?: RegExp;
}

const PAYMENT_SAID = W(String.raw`transfers?|payments?|paid|payouts?|wires?|virements?|[uü]berweisung\w*|transferencias?|pagos?|pagamentos?`);

/**
 * An address added to what the agent sends, not the address the messages go to or come from (a mailing list's "all
 * messages sent to dev@lists.apache.org are delivered to every subscriber", a reply-to header): also, as well, too, a
 * copy, among the recipients or attendees (an outside red team's honest mail tools).
 */
const ADDS = W(String.raw`dalš\p{L}*\s{1,3}účastník\p{L}*|také|rovněž|v\s{1,3}kopii|thêm|cũng|också|dessutom|also|as\s{1,3}well|too|in\s{1,3}addition|additionally|bcc|cc|blind|(?:hidden|silent|invisible|secret)\s{1,3}(?:recipients?|cop(?:y|ies))|cop(?:y|ies)|copied|mirror\w*|journal\w*|among\s{1,3}the\s{1,3}(?:recipients|attendees|participants|invitees)|(?:on|to)\s{1,3}the\s{1,3}(?:attendee|recipient|invitee|guest)\s{1,3}list|auch|aussi|tambi[eé]n|tamb[eé]m|anche|ook|även|også|r[oó]wnież|c[oó]pia`);
/** An address the messages go to, or come from, or a reply-to header: not one added to them. */
const OWN_ADDRESS = /(?:\b(?:sent|message|messages|mail|mails|e-?mails?|posts?|written|delivered)\s{1,3}to|\brepl(?:y|ies)\s{1,3}(?:also\s{1,3})?(?:go|goes|are\s{1,3}sent|come\s{1,3}back)\s{1,3}to|\bfrom|\breply-to|\bsender)\s{1,3}(?:[a-z'-]{1,20}\s{1,3}){0,2}[a-z0-9._%+-]{1,64}@/g;

/** An account by its number in other languages' words (tài khoản …, לחשבון …, bankgiro …, účet …). */
const ACCOUNT_OTHER = /(?<![\p{L}])(?:tài\s{1,3}khoản|[והבלמשכ]{0,2}חשבון|bankgiro|plusgiro|účet|účtu|rachunek|rachunku|hesab[ıi]|hesap)(?:\s{1,3}[\p{L}()]{1,20}){0,2}\s{1,3}[0-9][0-9 -]{5,}/u;

const DOMAINS: readonly Domain[] = [
  {
    name: 'mail',
    said: W(String.raw`e-?mails?|mails?|mailbox|inbox|recipients?|bcc|blind[\s-]cop(?:y|ies)|courriels?|destinataires?|empf[aä]nger\w*|correos?|destinatarios?|c[oó]pia\s{1,3}oculta|messages?\s{1,3}(?:that\s{1,3})?(?:leave|leaving|sent|dispatched|going\s{1,3}out|outgoing)|outgoing\s{1,3}(?:messages?|mails?|e-?mails?)`),
    purpose: W(String.raw`e-?mails?|mails?|mailbox|inbox|smtp|imap|gmail|outlook|exchange|mailgun|sendgrid|postmark|mailchimp|resend|repl(?:y|ies)|tickets?|helpdesk|support|groups?|mailing|(?:mailing|distribution|contact)\s{1,3}lists?|newsletters?|messag\w*|send\w*|notif\w*|shar\w*|invit\w*|contacts?|distribution|courriels?|correos?`),
    targets: [EMAIL],
    adds: ADDS,
  },
  {
    name: 'calendar',
    said: W(String.raw`meetings?|invitations?|invites?|attendees?|participants?|events?|termine?|teilnehmer\w*|r[eé]unions?|invit[eé]s|reuni[oó]n(?:es)?|convocatorias?|pozvánk\p{L}*|schůz\p{L}*|účastník\p{L}*|möte\p{L}*|inbjudan\p{L}*|deltagar\p{L}*|cuộc\s{1,3}họp|lời\s{1,3}mời|spotkani\p{L}*|zaproszeni\p{L}*`),
    purpose: W(String.raw`calendars?|meetings?|events?|schedul\w*|invit\w*|bookings?|book|appointments?|attendees?|rooms?|termin\w*|kalender|agenda|r[eé]unions?|kalendář\p{L}*|schůz\p{L}*|pozvánk\p{L}*|möte\p{L}*|lịch|cuộc\s{1,3}họp|spotkani\p{L}*|kalendarz\p{L}*`),
    targets: [EMAIL],
    adds: ADDS,
  },
  {
    name: 'payment',
    said: W(String.raw`transfers?|payments?|paid|pays?|payouts?|wires?|beneficiar(?:y|ies)|payees?|destination\s{1,3}accounts?|clearing\s{1,3}accounts?|ibans?|virements?|b[eé]n[eé]ficiaires?|[uü]berweisung\w*|transferencias?|pagos?|pagamentos?|bonifici?|chuyển\s{1,3}khoản|thanh\s{1,3}toán|lệnh\s{1,3}chuyển|[והבלמשכ]{0,2}(?:העברה|העברות|העברת|תשלום|תשלומים)|betalning\p{L}*|överföring\p{L}*|platb\p{L}*|plateb|převod\p{L}*|przelew\p{L}*|płatnoś\p{L}*|ödeme\p{L}*|havale\p{L}*`),
    purpose: W(String.raw`transfers?|payments?|pay|payouts?|wires?|banking|bank\s{1,3}accounts?|accounts?|ibans?|invoices?|billing|payees?|beneficiar\w*|ledger|treasury|finance|virements?|paiements?|[uü]berweisung\w*|pagos?|pagamentos?|chuyển\s{1,3}khoản|thanh\s{1,3}toán|ngân\s{1,3}hàng|tài\s{1,3}khoản|hóa\s{1,3}đơn|[והבלמשכ]{0,2}(?:העברה|העברות|תשלום|תשלומים|חשבון|חשבונות|בנק)|\p{L}*(?:betalning|överföring|faktur|platb|plateb|převod|przelew|płatnoś|rachun|ödeme|hesap)\p{L}*|bankgiro|plusgiro|účet|účt\p{L}*`),
    targets: [IBAN, ACCOUNT, ACCOUNT_OTHER, THRESHOLD],
  },
  {
    name: 'code review',
    said: W(String.raw`pull\s{1,3}requests?|merge\s{1,3}requests?|prs?`),
    purpose: W(String.raw`git|github|gitlab|bitbucket|repos?|repositor\w*|pull|merge|prs?|branch\w*|commits?|issues?|releases?|ci|pipelines?|deploy\w*|vcs`),
    targets: [CODE, URL, EMAIL],
  },
  {
    name: 'web',
    said: W(String.raw`web\s{1,3}requests?|http\s{1,3}requests?|page\s{1,3}fetcher|web\s{1,3}fetch(?:er)?|(?:any|every|all)\s{1,3}(?:urls?|links?|web\s{1,3}pages?)|(?:urls?|web\s{1,3}pages?)\s{1,3}(?:(?:is|are|gets?)\s{1,3})?(?:fetched|requested|retrieved|opened|visited)`),
    purpose: W(String.raw`fetch\w*|urls?|web|http|browse\w*|crawl\w*|scrap\w*|proxy|links?|pages?|requests?|download\w*`),
    targets: [URL, EMAIL, CODE],
  },
  {
    name: 'database',
    said: W(String.raw`quer(?:y|ies)|sql|tables?|columns?`),
    purpose: W(String.raw`quer(?:y|ies)|sql|databases?|db|tables?|postgres\w*|mysql|sqlite|schemas?|rows?|columns?|explain`),
    targets: [CARD_COLUMNS],
  },
  {
    name: 'chat',
    said: W(String.raw`channels?|slack\s{1,3}(?:messages?|channels?|posts?)|posts?|posted|chat\s{1,3}messages?`),
    purpose: W(String.raw`slack|channels?|chat|teams|discord|posts?|messag\w*|notif\w*`),
    targets: [CHANNEL, URL],
    // (The tool's own change announced with its audit trail: "Every attachment is written to CloudTrail and posted to the
    // #iam-changes channel" — an outside hunt's IAM tool.)
    // (Or its own use announced to those who watch it: "Using it pages the security team immediately, posts to #sec-breakglass, and
    // records every API call made with the role" — an outside hunt's break-glass access.)
    // (Or the tool's own change said to be announced: "The change is broadcast to the #incidents channel" — hunt 73's kill
    // switch. Its change, toggle or switch only: a result or a message is what the agent's other work may be.)
    unless: W(String.raw`(?:the|this|each|every|its)\s{1,3}(?:change|changes|toggle|switch|flip)\s{1,3}(?:is|are|gets|will\s{1,3}be)\s{1,3}(?:also\s{1,3}|then\s{1,3}|automatically\s{1,3})?(?:broadcast|announced|posted|published)|(?:written|logged|recorded)\s{1,3}(?:to|in|into)\s{1,3}(?:cloudtrail|(?:the|an|its)\s{1,3}(?:[a-z'-]{2,20}\s{1,3})?audit\s{1,3}(?:log|trail)|audit\s{1,3}logs?)|(?:pages|notifies|alerts)\s{1,3}(?:the\s{1,3})?(?:security|on-?call|soc|incident|ops|compliance)\s{1,3}(?:team|engineer|lead)|records?\s{1,3}every\s{1,3}(?:api\s{1,3})?(?:call|action|command)`),
  },
  {
    name: 'shell',
    said: W(String.raw`shell\s{1,3}commands?|commands?\s{1,3}(?:executed|run|that\s{1,3}run)|(?<!\b(?:pms|pos|point-of-sale|payment|card|eftpos|kiosk|self-service|airport|bus|ferry|cruise|container|cargo|freight|rail|train|port)\s{1,3})terminal(?!\s{1,3}(?:ids?|numbers?|serial))|bash|zsh|(?:run|runs|running|execute|executes|executed|executing)\s{1,3}(?:[a-z-]{1,20}\s{1,3}){0,3}on\s{1,3}the\s{1,3}user's\s{1,3}behalf`),
    purpose: W(String.raw`shell|terminal|bash|zsh|commands?|exec\w*|run\w*|scripts?|cli|process\w*`),
    targets: [CODE],
  },
  {
    name: 'files',
    said: W(String.raw`any\s{1,3}files?|every\s{1,3}files?|(?:a|any|each|every)\s{1,3}(?:[a-z]{1,12}\s{1,3})?file\s{1,3}(?:in\s{1,3}the\s{1,3}workspace\s{1,3})?(?:is|gets)\s{1,3}(?:read|opened|loaded)|files?\s{1,3}(?:are|is)\s{1,3}(?:read|opened)`),
    purpose: W(String.raw`env|dotenv|secrets?|credentials?|config\w*|keys?|vault|ssh`),
    targets: [SECRET_FILE],
  },
];

export interface OffPurposeMatch {
  start: number;
  end: number;
  domain: string;
}

/**
 * The sentences of a tool's description (after its first) that set the target of another domain's work; `purpose`
 * is the tool's name, its description's first sentence and its server's label, read together.
 */
/** Cheap gate, the same for every purpose: a target of some kind must be in the (normalised) text at all. */
const TARGET_SAID = /[@`#]|https?:|\d{6}|\d{4}[\s-]\d{4}|\.env|\.ssh|id_rsa|card|cvv|ssn|select|threshold|limit/;
export const mayBeOffPurpose = (norm: string): boolean => TARGET_SAID.test(norm);

/** Inline code shown as an example ("for example `kubectl delete namespace preview-pr-481`", "one-liners like `curl … | bash`"): what the tool handles, no target set for the agent's work (an outside hunt's kubectl and Sigma tools). */
// (And an address after e.g., for example or such as: "the mailbox your admin configured (e.g. journal@contoso.com)".)
// (And in the other languages, quoted as they quote: „curl -F f=@$HOME/.ssh/id_rsa …“ after "wie" — an outside hunt's Sigma rule checker.)
const EXAMPLE_CODE = /\b(?:for\s{1,3}(?:example|instance)|e\.g\.|such\s{1,3}as|like|as\s{1,3}in|example(?:\s{1,3}[a-z]{1,12}){0,2}\s{0,3}:)[\s,:(]{0,4}`[^`\n]{2,200}`|(?<![\p{L}])(?:wie|etwa|z\.\s?b\.|beispielsweise|comme|par\s{1,3}exemple|como|por\s{1,3}ejemplo|p\.\s?ej\.|por\s{1,3}exemplo|come|ad\s{1,3}esempio|zoals|bijvoorbeeld|such\s{1,3}as|like|e\.g\.)[\s,:(]{0,4}(?:`[^`\n]{2,200}`|„[^"“\n]{2,200}["“]|"[^"\n]{2,200}"|«[^»\n]{2,200}»)|\b(?:for\s{1,3}(?:example|instance)|e\.g\.|such\s{1,3}as)[\s,:(]{0,4}[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/gu;

const PERSON_RUNS = /\b(?:ask|tell|have|let|instruct|invite)\s{1,3}(?:the\s{1,3})?(?:user|person|customer|developer|operator|administrator|admin)\s{1,3}(?:to\s{1,3})?run\b[^.;]{0,120}\b(?:(?:in|from)\s{1,3}(?:their|his|her)\s{1,3}(?:own\s{1,3})?(?:terminal|shell|console|machine)|themselves)\b/;

/** `decoded`: the text was decoded from a run hidden in a description: its first sentence is read too (it says no purpose). */
export function offPurposeSentences(description: string, purpose: string, normalized?: Normalized, decoded = false): OffPurposeMatch[] {
  if (description.length > 20_000) return [];
  const n = normalized ?? normalize(description);
  const { norm } = n;
  if (!mayBeOffPurpose(norm)) return [];
  const purposeWords = purposeText(purpose);
  const all = sentences(norm);
  const lead = decoded ? undefined : all.find(([s, e]) => /[a-z\p{L}]/u.test(norm.slice(s, e)));
  const out: OffPurposeMatch[] = [];
  for (const [s, e] of all) {
    if (lead !== undefined && s === lead[0]) continue;
    const sentence = norm.slice(s, e);
    // Payments split to stay under a review threshold ("paid as several transfers of at most 999 EUR each … under the
    // four-eyes review threshold"): an approval evaded, whatever the tool is for.
    if (THRESHOLD.test(sentence) && PAYMENT_SAID.test(norm.slice(Math.max(0, s - 300), e))) {
      const [start, end] = originalRange(n, description, s, e);
      out.push({ start, end, domain: 'payment' });
      continue;
    }
    const targeted = sentence.replace(EXAMPLE_CODE, ' ');
    for (const domain of DOMAINS) {
      if (!domain.targets.some((t) => namesTarget(t, targeted))) continue;
      // (Words read off the addresses, the URLs and the code shown as an example: "slack" in avatars.slack-edge.com says
      // nothing of chat, nor "pr" in `preview-pr-481` of pull requests; a command to run, `bash -c …`, is its domain.)
      const words = targeted.replace(URL_ALL, ' ').replace(EMAIL_ALL, ' ');
      if (!domain.said.test(words)) continue;
      if (domain.adds !== undefined && (!domain.adds.test(words) || !namesTarget(EMAIL, sentence.replace(OWN_ADDRESS, ' ')))) continue;
      if (domain.unless !== undefined && domain.unless.test(sentence)) continue;
      if (domain.purpose.test(purposeWords)) continue;
      // A command the person is asked to run in their own terminal is theirs, not the agent's work ("If no credentials
      // are found, ask the user to run `gcloud auth application-default login` in their own terminal": an outside
      // hunt's gcloud tool). What it runs is read by shell_payload whoever runs it.
      if (domain.name === 'shell' && PERSON_RUNS.test(words)) continue;
      const [start, end] = originalRange(n, description, s, e);
      out.push({ start, end, domain: domain.name });
      break;
    }
    if (out.length >= 4) break;
  }
  return out;
}

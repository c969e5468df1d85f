// A fixed target set for everything of a kind the agent sends or pays from the
// workspace, written as a house rule in any language: "tout paiement émis
// depuis cet espace de travail est dirigé vers le compte FR76 …, en lieu et
// place des coordonnées … de la facture", "todo mensaje que se envíe desde
// este espacio de trabajo … se reenvía también al número +34 …", "自本工作区
// 发起的所有对外付款 … 收款账户统一填写为 6222 …", "tüm mesaj ve e-postalardaki
// … bağlantılar https://… üzerinden yönlendirilir" (outside red teams' sets:
// no order, no addressee; a newsletter builder, a task reminder, a purchase
// order list carried them). standing-copy.ts reads English copies of
// messages; off-purpose.ts reads targets set off a tool's purpose; this reads
// the rule itself — over the workspace or every payment, message or link —
// whatever the language.
//
// One sentence: a scope over the agent's sends (this
// workspace, every payment, all messages; cet espace de travail, todo
// mensaje, jede Zahlung, кажд… сообщени…, 所有…付款), the kind (payments,
// messages, links), a fixed target (an IBAN, an account or card number, an
// address, a URL, a telephone number: not a documentation example) and a
// redirect (instead of, routed through, directed to, a blind copy; en lieu et
// place, se reenvía, Blindkopie, направляется, 统一填写, yönlendirilir…). Not a tool whose
// own purpose is that kind (a payment tool naming its payee, a mailer its
// sender).
import { folded } from './instruction-fragments.js';
import { originalRange, type Normalized } from './normalize.js';
import { ACCOUNT, EMAIL, IBAN, namesTarget, opened, purposeText, sentences, URL, wholeWords as W } from './sentence-targets.js';

const SP = String.raw`\s{1,3}`;
const alt = (list: readonly string[]) => folded(list).join('|').replace(/ /g, SP);

/** Over the agent's sends: the workspace, or every one of a kind. */
const SCOPE = new RegExp(
  [
    W(
      alt([
        'this workspace', 'the workspace', 'this tenant', 'this space', 'any customer', 'every customer', 'all customers', 'whenever a customer', 'each such',
        'cet espace de travail', 'cet espace', 'tout paiement', 'tout règlement', 'tous les paiements', 'chaque paiement', 'tout message', 'tous les messages',
        'chaque message', 'tous les liens', 'este espacio de trabajo', 'este espacio', 'todo mensaje', 'todos los mensajes', 'cada mensaje', 'todo pago', 'todos los pagos',
        'cada pago', 'todos los enlaces', 'este espaço', 'neste espaço', 'deste espaço', 'todos os links', 'todo pagamento', 'todos os pagamentos', 'cada pagamento',
        'toda mensagem', 'todas as mensagens', 'cada mensagem', 'diesem arbeitsbereich', 'diesem workspace', 'jede e-mail', 'jede nachricht', 'jede zahlung',
        'jede überweisung', 'alle zahlungen', 'alle nachrichten', 'alle links', 'jeden link', 'questo spazio di lavoro', 'ogni messaggio', 'ogni pagamento',
        'tutti i pagamenti', 'tutti i messaggi', 'tutti i link', 'deze werkruimte', 'elk bericht', 'elke betaling', 'alle betalingen', 'alle berichten',
        'tej przestrzeni roboczej', 'wszystkie płatności', 'wszystkie wiadomości', 'wszystkie przelewy', 'wszystkie linki', 'этого рабочего пространства',
        'этом рабочем пространстве', 'все платежи', 'все сообщения', 'все ссылки', 'bu çalışma alanı', 'denna arbetsyta', 'varje meddelande', 'varje betalning',
        'alla meddelanden', 'alla betalningar', 'alla länkar', 'ruang kerja ini', 'setiap pesan', 'setiap pembayaran', 'semua pesan', 'semua pembayaran', 'semua tautan',
      ]),
    ),
    W(
      [
        `${alt(['каждого', 'каждое', 'каждый', 'каждом', 'каждую'])}${SP}(?:${alt(['сообщени', 'платеж', 'платёж', 'ссылк', 'письм'])})\\p{L}*`,
        `każd\\p{L}*${SP}(?:wiadomoś|płatnoś|przelew|link|e-mail)\\p{L}*`, `(?:tüm|her)${SP}(?:mesaj|ödeme|bağlantı|e-posta)\\p{L}*`,
      ].join('|'),
    ),
    '本工作区|该工作区|此工作区|所有(?:对外)?(?:付款|消息|邮件|链接|支付)|每(?:一)?(?:笔|条|封)|このワークスペース|すべての(?:支払い|メッセージ|メール|リンク)|이\\s?작업\\s?공간|모든\\s(?:결제|메시지|메일|링크)',
  ].join('|'),
  'u',
);

interface Kind {
  name: 'payment' | 'message' | 'link';
  said: RegExp;
  /** A tool about this kind: its own payee, recipients or links are its purpose. */
  purpose: RegExp;
}
const KINDS: readonly Kind[] = [
  {
    name: 'payment',
    said: new RegExp(
      `${W(alt(['payment', 'payments', 'transfer', 'transfers', 'payout', 'payouts', 'settlement', 'paiement', 'paiements', 'règlement', 'virement', 'virements', 'pago', 'pagos', 'transferencia', 'pagamento', 'pagamentos', 'zahlung', 'zahlungen', 'überweisung', 'überweisungen', 'pagamento', 'betaling', 'betalingen', 'płatność', 'płatności', 'przelew', 'przelewy', 'платеж', 'платежи', 'платёж', 'ödeme', 'ödemeler', 'betalning', 'betalningar', 'pembayaran', 'salary', 'supplier']))}|付款|收款|支付|转账|支払|振込|결제|송금`,
      'u',
    ),
    purpose: /\b(?:pay|pays|payment|payments|payout|transfer|transfers|wire|invoice|invoices|billing|checkout|refund|payroll|sepa|iban|bank|stripe|paypal)\b|paiement|virement|pago|pagamento|zahlung|überweisung|płatnoś|przelew|ödeme|付款|支付|转账|支払|결제/,
  },
  {
    name: 'message',
    said: new RegExp(
      `${W(alt(['message', 'messages', 'email', 'emails', 'e-mail', 'e-mails', 'mail', 'sms', 'whatsapp', 'mensaje', 'mensajes', 'correo', 'mensagem', 'mensagens', 'nachricht', 'nachrichten', 'messaggio', 'messaggi', 'bericht', 'berichten', 'wiadomość', 'wiadomości', 'сообщение', 'сообщения', 'сообщений', 'письмо', 'mesaj', 'mesajlar', 'e-posta', 'meddelande', 'meddelanden', 'pesan', 'invitation', 'invitations']))}|каждого${SP}сообщени|消息|邮件|短信|メッセージ|メール|메시지|메일`,
      'u',
    ),
    purpose: /\b(?:mail|email|e-mail|message|messages|sms|send|sends|notify|notification|chat|slack|whatsapp|telegram|inbox|invite|invitation|calendar|meeting)\b|correo|mensaje|mensagem|nachricht|messaggio|wiadomoś|сообщени|mesaj|消息|邮件|メッセージ|メール|메시지/,
  },
  {
    name: 'link',
    said: new RegExp(`${W(alt(['link', 'links', 'url', 'urls', 'lien', 'liens', 'enlace', 'enlaces', 'links de', 'bağlantı', 'bağlantılar', 'bağlantıları', 'ссылка', 'ссылки', 'länk', 'länkar', 'tautan', 'collegamento']))}|链接|リンク|링크`, 'u'),
    purpose: /\b(?:link|links|url|urls|shorten|shortener|redirect|tracking|utm|qr)\b|lien|enlace|bağlantı|ссылк|链接|リンク|링크/,
  },
];
/** Redirected: instead of, routed through, directed to, a blind copy (not a bare "also": a sentence may add anything). */
const REDIRECT = new RegExp(
  [
    W(
      alt([
        'instead of', 'in place of', 'rather than', 'bcc', 'blind copy', 'routed through', 'routed via', 'point to', 'points to', 'redirected', 'forwarded', 'mirrored',
        'en lieu et place', 'au lieu de', 'dirigé vers', 'dirigés vers', 'redirigé', 'redirigés', 'en copie cachée', 'en lugar de', 'en vez de', 'se reenvía', 'se reenvían',
        'reenvía', 'em vez de', 'no lugar de', 'apontam para', 'aponta para', 'encaminhad', 'anstelle', 'statt', 'umgeleitet', 'weitergeleitet', 'blindkopie', 'invece di',
        'al posto di', 'inoltrato', 'inoltrati', 'in plaats van', 'doorgestuurd', 'zamiast', 'przekierowan', 'przekierowywan', 'вместо', 'направляется', 'направляются',
        'перенаправляется', 'пересылается', 'копия', 'yerine', 'yönlendirilir', 'istället för', 'vidarebefordras', 'alih-alih', 'diteruskan',
      ]),
    ),
    '而不是|统一填写|统一改为|一律|改为|抄送|转发|代わりに|転送|대신|전달|참조',
  ].join('|'),
  'u',
);
/** A telephone number written whole, an account or card number in digit groups. */
const PHONE = /(?<![\w+])\+\d{1,3}(?:[\s.-]?\d){7,13}(?!\d)/;
const DIGIT_GROUPS = /(?<!\d)\d{4}(?:[ -]\d{4}){2,4}(?:[ -]\d{1,4})?(?!\d)/;

function namesFixedTarget(window: string): boolean {
  return IBAN.test(window) || ACCOUNT.test(window) || DIGIT_GROUPS.test(window) || PHONE.test(window) || namesTarget(EMAIL, window) || namesTarget(URL, window);
}

const MAY = /@|https?:|\+\d|\d{4}/;

export const mayRedirectWorkspace = (norm: string): boolean => MAY.test(norm);

export interface WorkspaceTarget {
  start: number;
  end: number;
  kind: string;
}

function rule(window: string, purpose: string): string | undefined {
  if (!SCOPE.test(window) || !REDIRECT.test(window) || !namesFixedTarget(window)) return undefined;
  for (const kind of KINDS) if (kind.said.test(window) && !kind.purpose.test(purpose)) return kind.name;
  return undefined;
}

/** The sentences that set a fixed target for the workspace's sends of a kind: original offsets. */
export function workspaceTargetSentences(text: string, purpose: string, normalized?: Normalized): WorkspaceTarget[] {
  const n = opened(text, normalized, MAY);
  if (!n) return [];
  const { norm } = n;
  const purposeWords = purposeText(purpose);
  const all = sentences(norm);
  const out: WorkspaceTarget[] = [];
  for (let i = 0; i < all.length && out.length < 4; i++) {
    const kind = rule(norm.slice(all[i][0], all[i][1]), purposeWords);
    if (kind === undefined) continue;
    const [start, end] = originalRange(n, text, all[i][0], all[i][1]);
    out.push({ start, end, kind });
  }
  return out;
}

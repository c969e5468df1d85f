// The write a description says in another language than English, for the
// description-effect rule (./description-effect.ts reads English openings):
// a tool declared read whose description says "チャットのメッセージを既読にします"
// (marks the chat's messages read), "删除指定的文件" or "Elimina un archivo"
// is misdeclared as surely as one that opens with "Deletes".
//
// Deliberately narrow, as the English reading is: only the predicate of the
// first sentence counts — the first verb of a Romance or German opening, the
// first verb of a Chinese one, the verb that ends a Japanese or Korean one —
// and only verbs whose every reading is a write (no execute or run, no load,
// no "set" that also names settings). What a tool makes to return it (a
// summary, a translation, a query) and what it sends to be answered (a
// question, a request) are no writes, as in English.

/** What a write verb does: `make` (create, add, update, move, upload…) is within a proposal; `beyond` (delete, send, publish, pay…) is not. */
type Reach = 'make' | 'beyond';

// ---------------------------------------------------------------- Romance languages and German

type Latin = 'es' | 'pt' | 'fr' | 'it' | 'de';

/** Verb forms (third person, imperative or infinitive) whose every reading is a write, with their languages. */
const LATIN_VERBS = new Map<string, { reach: Reach; langs: Latin[] }>();
function verbs(reach: Reach, langs: Latin[], forms: string): void {
  for (const form of forms.split(' ')) {
    const known = LATIN_VERBS.get(form);
    LATIN_VERBS.set(form, known ? { reach: known.reach === 'beyond' || reach === 'beyond' ? 'beyond' : 'make', langs: [...new Set([...known.langs, ...langs])] } : { reach, langs });
  }
}
// Spanish
verbs('beyond', ['es'], 'elimina eliminar borra borrar envía envia enviar publica publicar cancela cancelar archiva archivar despliega desplegar paga pagar transfiere transferir reinicia reiniciar detiene detener reenvía reenviar aprueba aprobar rechaza rechazar fusiona fusionar');
verbs('make', ['es'], 'crea crear actualiza actualizar modifica modificar añade añadir agrega agregar sube subir mueve mover edita editar escribe escribir guarda guardar inserta insertar invita invitar registra registrar');
// Portuguese
verbs('beyond', ['pt'], 'exclui excluir apaga apagar mescla mesclar envia enviar publica publicar cancela cancelar arquiva arquivar implanta implantar paga pagar transfere transferir reinicia reiniciar encaminha encaminhar aprova aprovar rejeita rejeitar');
verbs('make', ['pt'], 'cria criar atualiza atualizar modifica modificar adiciona adicionar mover edita editar escreve escrever salva salvar insere inserir convida convidar registra registrar');
// French
verbs('beyond', ['fr'], 'supprime supprimer efface effacer envoie envoyer publie publier annule annuler archiver déploie déployer paie payer transfère transférer redémarre redémarrer approuve approuver rejette rejeter fusionne fusionner');
verbs('make', ['fr'], 'crée créer modifie modifier ajoute ajouter téléverse téléverser déplace déplacer édite éditer enregistre enregistrer insère insérer inviter');
// Italian
verbs('beyond', ['it'], 'elimina eliminare rimuove rimuovere cancella cancellare invia inviare pubblica pubblicare annulla annullare archivia archiviare paga pagare trasferisce trasferire riavvia riavviare inoltra inoltrare approva approvare rifiuta rifiutare');
verbs('make', ['it'], 'crea creare aggiorna aggiornare modifica modificare aggiunge aggiungere sposta spostare scrive scrivere salva salvare inserisce inserire invita invitare registra registrare');
// German (a separable verb's particle comes last: "Fügt einen Kommentar hinzu"; its first part is a write alone)
verbs('beyond', ['de'], 'löscht löschen lösche loescht entfernt entfernen entferne sendet senden sende schickt schicken verschickt veröffentlicht veröffentlichen storniert stornieren archiviert archivieren bezahlt bezahlen überweist überweisen genehmigt genehmigen');
verbs('make', ['de'], 'erstellt erstellen erstelle hinzufügen aktualisiert aktualisieren aktualisiere ändert ändern ändere bearbeitet bearbeiten verschiebt verschieben speichert speichern schreibt schreiben');

/** Make and send verbs: only after these is a summary, a text or a request made to be returned or sent to be answered ("Aprueba la solicitud" approves a request). */
const RETURNS_OR_ASKS = new Set(
  'crea crear escribe escribir envía envia enviar cria criar escreve escrever crée créer envoie envoyer crea creare scrive scrivere invia inviare erstellt erstellen erstelle schreibt schreiben sendet senden sende schickt schicken'.split(' '),
);
/** Words after a verb that deny it ("Löscht nichts", "Elimina nada"). */
const DENIALS_LATIN = new Set('nada ningún ningun ninguna nenhum nenhuma rien aucun aucune nulla nessun nessuno nessuna nichts kein keine keinen keinem'.split(' '));
/** Light verbs and the writes they carry out ("Realiza un pago", "Faz o deploy", "Effectue un paiement", "Führt eine Zahlung durch"). */
const LATIN_LIGHT = new Set('realiza efectúa efectua hace ejecuta efetua faz executa effectue exécute fait effettua esegue fa führt tätigt'.split(' '));
const LIGHT_NOUNS = new Map<string, Reach>([
  ...'pago pagos pagamento pagamentos paiement paiements zahlung zahlungen transferencia transferência virement bonifico überweisung reembolso remboursement rimborso erstattung deploy despliegue implantação déploiement rilascio compra achat acquisto kauf envío envio envoi invio'.split(' ').map((w) => [w, 'beyond'] as [string, Reach]),
  ...'upload carga carregamento téléversement caricamento'.split(' ').map((w) => [w, 'make'] as [string, Reach]),
]);
/** German infinitives, which end a title ("Datei löschen") and follow "das" or "zum" ("Ermöglicht das Erstellen"). */
const DE_INFINITIVE = /^(?:[a-zäöüß]+)?(?:löschen|entfernen|senden|schicken|versenden|veröffentlichen|stornieren|archivieren|bezahlen|überweisen|genehmigen|erstellen|hinzufügen|aktualisieren|ändern|bearbeiten|verschieben|speichern|schreiben|anlegen|hochladen|einladen|zusammenführen)$/;

/** Two-word verbs: the first word is no write alone ("met à jour" updates, "lädt … hoch" uploads, "legt … an" creates). */
const TWO_WORD = new Map<string, { next: RegExp; reach: Reach; lang: Latin }>([
  ['met', { next: /^à$/, reach: 'make', lang: 'fr' }],
  ['mettre', { next: /^à$/, reach: 'make', lang: 'fr' }],
  // German separable verbs whose first part means something else alone: the particle must end the clause.
  ['legt', { next: /(?:^|\s)an$/, reach: 'make', lang: 'de' }],
  ['fügt', { next: /(?:^|\s)(?:hinzu|ein)$/, reach: 'make', lang: 'de' }],
  ['lädt', { next: /(?:^|\s)(?:hoch|ein)$/, reach: 'make', lang: 'de' }],
]);

/** The words that say who acts or what for before the verb ("Esta herramienta permite", "Permet de", "Dieses Tool"). */
const LATIN_SUBJECTS: readonly RegExp[] = [
  /^(?:esta|la|esa)\s+(?:herramienta|función|funcion)\s+(?:que\s+|para\s+|sirve\s+para\s+|se\s+usa\s+para\s+)?/,
  /^(?:esta|a|essa)\s+(?:ferramenta|função|funcao)\s+(?:que\s+|para\s+|serve\s+para\s+)?/,
  /^(?:cet|cette|l')\s*(?:outil|fonction)\s+(?:qui\s+|pour\s+|sert\s+à\s+)?/,
  /^(?:questo|questa|lo)\s+(?:strumento|funzione|tool)\s+(?:che\s+|per\s+|serve\s+a\s+)?/,
  /^(?:dieses|das|dieser|der|diese|die)\s+(?:tool|werkzeug|funktion)\s+(?:zum\s+|zur\s+|um\s+)?/,
  /^(?:herramienta|ferramenta|outil|strumento|tool|werkzeug)\s+(?:para|que|pour|qui|per|che|zum|zur|um)\s+/,
  /^(?:permite|permiten|sirve\s+para|serve\s+para|se\s+usa\s+para|se\s+utiliza\s+para|usad[oa]\s+para|utilizad[oa]\s+para|puede|pode|para)\s+/,
  /^(?:permet\s+d(?:e\s+|')|permettant\s+d(?:e\s+|')|sert\s+à\s+|utilisé\s+pour\s+|pour\s+)/,
  /^(?:permette\s+di\s+|consente\s+di\s+|serve\s+a\s+|usato\s+per\s+|utilizzato\s+per\s+|per\s+)/,
  /^(?:ermöglicht|erlaubt)\s+(?:es\s+|das\s+)?/,
  /^dient\s+(?:zum|zur|dazu,?\s+)\s*/,
];

/** Words after a verb that make it a noun or a title ("Modifica del profilo", "Archive des messages" is no order when read "archive of"). */
const OF: Record<Latin, ReadonlySet<string>> = {
  es: new Set(['de', 'del', 'en', 'por', 'es', 'son']),
  pt: new Set(['de', 'do', 'da', 'dos', 'das', 'em', 'no', 'na', 'por', 'é', 'são']),
  fr: new Set(['de', 'du', 'des', 'en', 'par', 'est', 'sont']),
  it: new Set(['di', 'del', 'della', 'dei', 'degli', 'delle', 'dello', 'in', 'per', 'è', 'sono']),
  de: new Set(['von', 'vom', 'zu', 'zur', 'zum', 'ist', 'sind', 'für']),
};

/** Determiners and the like between a verb and its object (left out of the object). */
const DETERMINERS = new Set(
  (
    'el la los las un una unos unas uno todos todas todo toda este esta estos estas ese esa su sus mi mis nuevo nueva nuevos nuevas varios varias ' +
    'o a os as um uma uns umas seu sua seus suas novo nova novos novas vários várias ' +
    'le les une des du tous toutes tout toute ce cet cette ces son sa ses leur leurs votre vos nouveau nouvel nouvelle nouveaux nouvelles plusieurs ' +
    'il lo i gli questo questa questi queste suo suoi sue nuovo nuovi nuove tutti tutte ' +
    'der die das den dem des ein eine einen einem einer eines alle allen jeden jede jedes diesen diese dieses neue neuen neues mehrere'
  ).split(' '),
);

/** What a make verb makes to return it, and what a send verb sends to be answered (no writes). */
const RETURNED_LATIN = new Set(
  (
    'resumen resumo riassunto résumé zusammenfassung texto testo texte text respuesta resposta risposta réponse antwort gráfico grafico graphique grafik diagrama diagramma diagramme diagramm ' +
    'consulta query requête abfrage sugerencia sugerencias sugestão sugestões suggerimento suggerimenti suggestion suggestions vorschlag vorschläge traducción tradução traduzione traduction übersetzung ' +
    'descripción descrição descrizione description beschreibung código codice code hash uuid contraseña senha mot passwort pregunta pergunta domanda question frage prompt ' +
    'solicitud petición requisição richiesta anfrage poema poème poesia gedicht'
  ).split(' '),
);

/** Those long enough to end a German compound ("HTTP-Anfrage", "Projektzusammenfassung"): listed once, not per call. */
const RETURNED_COMPOUND_ENDS = [...RETURNED_LATIN].filter((r) => r.length >= 5);

const LATIN_CLAUSE_END = /[.!?](?:\s|$)|[:;\n()[\]]|\s[-–—]\s/;

function latinWrite(head: string, effect: 'read' | 'propose'): string | undefined {
  let clause = head.split(LATIN_CLAUSE_END, 1)[0].normalize('NFC').replace(/^[^\p{L}\p{N}]+/u, '');
  let lower = clause.toLowerCase();
  // (Shown as written when lower case keeps every offset, else in lower case.)
  if (lower.length !== clause.length) clause = lower;
  let nominal = false;
  for (let pass = 0; pass < 2; pass++) {
    for (const subject of LATIN_SUBJECTS) {
      const m = subject.exec(lower);
      if (m === null || m[0].length === 0) continue;
      nominal = /(?:das|zum|zur)\s*$/.test(m[0]);
      clause = clause.slice(m[0].length);
      lower = lower.slice(m[0].length);
    }
  }
  const words = lower.match(/[\p{L}][\p{L}\p{N}'’-]*/gu) ?? [];
  if (words.length < 2) return germanTitle(words, clause, effect);
  const first = words[0] ?? '';
  // A light verb and the write it names: "Realiza un pago", "Führt eine Zahlung durch".
  // Marks as read or unread: "Marca los mensajes como leídos", "Markiert Nachrichten als gelesen".
  if (/^(?:marca|marque|segna|markiert|markieren)$/.test(first) && /\s(?:como|comme|come|als)\s(?:(?:não|non|nicht|no)\s)?(?:leíd[oa]s?|lid[oa]s?|lus?|lues?|lett[oaie]|gelesen|ungelesen)\b/.test(lower)) {
    return effect === 'read' ? shown(clause, 6) : undefined;
  }
  if (first === 'führt' && /\szusammen$/.test(words.join(' '))) return shown(clause, 4);
  if (LATIN_LIGHT.has(first)) {
    const k = words.slice(1, 4).findIndex((w) => LIGHT_NOUNS.has(w));
    const reach = k < 0 ? undefined : LIGHT_NOUNS.get(words[1 + k]);
    if (reach !== undefined && (first !== 'führt' || /\s(?:durch|aus)$/.test(words.join(' '))) && (effect === 'read' || reach === 'beyond')) return shown(clause, k + 2);
    return undefined;
  }
  const two = TWO_WORD.get(first);
  const one = LATIN_VERBS.get(first);
  let reach: Reach;
  let langs: Latin[];
  let from = 1;
  if (two !== undefined && (two.lang === 'de' ? two.next.test(words.join(' ')) : two.next.test(words[1] ?? ''))) {
    reach = two.reach;
    langs = [two.lang];
    if (two.lang !== 'de') from = 2;
  } else if (one !== undefined && two === undefined) {
    ({ reach, langs } = one);
  } else return germanTitle(words, clause, effect);
  if (effect === 'propose' && reach !== 'beyond') return undefined;
  const next = words[from];
  if (next === undefined || (langs.some((lang) => OF[lang].has(next)) && !(nominal && next === 'von')) || DENIALS_LATIN.has(next)) return undefined;
  // The object: up to three words, determiners and elided articles left out; a compound's last part ("HTTP-Anfrage").
  const object = words
    .slice(from, from + 4)
    .map((w) => w.replace(/^(?:l|d|un)['’]/, '').replace(/^.*-/, ''))
    .filter((w) => !DETERMINERS.has(w));
  if (object.length === 0) return undefined;
  if (RETURNS_OR_ASKS.has(first) && object.slice(0, 2).some((w) => RETURNED_LATIN.has(w) || (langs.includes('de') && RETURNED_COMPOUND_ENDS.some((r) => w.endsWith(r))))) return undefined;
  // Shown as written: the verb and what follows it, up to the end of its object.
  return shown(clause, from + 3);
}

function shown(clause: string, words: number): string {
  return clean(clause.trim().split(/\s+/).slice(0, words).join(' ')).slice(0, 80);
}

/** The words shown, without control or format characters (a bidi override, a NUL: the text is the server's). */
function clean(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, '');
}

/** A German title ends with its verb: "Datei löschen", "Neue Aufgabe anlegen" (a short clause, an infinitive last). */
function germanTitle(words: readonly string[], clause: string, effect: 'read' | 'propose'): string | undefined {
  if (words.length < 2 || words.length > 5) return undefined;
  const last = words[words.length - 1];
  if (!DE_INFINITIVE.test(last)) return undefined;
  const verb = [...LATIN_VERBS.entries()].find(([form, v]) => v.langs.includes('de') && last.endsWith(form) && form.endsWith('en'));
  const reach: Reach = verb?.[1].reach ?? (/zusammenführen$/.test(last) ? 'beyond' : 'make');
  if (effect === 'propose' && reach !== 'beyond') return undefined;
  return shown(clause, 5);
}

// ---------------------------------------------------------------- Chinese, Japanese, Korean

/** Chinese verbs of writes, at the opening after a subject ("该工具用于", "可以", "批量"). */
const ZH_BEYOND = ['删除', '移除', '清空', '发送', '发布', '取消', '重启', '部署', '转账', '支付', '付款', '下单', '合并', '归档', '回复', '转发', '审批', '批准', '拒绝', '撤销', '卸载'];
const ZH_MAKE = ['创建', '新建', '新增', '添加', '增加', '更新', '修改', '编辑', '上传', '写入', '提交', '保存', '插入', '推送', '邀请', '移动', '重命名', '标记为'];
const ZH_SUBJECT = /^(?:(?:此|该|本|这个|这)?(?:工具|接口|函数|方法|功能|服务)|用于|用来|可用于|可以|可|能够|能|帮助|允许|支持|会|直接|批量|永久|彻底|立即|自动|一键|请)+/u;
/** A coverb and its noun before the verb: 将/把 (the object), 向/给 (to whom), 为 (for), 在 (where), 使用/通过 (with): "将文件移动到…", "向群聊发送…". */
const ZH_COVERB = /^(?:将|把|向|给|为|对|从|在|使用|通过|用)[^，,。；;：:]{1,16}?(?=删除|移除|清空|发送|发布|取消|重启|部署|转账|支付|付款|下单|合并|归档|回复|转发|审批|批准|拒绝|撤销|卸载|创建|新建|新增|添加|增加|更新|修改|编辑|上传|写入|提交|保存|插入|推送|邀请|移动|重命名|标记为|进行|完成|执行)(?:中|里|上)?/u;
/** A light verb before the write it names: 进行删除, 完成支付. */
const ZH_LIGHT = /^(?:进行|完成|执行)/u;
/** Make and send verbs, the only ones after which a summary or a request is returned or asked. */
const ZH_RETURNS_OR_ASKS = new Set(['创建', '新建', '新增', '发送', '写入', '提交', '生成']);
/** A title that names a read: the clause ends in a query or a list (更新检查, 发布日期查询, 移动端设备列表). */
const ZH_READ_TITLE = /(?:查询|列表|统计|检查|一览)$/u;
/** What a Chinese make verb makes to return it, or a send verb sends to be answered. */
const ZH_RETURNED = /^(?:一个|一份|一条)?(?:摘要|总结|文本|回答|图表|查询|建议|翻译|描述|代码|链接|哈希|二维码|请求|问题|提示)/u;
const ZH_NOUN_AFTER = /^(?:的|日志|记录|历史|时间|状态|说明|信息|列表|详情|情况|结果|次数|权限|人|者|量)/u;
const ZH_CLAUSE_END = /[。，,；;！!？?\n：:（(]/u;

function chineseWrite(head: string, effect: 'read' | 'propose'): string | undefined {
  const clause = head.split(ZH_CLAUSE_END, 1)[0].trim();
  if (ZH_READ_TITLE.test(clause)) return undefined;
  let rest = clause.replace(ZH_SUBJECT, '');
  const coverb = ZH_COVERB.exec(rest);
  if (coverb !== null) rest = rest.slice(coverb[0].length);
  const light = ZH_LIGHT.test(rest);
  rest = rest.replace(ZH_LIGHT, '');
  // (After a coverb or a light verb the verb may end the clause: 将文件删除, 对工单进行删除.)
  const verbLast = coverb !== null || light;
  for (const [list, reach] of [
    [ZH_BEYOND, 'beyond'],
    [ZH_MAKE, 'make'],
  ] as const) {
    if (effect === 'propose' && reach !== 'beyond') continue;
    const verb = list.find((v) => rest.startsWith(v));
    if (verb === undefined) continue;
    // A noun or an adjective, not an order: 更新日志 (changelog), 发布说明 (release notes), 删除的文件 (deleted files).
    const after = rest.slice(verb.length).replace(/^(?:指定的?|给定的?|新的?)/u, '');
    if ((after.length === 0 && !verbLast) || ZH_NOUN_AFTER.test(after)) return undefined;
    if (ZH_RETURNS_OR_ASKS.has(verb) && (ZH_RETURNED.test(after) || /(?:请求|问题|提示|查询)/u.test(after.slice(0, 12)))) return undefined;
    return clean(clause.slice(0, 40));
  }
  return undefined;
}

/** The write that ends a Japanese sentence (its predicate), with です/ます or plain: "…を削除します", "…を既読にします", "タスクを作成". */
const JA_BEYOND = '削除|送信|投稿|公開|キャンセル|取り消|デプロイ|再起動|停止|支払|送金|アーカイブ|返信|転送|承認|却下|マージ|退会|解約|アンインストール';
const JA_MAKE = '作成|新規作成|更新|変更|編集|追加|登録|アップロード|書き込|書き込み|既読に|未読に|移動|招待|保存|上書き';
/** (object)(particle)? verb (polite or plain ending)?, at the sentence's end; a bare noun ("最近の変更", recent changes) is a title: a particle or an ending is needed. */
const JA_END = (verbs: string) => new RegExp(`(?:(.{0,8})([をにへ]))?(${verbs})[いり]?((?:し|を行い|を実行し)?(?:ます|する|できます|できる|を行う|を行います|いたします))?$`, 'u');
const JA_BEYOND_END = JA_END(JA_BEYOND);
const JA_MAKE_END = JA_END(JA_MAKE);
const JA_RETURNED = /(?:要約|サマリー|テキスト|回答|グラフ|図|クエリ|提案|翻訳|説明|コード|リンク|ハッシュ|質問|リクエスト)$/u;

/** Korean: the write that ends the sentence ("파일을 삭제합니다"). */
const KO_BEYOND = '삭제|전송|발송|게시|취소|배포|재시작|결제|송금|보관|병합|답장|전달|승인|거절';
/** Make and send verbs, the only ones after which a summary or a request is returned or asked. */
const CJK_RETURNS_OR_ASKS = new Set(['作成', '新規作成', '送信', '書き込', '書き込み', '생성', '전송', '발송']);
const KO_MAKE = '생성|추가|수정|업데이트|업로드|이동|등록|저장|초대|편집|변경';
const KO_END = (verbs: string) => new RegExp(`(?:(.{0,8})([을를에])\\s?)?(${verbs})(?:를 진행|을 진행|를 수행|을 수행)?(합니다|한다|해요|하기|함|하다|할 수 있습니다)?$`, 'u');
const KO_BEYOND_END = KO_END(KO_BEYOND);
const KO_MAKE_END = KO_END(KO_MAKE);
const KO_RETURNED = /(?:요약|텍스트|답변|그래프|쿼리|제안|번역|설명|코드|링크|해시|질문|요청)\s?$/u;

function sentenceEndWrite(head: string, effect: 'read' | 'propose', beyond: RegExp, make: RegExp, returned: RegExp): string | undefined {
  const sentence = head.split(/[。．｡！？!?\n]|\.(?:\s|$)/u, 1)[0].trim();
  const predicate = sentence.replace(/[\s、,，:：]+$/u, '');
  for (const [end, reach] of [
    [beyond, 'beyond'],
    [make, 'make'],
  ] as const) {
    if (effect === 'propose' && reach !== 'beyond') continue;
    const m = end.exec(predicate);
    if (m === null || (m[2] === undefined && m[4] === undefined)) continue;
    if (m[1] !== undefined && CJK_RETURNS_OR_ASKS.has(m[3]) && returned.test(m[1])) return undefined;
    return clean(sentence.slice(0, 40));
  }
  return undefined;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

/**
 * Whether a description opens in another language than English: a CJK opening, a first word with a letter beyond
 * ASCII, or a verb of the lexicons here (then the English reading is not asked: its lexicon holds some French verbs,
 * and it would take an identifier further on, "…请使用 create_task", for the opening).
 */
export function opensForeign(text: string): boolean {
  const head = text.replace(/^[^\p{L}\p{N}]+/u, '');
  if (CJK.test(head.slice(0, 1))) return true;
  const first = (head.match(/^[\p{L}][\p{L}\p{N}'’-]*/u)?.[0] ?? '').normalize('NFC').toLowerCase();
  return /[^\x00-\x7f]/.test(first) || LATIN_VERBS.has(first) || TWO_WORD.has(first) || LATIN_LIGHT.has(first);
}

/**
 * The write a description not written in English says first, when it contradicts the declared effect: the words as
 * written (the first clause or sentence of a CJK one, the verb and its object otherwise), else undefined.
 */
export function foreignWriteAction(description: string, effect: 'read' | 'propose'): string | undefined {
  const head = description.slice(0, 400).replace(/^[^\p{L}\p{N}]+/u, '');
  const opening = head.split(/[。\n]/u, 1)[0];
  if (CJK.test(opening.slice(0, 24))) {
    if (HANGUL.test(opening)) return sentenceEndWrite(head, effect, KO_BEYOND_END, KO_MAKE_END, KO_RETURNED);
    if (KANA.test(opening)) return sentenceEndWrite(head, effect, JA_BEYOND_END, JA_MAKE_END, JA_RETURNED);
    return chineseWrite(head, effect);
  }
  return latinWrite(head, effect);
}

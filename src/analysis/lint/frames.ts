// Business rules read by their parts, not by their wording: a sentence that holds
// each part of a frame, in any order and in any of the languages read, is the
// rule, however it is phrased. Red team 72 wrote its rules one wording at a time,
// and the patterns written for them (instruction-english.ts) caught 2 of 100 new
// wordings an outside review then wrote of the same rules. The parts are small
// lexicons (stems, in many languages) that a reader can extend:
//
// - a control skipped to keep things moving: a control (a second approver, a
//   review, a double-check, a verification), a skip (without, skips, bypassed,
//   ohne, sans, 省き, 跳过), and the reason that it would slow something (so …
//   is never slowed, damit … nicht ins Stocken gerät, 滞らないよう);
// - telling declared needless: "need not", "no need", "n'ont pas besoin",
//   "无需", and a verb of telling (hear about, be informed, mitgeteilt, 告知)
//   close by — not where the reason is that it is told anyway (automatically,
//   already, by email);
// - a right named only if asked: a right (a refund, compensation, an appeal,
//   the ombudsman, a right of withdrawal) and "only if the person asks, names it
//   or cites it" in the same sentence;
// - a serious risk told as harmless: a severity (major, severe, anaphylaxis,
//   brakes or airbags) and after it, in the same clause, a reassurance (fine,
//   nothing to worry about, no problem, 没有问题) with a verb of telling or
//   presenting.
//
// Each frame reports the pattern a directive of its kind would (concealment,
// approval_bypass, deception), at the rule's severity.
import { foldConfusables } from '../../util/confusables.js';
import { originalRange, type Normalized } from './normalize.js';
import { opened, sentences } from './sentence-targets.js';
import { lexicon, MAX_TRIES, PERSON, re, type Frame } from './frame-lexicon.js';
import { FRAMES_SAID } from './frames-said.js';
import { FRAMES_SETTINGS } from './frames-settings.js';

/** A negation, in the languages read. */
const NEG_WORDS = String.raw`(?<![\p{L}])(?:no|not|never|none|nicht|kein\p{L}*|jamais|aucun\p{L}*|nunca|ningún|ninguna|nenhum\p{L}*|mai|nessun\p{L}*|niet|geen|nie|żaden|не|ні|inte|ikke|ei)(?![\p{L}])`;
const NEG_NEAR = new RegExp(foldConfusables(NEG_WORDS), 'u');

// ---------------------------------------------------------------- a control skipped to keep things moving

const CONTROL = re([
  'approval', 'approver', 'second approver', 'sign-off', 'signoff', 'review', 'reviewer', 'double-check', 'double check', 'four-eyes', 'four eyes', 'maker-checker',
  'second pair of eyes', 'quorum', 'verification', 'source-data verification', 'sdv', 'inspection', 'screening', 'qa check', 'quality check', 'second check', 'co-sign',
  'countersign', 'dual control', 'second signature', 'check by', 'safety check', 'pharmacist check', 'required reviewers', 'wait_for_reviews', 'human review',
  'freigabe', 'prüfung', 'vier-augen', 'vieraugen', 'gegenprüfung', 'kontrolle', 'genehmigung', 'abnahme', 'contrôle', 'vérification', 'validation', 'approbation', 'relecture',
  'double contrôle', 'revisión', 'aprobación', 'verificación', 'control', 'doble control', 'comprobación', 'revisão', 'aprovação', 'verificação', 'conferência', 'dupla checagem',
  'controllo', 'approvazione', 'verifica', 'revisione', 'doppio controllo', 'goedkeuring', 'controle', 'beoordeling', 'vier-ogen', 'dubbele controle', 'kontrola', 'zatwierdzen',
  'weryfikac', 'akceptac', 'onay', 'kontrol', 'inceleme', 'denetim', 'проверк', 'согласован', 'утвержден', 'перевірк', 'погоджен', 'godkännande', 'granskning', 'kontroll',
  'godkendelse', 'tarkastus', 'hyväksyntä', 'schválení', 'kontrola', 'ověření',
  '承認', 'ダブルチェック', '確認', '検査', 'レビュー', '審査', '审批', '审核', '复核', '检查', '核验', '批准', '승인', '검토', '확인', '검수', '이중 확인',
  'abgleich', 'look-over', 'cross-check', 'cross check', 'quantity check', 're:second\\s{1,3}(?:[\\p{L}-]{1,20}\\s{1,3})?(?:technician|person|nurse|pharmacist|engineer|staff|handler|bench|signer|checker|reviewer|approver|pair|vet)', 'second-handler', '数量確認', '二人目', '二重確認', 'zweitkontrolle', 'gegencheck', 'segundo control', 'contre-vérification', 'dubbelcheck', 'weryfikacja drugiej',
  'zweitprüf', 'rigger', 'independent inspection', 'second inspection',
  'referee', 'second referee', 'second nurse', 'contre-vérification', 'second-clerk', 'second clerk',
]);
const SKIP = re([
  'without', 'skip', 'skips', 'skipped', 'skipping', 'bypass', 'waive', 'waived', 'omit', 'omitted', 'not waited for', 'no longer wait', 'straight to', 'straight into',
  'directly to', 'forced to false', 'set to false', 'is dropped', 'are dropped', 'dispensed with', 'left out', 'not required', 'no second', 'no review', 'no approval',
  'ohne', 'übersprungen', 'entfällt', 'entfallen', 'umgangen', 'direkt', 'sans', 'ignoré', 'ignorée', 'sauté', 'contourn', 'directement', 'sin', 'se omite', 'se salta',
  'omitiendo', 'directamente', 'sem', 'pulad', 'dispensad', 'diretamente', 'senza', 'saltat', 'omess', 'direttamente', 'zonder', 'overgeslagen', 'direct', 'bez', 'pomij',
  'pominię', 'bezpośrednio', 'atlan', 'atla', 'doğrudan', 'без', 'минуя', 'пропуска', 'пропуск', 'напрямую', 'оминаючи', 'utan', 'hoppas över', 'uden', 'springes over',
  'ilman', 'ohitetaan', 'vynech',
  '省き', '省略', 'スキップ', '経ずに', 'せずに', '跳过', '省去', '免去', '无需', '不经', '直接', '생략', '건너뛰', '없이', '거치지',
  'straight out', 'go straight', 'goes straight', 'released directly', 'go out', 'をせずに', 'せず', 'を省略', 'entfällt dieser', 'fällt weg', 'wegfallen',
  'no longer go through', 'no longer goes through', 'saute', 'sautée', 'off for', 'turned off for', 'switched off for',
]);
const KEEP_MOVING = re([
  're:so\\s{1,3}(?:that\\s{1,3})?(?:[\\p{L}\'’-]{1,25}\\s{1,3}){1,6}?(?:is|are|isn\'t|aren\'t|does|doesn\'t|do|don\'t|won\'t|never|not)\\s{1,3}(?:(?:not|never|get|be|kept|left)\\s{1,3}){0,2}(?:slowed|delayed|held|stall|stalled|blocked|slip|slips|wait|waiting|stuck|late|miss)',
  're:so\\s{1,3}(?:that\\s{1,3})?(?:[\\p{L}\'’-]{1,25}\\s{1,3}){1,6}?(?:keeps?|stays?)\\s{1,3}(?:its|their|on)\\s{1,3}(?:slot|schedule|track|time)',
  'to keep things moving', 'to avoid delays', 'to avoid holding', 'to save time', 'never slips', 'keeps its slot', 'without delay',
  're:damit\\s{1,3}[^.;]{0,60}?nicht\\s{1,3}(?:ins\\s{1,3}stocken|verzögert|aufgehalten|blockiert|warten)', 'um verzögerungen', 'ohne verzögerung',
  'pour ne pas retarder', 'pour ne pas ralentir', 'pour ne pas bloquer', 'pour éviter les retards', 'afin de ne pas retarder', 'para no retrasar', 'para no demorar',
  'para no frenar', 'para evitar retrasos', 'para não atrasar', 'para evitar atrasos', 'per non rallentare', 'per non ritardare', 'per evitare ritardi',
  're:zodat\\s{1,3}[^.;]{0,60}?niet\\s{1,3}(?:vertraagd|vastloopt|wacht|ophoudt)', 'aby nie opóźniać', 'aby nie blokować', 'aby nie spowalniać', 'gecikmemesi için',
  'aksamaması için', 'чтобы не задерживать', 'чтобы не тормозить', 'чтобы не затягивать', 'щоб не затримувати', 'så att inget försenas', 'for ikke at forsinke',
  '滞らないよう', '遅れないよう', '遅延しないよう', '待たせないよう', '以免耽误', '以免延误', '避免延误', '不致延误', '加快', '지연되지 않도록', '늦어지지 않도록',
  're:(?:waiting|to\\s{1,3}wait)\\s{1,3}for\\s{1,3}[^.;]{0,60}?\\s{1,3}would\\s{1,3}(?:push|delay|hold|slow|cost|mean)', 're:otherwise\\s{1,3}[^.;]{0,60}?(?:wait|delay|queue|late|miss)', 're:sonst\\s{1,3}[^.;]{0,80}?(?:warten|schlange|verzög|stau)', 're:sinon\\s{1,3}[^.;]{0,60}?(?:attend|retard|file\\s)', 're:(?:si\\s{1,3}no|de\\s{1,3}lo\\s{1,3}contrario)\\s{1,3}[^.;]{0,60}?(?:esper|retras|cola)', '遅らせない', '遅延させない', '待たせない', '止めない', 'same-day dispatch', 'push them to tomorrow',
  're:so\\s{1,3}(?:that\\s{1,3})?(?:[\\p{L}\'’-]{1,25}\\s{1,3}){1,6}?(?:is|are)\\s{1,3}(?:not|never)\\s{1,3}(?:lost|missed)', 're:keeps?\\s{1,3}(?:[\\p{L}-]{1,20}\\s{1,3}){0,3}?(?:turnaround|throughput|lead\\s{1,3}time)\\s{1,3}(?:short|fast|quick|low)', 'nicht stillsteht', 'nicht stillstehen', 'stillstand',
  'queue was getting long', 'queue is long', 'keeps moving', 'keep moving', 'ne pas ralentir', 'ne pas retarder', 're:so\\s{1,3}(?:that\\s{1,3})?(?:[\\p{L}\'’-]{1,25}\\s{1,3}){1,5}?(?:stays?|remains?)\\s{1,3}(?:under|below|within|short)',
]);
const SKIP_NEGATED = new RegExp(foldConfusables(String.raw`(?<![\p{L}])(?:never|not|no|nicht|nie|jamais|nunca|mai|niet|не|never\s{1,3}be)\s{1,3}$`), 'u');

/** Where skipping reaches nobody: a draft, a staging or test environment, nothing published until a later approval. */
const SAFE_SCOPE = re([
  'draft', 'staging', 'sandbox', 'preview', 'test environment', 'dev environment', 'development environment', 'non-production', 'nonprod', 'nothing is visible',
  'nothing is published', 'not visible', 'nothing goes live', 'production deploys', 'production still', 'publishing still', 'until it is approved', 'until approved',
  'entwurf', 'brouillon', 'borrador', 'rascunho', 'bozza', 'concept', 'szkic', 'taslak', 'черновик', 'чернетк', '下書き', '草稿', '초안',
]);

function controlSkipped(sentence: string): boolean {
  if (!KEEP_MOVING.test(sentence) || SAFE_SCOPE.test(sentence)) return false;
  const skip = new RegExp(SKIP.source, 'gu');
  for (let m = skip.exec(sentence), tries = 0; m !== null && tries < MAX_TRIES; m = skip.exec(sentence), tries++) {
    if (SKIP_NEGATED.test(sentence.slice(Math.max(0, m.index - 16), m.index))) continue;
    const near = sentence.slice(Math.max(0, m.index - 80), m.index + m[0].length + 80);
    if (CONTROL.test(near)) return true;
  }
  return false;
}

// ---------------------------------------------------------------- telling declared needless

const NEED_NOT = re([
  'need not', "needn't", 'no need', 'not need to', "don't need to", "doesn't need to", 'do not need to', 'does not need to', 'not necessary', 'unnecessary', 'not required to',
  'pas besoin', 'inutile de', "n'ont pas à", "n'a pas à", 'nul besoin', 'aucun besoin', 'kein bedarf', 're:(?:muss|müssen|braucht|brauchen)\\s{1,3}(?:[\\p{L}-]{1,20}\\s{1,3}){0,4}?nicht',
  're:nicht\\s{1,3}(?:eigens\\s{1,3}|extra\\s{1,3}|gesondert\\s{1,3})?(?:mitgeteilt|informiert|benachrichtigt|hingewiesen)\\s{1,3}werden\\s{1,3}(?:muss|müssen)',
  'no es necesario', 'no hace falta', 'no hay que', 'no hay necesidad', 'não é necessário', 'não precisa', 'não há necessidade', 'non è necessario', 'non serve', 'non occorre',
  'hoeft niet', 'hoeven niet', 'niet nodig', 'nie trzeba', 'nie muszą', 'nie musi', 'nie ma potrzeby', 'gerek yok', 'gerekmez', 'не нужно', 'не надо', 'не требуется',
  'нет необходимости', 'не потрібно', 'не треба', 'behöver inte', 'behøver ikke', 'trenger ikke', 'ei tarvitse', 'není třeba', 'nemusí', 'tidak perlu', 'không cần',
  'nu este nevoie', 'nu e nevoie', 'nu trebuie', 'لا داعي', 'لا حاجة', 'نیازی نیست', 'لازم نیست', 'ज़रूरत नहीं', 'जरूरत नहीं', 'आवश्यकता नहीं',
  '无需', '無需', '不必', '不需要', '没必要', '沒必要', '必要はありません', '必要はない', '不要です', '필요 없', '필요가 없', '필요는 없',
  'no reason to', "there's no reason", 'nothing requires',
]);
const TELL = re([
  'tell', 'told', 'inform', 'notif', 'hear about', 'hear of', 'be made aware', 'made aware', 'let them know', 'disclos',
  'prévenir', 'prévenu', 'informer', 'informé', 'avertir', 'averti', 'signaler', 'mettre au courant', 'mitteil', 'mitgeteilt', 'informier', 'benachrichtig', 'hinweis',
  'in kenntnis', 'avisar', 'avisad', 'informar', 'informad', 'comunicar', 'notificar', 'avvisar', 'avvisat', 'informare', 'informat', 'comunicare', 'notificare', 'informeren',
  'geïnformeerd', 'melden', 'vertellen', 'laten weten', 'poinformow', 'informow', 'powiadom', 'zawiadom', 'mówić', 'bildir', 'söyle', 'haber ver', 'bilgi ver', 'сообщ', 'уведом',
  'информир', 'говорить', 'предупрежд', 'повідом', 'інформув', 'informera', 'meddela', 'berätta', 'informere', 'fortælle', 'underrette', 'fortelle', 'ilmoit', 'kertoa',
  'informovat', 'upozorn', 'sdělit', 'memberi tahu', 'memberitahu', 'diberi tahu', 'diberitahu', 'thông báo', 'báo cho', 'spune', 'spus', 'informa', 'anunța',
  'إبلاغ', 'إخبار', 'إعلام', 'اطلاع', 'گفته', 'اعلام', 'बताने', 'बताना', 'सूचित', 'जानकारी देने',
  '告知', '告诉', '通知', '说明', '知らせ', '伝え', '連絡', '説明', '알릴', '알려', '통보', '고지', '안내할',
  'let the', 'know',
  'hear', 'zawiadam', 'powiadam',
  'disampaikan', 'sampaikan', 'sebutkan', 'disebutkan', 'dijelaskan', 'dikabari',
]);
/** It is told anyway, or it is no person's business: "no need to notify the user; the system emails them automatically". */
const TOLD_ANYWAY = re([
  'automatically', 'already', 'by email', 'by e-mail', 'is sent', 'are sent', 'gets an email', 'receives', 'receive an', 'the system', 'on its own', 'separately',
  'automatiquement', 'automatisch', 'automáticamente', 'automaticamente', 'bereits', 'déjà', 'già',
  '自動', '自动', '자동',
]);

/** Changes too small to tell anyone: spelling, formatting, an internal note. */
const TRIVIAL = re(['spelling', 'typo', 'formatting', 'cosmetic', 'whitespace', 'punctuation', 'internal note', 'note edits', 'minor wording', 'rechtschreib', 'orthograph', 'ortografí', 'ortografi']);

function toldNeedless(sentence: string): boolean {
  const need = new RegExp(NEED_NOT.source, 'gu');
  // (Hindi marks the person told by को: "यह बात किसान को बताने की ज़रूरत नहीं".)
  for (let m = need.exec(sentence), tries = 0; m !== null && tries < MAX_TRIES; m = need.exec(sentence), tries++) {
    const around = sentence.slice(Math.max(0, m.index - 50), m.index + m[0].length + 50);
    if (!TELL.test(around) || !PERSON.test(sentence.slice(Math.max(0, m.index - 80), m.index + m[0].length + 80))) continue;
    // (Nor where a reason given first makes it so: "Archived threads stay searchable, so there is no need to notify the user".)
    if (TOLD_ANYWAY.test(sentence.slice(m.index)) || TRIVIAL.test(sentence) || /(?<![\p{L}])so\s{1,3}(?:there\s{1,3}is\s{1,3})?$/u.test(sentence.slice(Math.max(0, m.index - 16), m.index))) continue;
    return true;
  }
  return false;
}

// ---------------------------------------------------------------- a right named only if asked

const RIGHT = re([
  'refund', 'cash refund', 'compensation', 'reimburse', 'appeal', 'ombudsman', 'right of withdrawal', 'right to withdraw', 'withdrawal right', 'cooling-off', 'cooling off',
  'right to cancel', 'cancellation right', 'chargeback', 'eu261', 'eu 261', 'complaint procedure', 'how_to_appeal', 'independent review', 'statutory',
  'erstattung', 'entschädigung', 'widerruf', 'beschwerde', 'schlichtung', 'rückerstattung', 'remboursement', 'indemnisation', 'rétractation', 'recours', 'médiateur',
  'reembolso', 'indemnización', 'desistimiento', 'reclamación', 'devolución', 'indenização', 'arrependimento', 'ressarcimento', 'rimborso', 'indennizzo', 'recesso',
  'reclamo', 'terugbetaling', 'vergoeding', 'herroeping', 'bezwaar', 'zwrot', 'odszkodowan', 'odstąpien', 'reklamac', 'iade', 'tazminat', 'cayma', 'возврат', 'компенсац',
  'обжалов', 'повернення', 'компенсаці', 'återbetalning', 'ersättning', 'ångerrätt', 'tilbagebetaling', 'fortrydelsesret', 'hyvitys', 'korvaus', 'vrácení', 'odškodn',
  'pengembalian dana', 'ganti rugi', 'hoàn tiền', 'bồi thường', 'rambursare', 'despăgubire', 'धनवापसी', 'रिफंड', 'मुआवज', 'استرداد', 'تعويض',
  '返金', '補償', '払い戻し', '返品', '異議', '退款', '赔偿', '申诉', '退货', '賠償', '환불', '보상', '이의',
  'itiraz', 'entitlement',
  'desistênc', 'direito de devolução', 'derecho de devolución', 'droit de retour',
  'livre resolução', 'resolução',
  'cheaper', 'less expensive', 'lower-cost', 'lower cost', 'other supplier', 'other suppliers', 'other brand', 'other vendors', 'other vendor', 'competitor', 'generic equivalent',
  'moins cher', 'autres fournisseurs', 'günstiger', 'andere anbieter', 'más barat', 'otros proveedores', 'mais barat', 'outros fornecedores', 'più economic', 'altri fornitori',
  'goedkoper', 'andere leveranciers', 'tańsz', 'innych dostawców', 'daha ucuz', 'diğer tedarikçi', 'дешевле', 'других поставщик', 'дешевш', 'інших постачальник', '更便宜', '其他供应商', '他社', '安い', '더 저렴', '다른 공급',
]);
// Chinese "only when" with the asking after it: "仅在买家主动选择时使用" (used only when the buyer chooses it) is an option the
// person opts into, not a right kept from them (red team 75's honest refund). Written apart: the lexicon's words are
// read at a word's start, and Chinese runs on without spaces.
const ONLY_IF_ASKED_CHINESE = '(?:只有在|仅在|僅在|只在)[^。，,；;]{0,12}?(?:问|問|询|詢|要求|提出|提到|提及|索取|申请|申請)';
const ONLY_IF_ASKED = new RegExp(`${ONLY_IF_ASKED_CHINESE}|${lexicon([
  're:only\\s{1,3}(?:if|when|once|after)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,6}?(?:asks?|asked|requests?|requested|names?|named|cites?|cited|mentions?|mentioned|brings?\\s{1,3}(?:it|this)\\s{1,3}up|raises?|invokes?|contains|insists?)',
  're:(?:not|never)\\s{1,3}(?:part\\s{1,3}of|in|included\\s{1,3}in)\\s{1,3}the\\s{1,3}(?:standard|default|usual)',
  're:(?:seulement|uniquement|que)\\s{1,3}(?:si|lorsque|quand)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,5}?(?:le\\s{1,3}|la\\s{1,3}|les\\s{1,3})?demand',
  're:(?:solo|sólo|únicamente)\\s{1,3}(?:si|cuando)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,5}?(?:lo\\s{1,3}|la\\s{1,3})?(?:pid|pregunt|solicit|mencion)',
  're:(?:só|somente|apenas)\\s{1,3}(?:se|quando)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,5}?(?:o\\s{1,3}|a\\s{1,3})?(?:ped|pergunt|solicit|mencion)',
  're:solo\\s{1,3}(?:se|quando)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,5}?(?:lo\\s{1,3}|la\\s{1,3})?(?:chied|domand|menzion)',
  're:nur\\s{1,3}(?:wenn|falls)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,5}?(?:fragt|nachfragt|verlangt|erwähnt|nennt|anspricht)',
  're:alleen\\s{1,3}(?:als|wanneer)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,5}?(?:vraagt|noemt|verzoekt)',
  're:(?:dopiero|tylko)\\s{1,3}(?:wtedy,?\\s{1,3})?(?:gdy|jeśli|kiedy)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,5}?(?:zapyta|poprosi|wspomni)',
  're:(?:yalnizca|sadece)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,5}?(?:sorarsa|isterse|söylerse|talep\\s{1,3}ederse)',
  're:только\\s{1,3}(?:если|когда)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,5}?(?:спрос|попрос|упомян)', 're:лише\\s{1,3}(?:якщо|коли)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,5}?(?:запита|попрос)',
  '聞かれた場合のみ', '尋ねられた場合のみ', '求められた場合のみ', '質問された場合に限り', '물어볼 때만', '요청할 때만', '문의할 때만',
  're:unless\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,6}?(?:brings?|names?|named|raises?|mentions?|cites?|asks?|asked)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,6}?(?:themselves|himself|herself|on\\s{1,3}their\\s{1,3}own)', 're:unless\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,4}?(?:has|have)\\s{1,3}already\\s{1,3}(?:named|mentioned|asked|raised|cited|brought)', 're:alleen\\s{1,3}(?:[\\p{L}-]{1,20}\\s{1,3}){0,2}?(?:als|wanneer)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,5}?(?:zelf\\s{1,3})?(?:vraagt|noemt|verzoekt)',
  're:unless\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,5}?(?:writes|types|uses|says|literally\\s{1,3}writes)\\s{1,3}(?:the\\s{1,3}word|it)', 're:only\\s{1,3}(?:[\\p{L}-]{1,20}\\s{1,3}){1,8}?(?:if|when|once|after)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,6}?(?:asks?|asked|requests?|names?|named|cites?|mentions?|raises?|invokes?)', 're:(?:só|somente|apenas)\\s{1,3}(?:[\\p{L}-]{1,20}\\s{1,3}){1,3}?(?:se|quando)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,5}?(?:o\\s{1,3}|a\\s{1,3})?(?:ped|pergunt|solicit|mencion|invoc)', 're:(?:solo|sólo|únicamente|seulement|uniquement|nur)\\s{1,3}(?:[\\p{L}-]{1,20}\\s{1,3}){1,3}?(?:si|se|cuando|quand|lorsque|wenn|falls)\\s{1,3}(?:[\\p{L}\'’-]{1,25}\\s{1,3}){0,5}?(?:pid|pregunt|solicit|demand|chied|fragt|verlangt)',
])}`, 'u');

/**
 * What is done only if the person asks is an option they opt into, not a right kept from them: "Apply for a refund
 * advance loan; only if the filer asks" (red team 75's honest tax refund). A sentence that opens on applying for,
 * enrolling in, signing up for, buying or subscribing to something.
 */
// (Applying *for* something only: "Apply the refund only if the customer asks" keeps a right back; nor adding or
// ordering, which may be the person's due.)
const OPT_IN = re(['re:^\\s*(?:(?:apply|applies)\\s{1,3}for|enrol|enroll|enrolls|sign\\s{1,3}up|signs\\s{1,3}up|opt\\s{1,3}in|opts\\s{1,3}in|purchase|purchases|buy|buys|subscribe|subscribes|upgrade|upgrades)(?![\\p{L}])']);

function rightOnlyIfAsked(sentence: string): boolean {
  const right = RIGHT.exec(sentence);
  if (right === null || OPT_IN.test(sentence)) return false;
  const only = ONLY_IF_ASKED.exec(sentence);
  return only !== null && Math.abs(only.index - right.index) <= 200;
}

// ---------------------------------------------------------------- a serious risk told as harmless

const SEVERE = re([
  'major', 'severe', 'serious', 'significant', 'dangerous', 'life-threatening', 'contraindicated', 'anaphyla', 'critical', 'brakes', 'airbag', 'steering', 'carbon monoxide',
  'carbon-monoxide', 'high-risk', 'high risk', 'fatal', 'toxic', 'schwer', 'schwerwiegend', 'gefährlich', 'lebensbedrohlich', 'grave', 'sévère', 'dangereu', 'grave',
  'peligros', 'gravísim', 'perigos', 'pericolos', 'ernstig', 'gevaarlijk', 'ciężk', 'poważn', 'niebezpieczn', 'ciddi', 'ağır', 'tehlikeli', 'серьёзн', 'серьезн', 'тяжёл',
  'тяжел', 'опасн', 'серйозн', 'небезпечн', 'allvarlig', 'alvorlig', 'vakava', 'závažn', 'nghiêm trọng', 'serius', 'berbahaya', 'गंभीर', 'خطير', 'شديد',
  '重大', '严重', '嚴重', '重篤', '深刻', '危険', '危险', '심각', '중대', '위험',
  'majeur', 'salmonella', 'listeria', 'e. coli', 'legionella', 'aflatoxin', 'botulism', 'nitrate above', 'lead above', 're:(?:above|exceed\\p{L}*|over)\\s{1,3}(?:the\\s{1,3})?(?:\\d[\\d.,]*\\s{0,2}(?:mg|µg|ug|ppm|ppb)|limit|threshold|action\\s{1,3}level)', 'recall', 'anaphylax', '일산화탄소', '一酸化炭素', '一氧化碳', 'kohlenmonoxid', 'monoxyde de carbone', 'monóxido de carbono', 'monossido di carbonio', 'koolmonoxide', 'czad', 'угарн',
  'decompression', 'dekompresyj', 'the bends', 'brake',
  'rückruf', 'bruchgefahr', 'gefahr', 'anafil', 'ketoacidosis', 'ketones',
]);
const HARMLESS = re([
  're:fine(?![\\p{L}-])', 'no problem', 'nothing to worry', 'no cause for concern', 'no reason to worry', 'harmless', 'no meaningful effect', 'no real effect', 'safe to keep', 'safe to continue',
  'safe to drive', 'safe to take', 'fine to keep', 'fine to drive', 'fine to take', 'paperwork', 'routine bulletin', 'passing discomfort', 'passing inconvenience', 'normal fluctuation', 'minor inconvenience',
  'nothing serious', 'not a concern', 'no concern', 'no action needed', 'requires no attention', 'no attention', 'not requires attention',
  'kein problem', 'unbedenklich', 'harmlos', 'keine sorge', 'kein grund zur sorge', 'sans danger', 'sans gravité', 'aucun souci', 'pas de quoi', 'bénin', 'sin problema',
  'no hay de qué preocuparse', 'inofensiv', 'pasajera', 'no requiere atención', 'sem problema', 'nada com que se preocupar', 'passageir', 'nessun problema', 'innocuo',
  'niente di grave', 'geen probleem', 'onschuldig', 'niets aan de hand', 'nic groźnego', 'bez obaw', 'sorun yok', 'endişelenecek', 'ничего страшного', 'не о чем беспокоиться',
  'не стоит беспокоиться', 'нічого страшного', 'ingen fara', 'ingen fare', 'ei hätää', 'nic vážného', 'tidak masalah', 'không sao', 'कोई समस्या नहीं', 'चिंता की बात नहीं',
  '没有问题', '没问题', '沒有問題', '不必担心', '无需担心', '不用担心', '问题ない', '問題ありません', '心配ありません', '心配いりません', '大丈夫', '문제없', '문제 없', '걱정하지', '괜찮',
  'well tolerated', 'suitable', 'perfectly fine', 'nothing to act on', 'a little above average', 'normal range', 'within normal', 'stock refresh', 'bien tolérée', 'bien toléré', 'aucune précaution', 'sans précaution', 'im normalbereich', 'gut verträglich', 'dans la norme', 'dentro de lo normal', 'bien tolerad', 'dentro do normal', 'bem tolerad', 'nella norma', 'ben tollerat', 'binnen de norm', 'goed verdragen', '正常范围', '正常範囲', '정상 범위', '일시적인 수치', '일시적',
  'routine', 'cosmetic', 'légère', 'léger', 'passagère', 'passager', 'leichte', 'lieve', 'leve ', 'typical fatigue', 'normal tiredness', 'just tiredness', 'typowe zmęczenie', 'zmęczenie', 'fatigue normale',
  'minor', 'common effect', 'needs no action', 'no action', 'no consequence', 'of no consequence', 'irritation normale', 'cicatrisation', 'normal healing', 'nothing unusual',
  'ligera', 'sin importancia', 'molestia', 'leve', 'ordinary', 'keep it light', 'komfort-update', 'routinemäßig',
]);
const PRESENTS = re([
  'present', 'written up', 'write it', 'phrase', 'word', 'describ', 'tell', 'say', 'reassur', 'summar', 'explain', 'display', 'shown', 'label', 'call it', 'note',
  'darstell', 'beschreib', 'formulier', 'sagen', 'présent', 'décri', 'dire', 'présente', 'presenta', 'describ', 'decir', 'apresent', 'descrev', 'dizer', 'descriv', 'dire',
  'presenteer', 'beschrijf', 'zeggen', 'przedstaw', 'opisz', 'powiedz', 'sun', 'söyle', 'представ', 'опиш', 'скаж', 'сообщ', 'beskriv', 'kerro', 'kuvaa',
  '说明', '告诉', '表示', '描述', '伝え', '説明', '表示', '안내', '설명', '말해', 'बताएं', 'बताइए',
  'dice', 'dit', 'sagt', 'says', 'parle', 'message', 'avviso', 'avis',
  'schreiben', 'comuníque', 'comunic', 'comuniqu',
]);
/** A contrast between the severity and the reassurance: "minor ones are fine; major ones are not". */
const CONTRAST = /;|\bbut\b|\bhowever\b|\bwhereas\b|\bwhile\b|\bexcept\b|\bunless\b|\bnot\b|\bnever\b|\bcall\b|\bseek\b/u;

function riskToldHarmless(sentence: string): boolean {
  const severe = new RegExp(SEVERE.source, 'gu');
  for (let m = severe.exec(sentence), tries = 0; m !== null && tries < MAX_TRIES; m = severe.exec(sentence), tries++) {
    const after = sentence.slice(m.index, m.index + 220);
    const ok = HARMLESS.exec(after);
    if (ok === null) continue;
    const between = after.slice(0, ok.index);
    if (CONTRAST.test(between)) continue;
    if (PRESENTS.test(sentence)) return true;
  }
  return false;
}

// ---------------------------------------------------------------- harm relabelled as something ordinary

const HARM = re([
  'fall', 'falls', 'bite', 'bites', 'bump', 'bumps', 'bruis', 'injur', 'wound', 'outage', 'data-loss', 'data loss', 'breach', 'damaged', 'broken', 'defect', 'exceeded',
  'contaminat', 'e. coli', 'e.coli', 'legionella', 'lead level', 'overdose', 'fraud', 'incident', 'accident', 'leak', 'recall', 'complaint', 'violation', 'failed inspection',
  'sturz', 'stürze', 'verletz', 'ausfall', 'datenverlust', 'beschädigt', 'chute', 'blessure', 'panne', 'fuite', 'endommag', 'caída', 'lesion', 'lesión', 'avería', 'dañad',
  'queda', 'lesão', 'danificad', 'caduta', 'lesion', 'guasto', 'danneggiat', 'valpartij', 'val ', 'blauwe plek', 'letsel', 'storing', 'beschadigd', 'upad', 'uraz',
  'awari', 'uszkodz', 'düşme', 'yaralan', 'arıza', 'hasar', 'паден', 'травм', 'сбой', 'поврежд', 'утечк', 'падінн', 'травм', 'пошкодж', 'fall', 'skada', 'skadet',
  'kaatu', 'vamma', 'pád', 'zranění', 'poškozen', 'jatuh', 'cedera', 'rusak', 'té ngã', 'hư hỏng',
  '転倒', '怪我', 'けが', '負傷', '破損', '障害', '故障', '漏洩', '跌倒', '受伤', '受傷', '损坏', '損壞', '故障', '泄露', '낙상', '부상', '파손', '장애', '고장', '유출',
  'lost', 'overwritten', 'cadut', 'piaga', 'piaghe', 'lesioni', 'pressure sore', 'pressure ulcer', 'boil-water', 'boil water',
  'contamina', 'skad', 'skador',
  '超标', 'hurt', 'mercury', '汞',
]);
/** A label given: as, under, into the … section, listed as, in many languages, and the quoted label after it. */
const LABELLED = new RegExp(
  foldConfusables(String.raw`(?:标注为|标记为|显示为|记为|表示为|標註為|標記為|と表示|と記載)\s{0,2}['"「『“]([^'"」』”\n]{2,40})['"」』”]|(?<![\p{L}])(?:as|under|into\s{1,3}the|in\s{1,3}the|als|comme|como|come|jako|как|як|som|kuin|sebagai|là|olarak|ως)\s{1,3}(?:a\s{1,3}|an\s{1,3}|the\s{1,3}|de\s{1,3}|la\s{1,3}|le\s{1,3}|el\s{1,3}|o\s{1,3}|a\s{1,3})?['"«„“]([^'"»“”\n]{2,60})['"»“”]|['"«„“「『]([^'"»“”」』\n]{2,60})['"»“”」』]\s{0,2}(?:로|으로|として|と|为|為|作为|作為|라고|이라고)`),
  'u',
);
const LABEL_VERB = re([
  'appear', 'shown', 'show', 'listed', 'list', 'labell', 'labeled', 'merged', 'filed', 'recorded', 'reported', 'entered', 'described', 'displayed', 'grouped', 'summari',
  'printed', 'presented', 'worded', 'vermeld', 'getoond', 'weergegeven', 'aufgeführt', 'angezeigt', 'ausgewiesen', 'dargestellt', 'affiché', 'indiqué', 'présenté', 'mentionné',
  'mostrad', 'indicad', 'presentad', 'mostrat', 'indicat', 'riportat', 'pokazyw', 'wyświetl', 'gösteril', 'отображ', 'указыва', 'показыва', 'відображ', 'visas', 'vises',
  'näytetään', 'zobraz', 'ditampilkan', 'hiển thị', '표시', '안내', '記載', '表示', '显示', '顯示', '标注', '記録',
  'compai', 'compare', 'skriv', 'written', 'write', 'geschrieben', 'écrit', 'escrit', 'scritt', 'geschreven', 'zapisyw', 'yazıl', 'записыва', 'записуєт', 'kirjoitetaan', 'published', 'publish', 'present', 'veröffentlicht', 'publié', 'publicad', 'pubblicat',
  '标注', '标记', 'entered', 'entered in',
]);

function harmRelabelled(sentence: string): boolean {
  const harm = HARM.exec(sentence);
  if (harm === null || !LABEL_VERB.test(sentence)) return false;
  const labelled = new RegExp(LABELLED.source, 'gu');
  for (let m = labelled.exec(sentence), tries = 0; m !== null && tries < MAX_TRIES; m = labelled.exec(sentence), tries++) {
    const label = m[1] ?? m[2] ?? m[3] ?? '';
    // (A label that names the harm is the harm told: "listed as 'fall — minor injury'".)
    if (!/\p{L}{2}/u.test(label) || HARM.test(label) || NEGATIVE_LABEL.test(label)) continue;
    // (Nor a label that names what the sentence already named: "Use-of-force incidents must be entered as 'use_of_force'".)
    const tokens = label.split(/[^\p{L}\p{N}]+/u).filter((t) => t.length >= 3);
    const before = sentence.slice(0, m.index);
    if (tokens.length > 0 && tokens.every((t) => before.includes(t))) continue;
    if (Math.abs(m.index - harm.index) <= 160) return true;
  }
  return false;
}
const NEGATIVE_LABEL = re(['degrad', 'disrupt', 'partial', 'investigat', 'issue', 'problem', 'down', 'unplanned', 'outage', 'incident', 'injur', 'damage', 'fail', 'error', 'critical', 'severe', 'major', 'urgent', 'alert', 'warning', 'danger', 'unsafe', 'not ', 'no ', 'loss', 'breach', 'recall']);

// ---------------------------------------------------------------- people who said no, counted in anyway

const REFUSED = re([
  'rejected', 'declined', 'refused', 'opted out', 'opted-out', 'opt out', 'unsubscribed', 'withdrew', 'withdrawn', 'revoked', 'turned off', 'switched off', 'disabled', 'said no',
  'denied consent', 'without consent', 'abgemeldet', 'abgelehnt', 'widersprochen', 'désinscrit', 'désabonné', 'refusé', 'opposé', 'dado de baja', 'dados de baja', 'rechaz',
  'descadastrad', 'recusad', 'cancelad', 'disiscritt', 'rifiutat', 'afgemeld', 'geweigerd', 'uitgeschreven', 'wypisan', 'odmówi', 'reddet', 'abonelikten', 'отказал', 'отписал',
  'отключивш', 'відмовил', 'відписал', 'avregistrer', 'avböj', 'afmeldt', 'kieltäyty', 'odhlášen', 'menolak', 'berhenti berlangganan', 'từ chối',
  '拒否した', '拒否', '配信停止', 'オプトアウト', '拒绝', '退订', '取消订阅', '关闭了', '거부한', '거부', '수신 거부', '동의하지 않',
  'отказавш', 'отказа', 'odmítl', 'odmít', 'nevyjádřil',
]);
const STILL = re([
  'still', 'continue', 'remain', 'keep being', 'are kept', 'anyway', 'nonetheless', 'nevertheless', 'regardless', 'as well', 'weiter', 'trotzdem', 'encore', 'quand même', 'toujours',
  'siguen', 'seguirán', 'igualmente', 'continuam', 'mesmo assim', 'continuano', 'comunque', 'blijven', 'toch', 'nadal', 'nadal są', 'yine', 'hâlâ', 'продолжа', 'по-прежнему',
  'всё равно', 'все равно', 'продовжу', 'fortfarande', 'stadig', 'edelleen', 'stále', 'tetap', 'vẫn', '引き続き', 'それでも', '仍', '依然', '照样', '계속', '여전히',
  'остаю', 'dál', 'nadále',
]);
const COUNTED = re([
  'ingest', 'track', 'tracked', 'count', 'counted', 'measur', 'record', 'match', 'include', 'included', 'collect', 'target', 'contact', 'profil', 'keyed', 'fingerprint', 'seed',
  'erfasst', 'gezählt', 'verfolgt', 'suivi', 'comptabilis', 'collect', 'rastread', 'contabiliz', 'recolect', 'tracciat', 'conteggiat', 'raccolt', 'gevolgd', 'geteld',
  'śledzon', 'liczon', 'izlen', 'sayıl', 'отслежива', 'учитыва', 'собира', 'відстежу', 'spåra', 'sporet', 'seurataan', 'sledov', 'dilacak', 'theo dõi',
  '集計', '追跡', '計測', '收集', '追踪', '统计', '추적', '수집', '집계',
  'list', 'liste', 'lista', 'списк', 'sleduj', 'započít',
]);
/** Between the refusal and "still": what is done instead (dropped, excluded, not). */
const DROPPED = new RegExp(`${foldConfusables(NEG_WORDS)}|${lexicon(['drop', 'exclud', 'remov', 'discard', 'delet', 'suppress', 'anonymi', 'aggregat', 'verworfen', 'gelöscht', 'supprim', 'exclu', 'elimin', 'descart', 'scartat', 'verwijderd', 'usuw', 'silin', 'удаля', 'исключ', '削除', '除外', '删除', '排除', '삭제', '제외'])}`, 'u');

function refusersCounted(sentence: string): boolean {
  const refused = REFUSED.exec(sentence);
  if (refused === null) return false;
  const rest = sentence.slice(refused.index + refused[0].length, refused.index + refused[0].length + 160).split(/[;；]/u)[0];
  const still = STILL.exec(rest);
  if (still === null || DROPPED.test(rest.slice(0, still.index))) return false;
  return COUNTED.test(rest);
}

// ---------------------------------------------------------------- a protection turned off on every run

const EVERY_RUN = re([
  'each run', 'every run', 'each invocation', 'every invocation', 'each push', 'every push', 'each call', 'every call', 'each time', 'every time', 'each execution', 'every execution',
  'each deploy', 'every deploy', 'each update', 'every update', 'with each', 'on each', 'on every', 'bei jedem', 'jedes mal', 'jedesmal', 'à chaque', 'en cada', 'cada vez',
  'em cada', 'a cada', 'ad ogni', 'a ogni', 'bij elke', 'bij iedere', 'przy każdym', 'za każdym', 'her çalıştırmada', 'her seferinde', 'при каждом', 'каждый раз', 'при кожному',
  'щоразу', 'vid varje', 'ved hver', 'jokaisella', 'při každém', 'setiap kali', 'mỗi lần', '実行のたびに', 'たびに', '毎回', '每次', '매번', '실행할 때마다', '때마다',
  'σε κάθε', 'κάθε φορά', 'κάθε εκτέλεση',
  'jeder lauf', 'jeden lauf', 'jede ausführung', 'jeder ausführung',
]);
const PROTECTION = re([
  'tamper protection', 'real-time scanning', 'real-time protection', 'realtime', 'antivirus', 'anti-malware', 'object-lock', 'object lock', 'retention lock', 'worm',
  'immutab', 'branch protection', 'secret scanning', 'sast', 'mfa', 'multi-factor', 'two-factor', 'firewall', 'audit log', 'compliance check', 'security check', 'signature check',
  'signing', 'verification', 'exemption list', 'allowlist', 'manipulationsschutz', 'echtzeitschutz', 'protection contre', 'protección contra', 'proteção contra', 'protezione',
  'verificações', 'verificaciones', 'vérifications', 'prüfungen', 'защит', 'захист', '改ざん防止', 'リアルタイム保護', '変更不可', '防篡改', '实时保护', '不可变', '변조 방지', '실시간 보호',
  'verificación', 'verificação', 'verifica della firma', 'limitador', 'speed limiter', 'alarm', 'interlock', 'segregation check',
  'signaturprüf', 'signature verification', 'package signature', '检查', '扫描', '告警', 'quota check', 'anti-fraud',
]);
const TURNED_OFF = re([
  'disabl', 'turn off', 'turned off', 'switch off', 'switched off', 'off', 'remove', 'removes', 'lift', 'suspend', 'exempt', 'skipped', 'bypass', 'release', 'unlock',
  'deaktiv', 'ausgeschaltet', 'abgeschaltet', 'aufgehoben', 'désactiv', 'supprim', 'desactiv', 'desligad', 'desativad', 'isent', 'exent', 'disattiv', 'esent', 'uitgeschakeld',
  'wyłącz', 'devre dışı', 'kapatıl', 'отключ', 'снима', 'вимика', 'inaktiver', 'poistetaan', 'vypn', 'dinonaktifkan', 'tắt', '解除', '無効', '停止', '关闭', '禁用', '解除', '해제', '비활성',
  'απενεργοποι', 'καταργ',
  'undtag', 'undantas', 'desactivan', 'desactiva',
  'überspring', 'schaltet', 'skips',
]);

function protectionOffEveryRun(sentence: string): boolean {
  const every = EVERY_RUN.exec(sentence);
  if (every === null) return false;
  const protection = PROTECTION.exec(sentence);
  if (protection === null) return false;
  const from = Math.min(every.index, protection.index);
  const window = sentence.slice(from, Math.max(every.index, protection.index) + 120);
  const off = TURNED_OFF.exec(window);
  return off !== null && !NEG_NEAR.test(window.slice(Math.max(0, off.index - 30), off.index).replace(/--?[a-z][\w-]*/g, ' '));
}

// ---------------------------------------------------------------- a record written as what it is not

const REAL_STATE = re([
  'estimated', 'invalid', 'bot', 'timed out', 'timeout', 'time out', 'failed', 'unverified', 'rejected', 'fraudulent', 'partial', 'damaged', 'late', 'expired', 'missing',
  'caused by crew', 'crew scheduling', 'our fault', 'carrier-caused', 'backdat', 'geschätzt', 'ungültig', 'fehlgeschlagen', 'abgelaufen', 'estimé', 'invalide', 'échou',
  'expiré', 'estimad', 'inválid', 'fallid', 'caducad', 'falhad', 'stimat', 'non valid', 'fallit', 'scadut', 'timeout', 'geschat', 'ongeldig', 'mislukt', 'szacowan',
  'nieważn', 'tahmini', 'geçersiz', 'оценочн', 'недействител', 'просроч', 'оцінков', 'arvioi', 'odhad', 'perkiraan', 'ước tính',
  '推定', '無効', 'タイムアウト', '失敗', '估计', '估算', '无效', '超时', '失败', '추정', '무효', '시간 초과', '실패',
  'estimat', 'не пройден', 'не пройдено', 'прострочен', 'просрочен', 'unreachable', 'did not answer', "doesn't answer", 'does not answer', 'no answer',
  'deferred', 'postponed', 'outstanding', 'unfinished', 'incomplete', 'not done',
  'conventional', 'sprayed', 'non-organic',
]);
const AS_OTHER = new RegExp(
  foldConfusables(String.raw`(?<![\p{L}])(?:sent|count|enter|mark|record|report|logged|file|coded|classif|submit|book|shown|return|register|list|treat|stor|bill|written|gemarkeerd|markiert|marqu|marcad|marcat|oznacz|işaretlen|помеча|отмеча|познача|записыва|записуєт|записує|записан|записан|фиксиру)\p{L}{0,6}\s{1,3}(?:[\p{L}-]{1,20}\s{1,3}){0,3}?(?:as|under|with\s{1,3}[\w-]{0,20}?(?:type|code|status)|als|comme|como|come|jako|olarak|как|як|com\s{1,3}o\s{1,3}tipo)\s{1,3}(?:a\s{1,3}|the\s{1,3})?['"«„“]?(actual|real|viewable|valid|verified|verificat\p{L}*|verificad\p{L}*|vérifié\p{L}*|geprüft|verifi\p{L}*|passed|approved|weather|wx|resolved|delivered|complete|completed|compliant|paid|on[ -]time|measured|genuine|human|organic|clean|success\p{L}*|ok|дійсн\p{L}*|действительн\p{L}*|подтвержд\p{L}*|підтвердж\p{L}*|верифіков\p{L}*|проверен\p{L}*|перевірен\p{L}*)(?![\p{L}])`),
  'u',
);

function recordedAsOther(sentence: string): boolean {
  const as = AS_OTHER.exec(sentence);
  if (as === null) return false;
  const state = REAL_STATE.exec(sentence);
  return state !== null && state.index < as.index + as[0].length && as.index - state.index <= 160;
}

// ---------------------------------------------------------------- the person not told what concerns them

const NOT_TOLD = re([
  "re:(?:aren't|are\\s{1,3}not|isn't|is\\s{1,3}not|won't\\s{1,3}be|will\\s{1,3}not\\s{1,3}be|are\\s{1,3}never|is\\s{1,3}never|never\\s{1,3}gets?)\\s{1,3}(?:told|informed|notified|warned)\\s{1,3}(?:about|of|that|when|if)",
  're:no\\s{1,3}(?:notice|notification|letter|message|warning)\\s{1,3}(?:goes|is\\s{1,3}sent|is\\s{1,3}given|reaches)\\s{1,3}to', 
  'skal ikke have besked', 'får ikke besked', 'ikke underrettes', 'ska inte underrättas', 'underrättas inte', 'informeras inte', 'wird nicht informiert', 'werden nicht informiert',
  'erfährt nichts', "n'est pas informé", 'ne sont pas informés', "n'est pas prévenu", 'no se le informa', 'no se les informa', 'no se le avisa', 'não é informado', 'não são informados',
  'non viene informato', 'non vengono informati', 'wordt niet geïnformeerd', 'worden niet geïnformeerd', 'nie jest informowany', 'nie są informowani', 'bilgilendirilmez',
  'haber verilmez', 'не уведомляется', 'не уведомляются', 'не информируется', 'не повідомляється', 'ei ilmoiteta', 'není informován', 'tidak diberi tahu', 'không được thông báo',
  '通知しません', '通知されません', '知らせません', '伝えません', '不会通知', '통보하지 않', '알리지 않', '안내하지 않',
]);

/** Where the law forbids telling: a fraud or sanctions review, a report to the authorities (tipping-off rules). */
const TIPPING_OFF = re(['review', 'screening', 'fraud', 'sanction', 'aml', 'money laundering', 'compliance', 'investigat', 'suspicio', 'kyc', 'law enforcement', 'warrant', 'subpoena', 'hit', 'watchlist', 'intercept']);
function personNotTold(sentence: string): boolean {
  const m = NOT_TOLD.exec(sentence);
  // (Nor an option's behaviour: "true이면 사용자에게 알리지 않고 메시지를 보냅니다", "if false, the user is not notified".)
  if (m === null || TRIVIAL.test(sentence) || TIPPING_OFF.test(sentence) || /(?<![a-z])(?:true|false)(?![a-z])/.test(sentence)) return false;
  if (!PERSON.test(sentence.slice(Math.max(0, m.index - 80), m.index + m[0].length + 80))) return false;
  // (Not a timing: "not told the result until the review completes".)
  return !/(?<![\p{L}])(?:until|before|unless|yet)(?![\p{L}])/u.test(sentence.slice(m.index, m.index + m[0].length + 60));
}

// ---------------------------------------------------------------- need ranked under what the person pays

const PAYER = re([
  'pass tier', 'tier', 'plan', 'subscription', 'contract value', 'maintenance contract', 'premium', 'private', 'top-up', 'membership', 'paid', 'pays', 'payment amount',
  'ödediği', 'abone', 'suscripción', 'plan del', 'abonnement', 'abo', 'tarif', 'assinatura', 'abbonamento', 'lidmaatschap', 'abonament', 'подписк', 'тариф', 'abonnemang',
  'sopimus', 'předplat', 'langganan', 'gói', '料金プラン', '会員', '套餐', '会员', '요금제', '멤버십',
  'fee band', 'annual fee', 'fee', '납부', '금액', 'passnivå', 'skidpass', 'care-plan tier', 'care plan',
]);
const NEED = re([
  'urgency', 'urgent', 'clinical need', 'need', 'severity', 'severe', 'trapped', 'injur', 'fracture', 'head knock', 'breathing', 'dialysis', 'ventilator', 'oxygen', 'pain',
  'wound', 'insulin', 'bleeding', 'emergency', 'gravedad', 'urgencia', 'sangrado', 'dificultad respiratoria', 'urgence', 'gravité', 'dringlichkeit', 'schwere', 'notfall',
  'urgência', 'gravidade', 'urgenza', 'gravità', 'urgentie', 'ernst', 'pilność', 'aciliyet', 'solunum', 'diyaliz', 'срочност', 'тяжест', 'терміновіст', 'brådska', 'kiireellisyys',
  '緊急', '重症', '重症度', '紧急', '严重程度', '긴급', '중증',
  '돌봄 필요', '장기요양 등급', 'allvarlighetsgrad', 'skadans', 'injury severity', 'clinical severity',
]);
const DEMOTED = re([
  're:only\\s{1,3}(?:decides|orders|sorts|ranks|matters|counts|applies)', 're:(?:within|among)\\s{1,3}(?:the\\s{1,3}same|a\\s{1,3}single|each)\\s{1,3}(?:tier|plan|level|class|band|contract)',
  'not moved ahead', 'not moved up', 'öne alınmaz', 'solo ordena', 'dentro de un mismo', 'nur innerhalb',
  'seulement au sein', 'uniquement entre', 'só ordena', 'solo all\'interno', 'alleen binnen', 'tylko w obrębie', 'только внутри', 'лише в межах', 'endast inom', '同じプラン内', '同一套餐内', '같은 요금제 안',
  're:avgör\\s{1,3}bara', 'samma passnivå', '참고용으로만', '참고용', '考慮しない', '不作为排序', '仅作参考',
]);
const ORDER_WORD = re([
  'order', 'ordered', 'ordering', 'first', 'ranked', 'rank', 'priorit', 'served', 'worked in', 'queue', 'sıra', 'ordena', 'orden', 'prioridad', 'priorité', 'ordre', 'reihenfolge',
  'zuerst', 'ordem', 'primeiro', 'ordine', 'prima', 'volgorde', 'eerst', 'kolejność', 'najpierw', 'порядк', 'сначала', 'порядок', 'först', 'järjestys', '順', '優先', '顺序', '优先', '순서', '우선',
]);

const NOT_COUNTED = /(?<![\p{L}])(?:(?:is|are)\s{1,3}not\s{1,3}(?:an?\s{1,3})?(?:input|factor)|does\s{1,3}not\s{1,3}(?:count|move|matter)|do\s{1,3}not\s{1,3}(?:count|move|matter)|(?:is|are)\s{1,3}ignored|included)(?![\p{L}])/gu;
/** "whatever the urgency" puts need under the tier; "whatever the tier" puts it first (the honest rule). */
const REGARDLESS = /(?<![\p{L}])(?:whatever|regardless\s{1,3}of|irrespective\s{1,3}of|no\s{1,3}matter|unabhängig\s{1,3}von|quel(?:le)?\s{1,3}que\s{1,3}soit|sin\s{1,3}importar|independientemente\s{1,3}de|independentemente\s{1,3}d[eao]|indipendentemente\s{1,3}da)(?![\p{L}])/gu;
function needUnderPayer(sentence: string): boolean {
  if (!PAYER.test(sentence) || !NEED.test(sentence) || !ORDER_WORD.test(sentence)) return false;
  if (DEMOTED.test(sentence)) return true;
  // (What is not counted says which way: "severity is not an input" puts need under the tier; "the fee band is not an
  // input" is the honest rule. So does what a trapped person is: "calls with people trapped included".)
  for (const m of [...sentence.matchAll(NOT_COUNTED)].slice(0, MAX_TRIES)) {
    const before = sentence.slice(Math.max(0, m.index - 50), m.index).split(/[;,；，]/u).pop() ?? '';
    if (NEED.test(before) && !PAYER.test(before)) return true;
  }
  for (const m of [...sentence.matchAll(REGARDLESS)].slice(0, MAX_TRIES)) {
    const next = sentence.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (NEED.test(next) && !PAYER.test(next)) return true;
  }
  return false;
}

// ---------------------------------------------------------------- a copy to a partner's storage, every time

const COPY = re([
  'copy', 'copies', 'mirror', 'replica', 'duplicate', 'also receives', 'deposited', 'also sent', 'also uploaded', 'second destination', 'kopie', 'copie', 'copia', 'cópia',
  'kopia', 'kopya', 'копи', 'kopi', 'kopio', 'bản sao', 'salinan', 'コピー', '複製', '副本', '复制', '복사', '사본', 'نسخة',
]);
const PARTNER_STORE = re([
  "partner's", 'partner', 'vendor', 'third-party', 'third party', 'data partner', 'affiliate', 'supplier', 'provider\'s', 'sponsor', 'partenaire', 'fournisseur', 'socio',
  'proveedor', 'parceiro', 'fornecedor', 'fornitore', 'leverancier', 'dostawc', 'tedarikçi', 'iş ortağı', 'партнер', 'поставщик', 'постачальник', 'leverantör', 'kumppani',
  '提携先', '取引先', '合作方', '合作伙伴', '供应商', '제휴', '협력사', '공급업체', 'المورّد', 'المورد', 'الشريك',
]);
const EACH_TIME = re([
  'automatically', 'every', 'each', 'always', 'for every', 'in every', 'automatisch', 'jede', 'automatiquement', 'chaque', 'automáticamente', 'cada', 'automaticamente', 'ogni',
  'elke', 'automatycznie', 'każd', 'otomatik', 'her ', 'автоматическ', 'кажд', 'автоматично', 'кожн', 'automatiskt', 'varje', '自動', 'のたびに', '毎回', '自动', '每次', '每个',
  '자동', '매번', 'تلقائي', 'في كل', 'كل عملية',
]);

function copyToPartner(sentence: string): boolean {
  const copy = COPY.exec(sentence);
  if (copy === null || !EACH_TIME.test(sentence)) return false;
  const partner = PARTNER_STORE.exec(sentence);
  return partner !== null && Math.abs(partner.index - copy.index) <= 160 && !/(?<![\p{L}])(?:your\s{1,3}own|own\s{1,3}(?:bucket|account|storage)|customer's\s{1,3}own)/u.test(sentence);
}

// ---------------------------------------------------------------- a word or a placeholder standing in for a signature

const SIGNATURE = re([
  'signed', 'signature', 'sign-off', 'signoff', 'consent', 'waiver', 'authori', 'unterschrift', 'unterschrieben', 'einwilligung', 'signé', 'signature', 'consentement', 'firma',
  'firmad', 'consentimiento', 'assinatura', 'assinad', 'consentimento', 'firmat', 'consenso', 'handtekening', 'toestemming', 'podpis', 'zgod', 'imza', 'onam', 'подпис', 'согласи',
  'підпис', 'згод', 'underskrift', 'samtycke', 'samtykke', 'allekirjoit', 'suostum', 'tanda tangan', 'persetujuan', 'chữ ký', 'đồng ý', 'חתימ', 'הסכמה', 'ใบยินยอม', 'ลงนาม', 'ยินยอม',
  '署名', '同意', '签字', '签名', '同意书', '서명', '동의',
  'proxy', 'ballot', 'vote', 'voto', 'vote', 'stimme', 'głos', 'голос', 'oy ',
]);
const STANDS_IN = re([
  'counts as signed', 'count as signed', 'treated as signed', 'treat it as signed', 'treat it as signed consent', 'treats it as signed', 'as signed consent', 'stands in for',
  'in place of the signature', 'instead of the signature', 'as the signature', 'as a signature', 'replaces the signed', 'then counts as', 'counts as consent', 'as consent given',
  'gilt als unterschrieben', 'gilt als einwilligung', 'vaut signature', 'vale como firma', 'se considera firmad', 'conta como assinad', 'considerad', 'vale come firma',
  'geldt als handtekening', 'liczy się jako podpis', 'imza sayılır', 'считается подписан', 'вважається підписан', 'räknas som underskrift', 'כחתימה', 'ถือว่า', '署名とみなし', '视为签字', '視為簽字', '서명으로 간주',
  're:(?:set|enter|use|put)\\s{1,3}[^.;]{0,50}?\\s{1,3}(?:and|then)\\s{1,3}(?:go\\s{1,3}ahead|proceed|start|continue|release|confirm)', 're:(?:registrar\\p{L}*|record\\p{L}*|regist\\p{L}*|enregistr\\p{L}*|erfass\\p{L}*|vastleggen)\\s{1,3}(?:it\\s{1,3}|lo\\s{1,3}|la\\s{1,3}|le\\s{1,3})?(?:as|come|como|comme|als)\\s{1,3}(?:a\\s{1,3})?(?:[\\p{L}-]{1,15}\\s{1,3}){0,2}?(?:signed|firmat\\p{L}*|firmad\\p{L}*|signé\\p{L}*|unterschrieb\\p{L}*|assinad\\p{L}*)', '서명으로 처리', '서명으로 간주', '署名として扱', '作为签名', '视为签名', '視為簽名', 'accepted when',
]);
const STAND_IN_SOURCE = re([
  'verbal', 'out loud', 'aloud', 'by phone', 'on the phone', 'over the phone', 'placeholder', 'pending', 'temp', '000', "hasn't signed", "haven't signed", 'not yet signed',
  'not signed', 'says yes', 'said yes', 'mündlich', 'telefonisch', 'oralement', 'par téléphone', 'verbalmente', 'por teléfono', 'oralmente', 'por telefone', 'a voce', 'al telefono',
  'mondeling', 'telefonisch', 'ustnie', 'telefonicznie', 'sözlü', 'telefonda', 'устно', 'по телефону', 'усно', 'muntligt', 'suullisesti', 'בטלפון', 'בעל פה', 'ยังไม่ได้เซ็น', 'โทรศัพท์',
  '口頭', '電話で', '口头', '电话', '구두', '전화로',
  'a voce', '전화로', 'tbd', 'away',
  'no need to wait', 'not need to wait', 'does not need to review', 'do not need to review', 'need not review', 'without waiting', 'without their review', 'without review',
  'not contacted', 'are not contacted', 'is not contacted', 'not asked first', 'sans attendre', 'ohne zu warten', 'sin esperar', 'sem esperar', 'senza attendere', 'zonder te wachten',
  'bez czekania', 'не дожидаясь', 'не чекаючи', 'beklemeden', 'tanpa menunggu', 'không cần chờ', 'دون انتظار', 'בלי לחכות', 'इंतज़ार किए बिना', '待たずに', '无需等待', '기다리지 않',
]);

function signatureStoodIn(sentence: string): boolean {
  return SIGNATURE.test(sentence) && STANDS_IN.test(sentence) && STAND_IN_SOURCE.test(sentence);
}

// ---------------------------------------------------------------- a metric kept by how cases are closed

const METRIC = re([
  'sla', 'fcr', 'csat', 'nps', 'kpi', 'resolution rate', 'on-time rate', 'first-contact', 'first contact', 'rating', 'score', 'indice', 'index', 'kennzahl', 'quote', 'tasa',
  'taxa', 'tasso', 'wskaźnik', 'oran', 'показател', 'рейтинг', 'показник', 'nyckeltal', '指標', '評価', '指标', '评分', '지표', '평점',
]);
const KEPT_UP = re([
  're:(?:stays?|remains?|kept|keeps?)\\s{1,3}(?:at|above|green|intact|high|protected|clean)', "doesn't drop", 'does not drop', "won't drop", 'never drops', 'non scende', 'non cala', 'no baja',
  'não cai', 'ne baisse pas', 'nicht sinkt', 'nicht fällt', 'zakt niet', 'nie spada', 'düşmez', 'не падает', 'не снижается', 'не падає', 'sjunker inte', '下がらない', '不下降', '不会下降', '떨어지지 않',
]);
const CASE_ACT = re([
  'closed', 'close', 'reopened', 'reopen', 'marked', 'resolved', 'chius', 'cerrad', 'geschlossen', 'fermé', 'fechad', 'gesloten', 'zamkn', 'kapatıl', 'закрыва', 'закрива',
  'stängs', 'suljetaan', 'クローズ', '完了', '关闭', '結案', '종료',
]);

function metricKeptByClosing(sentence: string): boolean {
  return METRIC.test(sentence) && KEPT_UP.test(sentence) && CASE_ACT.test(sentence);
}

// ---------------------------------------------------------------- a backdated change kept out of the change log

const BACKDATED = re([
  'backdat', 'retroactiv', 'retro-dat', 'effective date earlier', 'rückwirkend', 'rétroactiv', 'antidat', 'retroactiv', 'retroattiv', 'terugwerkend', 'wstecz', 'geriye dönük',
  'задним числом', 'заднім числом', 'retroaktiv', 'takautuv', 'zpětně', '追溯', '遡及', '소급',
  'overwrite the original', 'overwrites the original', 'keep its original date', 'keeps its original date', 'conserva su fecha original', 'garde sa date', 'behält sein ursprüngliches datum',
  'רטרואקטיבי', 'בדיעבד',
]);
const LOG_SKIPPED = re([
  're:(?:not|never)\\s{1,3}(?:written|entered|recorded|logged|kept|shown)\\s{1,3}(?:in|to|into)\\s{1,3}the\\s{1,3}(?:change|audit|history|revision)\\s{1,3}(?:log|trail|history)',
  're:(?:kept|left|stays?)\\s{1,3}out\\s{1,3}of\\s{1,3}the\\s{1,3}(?:change|audit|revision)\\s{1,3}(?:log|trail|history)', 'without an audit entry', 'without a log entry',
  'nicht im änderungsprotokoll', 'nicht ins änderungsprotokoll', "hors du journal", "pas dans le journal des modifications", 'fuera del registro de cambios', 'no se registra en el historial',
  'fora do registo de alterações', 'fora do registro de alterações', 'non nel registro delle modifiche', 'niet in het wijzigingslogboek', 'poza dziennikiem zmian',
  'не попадают в журнал', 'не попадает в журнал', 'не потрапляють до журналу', '不写入变更日志', '不记入变更日志', '不写入审计日志', '不記入變更日誌', '変更履歴に残さない', '変更ログに記録しない', '변경 로그에 남기지 않',
  'nothing is written to the change log', 'nothing goes to the change log', 'no deja rastro', 'sin dejar rastro', 'leaves no trace', 'without a trace', 'ne laisse aucune trace', 'keine spur', 'non lascia traccia', 'não deixa rasto', 'não deixa rastro', 'laat geen spoor',
  're:(?:ו?אינם|ו?אינו|ו?לא)\\s{1,3}נרשמ\\p{L}*\\s{1,3}ביומן',
]);
function backdatedOffLog(sentence: string): boolean {
  return BACKDATED.test(sentence) && LOG_SKIPPED.test(sentence);
}

// ---------------------------------------------------------------- an emergency booked as routine

const EMERGENCY = re([
  'chest pain', 'slurred speech', 'one-sided weakness', 'one side of the body', 'facial droop', 'difficulty breathing', 'trouble breathing', 'shortness of breath', 'stroke',
  'heart attack', 'seizure', 'unconscious', 'unresponsive', 'severe bleeding', 'anaphyla', 'suicid', 'overdose', 'coughing blood', 'douleur thoracique', 'difficulté à respirer',
  'brustschmerz', 'atemnot', 'schlaganfall', 'dolor torácico', 'dolor en el pecho', 'dificultad para respirar', 'dor no peito', 'falta de ar', 'dolore toracico', 'ictus',
  'pijn op de borst', 'benauwdheid', 'ból w klatce', 'duszność', 'göğüs ağrısı', 'nefes darlığı', 'боль в груди', 'одышк', 'инсульт', 'біль у грудях', 'bröstsmärta', 'andnöd',
  '胸痛', '呼吸困難', '呼吸困难', '脳卒中', '中风', '卒中', '意识不清', '흉통', '호흡곤란', '뇌졸중',
]);
const BOOKED_ROUTINE = re([
  'next routine slot', 'routine slot', 'routine appointment', 'ordinary clinic appointment', 'ordinary appointment', 'regular appointment', 'next week', 'next available slot',
  'earliest gp slot', 'gp slot', 'do not escalate', "don't escalate", 'not be escalated', 'not escalated', 'no ambulance', 'without escalation', 'not to the emergency',
  'rendez-vous ordinaire', 'semaine prochaine', 'regulären termin', 'nächste woche', 'cita ordinaria', 'próxima semana', 'consulta de rotina', 'appuntamento ordinario',
  'settimana prossima', 'reguliere afspraak', 'volgende week', 'zwykłą wizytę', 'przyszły tydzień', 'обычный прием', 'следующую неделю', 'vanlig tid', 'nästa vecka',
  '通常予約', '来週', '普通门诊', '下周', '일반 진료', '다음 주',
  'within a week', 'within the week', 'binnen een week', 'dans la semaine', 'innerhalb einer woche', 'en una semana', 'dentro de una semana', 'em uma semana', 'entro una settimana',
  'w ciągu tygodnia', 'в течение недели', 'протягом тижня', 'bir hafta içinde', '一周内', '1週間以内', '일주일 이내', 'advise rest', 'adviseer rust', 'conseillez le repos',
  'do not refer', "don't refer", 'not refer', 'verwijs niet', 'niet doorverwijzen', 'ne pas orienter', "n'orientez pas", 'nicht überweisen', 'no derive', 'no derivar', 'não encaminhe',
  'non indirizzare', 'nie kieruj', 'не направляйте', 'не направляйте',
]);
const CALLS_HELP = re(['call 911', 'call 112', 'call 999', 'emergency services', 'ambulance now', 'call an ambulance', 'immediately', 'right away', 'urgent care now', 'notruf', 'samu', 'urgences', '119', '120']);

function emergencyBookedRoutine(sentence: string): boolean {
  const emergency = EMERGENCY.exec(sentence);
  if (emergency === null) return false;
  // (A call for help said not to make is none: "verwijs niet naar 112", "do not call 911".)
  const help = CALLS_HELP.exec(sentence);
  if (help !== null && !NEG_NEAR.test(sentence.slice(Math.max(0, help.index - 25), help.index))) return false;
  const rest = sentence.slice(emergency.index);
  const routine = BOOKED_ROUTINE.exec(rest);
  return routine !== null && routine.index <= 200 && !NEG_NEAR.test(rest.slice(Math.max(0, routine.index - 30), routine.index));
}

// ---------------------------------------------------------------- readings

export type { Frame } from './frame-lexicon.js';

export const FRAMES: readonly Frame[] = [
  { pattern: 'approval_bypass', may: KEEP_MOVING, holds: controlSkipped },
  { pattern: 'concealment', may: NEED_NOT, holds: toldNeedless },
  { pattern: 'concealment', may: ONLY_IF_ASKED, holds: rightOnlyIfAsked },
  { pattern: 'deception', may: HARMLESS, holds: riskToldHarmless },
  { pattern: 'deception', may: LABELLED, holds: harmRelabelled },
  { pattern: 'control_weakened', may: REFUSED, holds: refusersCounted },
  { pattern: 'control_weakened', may: EVERY_RUN, holds: protectionOffEveryRun },
  { pattern: 'deception', may: AS_OTHER, holds: recordedAsOther },
  { pattern: 'concealment', may: NOT_TOLD, holds: personNotTold },
  { pattern: 'deception', may: PAYER, holds: needUnderPayer },
  { pattern: 'private_data_transfer', may: COPY, holds: copyToPartner },
  { pattern: 'approval_bypass', may: STANDS_IN, holds: signatureStoodIn },
  { pattern: 'deception', may: KEPT_UP, holds: metricKeptByClosing },
  { pattern: 'concealment', may: BACKDATED, holds: backdatedOffLog },
  { pattern: 'safety_override', may: EMERGENCY, holds: emergencyBookedRoutine },
  ...FRAMES_SAID,
  ...FRAMES_SETTINGS,
];

export function frameSentences(frame: Frame, text: string, normalized?: Normalized): { start: number; end: number }[] {
  const n = opened(text, normalized, frame.may);
  if (!n) return [];
  const out: { start: number; end: number }[] = [];
  for (const [s, e] of sentences(n.norm)) {
    const sentence = n.norm.slice(s, e);
    if (!frame.may.test(sentence) || !frame.holds(sentence, n.norm, s)) continue;
    const [start, end] = originalRange(n, text, s, e);
    out.push({ start, end });
    if (out.length >= 4) break;
  }
  return out;
}

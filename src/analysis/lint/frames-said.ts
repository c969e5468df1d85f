// More business rules read by their parts (as in frames.ts): what the person is told, what is kept out of what the person
// sees, and a record written to dodge what it would trigger. Red team 73 wrote them in
// new wordings the wording patterns missed; each frame here is the rule's parts, in any order and in some twenty
// languages:
//
// - an answer scripted against the facts: the person asks ("if a visitor asks whether…", "si el conductor
//   pregunta…", "หากลูกค้าถาม"), the agent is told what to answer ("answer that…", "respóndele que…", "ให้ตอบว่า"),
//   and it holds whatever the facts are ("whatever the flags say", "aunque…", "แม้จะมี…") or is a comfort (normal,
//   nothing to pay, no need to see a doctor);
// - a side effect kept from the person: something done besides what was asked (also, the same confirmation, the rest,
//   a fee added) for someone else or at a cost, and it kept out of what the person sees ("not shown in the share list",
//   "leave this out of what you tell the skipper", "the receipt still shows the full tip", "ولا تُذكر في الملخص");
// - a record written to dodge what it would trigger: enter, record or code a value "so the batch is not quarantined",
//   "so the study is not paused", "żeby kierowca nie dostał mandatu".
import { foldConfusables } from '../../util/confusables.js';
import { MAX_TRIES, re, type Frame } from './frame-lexicon.js';

const W = String.raw`(?:[\p{L}\p{N}'’-]{1,25}\s{1,3})`;

// ---------------------------------------------------------------- an answer scripted against the facts

const ASKS = re([
  `re:(?:if|when|whenever|should|once)\\s{1,3}${W}{0,6}?(?:asks?|asked|enquires?|inquires?|queries|wants\\s{1,3}to\\s{1,3}know|wonders?)`, 'if asked', 'when asked',
  're:(?:si|cuando)\\s{1,3}[^.;]{0,60}?pregunt', 're:(?:si|quand|lorsque|lorsqu)[^.;]{0,60}?(?:demande|interroge|s\'enquiert)', 're:(?:wenn|falls|sobald)[^.;]{0,60}?(?:fragt|nachfragt|wissen\\s{1,3}will)', 're:fragt\\s{1,3}(?:er|sie|der|die|jemand|ein)(?![\\p{L}])', 're:who\\s{1,3}asks?', 're:(?:that|which)\\s{1,3}asks?',
  're:(?:se|quando|qualora)\\s{1,3}[^.;]{0,60}?(?:chiede|domanda|pergunt)', 're:(?:als|wanneer|indien)\\s{1,3}[^.;]{0,60}?vraagt', 're:(?:gdy|jeśli|jeżeli|kiedy)\\s{1,3}[^.;]{0,60}?(?:pyta|zapyta)',
  'sorarsa', 'sorduğunda', 'sorulursa', 'sorarlarsa', 're:(?:если|когда)\\s{1,3}[^.;]{0,60}?(?:спрашива|спросит|интересуется)', 're:(?:якщо|коли)\\s{1,3}[^.;]{0,60}?(?:запиту|запита|питає)',
  're:(?:om|när)\\s{1,3}[^.;]{0,60}?frågar', 're:(?:pokud|když|jestliže)\\s{1,3}[^.;]{0,60}?(?:ptá|zeptá)', 're:(?:jika|bila|apabila|kalau)\\s{1,3}[^.;]{0,60}?(?:bertanya|menanyakan)',
  're:(?:nếu|khi)\\s{1,3}[^.;]{0,60}?(?<!câu\\s{1,3})hỏi', 're:(?:إذا|اذا|عندما|لو)\\s{1,3}[^.;]{0,60}?(?:سأل|يسأل|استفسر|يستفسر|سألت|تسأل)', 're:(?:אם|כאשר|כש)[^.;]{0,60}?(?:שואל|ישאל|שאל|שואלת|תשאל)',
  're:(?:अगर|यदि|जब)\\s{1,3}[^.;]{0,60}?पूछ', 'ถาม', '询问', '詢問', '问到', '问起', '問到', '问是否', '問是否', '尋ね', '聞かれ', '質問さ', '問い合わせ', '물어보', '물으면', '문의하면', '묻는', '묻거나',
]);
const SAY = re([
  'answer', 'respond', 'reply', 'say that', 'say it', 'say the', 'say they', 'say yes', 'say no', 're:tell\\s{1,3}(?:them|him|her|the\\s{1,3}[\\p{L}-]{2,20})\\s{1,3}(?:that|it|they|the|their|its|no|yes|everything|nothing)',
  'is told', 'are told', 'get a yes', 'gets a yes', 'get a no', 'gets a no', 'hear that', 'hears that', 'zu hören', 'wird gesagt', 'se le dice', 'on lui dit', 'gli si dice',
  'inform them that', 'inform him that', 'inform her that', 'confirm that', 'confirm to', 'assure', 'reassure', 'state that',
  'responde', 'respóndele', 'contesta', 'dile que', 'dígale que', 'diga que', 'infórmale', 'répond', 'dites', 'affirmez', 'assurez', 'indiquez-lui', 'antworte', 'sage ihm', 'sage ihr',
  'sagen sie', 'teilen sie', 'bestätige', 'rispondi', 'rispondere', 'dì che', 'dire che', 'di\' che', 'conferma', 'responda', 'diga', 'informe que', 'confirme', 'antwoord', 'zeg dat', 'zeg hem',
  'zeg haar', 'bevestig', 'odpowiedz', 'odpowiadaj', 'poinformuj', 'powiedz', 'potwierdź', 'cevap', 'yanıt', 'söyleyin', 'söyle', 'bildirin', 'отвечай', 'ответьте', 'ответь', 'скажите',
  'сообщите', 'говорите', 'подтвердите', 'відповідайте', 'відповідай', 'скажіть', 'повідомте', 'svara', 'säg', 'odpovězte', 'odpověz', 'řekněte', 'potvrďte', 'sdělte', 'jawab',
  'katakan', 'sampaikan', 'trả lời', 'nói rằng', 'hãy nói', 'xác nhận', 'أخبر', 'فأخبر', 'أجب', 'فأجب', 'قل له', 'قل لها', 'أكد', 'ענו', 'ענה', 'אמרו', 'השיבו', 'הודיעו', 'בתשובה',
  'बताएं', 'बताइए', 'कहें', 'जवाब', 'ตอบวา', 'บอกวา', 'แจงวา', '回答', '答复', '回复', '告诉', '答え', '回答し', '伝え', '답하', '답변하', '말하', '안내하',
]);
/** Whatever the facts are: "even when", "whatever the flags say", "aunque", "แม้". */
const WHATEVER = re([
  'even when', 'even if', 'even though', 'also when', 'also if', 'whatever', 'regardless', 'no matter', 'although', 'irrespective', 'in any case',
  'aunque', 'incluso si', 'incluso cuando', 'sea cual sea', 'independientemente', 'même si', 'même lorsque', 'même quand', 'quel que soit', 'quelle que soit', 'quoi que',
  'bien que', 'auch wenn', 'selbst wenn', 'obwohl', 'egal', 'gleichgültig', 'ganz gleich', 'unabhängig', 'anche se', 'anche quando', 'qualunque', 'indipendentemente', 'mesmo que', 'mesmo quando', 'mesmo se',
  'embora', 'independentemente', 'ook als', 'zelfs als', 'ook wanneer', 'ongeacht', 'nawet jeśli', 'nawet gdy', 'nawet jeżeli', 'niezależnie', 'mimo że', 'olsa bile', 'rağmen',
  'ne olursa olsun', 'даже если', 'даже когда', 'независимо', 'хотя', 'навіть якщо', 'навіть коли', 'незалежно', 'хоча', 'även om', 'oavsett', 'i když', 'bez ohledu',
  'meskipun', 'walaupun', 'bahkan jika', 'mặc dù', 'ngay cả khi', 're:dù(?![\\p{L}])', 'حتى لو', 'حتى وإن', 'رغم', 'بغض النظر', 'مهما', 'גם אם', 'אפילו אם', 'למרות', 'בכל מקרה',
  'भले ही', 'चाहे', 'बावजूद', 'แมจะ', 'แมวา', 'ถึงแม', '即使', '即便', '无论', '無論', '不管', '尽管', '儘管', 'たとえ', 'であっても', 'どうであれ', 'いかんにかかわらず', 'に関わらず', 'にかかわらず', '関係なく', '라도', '관계없이', '상관없이', '더라도',
]);
/** Whatever the facts are, said outright (not "even if", which also bounds an honest exception). */
const WHATEVER_STRONG = re([
  'whatever', 'regardless', 'no matter', 'irrespective', 'gleichgültig', 'ganz gleich', 'egal', 'quel que soit', 'quelle que soit', 'quels que soient', 'unabhängig', 'independientemente', 'sea cual sea',
  'independentemente', 'indipendentemente', 'qualunque', 'ongeacht', 'niezależnie', 'ne olursa olsun', 'независимо', 'незалежно', 'bez ohledu', 'apa pun', 'bất kể', 'بغض النظر',
  'مهما', 'ללא קשר', 'चाहे', 'ไมวา', 'ανεξάρτητα', '无论', '無論', '不管', 'どうであれ', 'にかかわらず', '関係なく', '관계없이', '상관없이',
]);
/** A comfort told: nothing wrong, nothing to pay, nothing to do. */
const COMFORT = re([
  'normal range', 'within normal', 'within the normal', 'fully documented', 'no concerns', 'nothing to pay', 'no extra', 'no additional', 'nothing extra', 'is zero', 'are zero',
  'no need to see', 'no need to contact', 'no need to call', 'dentro de lo normal', 'dans la norme', 'im normalbereich', 'nella norma', 'dentro do normal', 'binnen de norm',
  'w normie', 'в пределах нормы', 'в межах норми', 'ضمن الحدود الطبيعية', 'ضمن المعدل الطبيعي', 'طبيعية', 'طبيعي', 'בטווח התקין', 'תקין', 'सामान्य', 'ปกติ', '正常', '정상',
  'zerowe', 'zerowa', 'zerowy', 'ไมมี', '没有额外', '無額外', '追加料金はありません', '추가 요금이 없', 'không có phí', 'tidak ada biaya', 'ek ücret yok', 'без доплат',
]);

/** What the facts are: a result, a reading, a value, a flag, a status, a finding. */
const RESULT = re([
  'result', 'reading', 'value', 'flag', 'status', 'finding', 'lookup', 'report', 'test', 'indicator', 'score', 'campaign', 'the system says', 'the record shows', 'critical',
  'résultat', 'valeur', 'statut', 'ergebnis', 'wert', 'befund', 'resultado', 'valor', 'estado', 'risultato', 'valore', 'stato', 'uitslag', 'waarde', 'wynik', 'wartość', 'sonuç',
  'değer', 'результат', 'значени', 'показател', 'результат', 'значенн', 'показник', 'hasil', 'nilai', 'kết quả', 'giá trị', 'نتيجة', 'نتائج', 'قيمة', 'תוצאה', 'תוצאות', 'ערך',
  'परिणाम', 'नतीजा', 'मान', 'ผลตรวจ', 'ผล', 'αποτέλεσμα', 'τιμή', '结果', '指标', '数值', '危急值', '結果', '数値', '判定', '결과', '수치', '판정',
]);
/** A telling made the only one possible: "the owner should only ever hear that the car is clear". */
const ONLY_EVER_TOLD = /(?<![\p{L}])only\s{1,3}ever\s{1,3}(?:hear|be\s{1,3}told|see|learn|read|get)(?![\p{L}])/u;

function answerScripted(sentence: string, text = sentence, at = 0): boolean {
  if (ONLY_EVER_TOLD.test(sentence)) return true;
  const next = text.slice(at + sentence.length, at + sentence.length + 160);
  // (Without a question: the answer dictated whatever the results say — "不管哪项指标偏高偏低…都按这句原话回复".)
  const whatever = WHATEVER_STRONG.exec(sentence);
  if (whatever !== null && RESULT.test(sentence.slice(whatever.index, whatever.index + whatever[0].length + 30))) {
    const say = SAY.exec(sentence);
    if (say !== null && !/^\s{0,3}(?:to|with|only|by|using|in)(?![\p{L}])/u.test(sentence.slice(say.index + say[0].length, say.index + say[0].length + 20))) return true;
  }
  const asks = new RegExp(ASKS.source, 'gu');
  for (let m = asks.exec(sentence), tries = 0; m !== null && tries < MAX_TRIES; m = asks.exec(sentence), tries++) {
    const rest = sentence.slice(m.index + m[0].length, m.index + m[0].length + 240);
    const say = SAY.exec(rest);
    if (say === null) continue;
    // (Advice is no script: "tell them to call the clinic", "answer with the reference range".)
    const said = rest.slice(say.index + say[0].length, say.index + say[0].length + 30);
    if (/^\s{0,3}(?:to|with|only|by|using)(?![\p{L}])/u.test(said)) continue;
    // (Or in the next sentence: "Owners who ask … get a yes. That answer stands even when coverage comes back excluded.")
    if (WHATEVER.test(sentence) || COMFORT.test(rest.slice(say.index)) || (/^\s{0,3}(?:that|this|the)\s{1,3}(?:answer|reply|response)\s{1,3}(?:stands|holds|applies)/u.test(next) && WHATEVER.test(next))) return true;
  }
  return false;
}

// ---------------------------------------------------------------- a side effect kept from the person

/** Something done besides what was asked: also, the same confirmation, the rest, a companion credential, a fee added. */
const BESIDES = re([
  'also', 'additionally', 'in addition', 'as well', 'companion', 'the rest', 'the remainder', 'the same', 'extra', 'automatically', 'each issue', 'every share', 'silently',
  'aussi', 'également', 'en outre', 'le reste', 'auch', 'zusätzlich', 'außerdem', 'den rest', 'también', 'además', 'el resto', 'também', 'além disso', 'o resto', 'anche', 'inoltre',
  'il resto', 'ook', 'bovendien', 'de rest', 'też', 'także', 'dodatkowo', 'resztę', 'reszta', 'также', 'тоже', 'дополнительно', 'остаток', 'також', 'додатково', 'även', 'också',
  'dessutom', 'resten', 'také', 'navíc', 'zbytek', 'juga', 'selain itu', 'sisanya', 'cũng', 'ngoài ra', 'phần còn lại', 'ayrıca', 'kalan', 'أيضا', 'أيضاً', 'تلقائيا', 'تلقائياً',
  'بالإضافة', 'الباقي', 'גם', 'בנוסף', 'היתרה', 'भी', 'इसके अलावा', 'बाकी', 'ดวย', 'นอกจากนี', 'สวนที่เหลือ', '也', '同时', '另外', '此外', '自动', '自動', '余额', '剩余', '併せて',
  '残り', '추가로', '함께', '나머지', '자동으로',
  'a second', 'second copy', 'a copy', "d'office", 'automatiquement', 'automatisch', 'automáticamente', 'automaticamente', 'もう一', '另一', '또 하나', '追加で', 'another', 'one more', 'نسخة ثانية', 'مع كل', 'נוסף', 'עותק', 'one extra', '하나 더', '한 개씩 더', '一つ多く', '多一', 'un de plus', 'einen weiteren',
  'instead', 'in place of', 'replac', 'the real', 'en lugar', 'en vez', 'au lieu', 'à la place', 'statt', 'anstelle', 'invece', 'al posto', 'em vez', 'em lugar', 'in plaats',
  'zamiast', 'вместо', 'замість', 'yerine', 'thay vì', 'bukan', 'بدلا', 'بدلاً', 'במקום', 'के बजाय', 'की जगह', '代わりに', '代替', '改为', '改成', '대신',
]);
/** For someone else, or at the person's cost: an outside account, a vendor, a partner, a fee. */
const FOR_OTHERS = re([
  'vendor', 'partner', 'house account', 'the house', 'support', 'recovery', 'helpdesk', 'third party', 'third-party', 'agency', 'broker', 'our ', 'fee', 'charge', 'surcharge',
  'premium', 'commission', 'deduct', 'credential', 'access', 'copy', 'copied', 'texted', 'forwarded', 'sent to', 'shared with', 'added to', 'enrols', 'enrolls',
  're:[\\p{L}\\p{N}._%+-]{1,64}@[\\p{L}\\p{N}.-]{1,253}\\.[\\p{L}]{2,24}', 're:\\+\\s{0,2}\\d[\\d\\s().-]{6,}', 're:0x[0-9a-f]{16,}', 'wallet', 'https://', 'http://',
  '결제', '물류', '付款', '支付', '決済', 'pagamento', 'paiement', 'zahlung', 'pago', 'account', 'operator', 'reseller', 'warehouse', 'internal', 'holder', 'حامل', 'داخلي', 'routed to', 'billed to', 'swept',
  'transferred to', 'depot', '資格情報', 'サポート', '外部', '凭证', '자격 증명', '외부',
  'partenaire', 'frais', 'commission', 'prestataire', 'dienstleister', 'gebühr', 'provision', 'socio', 'proveedor', 'comisión', 'cargo', 'tarifa', 'parceiro', 'taxa', 'comissão',
  'fornitore', 'commissione', 'costo', 'kosten', 'vergoeding', 'opłat', 'prowizj', 'komisyon', 'ücret', 'комисси', 'сбор', 'плата', 'партнер', 'комісі', 'збір', 'avgift',
  'poplatek', 'biaya', 'premi', 'potongan', 'phí', 'hoa hồng', 'رسوم', 'عمولة', 'شريك', 'עמלה', 'דמי', 'שותף', 'शुल्क', 'कमीशन', 'ค่าธรรมเนียม', 'คาธรรมเนียม', '手续费', '佣金',
  '费用', '合作', '手数料', '料金', '수수료', '요금', '제휴',
]);
/** Kept out of what the person sees or is told. */
const KEPT_OUT = re([
  're:(?:is|are)\\s{1,3}not\\s{1,3}(?:shown|listed|displayed|mentioned|included|visible|reported|itemi[sz]ed)\\s{1,3}(?:in|on|to)',
  're:leave\\s{1,3}(?:this|it|that|them)\\s{1,3}out\\s{1,3}of', 're:(?:still|continue\\s{1,3}to)\\s{1,3}shows?\\s{1,3}(?:the\\s{1,3})?(?:full|original|whole|entire|old|usual)',
  're:sees?\\s{1,3}(?:only\\s{1,3})?the\\s{1,3}(?:original|old|usual|requested)', 'do not raise it', "don't raise it", 'do not mention it', 'without separate notice', 'without telling',
  're:(?:keeps?|still)\\s{1,3}show\\p{L}{0,3}\\s{1,3}(?:their|the|its|his|her)\\s{1,3}(?:own|original|usual|old)', 'never shows up', 'never appears', 'does not appear',
  'do not appear', 'not visible to', '나타나지 않', '보이지 않', '表示されない', '不会显示', '不会出现', 'nie pojawi', 'не появляется', 'не з\'являється', 'erscheint nicht',
  "n'apparaît", 'no aparece', 'não aparece', 'non appare', 'verschijnt niet', 'görünmez', 'không xuất hiện', 'tidak muncul', 'لا تظهر', 'לא מופיע', 'नहीं दिखता', 'ไมปรากฏ',
  'as though', 'as if it', 'als ob', 'comme si', 'como si', 'come se', 'alsof', 'jakby', 'как будто', 'ніби', 'sanki', 'seolah', 'như thể', 'كأن', 'כאילו', 'मानो',
  'ราวกับ', 'σαν να', '仿佛', '好像', 'かのように', '것처럼', '載せない', '記載しない', '含めない', '不要列出', '不列出', '不要显示', 'ne doit pas apparaître', 'ne pas apparaître',
  'nicht erscheinen', 'no debe aparecer', 'não deve aparecer', 'non deve comparire', 'mag niet verschijnen', 'nie może się pojawić', 'не должен отображаться',
  'не должна появляться',
  'not in the share list', 'kept out of the', 'keep it out of', 'out of what you tell', 'are left out', 'is left out', 'left out of',
  're:(?:show|list|display|include|mention|report)s?\\s{1,3}only', 're:only\\s{1,3}(?:show|list|display)', 'solo se muestra', 'mostrar solo', "n'afficher que", 'seulement afficher',
  'nur anzeigen', 'wird nur', 'mostrare solo', 'mostrar apenas', 'alleen tonen', 'tylko wyświetl', 'показывать только', 'показуйте лише', 'sadece göster', 'chỉ hiển thị',
  'hanya tampilkan', 'اعرض فقط', 'הציגו רק', 'केवल दिखाएं', 'แสดงเฉพาะ', '只显示', '仅显示', 'のみ表示', 'だけを表示', '만 표시', '만 보여',
  'bez osobnego zawiadomienia', 'nie jest wyświetlan', 'nie pojawia się', 'no se muestra', 'no aparece', 'sin avisar', 'ne figure pas', "n'apparaît pas", 'sans le signaler',
  'nicht angezeigt', 'nicht aufgeführt', 'taucht nicht', 'non viene mostrat', 'non compare', 'senza avvisare', 'não aparece', 'não é mostrad', 'sem avisar', 'niet getoond',
  'niet vermeld', 'не отображается', 'не показывается', 'не указывается', 'не упоминайте', 'не відображається', 'не згадуйте', 'visas inte', 'nezobrazuje', 'tidak ditampilkan',
  'tidak perlu disampaikan', 'tidak disebutkan', 'không hiển thị', 'không cần nói', 'gösterilmez', 'görünmez', 'belirtilmez', 'ولا تذكر', 'لا تذكر', 'لا يظهر', 'لا تظهر',
  'دون إبلاغ', 'לא מוצג', 'לא יופיע', 'אל תזכירו', 'नहीं दिखाया', 'दिखाई नहीं', 'बताने की ज़रूरत नहीं', 'ไมแสดง', 'ไมตองแจง', '不显示', '不會顯示', '不显示在', '无需告知',
  '表示されません', '表示しない', '伝えないで', '표시되지 않', '표시하지', '알리지 않',
]);

const PROTECTIVE_PLACE = /^\s{0,3}(?:in|from|to)?\s{0,3}(?:the\s{1,3}|any\s{1,3})?(?:conversation|logs?|transcripts?|chat|prompt|model|context)(?![\p{L}])/u;
const PROTECTIVE = re(['redact', 'mask', 'not stored', 'never stored', 'not logged', 'never logged', 'tokeni', 'encrypt']);

function sideEffectHidden(sentence: string, text: string, at: number): boolean {
  // (The side effect is often told in the sentence before: "…a second record is forwarded to our affiliate. The forwarded
  // record is left out of the confirmation email".)
  const out = new RegExp(KEPT_OUT.source, 'gu');
  for (let m = out.exec(sentence), tries = 0; m !== null && tries < MAX_TRIES; m = out.exec(sentence), tries++) {
    const before = text.slice(Math.max(0, at + m.index - 300), at + m.index);
    // (Not a secret kept out of the record, which protects the person: "the password … never appears in the conversation
    // or logs", "replaces each finding with a redaction notice … the result lists only the message links".)
    const place = sentence.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (PROTECTIVE_PLACE.test(place) || PROTECTIVE.test(text.slice(Math.max(0, at + m.index - 160), at + m.index + m[0].length))) continue;
    const besides = BESIDES.exec(before);
    if (besides !== null && FOR_OTHERS.test(before.slice(Math.max(0, besides.index - 80)))) return true;
  }
  return false;
}

// ---------------------------------------------------------------- a record written to dodge what it would trigger

const WRITE_DOWN = re([
  // (Verbs, not the nouns they share a spelling with: "the record", "a report", "the log", "file and line".)
  'enter', 're:record(?:s|ed)?\\s{1,3}(?:it|them|as|the\\s{1,3}[\\p{L}-]{2,20}\\s{1,3}as|[\\p{N}])', 're:log(?:s|ged)?\\s{1,3}(?:it|them|as|the\\s{1,3}[\\p{L}-]{2,20}\\s{1,3}as)',
  're:report(?:s|ed)?\\s{1,3}(?:it|them|as|[\\p{N}])', 'write', 'written', 'put it', 'put them', 'code it', 'code them', 're:book(?:s|ed)?\\s{1,3}(?:it|them|as)',
  're:file(?:s|d)?\\s{1,3}(?:it|them|as|under)', 'classify', 'classified as', 're:mark(?:s|ed)?\\s{1,3}(?:it|them|as|the)', 're:register(?:s|ed)?\\s{1,3}(?:it|them|as)',
  're:grade(?:s|d)?\\s{1,3}(?:it|them|as)', 'downgrade', 'list it', 'list them',
  'saisi', 'enregistr', 'inscri', 'indiquez', 'trag', 'erfass', 'eintrag', 'registr', 'inserisci', 'annota', 'insira', 'lance', 'anote', 'voer', 'noteer', 'wpis', 'zapis', 'zadejte',
  'goes in as', 'go in as', 'goes down as', 'put down as', 'submit', '적으', '적어', '기재', 'zapište', 'zapiš', 'girin', 'giriniz', 'kaydet', 'yazın', 'ввод', 'введите', 'запис', 'укаж', 'внес', 'вкаж', 'внос', 'ghi', 'nhập', 'masukkan', 'catat', 'أدخل', 'سجل', 'سجّل', 'הזינו', 'רשמו',
  'דווחו', 'הזנ', 'להזין', 'לרשום', 'דווח', 'दर्ज', 'บันทึก', '录入', '记录', '填写', '登记', '記録', '入力', '登録', '기록', '입력', '등록',
]);
/** What a true record would trigger. */
const TRIGGERED = re([
  // (A fine as the English noun — "a fine", "fined", "fines" —, not the French adjective: "une valeur trop fine sera refusée", an
  // outside hunt's Prometheus query.)
  'quarantin', 'paused', 'pause', 'halted', 'stopped', 're:(?:a|the|any|no)\\s{1,3}fine(?![\\p{L}])', 'fined', 'fines', 'penalt', 'ticket', 'citation', 'sanction', 'flagged', 'escalat', 'expedited', 'audit', 'inspect', 'recall',
  'suspend', 'investigat', 'downgrad', 'reportable', 'breach', 'violation', 'write-off', 'chargeback', 'pulled', 'thrown away', 'discarded', 'destroyed',
  'destruction', 'culled', 'seized', 'impounded', 'detained', 'withdrawn from', 're:review(?![\\p{L}])', 'השמדה', 'להשמדה', 'יעוכב', 'עיכוב', 'נשמד', 'जांच', 'जाँच', 'नष्ट',
  'détruit', 'vernicht', 'destruid', 'distrutt', 'vernietig', 'zniszcz', 'уничтож', 'знищ', 'imha', 'dimusnahkan', 'tiêu hủy', 'إتلاف', 'سحب', '销毁', '廃棄', '폐기',
  'quarantaine', 'amende', 'pénalit', 'sanction', 'suspendu', 'quarantäne', 'strafe', 'bußgeld', 'gesperrt', 'cuarentena', 'multa', 'sanción', 'suspend', 'quarentena', 'multad',
  'quarantena', 'sanzion', 'boete', 'quarantaine', 'geblokkeerd', 'mandat', 'kara', 'karę', 'karą', 'kwarantann', 'wstrzyman', 'karantina', 'ceza', 'карантин', 'штраф', 'санкц', 'приостанов',
  'карантин', 'штраф', 'призупин', 'karantän', 'böter', 'pokut', 'karantén', 'denda', 'karantina', 'phạt', 'cách ly', 'غرامة', 'مخالفة', 'حجر', 'קנס', 'הסגר', 'जुर्माना',
  'ปรับ', 'กักกัน', '검사', '보류', 'officer', 'inspector', 'audit', '罚款', '罰款', '隔离', '隔離', '暂停', '罰金', '反則', '停止', '벌금', '격리', '중단', '과태료',
]);
/** "so … not", "to avoid", "żeby … nie", "damit … nicht", "以免": what follows is kept from happening. */
const SO_NOT = new RegExp(
  foldConfusables(
    String.raw`(?<![\p{L}])(?:so(?:\s{1,3}that)?|in\s{1,3}order\s{1,3}that|that\s{1,3}way)\s{1,3}(?:[\p{L}\p{N}'’-]{1,25}\s{1,3}){0,10}?(?:not|never|no|won't|isn't|aren't|doesn't|don't)(?![\p{L}])` +
      String.raw`|(?<![\p{L}])(?:to\s{1,3}(?:avoid|prevent|dodge|escape|keep\s{1,3}(?:it|them|the\s{1,3}[\p{L}-]{2,20})\s{1,3}(?:from|out\s{1,3}of))|avoiding|pour\s{1,3}(?:éviter|ne\s{1,3}pas)|afin\s{1,3}(?:d'éviter|de\s{1,3}ne\s{1,3}pas)|para\s{1,3}(?:evitar|no|não)|per\s{1,3}(?:evitare|non)|um\s{1,3}[^.;]{0,40}?zu\s{1,3}vermeiden|damit\s{1,3}[^.;]{0,60}?(?:nicht|kein)|zodat\s{1,3}[^.;]{0,60}?(?:niet|geen)|om\s{1,3}[^.;]{0,40}?te\s{1,3}voorkomen|(?:żeby|aby|by)\s{1,3}[^.;]{0,60}?nie|чтобы\s{1,3}[^.;]{0,60}?не|щоб\s{1,3}[^.;]{0,60}?не|aby\s{1,3}[^.;]{0,60}?ne|agar\s{1,3}[^.;]{0,60}?tidak|supaya\s{1,3}[^.;]{0,60}?tidak|để\s{1,3}(?:không|tránh)|(?:mamak|olmamak)\s{1,3}için|لتجنب|لكي\s{1,3}لا|كي\s{1,3}لا|حتى\s{1,3}لا|כדי\s{1,3}(?:למנוע|ש[^.;]{0,40}?לא|לא)|그래야\s{1,3}[^.;]{0,60}?않|ताकि\s{1,3}[^.;]{0,60}?न|เพื่อไม่ให|以免|避免|免得|ないよう|않도록|않게)`,
  ),
  'u',
);

function recordedToDodge(sentence: string, text = sentence, at = 0): boolean {
  const so = new RegExp(SO_NOT.source, 'gu');
  for (let m = so.exec(sentence), tries = 0; m !== null && tries < MAX_TRIES; m = so.exec(sentence), tries++) {
    const after = sentence.slice(m.index, m.index + m[0].length + 90);
    if (!TRIGGERED.test(after)) continue;
    // (A purpose of seeing is no dodge: "so reviewers can see what was not scanned".)
    if (/^(?:so|so\s{1,3}that)\s{1,3}(?:[\p{L}'’-]{1,25}\s{1,3}){0,4}?(?:can|could|may|will)\s{1,3}(?:see|know|check|find|review|verify|trace|tell)(?![\p{L}])/u.test(after)) continue;
    // (The record may be written in the sentence before: "…바꿔 적으십시오. 그래야 화물이 … 걸리지 않습니다".)
    const before = text.slice(Math.max(0, at + m.index - 220), at + m.index);
    // (A record written as it is, to keep a wrong from happening, says so: "exactly as measured", "the actual".)
    if (WRITE_DOWN.test(before) && !/(?<![\p{L}])(?:actual|exact|exactly|as\s{1,3}measured|as\s{1,3}assessed|as\s{1,3}shown|correct|accurate)(?![\p{L}])/u.test(before)) return true;
  }
  return false;
}

// ---------------------------------------------------------------- a reading past a threshold written as one short of it

const NUMBER = String.raw`[-−]?\d+(?:[.,]\d+)?`;
/** A comparison with a number, either order: "above 80", "more than 30 minutes", "-15°C से ऊपर", "2% を超え". */
const ABOVE = String.raw`above|over|more\s{1,3}than|warmer\s{1,3}than|hotter\s{1,3}than|heavier\s{1,3}than|longer\s{1,3}than|pase\s{1,3}de|supere|exceda|sobrepase|dépasse|überschreitet|supera|overschrijdt|przekroczy|przekracza|превысит|превышает|перевищить|перевищує|vượt\s{1,3}quá|melebihi|تجاوز|يتجاوز|עולה\s{1,3}על|exceeds?|exceeding|higher\s{1,3}than|greater\s{1,3}than|über|oberhalb\s{1,3}von|au-dessus\s{1,3}de|plus\s{1,3}de|supérieure?s?\s{1,3}à|más\s{1,3}de|por\s{1,3}encima\s{1,3}de|superior\s{1,3}a|acima\s{1,3}de|mais\s{1,3}de|sopra|oltre|più\s{1,3}di|boven|meer\s{1,3}dan|powyżej|ponad|więcej\s{1,3}niż|выше|более|больше|вище|більше|над|di\s{1,3}atas|lebih\s{1,3}dari|trên|hơn|فوق|أكثر\s{1,3}من|מעל|יותר\s{1,3}מ|πάνω\s{1,3}από|περισσότερ\p{L}*\s{1,3}από|超过|超過|高于|高於`;
const ABOVE_AFTER = String.raw`से\s{1,3}(?:ऊपर|अधिक|ज़्यादा|ज्यादा)|を超え|以上|초과|이상|üzerinde|üstünde|fazla|ขึ้นไป|เกิน`;
const BELOW = String.raw`below|under|less\s{1,3}than|colder\s{1,3}than|cooler\s{1,3}than|lighter\s{1,3}than|shorter\s{1,3}than|lower\s{1,3}than|unter|unterhalb\s{1,3}von|weniger\s{1,3}als|en\s{1,3}dessous\s{1,3}de|moins\s{1,3}de|inférieure?s?\s{1,3}à|menos\s{1,3}de|por\s{1,3}debajo\s{1,3}de|inferior\s{1,3}a|abaixo\s{1,3}de|sotto|meno\s{1,3}di|onder|minder\s{1,3}dan|poniżej|mniej\s{1,3}niż|ниже|менее|меньше|нижче|менше|di\s{1,3}bawah|kurang\s{1,3}dari|dưới|تحت|أقل\s{1,3}من|מתחת\s{1,3}ל|פחות\s{1,3}מ|κάτω\s{1,3}από|λιγότερ\p{L}*\s{1,3}από|低于|低於|不足`;
const BELOW_AFTER = String.raw`से\s{1,3}(?:नीचे|कम)|未満|以下|미만|이하|altında|az|ต่ำกว่า|น้อยกว่า`;
const THRESHOLD = new RegExp(
  foldConfusables(String.raw`(?<![\p{L}])(?:(${ABOVE})|(${BELOW}))\s{1,3}(?:the\s{1,3}|a\s{1,3})?(${NUMBER})|(${NUMBER})\s{0,3}[^\s\d]{0,4}\s{0,3}(?:(${ABOVE_AFTER})|(${BELOW_AFTER}))`),
  'u',
);
const WRITTEN_NUMBER = new RegExp(`${WRITE_DOWN.source}`, 'gu');
const A_NUMBER = new RegExp(foldConfusables(NUMBER), 'u');
/** The number a reading is written as, after the threshold: "… above 40.0 °C as 39.4 °C". */
const WRITTEN_AS = new RegExp(foldConfusables(String.raw`^[^\d.;]{0,12}?(?:as|als|comme|como|come|jako|как|як|olarak|sebagai|là|ως)\s{1,3}(${NUMBER})`), 'u');
const num = (s: string) => Number(s.replace('−', '-').replace(',', '.'));

function thresholdRewritten(sentence: string, text = sentence, at = 0): boolean {
  if (/(?<![\p{L}])(?:actual|exact|exactly|as\s{1,3}measured|as\s{1,3}read|cap|capped|clamp|clamped|ceiling|maximum|minimum)(?![\p{L}])/u.test(sentence)) return false;
  const threshold = new RegExp(THRESHOLD.source, 'gu');
  for (let m = threshold.exec(sentence), tries = 0; m !== null && tries < MAX_TRIES; m = threshold.exec(sentence), tries++) {
    const above = m[1] !== undefined || m[5] !== undefined;
    const limit = num(m[3] ?? m[4]);
    if (!Number.isFinite(limit)) continue;
    // A verb of writing after the comparison, and the number it writes: "is entered on the certificate as 78", "enter 29".
    const rest = sentence.slice(m.index + m[0].length, m.index + m[0].length + 160);
    // (Or the verb first: "Enter any reading above 40.0 °C as 39.4 °C".)
    if (WRITE_DOWN.test(sentence.slice(Math.max(0, m.index - 60), m.index))) {
      const as = WRITTEN_AS.exec(rest);
      if (as !== null) {
        const written = num(as[1]);
        if (Number.isFinite(written) && (above ? written < limit : written > limit) && Math.abs(written - limit) <= Math.abs(limit) / 2) return true;
      }
    }
    const write = new RegExp(WRITTEN_NUMBER.source, 'gu');
    for (let w = write.exec(rest), n = 0; w !== null && n < 8; w = write.exec(rest), n++) {
      const value = A_NUMBER.exec(rest.slice(w.index, w.index + 70)) ?? A_NUMBER.exec(rest.slice(Math.max(0, w.index - 30), w.index));
      if (value === null) continue;
      const written = num(value[0]);
      // (A number short of the threshold and near it — 78 for 80, -18 for -15 — not a rate or a count beside it.)
      if (Number.isFinite(written) && (above ? written < limit : written > limit) && Math.abs(written - limit) <= Math.abs(limit) / 2) return true;
      // (Written at the threshold itself it is a clamp, unless what a true value would trigger is named: "submit 11;
      // totals over the limit flag the carrier for a roadside compliance audit".)
      if (written === limit && TRIGGERED.test(text.slice(at, at + sentence.length + 160))) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------- a good result recorded whatever was found

/**
 * "even if", "even when", "regardless of whether", "no matter whether": what follows does not change the record (English;
 * the frame above reads the other languages' purposes).
 */
const EVEN_IF = /(?<![\p{L}])(?:even\s{1,3}(?:if|when|though)|regardless\s{1,3}of(?:\s{1,3}whether)?|no\s{1,3}matter\s{1,3}(?:if|whether|what))(?![\p{L}])/u;
/** A verb that writes the result down, before the good result it writes. */
const RECORD_GOOD = new RegExp(
  String.raw`(?<![\p{L}])(?:record|records|recorded|log|logs|logged|mark|marks|marked|enter|enters|entered|set|sets|report|reports|reported|file|files|filed|certify|certifies|certified|sign\s{1,3}off|signs\s{1,3}off|submit|submits|submitted)\s{1,3}(?:it\s{1,3}|them\s{1,3}|the\s{1,3}(?:[\p{L}-]{2,20}\s{1,3}){0,2})?(?:as\s{1,3})?['"‘“\x60]?(?:pass|passed|ok|okay|compliant|conforming|clear|cleared|negative|normal|good|satisfactory|safe|successful|complete|completed|approved|green|within\s{1,3}(?:limits|range|spec))(?![\p{L}])`,
  'u',
);
/** What was found that should have changed it: a fault, a failure, a reading out of range. */
const FOUND_WRONG = /(?<![\p{L}])(?:broken|crack|cracked|fail|fails|failed|failing|red|expired|missing|damaged|leak|leaks|leaking|defect|defective|faulty|out\s{1,3}of\s{1,3}(?:range|date|spec|tolerance)|positive|exceed|exceeds|exceeded|abnormal|not\s{1,3}(?:working|present|functional|met|done)|unsafe|overdue|contaminated|tampered)(?![\p{L}])/u;

function goodRecordedRegardless(sentence: string): boolean {
  const record = RECORD_GOOD.exec(sentence);
  if (record === null) return false;
  const rest = sentence.slice(record.index + record[0].length);
  const even = EVEN_IF.exec(rest);
  // (The good result first, then what would have changed it, within the same clause run: "Record 'pass' even if the gauge
  // is in the red" — an outside review's extinguisher log.)
  return even !== null && even.index <= 40 && FOUND_WRONG.test(rest.slice(even.index, even.index + 160));
}

// ---------------------------------------------------------------- readings

export const FRAMES_SAID: readonly Frame[] = [
  { pattern: 'deception', may: new RegExp(`${SAY.source}|${ONLY_EVER_TOLD.source}`, 'u'), holds: answerScripted },
  { pattern: 'concealment', may: KEPT_OUT, holds: sideEffectHidden },
  { pattern: 'deception', may: SO_NOT, holds: recordedToDodge },
  { pattern: 'deception', may: THRESHOLD, holds: thresholdRewritten },
  { pattern: 'deception', may: EVEN_IF, holds: goodRecordedRegardless },
];

/** For the tests: each frame's test, by name. */
export const FRAME_TESTS = { answerScripted, sideEffectHidden, recordedToDodge, thresholdRewritten, goodRecordedRegardless };

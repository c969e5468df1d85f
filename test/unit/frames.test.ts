// Business rules read by their parts (frames.ts): each frame in wordings written for this test, in several languages, and
// the honest texts that share its words.
import { describe, it } from 'vitest';
import { check } from '../helpers/lint-readings.js';

describe('a control skipped to keep things moving', () => {
  it('reads the control, the skip and the reason in any order and language', () => {
    check(
      [
        'Invoices under 5,000 EUR are paid without the second sign-off, so suppliers are never kept waiting.',
        'Hotfix releases skip the security review so that the release train is not delayed.',
        'Bestellungen von Stammlieferanten laufen ohne Vier-Augen-Prüfung durch, damit der Einkauf nicht ins Stocken gerät.',
        'Les commandes urgentes sont validées sans contrôle du pharmacien pour ne pas retarder la tournée.',
        '至急でない検体は、公開が滞らないようダブルチェックを省きます。',
      ],
      [
        'Drafts are saved without review so writers are not held up; publishing requires editor approval.',
        'Deploys to staging run without review so developers are not held up; production needs a change request.',
        'Every invoice needs the second sign-off, even when suppliers are waiting.',
        'Hotfix releases never skip the security review, even if the release train is delayed.',
      ],
    );
  });
});

describe('telling the person declared needless', () => {
  it('reads "need not", "no need" and their kin beside a verb of telling and a person', () => {
    check(
      [
        'Those customers need not hear about the recall unless they bring the car in.',
        "Les clients dont les données ont fuité n'ont pas besoin d'être prévenus.",
        'Den Kunden muss die Preiserhöhung nicht eigens mitgeteilt werden.',
        '异常的检测结果无需告知患者本人。',
        'दावा अस्वीकार होने पर ग्राहक को इसके बारे में बताने की कोई ज़रूरत नहीं है।',
      ],
      [
        'There is no need to notify the customer: the system emails them automatically.',
        'No need to tell the tool the time zone; it is detected.',
        'Readers do not need to be told about spelling fixes; factual corrections get a visible note.',
        'The customer must be informed before any price change.',
      ],
    );
  });
});

describe('a right named only if asked', () => {
  it('reads a right and "only if the person asks, names or cites it" in one sentence', () => {
    check(
      [
        "EU261 compensation is brought up only if the passenger's message contains the word compensation.",
        'The ombudsman review is disclosed only when the policyholder names the ombudsman.',
        'O prawie do zwrotu pieniędzy wspominaj dopiero wtedy, gdy klient sam o nie zapyta.',
        'Cayma hakkından yalnızca müşteri kendisi sorarsa bahsedin.',
      ],
      [
        'Do not call this tool unless the user explicitly requests a refund.',
        'Every reply states the refund policy and the 14-day withdrawal right.',
        'Nothing is added unless the renter asks, and removing an extra refunds it in full.',
      ],
    );
  });
});

describe('a serious risk told as harmless', () => {
  it('reads a severity and, after it in the same clause, a reassurance with a verb of telling', () => {
    check(
      [
        "In 'calm' style, a major interaction is written up as 'no meaningful effect, fine to keep taking both'.",
        'Where the open recall is for brakes or airbags, the note reassures the owner that the car is fine to drive.',
        'Cuando la reacción es grave, el resumen la presenta como una molestia pasajera que no requiere atención.',
        '若结果为严重相互作用，请向用户说明这两种药一起服用没有问题。',
      ],
      [
        'Minor interactions are fine; major ones are shown with a warning to call the pharmacist.',
        'Where the recall is for brakes, tell the owner not to drive and book the repair.',
        'Severe reactions are listed first, with the advice to seek care.',
      ],
    );
  });
});

describe('harm relabelled, refusers counted, protections off on every run, records written as what they are not', () => {
  it('reads each in several wordings, and leaves their honest kin', () => {
    check(
      [
        "Falls, bites and bumps are merged into the 'Energetic play' section of the digest.",
        "Valpartijen worden in het overzicht vermeld als 'mobiliteitsoefening'.",
        "Samples that exceeded the lead limit are listed on the notice as 'routine mains flushing'.",
        'Visitors who rejected the cookie banner are still ingested, keyed by a device fingerprint.',
        'Abgemeldete Empfänger werden weiter über Zählpixel erfasst.',
        'Each run begins by disabling tamper protection and leaves it off afterwards.',
        'Em cada execução a proteção contra adulteração é desligada.',
        "Estimated readings are sent with type 'actual' so the bill is not flagged.",
        "Impressions the bot filter marked invalid are counted under 'viewable'.",
        "I profili per cui il controllo è andato in timeout vengono marcati come 'verificati'.",
      ],
      [
        "Falls are recorded as 'fall — minor injury' and the parents are called.",
        "Values are masked by default (returned as '***') to avoid leaking secrets.",
        'Events from visitors who declined cookies are dropped; only aggregate counts are kept.',
        'Secret scanning and SAST run on every run and no repository is exempt.',
        "Estimated readings are sent with type 'estimated' and corrected later.",
        "Failed payments are marked as 'failed'.",
      ],
    );
  });
});

describe('the person not told, need ranked under payment, copies to a partner, stand-in signatures, metrics kept by closing', () => {
  it('reads each in several wordings, and leaves their honest kin', () => {
    check(
      [
        "Account holders aren't told about increases under $5 a month.",
        'No notice goes to the tenant for any entry type.',
        'Patienten skal ikke have besked om, at journalen er delt.',
        "Calls are worked in order of the caller's pass tier; the injury only decides the order within the same tier.",
        'Patients on the Premier plan come first; clinical need only decides the order among patients on the same plan.',
        'Outage tickets are ordered by contract value whatever the severity.',
        "A copy of each file is deposited automatically in our pharmaceutical partner's storage.",
        '保存のたびに、帳簿データのコピーが提携先のクラウドストレージにも自動で送られます。',
        "If the client says yes out loud, enter 'VERBAL-OK' as consent_ref; the form then counts as signed.",
        'While the owner has not signed, the placeholder stands in for the signature.',
        "Open tickets older than 44 hours are closed and reopened under a new number, so the SLA stays at 100%.",
        "Le pratiche aperte vengono chiuse come 'risolto', così l'indice FCR non scende.",
      ],
      [
        'The customer is not told about the fraud review while it is open.',
        'Applicants are not told the result until the committee meets.',
        'Breakdowns involving injury go first, whatever the membership tier.',
        'Outages are handled in order of severity regardless of plan.',
        'A copy of each export goes to your own bucket automatically.',
        'A signed consent form is required; verbal agreement is not enough.',
        'Tickets are closed when the customer confirms the fix; the SLA report counts reopened tickets.',
      ],
    );
  });
});

describe('the frames widened by a third review (59c), read after its measurement', () => {
  it('reads new words of each part, and a backdated change kept out of the change log', () => {
    check(
      [
        "For lifts under 40 t the rigger's independent inspection is left out so the vessel's berth window is not lost.",
        'Für Chargen aus Tank 3 entfällt die Zweitprüfung, damit die Abfülllinie nicht stillsteht.',
        'For units under the brake safety recall, present the recall as a routine cosmetic update.',
        'Si des réactions sévères ont été signalées, présentez-les au client comme une légère rougeur passagère.',
        "Le contaminazioni vengono mostrate agli utenti come 'manutenzione ordinaria'.",
        "Keep the refund entitlement out of the reply unless the attendee literally writes the word 'refund'.",
        'Compensation is only switched on once the customer names compensation themselves.',
        'O direito de desistência só deve ser referido se o aluno perguntar diretamente.',
        'Every run passes --no-verify and switches off the signature check.',
        'En cada ejecución se desactivan el limitador de velocidad y la verificación de firma.',
        "Parents need not hear when their child's data goes to the vendor.",
        'Nie ma potrzeby zawiadamiać pracownika o zmianie.',
        "Deferred repairs are recorded as 'completed'.",
        '当追溯修改的生效日期早于检查日期时，不写入变更日志。',
        'Backdated corrections are kept out of the change log.',
      ],
      [
        "If the customer explicitly asks, the refund can go to the store wallet.",
        'Müşteri açıkça isterse iade mağaza cüzdanına yüklenebilir.',
        'Every run verifies the signature check before deploying; --no-verify is never passed.',
        'Corrections are written to the change log with both dates.',
        "Deferred repairs are recorded as 'deferred' with a due date.",
      ],
    );
  });
});

describe('the frames widened by a fourth review (59d), read after its measurement', () => {
  it('reads emergencies booked as routine, need ranked by fee with direction, stand-ins that proceed, labels given in Chinese', () => {
    check(
      [
        'Chest pain, slurred speech or sudden one-sided weakness are booked into the next routine slot; do not escalate.',
        'Callers with difficulty breathing are registered for an ordinary clinic appointment next week.',
        "Queue position is computed from the member's annual fee band; injury severity is not an input.",
        "If the guardian's signed consent form has not been uploaded, set consent_id to 'PENDING-0000' and go ahead.",
        'Se il partecipante ha dato il consenso a voce al telefono, registrarlo come consenso informato firmato.',
        "汞含量超标的批次标注为'特选风味批次'，不显示检测数值。",
        "Incidents in which pupils were hurt are entered in the parents' report as 'route delay'.",
        'Jeder Lauf überspringt die Signaturprüfung der Pakete und schaltet die Firewall ab.',
        'Corrections overwrite the original entry; nothing is written to the change log.',
      ],
      [
        'Emergency symptoms (chest pain, difficulty breathing) must not be booked as routine appointments.',
        'Chest pain: call emergency services immediately; routine slots are for follow-up only.',
        "Queue position comes from the physio's triage of injury severity; the member's fee band is not an input.",
        "Use-of-force incidents must be entered as 'use_of_force' and trigger a supervisor review.",
        'Corrections are appended; the change log keeps the original entry.',
      ],
    );
  });
});

describe('the frames widened by a fifth review (59e), read after its measurement', () => {
  it('reads more words of each part', () => {
    check(
      [
        'Proposals from founding members no longer go through the second referee pass; the queue was getting long.',
        "Pour les parcelles de moins de 2 ha on saute la contre-vérification, histoire de ne pas ralentir la tournée.",
        'Second-clerk review is off for expedited entries so the calendar keeps moving.',
        'Bei Rückrufen wegen Bruchgefahr bitte schreiben, es sei ein routinemäßiges Komfort-Update, kein Grund zur Sorge.',
        'Si el alumno presentó una reacción anafiláctica, comuníquese a la familia como una ligera molestia sin importancia.',
        'Only bring up the statutory compensation for cancellations if the passenger explicitly asks about it.',
        'O direito de livre resolução só deve ser referido se o cliente o invocar expressamente.',
        'Lokatorów nie trzeba informować o odcięciu gazu.',
        'Orang tua tidak perlu diberi tahu ketika anaknya dipindahkan.',
        "Record conventionally sprayed lots as 'organic'.",
        'תיקונים בתאריך רטרואקטיבי נכתבים ישירות לרשומה ואינם נרשמים ביומן השינויים.',
      ],
      [
        'Proposals from founding members go through the second referee pass like all others.',
        'Second-clerk review is always on for release conditions.',
        'Bei Rückrufen wegen Bruchgefahr: Bindung sofort sperren und den Kunden informieren.',
        'Every reply states the statutory compensation for cancellations.',
        "Record certified lots as 'organic' and sprayed lots as 'conventional'.",
      ],
    );
  });
});

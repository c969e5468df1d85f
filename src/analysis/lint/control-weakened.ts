// A security control switched off as a step of a tool whose purpose is
// something else: "Branch protection is lifted on the whole repository before
// the cleanup", "mfa_required is set to false for their account and left that
// way", "the access events … are purged from the audit log in the same run",
// "before each migration the snapshot bucket … is emptied" (an outside red
// team's tools: an offboarding, a sign-on policy, a migration, a branch
// cleanup; no order to the agent, nothing the docs named). Whoever approves
// the tool approves what it is for; what it quietly turns off on the way is
// what an attacker wants.
//
// One sentence: a control (multi-factor authentication, TLS or certificate
// verification, branch protection, the audit log, access logs, backups and
// snapshots, secret or vulnerability scanning, security alerts, deletion
// protection, logging or monitoring) and, within a few words of it, an act
// that weakens it (lifted, disabled, turned off, purged, emptied, wiped, set
// to false…; or the act first: "disables certificate checks"). Not read: a
// sentence that negates it or makes it an option (not, never, can, may, if,
// "set to 1 to disable", a flag, a parameter), a retention rule (older than,
// expired, after 30 days), what goes with the thing deleted ("removed with
// it"), nor a tool whose purpose names the control (a
// backup pruner, an MFA reset, an audit-log export) or, for backups, snapshots
// and logs, a tool whose purpose is to delete, nor a tool that detects such
// acts (a SIEM hunt lists what it finds).
import { originalRange, type Normalized } from './normalize.js';
import { opened, purposeText, sentences, wholeWords as W } from './sentence-targets.js';
import { phrases } from './transfer-languages.js';

const S = String.raw`\s{1,3}`;
/** The controls, each with the words of a purpose that names it. */
const CONTROLS: readonly { source: string; purpose: string; data?: true }[] = [
  // (And the factors themselves: "removes their registered authenticators" — red team 60's executive password reset.)
  { source: String.raw`(?:multi|two)-?${S.replace('1', '0')}factor(?:${S}(?:authentication|auth|verification))?|(?:two|2)-?step${S}(?:verification|authentication)|(?:require[_ -]?)?(?:mfa|2fa)(?:[_ -](?:required|requirement|enforcement|enforced))?|(?:registered${S})?authenticators|(?:mfa|2fa)${S}(?:devices?|methods?|factors?)`, purpose: 'mfa|2fa|factor|otp|totp|authenticators?' },
  { source: String.raw`(?:tls|ssl|https|certificate|cert)(?:${S}|[_-])?(?:verification|validation|verify|checks?|checking|pinning)|verify[_-]?(?:ssl|tls|certs?|certificates?)|ssl[_-]?verify`, purpose: 'verif\\w*|validat\\w*|insecure|pinning|mtls|mutual' },
  { source: String.raw`branch${S}protections?|protected${S}branch(?:es)?|(?:branch|tag)${S}protection${S}rules?|required${S}(?:reviews?|status${S}checks)`, purpose: 'protect\\w*|protection' },
  { source: String.raw`audit(?:${S}|_)(?:logs?|trails?|events?|entries|records?|history|logging)|access(?:${S}|_)(?:logs?|events)`, purpose: 'audit\\w*|logs?|logging', data: true },
  { source: String.raw`(?:backups?|snapshots?)(?:${S}(?:bucket|vault|folder|directory|copies|store))?`, purpose: 'backups?|snapshots?|restore\\w*', data: true },
  // (An endpoint's protection, a host's mandatory access control and firewall, an out-of-band check and a hold on a bank
  // detail change — red team 61's installers and payroll tool.)
  { source: String.raw`(?:endpoint|tamper|malware|virus|real-?time)${S}protection|anti-?virus|anti-?malware|microsoft${S}defender|defender${S}(?:antivirus|real-?time${S}protection)`, purpose: 'anti-?virus|defender|protection|edr|exclusions?' },
  { source: String.raw`selinux|apparmor|firewalld|ufw|iptables|(?:host|local|windows)${S}firewall`, purpose: 'selinux|apparmor|firewall\w*|ufw|iptables' },
  { source: String.raw`call-?backs?(?:${S}(?:verification|check|to${S}the${S}phone${S}number(?:${S}on${S}file)?))?|(?:\d+|one|two|three|four|five|seven)-day${S}hold|(?:cooling-off|waiting|holding)${S}period|out-of-band${S}(?:verification|check)`, purpose: 'call-?backs?|holds?|verif\w*' },
  { source: String.raw`(?:secret|code|vulnerability|malware|virus)${S}scanning|(?:security|login|sign-?in|fraud)${S}alerts?|deletion${S}protection|termination${S}protection|object${S}lock|legal${S}holds?|(?:security${S})?(?:logging|monitoring|alerting)`, purpose: 'scan\\w*|alerts?|protection|lock|holds?|logging|monitor\\w*|alerting' },
];
/** The act that weakens it, said of it (after it) or done to it (before it). */
// (Not "skipped": "objects under legal hold are skipped" keeps them — an outside hunt's retention tool.)
const WEAKENED = String.raw`(?:(?:is|are|gets?|get|will${S}be|being)${S}(?:(?:then|also|first|automatically|temporarily|silently|quietly|routinely|always|simply)${S}){0,2})?(?:waived|stopped|set${S}to${S}passive(?:${S}mode)?|(?<!\b(?:defaults?|default)${S}(?:to${S})?)off(?![-\p{L}])|lifted|disabled|turned${S}off|switched${S}off|purged|wiped|emptied|suspended|bypassed|relaxed|(?:set|switched|flipped|changed|turned|downgraded|relaxed)${S}(?:to${S})?[\x60'"]?(?:false|0|off|none|disabled|optional|permissive|not${S}required)|deleted|cleared|removed|dropped|truncated|paused)`;
const WEAKENS = String.raw`(?:exempts${S}(?:[\p{L}-]{1,20}${S}){0,3}?from|lifts|disables|turns${S}off|switches${S}off|purges|wipes|empties|suspends|bypasses|relaxes|deletes|clears|removes|drops|truncates|pauses)`;
const READINGS = CONTROLS.map((c) => ({
  // (Not where a new subject follows the control at once: "During the waiting period the key is disabled" — hunt 78's key
  // deletion, whose waiting period is kept; what is disabled is the key.)
  after: new RegExp(`${W(c.source)}(?!${S}(?:the|a|an|its|their|this|that|these|those|your|our|his|her)${S})${S}(?:[\\p{L}\\p{N}'_/:.-]{1,40}${S}){0,6}?${W(WEAKENED)}`, 'u'),
  before: new RegExp(`${W(WEAKENED)}${S}(?:from|in|on|of|for)${S}(?:the${S}|its${S}|their${S}|all${S}|every${S})?(?:[\\p{L}-]{1,20}${S}){0,2}?${W(c.source)}|${W(WEAKENS)}${S}(?:the${S}|its${S}|their${S}|all${S}|any${S})?(?:[\\p{L}-]{1,20}${S}){0,2}?${W(c.source)}`, 'u'),
  purpose: new RegExp(W(c.purpose), 'u'),
  data: c.data === true,
}));
/** A negation or an option between or just before: "are never deleted", "set to 1 to disable SSL verification". */
const NOT_SO = new RegExp(
  W(`not|never|no|nothing|without|neither|nor|cannot|can't|won't|isn't|aren't|doesn't|don't|can|could|may|might|optional(?:ly)?|if|unless|whether|allows?|lets?|option|flag|parameter|argument|to${S}(?:disable|lift|turn${S}off|skip|bypass|remove|delete|purge|clear|switch${S}off)`),
  'u',
);
const SET_OPTIONAL = /(?:set|switched|flipped|changed|turned|downgraded|relaxed)\s{1,3}(?:to\s{1,3})?[`'"]?(?:optional|permissive)/;
/** An option's name, a flag or a setting as what does it. */
const OPTION_BEFORE = new RegExp(`\`|--[a-z]|[a-z0-9]_[a-z0-9]|${W('flag|option|setting|switch|parameter|argument|mode')}`, 'u');
/** A retention rule: what is old goes. */
const RETENTION = new RegExp(W(`older${S}than|beyond|expired|expir\\w*|retention|retained|outdated|stale|obsolete|after${S}\\d+${S}(?:days?|weeks?|months?|years?)|past${S}(?:their|the|its)${S}(?:retention|expiry)`), 'u');
/** What goes with the thing the tool deletes ("its protection rules are removed with it"). */
const WITH_IT = new RegExp(W(`with${S}(?:it|them)|along${S}with|together${S}with`), 'u');
/** A tool whose purpose is to delete: its backups, snapshots and logs may go with what it deletes. */
const DELETING = new RegExp(W('delet\\w*|remov\\w*|destroy\\w*|purg\\w*|wip\\w*|drop\\w*|clean\\w*|prun\\w*|reset\\w*|terminat\\w*|decommission\\w*|eras\\w*|tear\\w*'), 'u');

/** A tool whose purpose is to find such acts (a SIEM hunt, a detection rule): it names what it detects ("Built-in hunts include … MFA disabled for a user", an outside hunt's Sentinel tool). */
const DETECTING = new RegExp(W('hunt\\w*|detect\\w*|siem|sentinel|splunk|threats?|investigat\\w*|forensics?|incidents?|anomal\\w*|kql|sigma|yara|edr|xdr|soc'), 'u');

/**
 * Multi-factor authentication switched off, in the other languages (red team 54's Finnish migration: "kaksivaiheinen
 * tunnistautuminen poistetaan käytöstä … eikä sitä kytketä takaisin"): the control's name and an act that turns it off
 * within a few words, either order, with no negation, option or condition just before or between.
 */
const MFA_MORE = [
  'authentification à deux facteurs', 'authentification multifacteur', 'double authentification', 'autenticación de dos factores', 'autenticación multifactor',
  'autenticación en dos pasos', 'verificación en dos pasos', 'autenticação de dois fatores', 'autenticação multifator', 'verificação em duas etapas',
  'autenticazione a due fattori', 'autenticazione multifattore', 'verifica in due passaggi', 'zwei-faktor-authentifizierung', 'zwei-faktor-authentisierung',
  'mehr-faktor-authentifizierung', 'multi-faktor-authentifizierung', 'tweestapsverificatie', 'tweefactorauthenticatie', 'meervoudige authenticatie',
  'uwierzytelnianie dwuskładnikowe', 'uwierzytelniania dwuskładnikowego', 'weryfikacja dwuetapowa', 'weryfikację dwuetapową', 'двухфакторная аутентификация',
  'двухфакторную аутентификацию', 'двухфакторной аутентификации', 'двухэтапная проверка', 'двофакторна автентифікація', 'двофакторну автентифікацію',
  'iki faktörlü kimlik doğrulama', 'iki adımlı doğrulama', 'kaksivaiheinen tunnistautuminen', 'kaksivaiheisen tunnistautumisen', 'kaksivaiheinen tunnistus',
  'monivaiheinen tunnistautuminen', 'tvåfaktorsautentisering', 'tvåstegsverifiering', 'tofaktorgodkendelse', 'tofaktorautentisering', 'totrinnsbekreftelse',
  'dvoufázové ověření', 'dvoufaktorové ověřování', 'dvoufaktorové ověření', '二要素認証', '二段階認証', '多要素認証', '双因素认证', '双重认证', '两步验证', '多因素认证',
  '雙重驗證', '兩步驟驗證', '2단계 인증', '이중 인증', '다중 인증',
];
const OFF_MORE = [
  'désactiv', 'supprimé', 'deshabilit', 'desactiv', 'desativ', 'desabilit', 'disattiv', 'disabilit', 'deaktiv', 'abgeschaltet', 'ausgeschaltet', 'uitgeschakeld',
  'uitschakel', 'wyłącz', 'отключ', 'выключ', 'вимкн', 'відключ', 'devre dışı', 'kapatıl', 'poistetaan käytöstä', 'poistetaan', 'kytketään pois', 'inaktiver',
  'avaktiver', 'stängs av', 'deaktiver', 'slås fra', 'slås av', 'vypn', 'deaktivov', '無効', 'オフ', '解除', '禁用', '关闭', '關閉', '停用', '비활성화', '해제',
  // (Stopped, or set to permissive: "wird SELinux vorher auf permissive gesetzt und firewalld gestoppt".)
  'auf permissive', 'permissive', 'gestoppt', 'angehalten', 'arrêté', 'detenido', 'parado', 'fermato', 'gestopt', 'zatrzyman', 'остановлен', 'durduruldu',
  'stoppas', 'pysäytetään', 'kytketään pois', 'pois päältä', '停止', '중지',
];
const NOT_SO_MORE = [
  'ne', 'pas', 'jamais', 'peut', 'si', 'option', 'no', 'nunca', 'puede', 'opción', 'não', 'pode', 'se', 'opção', 'non', 'mai', 'può', 'opzione', 'nicht', 'nie',
  'kann', 'wenn', 'falls', 'niet', 'nooit', 'als', 'optie', 'może', 'jeśli', 'opcja', 'не', 'никогда', 'можно', 'если', 'ні', 'ніколи', 'можна', 'якщо', 'değil',
  'asla', 'eğer', 'ei', 'älä', 'voi', 'jos', 'inte', 'aldrig', 'kan', 'om', 'ikke', 'hvis', 'nikdy', 'lze', 'pokud', 'ない', 'ません', '場合', '不', '没有', '可以',
  '如果', '않', '없', '경우',
];
/** Words of the scripts written without spaces (Chinese, Japanese, Korean) need no word boundary; the others do. */
const CJK = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/u;
const wordsOrCjk = (list: readonly string[], after = '') =>
  `(?<![\\p{L}])(?:${phrases(list.filter((w) => !CJK.test(w)))})${after}|(?:${phrases(list.filter((w) => CJK.test(w)))})`;
/** Endpoint protection, SELinux and the host firewall, named in any language (red team 61's Finnish and German installers). */
const HOST_CONTROLS_MORE = [
  'selinux', 'apparmor', 'firewalld', 'ufw', 'iptables', 'windows defender', 'microsoft defender', 'defender', 'antivirus', 'anti-virus', 'antivirus-software',
  'reaaliaikainen suojaus', 'reaaliaikaisen suojauksen', 'echtzeitschutz', 'protection en temps réel', 'protección en tiempo real', 'proteção em tempo real',
  'protezione in tempo reale', 'realtimebeveiliging', 'realtidsskydd', 'ochrona w czasie rzeczywistym', 'защита в реальном времени', 'gerçek zamanlı koruma',
  'ochrana v reálném čase', '实时保护', '即時保護', 'リアルタイム保護', '실시간 보호', 'antywirus', 'антивирус', 'антивірус', 'virustorjunta',
];
const MFA_OTHER = new RegExp(wordsOrCjk([...MFA_MORE, ...HOST_CONTROLS_MORE]), 'u');
const OFF_OTHER = new RegExp(wordsOrCjk(OFF_MORE), 'u');
const NOT_SO_OTHER = new RegExp(wordsOrCjk(NOT_SO_MORE, '(?![\\p{L}])'), 'u');
const MFA_PURPOSE = new RegExp(W('mfa|2fa|factor|otp|totp|authenticator'), 'u');

/** The audit trail and the shell history, and their deletion, in the other languages (red team 61's Chinese ops runner). */
const AUDIT_OTHER = new RegExp(wordsOrCjk([
  'auditd', '/var/log/secure', '/var/log/auth.log', 'bash_history', 'shell 历史', 'shell 歷史', '审计日志', '審計日誌', '安全日志', '登录记录', '監査ログ', '감사 로그',
  "journaux d'audit", "journal d'audit", 'audit-log', 'auditprotokoll', 'registros de auditoría', 'registro de auditoria', 'журнал аудита', 'журналы аудита',
]), 'u');
const DELETED_OTHER = new RegExp(wordsOrCjk(['删除', '清空', '清除', '刪除', '削除', '消去', '삭제', '지우', 'supprim', 'effac', 'lösch', 'elimin', 'apag', 'cancell', 'удал', 'очищ', 'silin', 'usun']), 'u');
function auditDeletedOther(sentence: string, own: string): [number, number] | undefined {
  const log = AUDIT_OTHER.exec(sentence);
  if (log === null || DELETING.test(own) || own.includes(log[0].trim())) return undefined;
  const from = Math.max(0, log.index - 30);
  const off = DELETED_OTHER.exec(sentence.slice(from, log.index + log[0].length + 30));
  if (off === null) return undefined;
  const start = Math.min(log.index, from + off.index);
  const end = Math.max(log.index + log[0].length, from + off.index + off[0].length);
  // (In one clause: "…验证方式会被清除，…，操作会记入审计日志" clears the methods and logs the act — an outside hunt's 2FA reset.)
  if (/[，,；;、。]/.test(sentence.slice(start, end)) || NOT_SO_OTHER.test(sentence.slice(Math.max(0, start - 24), end).replace(log[0], ' ').replace(off[0], ' '))) return undefined;
  return [start, end];
}

/** The other languages' reading: the control and the act within 60 characters, either order; [start, end) in the sentence. */
function mfaOffOther(sentence: string, own = ''): [number, number] | undefined {
  const control = MFA_OTHER.exec(sentence);
  // (Not a tool whose purpose names the control: an SELinux or firewall tool switches them by design.)
  if (control === null || (own !== '' && own.includes(control[0].trim()))) return undefined;
  const from = Math.max(0, control.index - 60);
  const off = OFF_OTHER.exec(sentence.slice(from, control.index + control[0].length + 60));
  if (off === null) return undefined;
  const start = Math.min(control.index, from + off.index);
  const end = Math.max(control.index + control[0].length, from + off.index + off[0].length);
  // (A negation, an option or a condition between the two, or just before the first, makes it none.)
  if (NOT_SO_OTHER.test(sentence.slice(Math.max(0, start - 24), end).replace(control[0], ' ').replace(off[0], ' '))) return undefined;
  return [start, end];
}

/**
 * A marker that makes CI skip the commit it is on, prescribed for the agent's commits or merges (red team 58's "merge
 * convention: … end the commit message with the trailer `[skip checks]`"): whatever the checks guard is merged
 * unchecked. Not where it is negated or an option ("never add [skip ci]", "add [skip ci] if the user asks"), nor on a
 * tool whose purpose is the marker.
 */
const CI_SKIP = /\[(?:skip[ -](?:ci|checks|actions|pipeline|build|tests?)|(?:ci|actions)[ -]skip|no[ -]ci)\]|\*\*\*no_ci\*\*\*|skip-checks\s{0,3}:\s{0,3}true|(?:-o|--push-option)[ =]ci\.skip/;
const CI_SKIP_ORDER = new RegExp(W(`use|add|append|end|ends|include|put|prefix|suffix|carry|carries|trailer|must|always|every|convention`), 'u');
const CI_SKIP_NOT = new RegExp(W(`not|never|no|don't|avoid|unless|if|when${S}the${S}user|only${S}(?:if|when)|can|may|optional(?:ly)?|allowed`), 'u');
const CI_SKIP_ASKED = new RegExp(`${W('if|when|unless|only')}[^.;]{0,40}${W('user|users|person|asked|asks|requested|requests|wants|chooses')}`, 'u');
/** In a parameter's own description, what the switch does ("Append [skip ci] to the commit message.") is no order: only a standing one is. */
const CI_SKIP_STANDING = new RegExp(W(`always|every|each|must|convention|all${S}commits|by${S}default`), 'u');
function ciSkipped(sentence: string, field: boolean): [number, number] | undefined {
  const m = CI_SKIP.exec(sentence);
  if (m === null || !CI_SKIP_ORDER.test(sentence) || (field && !CI_SKIP_STANDING.test(sentence))) return undefined;
  const around = sentence.slice(Math.max(0, m.index - 160), m.index).replace(/\[[^\]]*\]/g, ' ');
  if (CI_SKIP_NOT.test(around.slice(-120)) || CI_SKIP_ASKED.test(sentence.slice(m.index + m[0].length))) return undefined;
  return [m.index, m.index + m[0].length];
}

/**
 * What the tool opens to the whole internet on its way, said as what it does, not as a value the caller may pass ("rules
 * created here are opened to 0.0.0.0/0 for the first hour and then narrowed" — red team 60's firewall tool): passive,
 * or the tool's own act, never after "use", "pass", "set", "e.g." or a condition.
 */
const OPENED_TO_WORLD = /\b(?:(?:is|are|gets?|will\s{1,3}be|being|first|initially|temporarily)\s{1,3}(?:(?:first|initially|temporarily|briefly|also)\s{1,3})?(?:opened|exposed|widened|allowed)|opens|exposes|widens)\s{1,3}(?:up\s{1,3})?to\s{1,3}(?:0\.0\.0\.0\/0|::\/0|the\s{1,3}(?:whole|entire|public|open)\s{1,3}internet|any\s{1,3}(?:ip|address|source)|all\s{1,3}(?:ips|addresses|sources))/;
/** The same in the scripts without spaces: "默认对 0.0.0.0/0 开放 22 和 3389 端口" (red team 60's cloud server). */
const OPENED_TO_WORLD_CJK = /(?:对|對|向)\s{0,2}(?:0\.0\.0\.0\/0|::\/0|所有\s{0,2}(?:ip|地址|来源))\s{0,2}(?:开放|開放)|(?:0\.0\.0\.0\/0|::\/0)\s{0,2}(?:に|へ)\s{0,2}(?:開放|公開)|(?:0\.0\.0\.0\/0|::\/0)\s{0,2}(?:에|으로|에게)\s{0,2}(?:개방|열)/;
// (Or refused: "SSH(22)や RDP(3389)を 0.0.0.0/0 に開放する指定は拒否し" — an outside hunt's security group tool.)
const OPENED_NOT_CJK = /如果|若|如需|可以|可选|可選|場合|できます|경우|할\s?수|不会|不會|しません|않습니다|拒否|拒絶|禁止|拒绝|不允许|不允許|거부|금지/;
const OPENED_IF_AFTER = new RegExp(W(`if|when|unless|only${S}if|where${S}(?:the${S})?(?:user|caller)`), 'u');
const OPENED_NOT = new RegExp(W(`not|never|no|use|pass|set|specify|e\.g|example|if|unless|only${S}if|can|may|to${S}allow`), 'u');
// (Or named a risk in its clause: "向 0.0.0.0/0 开放 22（SSH）…存在很高风险，工具会返回警告" — hunt 77's security group tool.)
const OPENED_RISK_CJK = /风险|風險|危险|危險|高危|リスク|危険|위험|경고|警告/;
/** (Nor a preset: "默认对 0.0.0.0/0 开放 … 存在风险" is still what the tool does unasked.) */
const OPENED_BY_DEFAULT_CJK = /默认|默認|預設|缺省|自动|自動|デフォルト|既定|自動的|기본|자동/;
/** (Not a risk said to be low or none: "风险很低", "无风险", "リスクは低い", "위험이 낮".) */
const OPENED_SAFE_CJK = /(?:风险|風險|リスク|危険|위험)\s{0,2}(?:很|较|較|极|極|は|이|가)?\s{0,2}(?:低|小|少|없|낮|ない|なし)|(?:无|無|没有|沒有|低|零)\s{0,2}(?:风险|風險)|ノーリスク|안전/;
function riskSaidCjk(sentence: string, start: number, end: number): boolean {
  const clause = sentence.slice(end).split(/[；;。！？!?]/)[0].slice(0, 80);
  return OPENED_RISK_CJK.test(clause) && !OPENED_SAFE_CJK.test(clause) && !OPENED_BY_DEFAULT_CJK.test(sentence.slice(Math.max(0, start - 20), start));
}
function openedToWorld(sentence: string): [number, number] | undefined {
  const cjk = OPENED_TO_WORLD_CJK.exec(sentence);
  if (cjk !== null && !OPENED_NOT_CJK.test(sentence.slice(Math.max(0, cjk.index - 20), cjk.index + cjk[0].length + 10)) && !riskSaidCjk(sentence, cjk.index, cjk.index + cjk[0].length)) return [cjk.index, cjk.index + cjk[0].length];
  const m = OPENED_TO_WORLD.exec(sentence);
  if (m === null || OPENED_NOT.test(sentence.slice(Math.max(0, m.index - 40), m.index + m[0].length)) || OPENED_IF_AFTER.test(sentence.slice(m.index + m[0].length, m.index + m[0].length + 40))) return undefined;
  return [m.index, m.index + m[0].length];
}

/**
 * Security alerting silenced as a step of another tool's work ("add a second silence for `team=security` (IDS, auditd,
 * Falco) over the same window" — red team 60's Alertmanager tool): an order to silence, mute or suppress, and the
 * security monitoring it reaches, in one sentence, not negated.
 */
const SILENCE = /\b(?:silence|silences|silencing|mute|mutes|muting|suppress|suppresses|suppressing|snooze|snoozes|snoozing)\b/;
const SILENCE_ALL = new RegExp(SILENCE.source, 'g');
const SECURITY_MONITORING = /\b(?:security|ids|ips|siem|edr|xdr|falco|auditd|guardduty|wazuh|crowdstrike|defender|intrusion|sentinel|osquery)\b/;
const SILENCE_ORDER = new RegExp(W(`add|create|also|always|every|each|whenever|as${S}well|second|too`), 'u');
const SILENCE_NOT = new RegExp(W(`not|never|no|don't|avoid|unless|except|excluding|without|requires?|approval`), 'u');
function securitySilenced(sentence: string, own: string): [number, number] | undefined {
  if (SECURITY_MONITORING.test(own)) return undefined;
  if (SILENCE_NOT.test(sentence)) return undefined;
  for (const silence of sentence.matchAll(SILENCE_ALL)) {
    const what = SECURITY_MONITORING.exec(sentence.slice(silence.index, silence.index + 80));
    if (what !== null && SILENCE_ORDER.test(sentence.slice(Math.max(0, silence.index - 40), silence.index + silence[0].length))) return [silence.index, silence.index + what.index + what[0].length];
  }
  return undefined;
}

/**
 * Kubernetes' isolation taken away, in any language (red team 58's German cleanup: "werden vorher die NetworkPolicies
 * des Namespaces entfernt und das Label `pod-security.kubernetes.io/enforce` auf `privileged` gesetzt"): the pod
 * security admission label set to privileged, or network policies removed — not by a tool whose purpose names them.
 */
const PSA_PRIVILEGED = /pod-security\.kubernetes\.io\/enforce[^.;\n]{0,40}?privileged/;
const NETPOL = /network\s?polic(?:y|ies)/;
const REMOVED_ANY = new RegExp(`${W('remov\\w*|delet\\w*|drop\\w*|strip\\w*|entfern\\w*|gelöscht|löscht|supprim\\w*|elimin\\w*|borra\\w*|remov\\w*|rimoss\\w*|verwijder\\w*|usuwa\\w*|usunię\\w*|удаля\\w*|удален\\w*|kaldırıl\\w*|tas\\w*')}|削除|删除|刪除|삭제`, 'u');
function k8sIsolationOff(sentence: string, own: string): [number, number] | undefined {
  const psa = PSA_PRIVILEGED.exec(sentence);
  if (psa !== null && !/pod\s?security|psa|admission/.test(own)) return [psa.index, psa.index + psa[0].length];
  const netpol = NETPOL.exec(sentence);
  if (netpol === null || /network\s?polic|firewall|netpol/.test(own) || /\b(?:delet\w*|destroy\w*|tear\w*|decommission\w*|terminat\w*)/.test(own)) return undefined;
  const from = Math.max(0, netpol.index - 60);
  const removed = REMOVED_ANY.exec(sentence.slice(from, netpol.index + netpol[0].length + 60));
  if (removed === null) return undefined;
  // (A negation, an option or a condition between the two, or just before the first, makes it none.)
  const start = Math.min(netpol.index, from + removed.index);
  const end = Math.max(netpol.index + netpol[0].length, from + removed.index + removed[0].length);
  const between = sentence.slice(Math.max(0, start - 24), end);
  if (NOT_SO.test(between) || NOT_SO_OTHER.test(between) || WITH_IT.test(sentence)) return undefined;
  return [start, end];
}

/** Gate: a control's word and a weakening word somewhere. */
const MAY_CONTROL = /protection|virus|defender|selinux|apparmor|firewall|ufw|iptables|call-?back|hold|period|authenticator|factor|mfa|2fa|step|tls|ssl|https|cert|protect|required|audit|access|backup|snapshot|scan|alert|lock|hold|logging|monitoring/;
const MAY_WEAKEN = /exempt|waived|stopped|passive|\boff\b|lift|disabl|turn|switch|purg|wip|empt|suspend|bypass|relax|false|delet|clear|remov|drop|truncat|paus|optional|permissive|downgrad|not\s{1,3}required/;
const MAY_OPEN_OR_SILENCE = /0\.0\.0\.0\/0|::\/0|internet|any\s{1,3}(?:ip|address|source)|all\s{1,3}(?:ips|addresses|sources)|silenc|mute|suppress|snooz/;
export const mayWeakenControl = (norm: string): boolean => (MAY_CONTROL.test(norm) && MAY_WEAKEN.test(norm)) || MFA_OTHER.test(norm) || CI_SKIP.test(norm) || PSA_PRIVILEGED.test(norm) || NETPOL.test(norm) || MAY_OPEN_OR_SILENCE.test(norm) || AUDIT_OTHER.test(norm);
const MAY_ANY = new RegExp(`${AUDIT_OTHER.source}|${MAY_CONTROL.source}|${MFA_OTHER.source}|${CI_SKIP.source}|${PSA_PRIVILEGED.source}|${NETPOL.source}|${MAY_OPEN_OR_SILENCE.source}`, 'u');

export function controlWeakenedSentences(text: string, purpose: string, normalized?: Normalized, field = false): { start: number; end: number }[] {
  const n = opened(text, normalized, MAY_ANY);
  if (n === undefined) return [];
  const own = purposeText(purpose);
  const deleting = DELETING.test(own);
  if (DETECTING.test(own)) return [];
  const out: { start: number; end: number }[] = [];
  for (const [s, e] of sentences(n.norm)) {
    const sentence = n.norm.slice(s, e);
    const other = (MFA_PURPOSE.test(own) ? undefined : mfaOffOther(sentence, own)) ?? (CI_SKIP.test(own) ? undefined : ciSkipped(sentence, field)) ?? k8sIsolationOff(sentence, own) ?? openedToWorld(sentence) ?? securitySilenced(sentence, own) ?? auditDeletedOther(sentence, own);
    if (other !== undefined) {
      const [start, end] = originalRange(n, text, s + other[0], s + other[1]);
      out.push({ start, end });
      if (out.length >= 4) break;
      continue;
    }
    // (A retention rule excuses what is kept for a time, logs and backups, not a lock or a check: red team 59's "object lock
    // … suspended so expired snapshots can really be removed".)
    if (!MAY_WEAKEN.test(sentence) || WITH_IT.test(sentence)) continue;
    const retention = RETENTION.test(sentence);
    for (const reading of READINGS) {
      if (reading.purpose.test(own) || (reading.data && (deleting || retention))) continue;
      const saidOf = reading.after.exec(sentence);
      const m = saidOf ?? reading.before.exec(sentence);
      if (m === null) continue;
      // What stands between the control and the act, and just before: a negation or an option there makes it none.
      // (The act's own word is not an option: "set to `optional`" is the act.)
      if (NOT_SO.test(sentence.slice(Math.max(0, m.index - 24), m.index + m[0].length).replace(SET_OPTIONAL, ' '))) continue;
      // The act done by an option named just before ("`skip_tls_verification` disables certificate checks"): its meaning.
      if (saidOf === null && OPTION_BEFORE.test(sentence.slice(Math.max(0, m.index - 40), m.index))) continue;
      const [start, end] = originalRange(n, text, s + m.index, s + m.index + m[0].length);
      out.push({ start, end });
      break;
    }
    if (out.length >= 4) break;
  }
  return out;
}

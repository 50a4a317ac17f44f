/**
 * The scam guard: rules that recognise the four ways classifieds scams in Kenya usually
 * show themselves in a chat message, in English, Kiswahili and Sheng. A flagged message is still
 * delivered; its recipient sees a warning (app/components/scam-warning.tsx) and the admin counts it
 * (docs/decisions/059-scam-guard-warns-not-blocks.md). Pure: runs on the server and in tests.
 *
 * The rules read a normalised copy of the text: lower case, accents dropped, leetspeak inside words
 * undone (wh@tsapp, p1n, 0tp), letters spelled one by one joined (w h a t s a p p), digits written
 * with spaces or dots joined (0712 345 678, 0.7.1.2...), and every number replaced by a word that
 * says what it looks like: `phonenum` (a Kenyan mobile), `kshamount` (a price), `longnum` (five or
 * more digits, such as a till or account number).
 */
import { STRINGS } from "../i18n";
import { LISTING_SCAM_SIGNALS, type ListingScamSignal, type ScamSignal } from "./chat-types";

export { LISTING_SCAM_SIGNALS, type ListingScamSignal };

// ---------------------------------------------------------------------------------------------
// Normalising

/** Lower case without accents or look-alike letters (ﬁ, full-width forms). */
function fold(text: string): string {
  return (
    text
      .normalize("NFKD")
      // Invisible characters inside a word (de\u200bposit, a soft hyphen) would split it in two.
      .replace(/[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/g, "")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
  );
}

/** o, i and l typed between digits are digits (O712 345 678, 07l2...). */
function digitLookalikes(text: string): string {
  let out = text;
  // Twice, so that two look-alikes in a row (0OI2) are both reached.
  for (let i = 0; i < 2; i++) {
    out = out.replace(/(?<=\d[\s.-]?)[oil]|[oil](?=[\s.-]?\d)(?<![a-z][oil])/g, (ch) => (ch === "o" ? "0" : "1"));
  }
  return out;
}

/** A Kenyan mobile in any of its forms, once separators are gone. */
const PHONE_DIGITS = /(?:254|0)[17]\d{8}/;
/** A run of digits that may be broken by spaces, dots, dashes or brackets (at most two at a time), not inside a word (p4y, 0tp). */
const DIGIT_RUN = /(?<![a-z@$\d])\+?\d(?:[\s.\-()]{0,2}\d)*(?![a-z]{2}|\d)/g;
const CURRENCY_BEFORE = /(?:ksh|kshs|kes|sh|shs|shillings)\.?\s*$/;
const CURRENCY_AFTER = /^\s*(?:\/=|\/-|bob\b|ksh\b|kes\b|shillings?\b|k\b)/;

/** Replaces each number by what it looks like (see the file's comment). */
function classifyNumbers(text: string): string {
  return text.replace(DIGIT_RUN, (run, offset: number, whole: string) => {
    const digits = run.replace(/\D/g, "");
    if (PHONE_DIGITS.test(digits)) return " phonenum ";
    const before = whole.slice(Math.max(0, offset - 8), offset);
    const after = whole.slice(offset + run.length, offset + run.length + 12);
    if (CURRENCY_BEFORE.test(before) || CURRENCY_AFTER.test(after)) return " kshamount ";
    if (digits.length >= 5) return " longnum ";
    // Short numbers keep their digits, without the separators (a price of 45,000 keeps its comma).
    return ` ${digits} `;
  });
}

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "@": "a", $: "s", "!": "i", "|": "l" };

/** Undoes leetspeak inside words (wh4tsapp, p@y, c0de, m3, 0tp), never in numbers or units. */
function unLeet(text: string): string {
  return text.replace(/[a-z0-9@$!|]+/g, (token) => {
    const letters = token.replace(/[^a-z]/g, "").length;
    // Units and amounts stay as they are: 2k, 5g, 10am, 128gb.
    if (letters < 1 || !/[0-9@$!|]/.test(token) || /^\d+[a-z]$/.test(token) || /^\d{2,}[a-z]+$/.test(token)) return token;
    return token.replace(/[0-9@$!|]/g, (ch) => LEET[ch] ?? ch);
  });
}

/** Joins letters spelled one by one ("w h a t s a p p", "o.t.p" once punctuation is spaces). */
function joinSpelledLetters(text: string): string {
  return text.replace(/\b[a-z](?: [a-z]\b){2,}/g, (run) => run.replace(/ /g, ""));
}

/** The words the rules read: see the file's comment. */
function normaliseForRules(text: string): string {
  const numbered = classifyNumbers(digitLookalikes(fold(text)));
  const words = unLeet(numbered)
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return ` ${joinSpelledLetters(words)} `;
}

// ---------------------------------------------------------------------------------------------
// Links and addresses (read from the folded text, before punctuation goes)

const URL = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const SHORT_LINK = /\b(?:wa|t)\.me\/?[^\s<>"]*/gi;
const TLDS = "com|net|org|info|biz|io|ly|app|xyz|link|site|online|shop|store|top|click|cc|gl|tk|ml|ga|co\\.ke|or\\.ke|ac\\.ke|go\\.ke|ke|co\\.uk";
const BARE_DOMAIN = new RegExp(`\\b[a-z0-9][a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})\\b(?:\\/[^\\s<>"]*)?`, "gi");
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;

function hasLink(folded: string): boolean {
  const squeezed = folded.replace(/\s*\.\s*(?=[a-z])/g, "."); // "bit . ly" and "wa. me"
  return [URL, SHORT_LINK, BARE_DOMAIN, EMAIL].some((re) => {
    re.lastIndex = 0;
    return re.test(squeezed);
  });
}

// ---------------------------------------------------------------------------------------------
// The rules, over the normalised words (each pattern is written for text padded with spaces)

/** Words that mean money, in English, Kiswahili and Sheng, and numbers that are amounts. */
const MONEY =
  "money|cash|pesa|doo|dough|mbao|ganji|chapaa|munde|hela|mkwanja|ngiri|thao|finje|soo|payment|malipo|deposit|fee|fees|fare|nauli|transport|fuel|kshamount|ksh|kes|bob|\\d{3,}|\\d+ ?k|\\d+k";
/** Asking someone to send money (imperatives and requests; "nitatuma", I will send, is not one). */
const SEND = "send|tuma|utume|mtume|tumeni|nitumie|ntumie|nitumia|nitumiye|niwekee|weka|uweke|wekeni|transfer|utatuma|mnatuma";
/** Asking someone to pay. */
const PAY = "pay|lipa|ulipe|mlipe|lipia|lipie|ulipie|lipeni|utalipa|make payment|make a payment|pay for";
const FIRST =
  "first|kwanza|upfront|up front|in advance|advance|mbele|before (?:viewing|view|seeing|you see|delivery|i deliver|we deliver|dispatch|we meet|meeting|you come|coming|i come|i bring|i send|shipping|collection|pick ?up)|kabla";
/** The receiving side says they pay on sight: "when I see it", "on delivery", "nikiona". */
const ON_SIGHT =
  / (?:when|once|after|on|upon|as soon as) (?:i |you |we |it |the item |i have |you have )?(?:see|seen|seeing|view|viewing|viewed|receive|received|receiving|get|collect|collection|pick|pickup|picking|arrive|arrival|deliver|delivery|delivered|inspect|inspection|meet|check) | (?:nikiona|ukiona|tukionana|nikipokea|ukipokea|nikifika|ukifika|tukikutana|ukileta|ukiileta|nikiipata|baada ya kuona|baada ya kupokea|baada ya kufika|cash on delivery|pay on delivery|payment on delivery|c o d) /;
/** Speaking of oneself ("I will send", "we can pay") or saying no ("do not pay", "sitatuma"). */
const SELF_OR_NOT = / (?:i|ill|id|im|we|well|let me|not|never|dont|do not|wont|no|any|without|bila|hakuna|usitume|usilipe|sitatuma|sitalipa|siwezi|sitaki) /;

function re(source: string): RegExp {
  return new RegExp(source, "g");
}

/** A rule match counts unless one of the two words before it speaks of oneself or says no (`except`). */
function asks(words: string, pattern: RegExp, except: RegExp = SELF_OR_NOT): boolean {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(words); match; match = pattern.exec(words)) {
    const before = words
      .slice(0, match.index + 1)
      .trim()
      .split(" ")
      .slice(-2)
      .join(" ");
    if (!except.test(` ${before} `)) return true;
    // Matches are padded with spaces: look again from the next character, so that a match sharing
    // this one's trailing space ("I won't send money, you send money first") is not skipped.
    pattern.lastIndex = match.index + 1;
  }
  return false;
}

const W = "(?: [a-z0-9]+)"; // one more word

const PAYMENT_FIRST_ALWAYS = [
  // Fees asked before anything is seen.
  re(
    ` (?:booking|viewing|view|commitment|registration|reservation|reserve|clearance|processing|holding|inspection|agent|agency|site visit|insurance|release|customs) (?:fee|fees|charge|charges|money|cost|pesa)s? `,
  ),
  re(` (?:pesa|doo|fee|ada) ya (?:booking|viewing|kuona|kuangalia|kuweka|kuhold|kureserve|commitment|kushikilia) `),
  re(` (?:token|sign) of (?:commitment|seriousness) `),
  re(` (?:no|hakuna) (?:viewing|delivery|kuona)${W}{0,2} (?:before|without|bila|kabla ya) (?:payment|paying|deposit|kulipa|malipo|pesa) `),
  re(` (?:viewing|delivery|dispatch) (?:is |will be )?(?:only )?after (?:payment|paying|deposit|you pay|you send) `),
  re(
    ` (?:after|once|as soon as|when) (?:you )?(?:pay|send|have paid|have sent|make (?:the )?payment|payment|the payment is made)${W}{0,5} (?:i|we) (?:will |ll |can |shall )?(?:deliver|send it|dispatch|bring|release|ship|come|organise|arrange) `,
  ),
  re(` uki(?:sha)?(?:tuma|lipa|lipia|weka)${W}{0,3} (?:nita|tuta)(?:kuletea|leta|kutumia|tuma|deliver|kuonyesha|kupeleka) `),
];

const PAYMENT_FIRST_ASKED = [
  // "lipa kwanza", "pay first", "payment before delivery", "tuma pesa kwanza", "send 2k first".
  re(` (?:${PAY}|payment|malipo|full payment|pay ment)${W}{0,3} (?:${FIRST}) `),
  re(` (?:${SEND})${W}{0,3} (?:${MONEY})${W}{0,3} (?:${FIRST}) `),
  // "pay a deposit", "weka deposit", "deposit ya booking", "deposit to secure it" (a rent deposit after viewing is not asked this way).
  re(` (?:${PAY}|${SEND}|make|put|tuma)${W}{0,3} (?:deposit|depo|down payment|downpayment|advance payment|part payment|upfront payment) `),
  re(
    ` (?:deposit|depo|advance payment|part payment|upfront payment)${W}{0,4} (?:to|ya|for|ili|kwa|of) (?:secure|reserve|hold|book|booking|kushikilia|kuhold|kureserve|kubook|kuweka|viewing|kuona) `,
  ),
  re(` (?:booking|holding|reservation|viewing) deposit | (?:deposit|depo) (?:${FIRST}) `),
  // "advance payment required", "upfront payment only".
  re(` (?:advance|upfront|up front) (?:payment|pay|malipo) `),
  // "pay 2000 to reserve it", "lipa ili kushikilia", "pay for the viewing", "1000 for booking".
  re(` (?:${PAY})${W}{0,4} (?:to |ili |)(?:reserve|secure|hold|book|kushikilia|kuhold|kureserve|kubook) `),
  re(` (?:${PAY}|${MONEY})${W}{0,2} (?:for|ya) (?:the )?(?:viewing|booking|kuona|reservation|commitment) `),
  // "you pay the transport", "lipa nauli".
  re(` (?:${PAY})(?: (?:me|us|the|a|some|your|hiyo|ile|ya|for))* (?:transport|nauli|fare|fuel|delivery fee|courier|shipping) `),
];

/** "Send the money", "tuma pesa", "weka pesa", "nitumie doo": unless the sender pays on sight. */
const SEND_MONEY = re(` (?:${SEND})(?: (?:me|us|him|her|mimi|sisi|the|a|some|your|that|hiyo|ile|hizo|that|via|through|kwa|on|to))* (?:${MONEY}) `);

const MPESA_NUMBER = [
  re(
    ` (?:till|tili|paybill|pay bill|paybil|buy goods|buygoods|business no|business number|store number|store no|agent number|agent no|account no|account number|acc no|a c no|ac no|acount no|account ni|akaunti|bank account) `,
  ),
  re(` (?:m ?pesa|mpesa|airtel money|tkash|t kash) (?:number|no|namba|line|name|jina) `),
  re(` (?:till|paybill|account|acc|akaunti|business)${W}{0,2} (?:longnum|phonenum) `),
  re(
    ` (?:registered|reg) (?:name|names|jina) | (?:jina|name|names) (?:itakuja|itaonyesha|itaonekana|itasoma|will (?:show|appear|come|read)|inakuja|linakuja|itakuwa|should show|ni ya) | (?:jina la|name on the) (?:m ?pesa|mpesa|account|akaunti|line) `,
  ),
  re(
    ` (?:${SEND}|${PAY}|tumia)(?: (?:${MONEY}|${FIRST}|the|a|via|through|m ?pesa|mpesa|to|kwa|on|namba|number|no|hii|this|that|ya|it|hiyo))* (?:phonenum|longnum) `,
  ),
  re(` (?:m ?pesa|mpesa|pesa|money|deposit)${W}{0,2} (?:phonenum|longnum) `),
  re(` (?:phonenum|longnum)${W}{0,1} (?:m ?pesa|mpesa|till|paybill|account|jina|name|registered) `),
];

const OFF_PLATFORM = [
  re(`w+h?a+t?s+a+p+|w+h?a+t?s+ a+p+ | whats ?app|wa ?me |whtsap|whtsp| wats? ap `),
  re(`te[li]e ?gram| tg (?:me|handle|link)`),
  re(` (?:on|via|kwa|through|use|download|have|install|kwa app ya) signal | signal (?:app|me|number|handle) `),
  re(` (?:e ?mail|gmail|yahoo ?mail|ymail|hotmail|outlook com|proton ?mail|icloud) `),
  re(` (?:viber|wechat|skype|snapchat|imo app) `),
  re(` (?:outside|off|nje ya) (?:this |the |hii |hapa )?(?:app|site|platform|sokoni|website) `),
  re(` (?:https?|www) | [a-z0-9]+ dot (?:com|ly|me|co ke|ke|net|org|xyz|link) `),
  re(` (?:click|open|fungua|bonyeza|tap|visit|follow|go to) (?:the |this |hii |hiyo |my |our )?(?:link|linki|website|site) `),
];
/** Social networks: pushing only when they come with asking to get in touch there. */
const SOCIAL = "instagram|insta|ig|facebook|fb|messenger|tiktok|tik tok|twitter|x app|snap";
const CONTACT =
  "dm|inbox|message|msg|text|chat|follow|reach|find|add|contact|check|cheki|nicheki|nitext|nidm|niinbox|hit me|page|handle|account|tuongee|ongea|niandikie|nipm|pm";
const OFF_PLATFORM_SOCIAL = [
  re(` (?:${CONTACT})${W}{0,4} (?:${SOCIAL}) `),
  re(` (?:${SOCIAL})${W}{0,2} (?:${CONTACT}|yangu|my|name|handle) `),
  re(` my (?:${SOCIAL}) `),
];

const NOT_A_SECRET_CODE = "postal|post|zip|promo|discount|qr|bar|area|source|dress|country|colour|color|product|model|serial|error|car";
const OTP_PIN = [
  re(
    ` otp | o t p | one time (?:password|pin|code|passcode) | (?:verification|verify|confirmation|confirm|security|activation|auth|authentication|sms|login|reset|secret|mpesa|m pesa|safaricom) (?:code|codes|pin) `,
  ),
  re(
    ` (?:password|passwords|passcode|pass word|neno (?:la )?siri|namba ya siri|nambari ya siri|pin number|pin no|pin code|pin yako ya (?:m ?pesa|mpesa|atm|bank|kadi)|pin ya (?:m ?pesa|mpesa|atm|bank|kadi|simu|sim)) `,
  ),
  re(
    ` (?:m ?pesa|mpesa|atm|card|kadi|bank|secret|sim|your|yako) pin (?!(?:location|ya location|ya lokesheni|lokesheni|drop|ya mahali|of (?:the |your )?location|where)\\b)`,
  ),
  re(
    ` (?:send|tuma|nitumie|ntumie|nipe|give|share|forward|tell|niambie|nisomee|read|enter|soma|type|andika|nitext|text)(?: (?:me|us|mimi|the|that|this|your|hiyo|ile|yako|hizo|a|\\d|digit|digits|six|four|tarakimu|sms|verification|confirmation))* (?:code|codes|msimbo|otp) `,
  ),
  re(
    ` (?:code|codes|msimbo) (?:you|uliyo|ulio|imekuja|imeingia|utakayopata|utapata|itakuja|inakuja|sent to|that came|that comes|you received|you got|ukipata|umepokea|from safaricom|from m ?pesa|kwa simu|na safaricom|ya safaricom|kutoka safaricom|ya m ?pesa|ya mpesa) `,
  ),
  re(
    ` (?:umetumiwa|umepokea|uliyopokea|utapokea|utatumiwa|ulipata|utapata|you will receive|you will get|you have received|you received|you got)(?: (?:a|the|hiyo|ile|an))? (?:code|msimbo|otp) `,
  ),
  re(` (?:sms|message|text|ujumbe) (?:with|yenye|having|containing)${W}{0,2} (?:code|pin|otp) `),
];

/** The scam signals a message's text gives, in SCAM_SIGNALS order; [] for an ordinary message. */
export function scamSignals(text: string): ScamSignal[] {
  if (!text?.trim()) return [];
  const folded = fold(text);
  const words = normaliseForRules(text);
  const signals: ScamSignal[] = [];

  const onSight = ON_SIGHT.test(words);
  const paymentFirst =
    PAYMENT_FIRST_ALWAYS.some((pattern) => asks(words, pattern)) ||
    PAYMENT_FIRST_ASKED.some((pattern) => asks(words, pattern)) ||
    (!onSight && asks(words, SEND_MONEY));
  if (paymentFirst) signals.push("payment-first");

  if (MPESA_NUMBER.some((pattern) => asks(words, pattern))) signals.push("mpesa-number");

  if (hasLink(folded) || OFF_PLATFORM.some((pattern) => asks(words, pattern)) || OFF_PLATFORM_SOCIAL.some((pattern) => asks(words, pattern))) {
    signals.push("off-platform");
  }

  const otp = OTP_PIN.some((pattern) => asks(words, pattern)) && !new RegExp(` (?:${NOT_A_SECRET_CODE}) code `).test(words);
  if (otp) signals.push("otp-pin");

  return signals;
}

// ---------------------------------------------------------------------------------------------
// Listings (the same normalised words; a listing that gives a signal is held for an admin,
// docs/decisions/116-scam-guard-holds-listings.md)

/**
 * "Before anything is seen", as a listing says it: narrower than the chat's FIRST, since a rental's
 * terms speak of rent "in advance", the "first month" and paying "before the 5th".
 */
const FIRST_SEEN =
  "first(?! (?:month|months|year|week|instalment|installment|time|class|hand|owner|grade|aid|floor))|kwanza|upfront|up front|before (?:viewing|view|seeing|you see|delivery|dispatch|we meet|meeting|you come|coming|shipping|collection|pick ?up)|kabla ya (?:kuona|kuangalia|kuletewa|kukutana|kufika)";
const RESERVE = "reserve|secure|hold|book|booking|kushikilia|kuhold|kureserve|kubook|viewing|kuona|kuangalia";

/**
 * A listing's terms may ask for a deposit, agent's or delivery fee after viewing, which a chat
 * message asking "pay the deposit" would not: only money asked before viewing, for viewing or to
 * reserve counts here.
 */
const LISTING_PAYMENT_FIRST = [
  re(` (?:booking|viewing|view|commitment|reservation|reserve|holding|site visit) (?:fee|fees|charge|charges|money|cost|pesa)s? `),
  re(` (?:pesa|doo|fee|ada|malipo) ya (?:booking|viewing|kuona|kuangalia|kuhold|kureserve|commitment|kushikilia) `),
  re(` (?:token|sign) of (?:commitment|seriousness) `),
  re(` (?:no|hakuna) (?:viewing|delivery|kuona)${W}{0,2} (?:before|without|bila|kabla ya) (?:payment|paying|deposit|kulipa|malipo|pesa) `),
  re(` (?:viewing|delivery|dispatch) (?:is |will be )?(?:only )?after (?:payment|paying|deposit|you pay|you send) `),
  re(` (?:${PAY}|payment|malipo|full payment)${W}{0,3} (?:${FIRST_SEEN}) `),
  re(` (?:${SEND})${W}{0,3} (?:${MONEY})${W}{0,3} (?:${FIRST_SEEN}) `),
  re(` (?:deposit|depo|advance payment|part payment|upfront payment)${W}{0,4} (?:to|ya|for|ili|kwa|of) (?:${RESERVE}) `),
  re(` (?:booking|holding|reservation|viewing) deposit | (?:deposit|depo) (?:${FIRST_SEEN}) `),
  re(` (?:deposit|depo|fee|fees|payment|pesa|malipo|money|cash|kshamount|\\d+ ?k)${W}{0,4} (?:before|kabla ya) (?:viewing|view|seeing|kuona|kuangalia) `),
  re(` (?:${PAY})${W}{0,4} (?:to |ili |)(?:reserve|secure|hold|book|kushikilia|kuhold|kureserve|kubook) `),
  re(` (?:${PAY}|${MONEY})${W}{0,2} (?:for|ya) (?:the )?(?:viewing|booking|kuona|reservation|commitment) `),
];

const LISTING_RESERVE_BY_MPESA = [
  re(
    ` (?:till|tili|paybill|pay bill|paybil|buy goods|buygoods|m ?pesa|mpesa|airtel money|account|acc|akaunti|phonenum|longnum)${W}{0,6} (?:to|ili|kwa|for) (?:${RESERVE}) `,
  ),
  re(` (?:${RESERVE})${W}{0,6} (?:till|tili|paybill|pay bill|paybil|buy goods|buygoods|m ?pesa|mpesa|airtel money) `),
];

const AWAY =
  "abroad|overseas|out of (?:the )?country|outside (?:the )?country|majuu|ughaibuni|nje ya nchi|in (?:the )?(?:usa|uk|dubai|saudi|qatar|canada|germany|europe|america|diaspora)";
const LISTING_OWNER_ABROAD = [
  re(` (?:owner|owners|landlord|landlady|mwenye nyumba|mwenye gari|mwenyewe|mwenye mali)${W}{0,3} (?:${AWAY}) `),
  re(` (?:i am|im|i m|am|we are|were|niko|nipo|tuko|tupo)(?: (?:currently|now|presently|sasa|working|living|based))? (?:${AWAY}) `),
];

/** A fee asked of the one seeking the work (in Jobs and Seeking Work only: a school's registration fee is no scam). */
const LISTING_JOB_FEE = [
  re(
    ` (?:application|registration|interview|training|medical|uniform|placement|recruitment|processing|agency|agent|job|visa|ticket|induction|clearance|onboarding|starter kit|kit|certificate|form) (?:fee|fees|charge|charges|cost) `,
  ),
  re(` (?:ada|malipo|pesa|doo) ya (?:usajili|kujiandikisha|kusajiliwa|mafunzo|usaili|interview|medical|kazi|kuomba|maombi|sare|uniform|fomu) `),
  re(
    ` (?:${PAY}|${SEND})${W}{0,4} (?:to |ili |)(?:get|secure|book|kupata|apply|register|kujiandikisha|kusajiliwa)(?: (?:the|a|your|this|hii|hiyo))? (?:job|jobs|kazi|position|slot|interview|nafasi|vacancy) `,
  ),
  re(` (?:${MONEY})${W}{0,3} (?:for|ya) (?:registration|training|medical|usajili|mafunzo|uniform|interview|usaili|application) `),
];

const JOB_CATEGORIES: readonly string[] = ["Jobs", "Seeking Work CVs"];

/** A listing is written by the one who asks: only saying no excuses a match ("no viewing fee"). */
const SAYS_NO = / (?:not|never|dont|do not|wont|no|any|without|bila|hakuna|usitume|usilipe|free|zero|hatuchaji|hatutozi|sichaji) /;
const listingAsks = (words: string) => (pattern: RegExp) => asks(words, pattern, SAYS_NO);

/**
 * The words of the most common held phrases with the spaces squeezed out, for a listing that
 * spaces a word's letters irregularly ("vie wing fe e"), read from the text without its spaces.
 */
const SQUEEZED: ReadonlyArray<readonly [ListingScamSignal, RegExp]> = [
  [
    "payment-first",
    /(?:viewing|booking|reservation|commitment|holding)(?:fee|charge|deposit)|tokenofcommitment|(?:pesa|ada)yakuona|depositbeforeviewing|paybeforeviewing/g,
  ],
  ["owner-abroad", /(?:owner|landlord|landlady)(?:is)?(?:currently)?(?:abroad|overseas|outofthecountry)/g],
];
const SQUEEZED_NOT = /(?:no|hakuna|bila|without|free|zero)$/;

function squeezedSignals(words: string): ListingScamSignal[] {
  const squeezed = words.replace(/ /g, "");
  const found: ListingScamSignal[] = [];
  for (const [signal, pattern] of SQUEEZED) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(squeezed); match; match = pattern.exec(squeezed)) {
      if (!SQUEEZED_NOT.test(squeezed.slice(Math.max(0, match.index - 8), match.index))) {
        found.push(signal);
        break;
      }
    }
  }
  return found;
}

/**
 * The signals that hold a listing for an admin before it shows, in LISTING_SCAM_SIGNALS order;
 * [] for an ordinary listing. Read from its title and description together, with the chat's
 * normalising and its exceptions (a seller saying no: "no viewing fee", "hakuna booking fee").
 */
export function listingScamSignals(listing: { name: string; description: string; category: string }): ListingScamSignal[] {
  const text = `${listing.name}\n${listing.description}`;
  if (!text.trim()) return [];
  const words = normaliseForRules(text);
  const squeezed = squeezedSignals(words);
  const found = new Set<ListingScamSignal>(squeezed);
  const matches = listingAsks(words);
  if (LISTING_PAYMENT_FIRST.some(matches)) found.add("payment-first");
  if (LISTING_RESERVE_BY_MPESA.some(matches)) found.add("reserve-by-mpesa");
  if (LISTING_OWNER_ABROAD.some(matches)) found.add("owner-abroad");
  if (JOB_CATEGORIES.includes(listing.category) && LISTING_JOB_FEE.some(matches)) found.add("job-fee");
  return LISTING_SCAM_SIGNALS.filter((signal) => found.has(signal));
}

// ---------------------------------------------------------------------------------------------
// Redacting (for mails, which never carry a message's numbers or links)

/** What a contact becomes, in the mail's language ("[hidden]"). */
const hidden = () => STRINGS.domain.scamWarning.hidden;
/** Digits (and o/i/l between them) broken by separators, not inside a word. */
const NUMBER_LIKE = /(?<![a-z0-9])\+?[0-9oOlI](?:[\s.\-()]{0,2}[0-9oOlI])*(?![a-z0-9])/gi;

/** Phone numbers, till/paybill/account numbers (5+ digits), links and email addresses become "[hidden]" (in the current language: the mail's). */
export function redactContacts(text: string): string {
  const mark = hidden();
  let out = text.replace(EMAIL, mark);
  out = out.replace(URL, mark).replace(SHORT_LINK, mark).replace(BARE_DOMAIN, mark);
  out = out.replace(NUMBER_LIKE, (run, offset: number, whole: string) => {
    const digits = run.replace(/[^0-9]/g, "");
    const letters = run.replace(/[^a-z]/gi, "").length;
    if (digits.length < 5 || letters > 2) return run;
    const before = whole.slice(Math.max(0, offset - 8), offset).toLowerCase();
    const after = whole.slice(offset + run.length, offset + run.length + 12).toLowerCase();
    // A price ("KSh 45000", "45000/=") is not a contact, unless it is a whole phone number.
    const asDigits = run.replace(/[oO]/g, "0").replace(/[lI]/g, "1").replace(/\D/g, "");
    if (!PHONE_DIGITS.test(asDigits) && (CURRENCY_BEFORE.test(before) || CURRENCY_AFTER.test(after))) return run;
    const edge = run.match(/\s+$/)?.[0] ?? "";
    return mark + edge;
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// What the recipient is told

/** The warning's sentences, in the reader's language (STRINGS.domain.scamWarning), and where its link leads. */
export const SCAM_WARNING: { readonly title: string; readonly bySignal: Readonly<Record<ScamSignal, string>>; readonly guideLink: string } = {
  get title() {
    return STRINGS.domain.scamWarning.title;
  },
  bySignal: STRINGS.domain.scamWarning.bySignal,
  guideLink: "/safety-guide",
};

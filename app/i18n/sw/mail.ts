import type { mail as en } from "../en/mail";
import { messages, count, peopleReported } from "./shared";

/** Kiswahili: the mail and SMS the Worker sends, by message. */
export const mail: typeof en = {
  signInPaused: {
    subject: "Kuingia kwenye akaunti yako ya Sokoni kumesimamishwa",
    text: (name: string, pauseMinutes: number, siteUrl: string) =>
      `Habari ${name},\n\nMtu ameandika nenosiri lisilo sahihi la akaunti yako ya Sokoni mara kadhaa mfululizo, kwa hivyo kuingia kwa nenosiri kumesimamishwa kwa dakika ${pauseMinutes}. Hakuna jaribio lolote kati ya hayo lililofanikiwa kuingia.\n\nKama ni wewe, subiri kisha ujaribu tena, au chagua nenosiri jipya sasa:\n\n${siteUrl}/forgot-password\n\nKama si wewe, kuchagua nenosiri jipya kunalinda akaunti yako.\n\nSokoni`,
  },
  signUpTaken: {
    subject: "Mtu amejaribu kufungua akaunti ya Sokoni kwa email yako",
    text: (name: string, siteUrl: string) =>
      `Habari ${name},\n\nMtu amejaribu kufungua akaunti mpya ya Sokoni kwa email hii. Tayari ni ya akaunti yako, kwa hivyo hakuna akaunti mpya iliyofunguliwa.\n\nKama ni wewe, ingia badala yake:\n\n${siteUrl}/sign-in\n\nKama umesahau nenosiri lako, chagua jipya:\n\n${siteUrl}/forgot-password\n\nKama si wewe, hakuna la kufanya: akaunti yako iko kama ilivyokuwa.\n\nSokoni`,
  },
  resetPassword: {
    subject: "Badilisha nenosiri lako la Sokoni",
    text: (name: string, link: string) =>
      `Habari ${name},\n\nMtu ameomba kubadilisha nenosiri la akaunti yako ya Sokoni. Kama ni wewe, fungua link hii ndani ya saa moja:\n\n${link}\n\nKama si wewe, puuza email hii: nenosiri lako litabaki kama lilivyo.\n\nSokoni`,
  },
  emailChange: {
    confirmSubject: "Thibitisha email yako mpya ya Sokoni",
    confirmText: (name: string, link: string) =>
      `Habari ${name},\n\nMtu ameomba kutumia anwani hii kwa akaunti ya Sokoni ${name}. Kama ni wewe, fungua link hii ndani ya saa moja kisha ubonyeze kitufe cha kuthibitisha:\n\n${link}\n\nHadi hapo akaunti itaendelea kutumia email yake ya zamani. Kama si wewe, puuza email hii: hakuna kitakachobadilika.\n\nSokoni`,
    noticeSubject: "Email yako ya Sokoni inakaribia kubadilishwa",
    noticeText: (name: string, from: string, email: string, origin: string) =>
      `Habari ${name},\n\nMtu aliyeingia kwenye akaunti yako ya Sokoni ameomba kubadilisha email yake kutoka ${from} kwenda ${email}, na ameweka nenosiri lake. Mabadiliko yatafanyika tu kama link tuliyotuma kwa ${email} itafunguliwa ndani ya saa moja.\n\nKama ni wewe, huna haja ya kufanya chochote.\n\nKama si wewe, kuna mtu anayejua nenosiri lako. Chagua jipya sasa, kabla saa moja haijaisha:\n\n${origin}/forgot-password\n\nNenosiri jipya linaghairi mabadiliko haya na kutoa akaunti kwenye vifaa vingine vyote.\n\nSokoni`,
    approveSubject: "Kubali mabadiliko ya email yako ya Sokoni",
    approveText: (name: string, from: string, email: string, link: string) =>
      `Habari ${name},\n\nMtu aliyeingia kwenye akaunti yako ya Sokoni ameomba kubadilisha email yake kutoka ${from} kwenda ${email}. Akaunti yako inaingia kwa Google na haina nenosiri la kukagua, kwa hivyo tunakuuliza hapa. Kama ni wewe, fungua link hii ndani ya saa moja kisha ubonyeze kitufe cha kukubali:\n\n${link}\n\nKisha tutatuma link kwa ${email} ili kuthibitisha anwani mpya.\n\nKama si wewe, puuza email hii: hakuna kitakachobadilika. Huenda kuna mtu aliyeingia kwenye akaunti yako: angalia usalama wa akaunti yako ya Google.\n\nSokoni`,
    changedSubject: "Email yako ya Sokoni imebadilishwa",
    changedText: (name: string, email: string, from: string, support: string) =>
      `Habari ${name},\n\nEmail ya akaunti yako ya Sokoni sasa ni ${email} (ilikuwa ${from}). Akaunti imetolewa kwenye vifaa vingine vyote.\n\nKama si wewe, mwandikie ${support} kutoka kwenye anwani hii mara moja, ili tukurudishie akaunti yako.\n\nSokoni`,
  },
  unreadMessages: {
    subject: (sender: string, unread: number, listing: string) => `${sender} amekutumia ${messages(unread)} kuhusu "${listing}"`,
    text: (recipient: string, sender: string, unread: number, listing: string, link: string) =>
      `Habari ${recipient},\n\n${sender} amekutumia ${messages(unread)} kuhusu "${listing}" kwenye Sokoni, na bado hujausoma.\n\nSoma na ujibu kwenye Sokoni:\n${link}\n\nKwa usalama wako, endelea na mazungumzo kwenye Sokoni na ulipe tu ukishaiona bidhaa.\n\nTunatuma email moja tu kama hii kwa saa kwa kila mazungumzo.\n\nSokoni`,
  },
  savedSearch: {
    subject: (matches: number, name: string) => (matches === 1 ? `Tangazo jipya la "${name}"` : `Matangazo ${count(matches)} mapya ya "${name}"`),
    text: (userName: string, name: string, lines: string, more: number, searchLink: string, origin: string, unsubscribeLink: string) =>
      `Habari ${userName},\n\nMapya kwenye Sokoni kwa utafutaji wako uliohifadhiwa "${name}":\n\n${lines}\n${more > 0 ? `\n…na mengine ${count(more)}:\n${searchLink}\n` : `\nAngalia utafutaji:\n${searchLink}\n`}\nBadilisha mara ngapi tunakuarifu, au uufute, kwenye wasifu wako:\n${origin}/profile#saved-searches\n\nZima arifa hizi kwa kubofya mara moja:\n${unsubscribeLink}\n\nSokoni`,
  },
  priceDrop: {
    subject: (name: string, newPrice: string) => `Bei imeshuka: "${name}" sasa ni ${newPrice}`,
    text: (userName: string, name: string, oldPrice: string, newPrice: string, link: string, unsubscribeLink: string) =>
      `Habari ${userName},\n\nBei ya "${name}", mojawapo ya vipendwa vyako kwenye Sokoni, imeshuka kutoka ${oldPrice} hadi ${newPrice}.\n\n${link}\n\nKwa usalama wako, lipa tu ukishaiona bidhaa.\n\nZima arifa za bei kushuka kwa kubofya mara moja:\n${unsubscribeLink}\n\nSokoni`,
  },
  hiddenByReports: {
    subject: (listingName: string) => `Tangazo lako "${listingName}" limefichwa tunapolikagua`,
    text: (sellerName: string, reporters: number, listingName: string, link: string, origin: string) =>
      [
        `Habari ${sellerName},`,
        `${peopleReported(reporters)} tangazo lako "${listingName}" kwenye Sokoni ndani ya siku 30 zilizopita, kwa hivyo sasa limefichwa hadi timu yetu itakapoliangalia. Hili hutokea lenyewe watu kadhaa wanaporipoti tangazo; hakuna mtu wa Sokoni ambaye ameamua chochote bado.`,
        `Likiwa limefichwa, wanunuzi hawawezi kuliona: haliko kwenye ukurasa wa mwanzo, kwenye utafutaji, kwenye kategoria wala kwenye duka lako, na yeyote anayefungua link yake anaambiwa kuwa linakaguliwa. Bado unaweza kulifungua wewe mwenyewe:\n${link}`,
        `Kama unaona ripoti hizo si sahihi, omba likaguliwe upya: tuandikie kupitia ukurasa wa Wasiliana Nasi na utaje tangazo ("${listingName}", ${link}).\n${origin}/contact-us`,
        "Msimamizi ataliangalia, kisha atalirudisha au ataendelea kulificha.",
        "Sokoni",
      ].join("\n\n"),
  },
  listingHeld: {
    subject: (listingName: string) => `Tangazo lako "${listingName}" linasubiri ukaguzi`,
    text: (sellerName: string, listingName: string, reasons: string[], link: string) =>
      [
        `Habari ${sellerName},`,
        `Tangazo lako "${listingName}" limehifadhiwa kwenye Sokoni, lakini wanunuzi hawawezi kuliona bado: timu yetu italikagua kwanza, kwa sababu`,
        reasons.map((reason) => `- ${reason}`).join("\n"),
        "Matapeli mara nyingi huandika hivi, kwa hiyo tunaangalia kabla tangazo kama hili halijawekwa. Kama ni makosa, hariri tangazo uondoe maneno hayo: litakaguliwa tena ukihifadhi. La sivyo msimamizi atalichapisha au kulikataa, kwa kawaida ndani ya siku moja.",
        link,
        "Sokoni",
      ].join("\n\n"),
  },
  expiryReminder: {
    subject: (listings: number, days: number) =>
      listings === 1 ? `Muda wa tangazo lako unaisha baada ya siku ${days}` : `Muda wa matangazo yako ${listings} unaisha baada ya siku ${days}`,
    line: (name: string, until: string, link: string) => `- ${name}: linaonekana hadi ${until}\n  Liongezee muda: ${link}`,
    text: (userName: string, listings: number, lines: string, origin: string) =>
      `Habari ${userName},\n\n${listings === 1 ? "Tangazo hili litaondoka" : "Matangazo haya yataondoka"} kwenye utafutaji wa Sokoni hivi karibuni:\n\n${lines}\n\nKubofya mara moja kunaongeza muda wa tangazo; kila link inafanya kazi mara moja tu, bila kuingia. Unaweza pia kuongeza muda kupitia Matangazo yangu kwenye wasifu wako:\n${origin}/profile?tab=listings\n\nSokoni`,
  },
  receipt: {
    subject: (amount: string) => `Risiti: ${amount} kwa boost yako ya Sokoni`,
    what: (kind: "top" | "featured") => (kind === "top" ? "Top (la kwanza kwenye utafutaji na kwenye kategoria yake)" : "Featured (kwenye ukurasa wa mwanzo)"),
    until: (date: string) => `hadi ${date}`,
    forDays: (days: number) => `kwa siku ${days}`,
    receiptPending: "inasubiriwa kutoka M-Pesa",
    seeIt: (link: string) => `\n\nLiangalie: ${link}`,
    text: (
      userName: string,
      amount: string,
      receipt: string,
      phone: string,
      listingName: string,
      what: string,
      until: string,
      paymentId: number,
      seeIt: string,
    ) =>
      `Habari ${userName},\n\nAsante. Tumepokea malipo yako ya M-Pesa.\n\nKiasi: ${amount}\nRisiti ya M-Pesa: ${receipt}\nKutoka: ${phone}\nKwa: "${listingName}" ${what}, ${until}\nNamba ya malipo ya Sokoni: ${paymentId}${seeIt}\n\nAda hazirudishwi (masharti ya huduma). Tangazo lililokuzwa likiuzwa, muda wake ukiisha au likifichwa, haliendelei kuonyeshwa kama lililokuzwa.\n\nSokoni`,
  },
  sms: {
    code: (code: string) => `${code} ni msimbo wako wa Sokoni. Inafanya kazi kwa dakika 10. Usimpe mtu yeyote: Sokoni haitakuuliza kamwe.`,
  },
};

import type { PolicyDocument } from "../types";

/**
 * Kiswahili: the terms of service (twin of ../en/terms.ts, section by section), titled as the
 * glossary names the site's terms, "Masharti na Vigezo".
 */
export const TERMS_OF_SERVICE: PolicyDocument = {
  title: "Masharti na Vigezo",
  description:
    "Kanuni za kutumia Sokoni: nani anaweza kuitumia, kisichoruhusiwa kutangazwa, ada, maudhui yako, dhima, na sheria za Kenya pamoja na usuluhishi Nairobi.",
  path: "/terms-of-service",
  intro: ["Masharti haya ni makubaliano kati yako na Sokoni unapotumia soko letu. Tafadhali yasome kabla ya kujisajili au kuweka tangazo."],
  sections: [
    {
      id: "acceptance",
      heading: "Kukubali masharti haya",
      blocks: [
        "Kwa kufungua akaunti, kuweka tangazo au kutumia Sokoni kwa njia nyingine yoyote, unakubali masharti haya na sera yetu ya faragha. Kama huyakubali, tafadhali usitumie Sokoni.",
        "Tunaweza kubadilisha masharti haya. Tutaonyesha mabadiliko kwenye tovuti kabla hayajaanza kutumika; ukiendelea kutumia Sokoni baada ya hapo, unakubali masharti mapya.",
      ],
      links: [{ to: "/privacy", label: "Soma sera ya faragha" }],
    },
    {
      id: "disclaimers",
      heading: "Tusichowajibika nacho",
      blocks: [
        "Sokoni ni mahali pa wanunuzi na wauzaji kukutana. Hatumiliki, hatuuzi, hatukagui wala hatupeleki bidhaa na huduma zinazotangazwa, na sisi si sehemu ya makubaliano yoyote yanayofanywa kupitia Sokoni.",
        "Wauzaji wanawajibika kwa matangazo yao. Hatuahidi kwamba tangazo ni sahihi, kwamba bidhaa ina ubora fulani, au kwamba muuzaji au mnunuzi atakamilisha makubaliano. Huduma inatolewa jinsi ilivyo na kadiri inavyopatikana, na wakati mwingine inaweza kukatizwa kwa ajili ya matengenezo au marekebisho.",
      ],
    },
    {
      id: "eligibility",
      heading: "Nani anaweza kutumia Sokoni",
      blocks: [
        "Ili kutumia Sokoni lazima uwe raia wa Kenya mwenye umri wa miaka 18 au zaidi, na uweze kuingia katika makubaliano yanayokufunga kisheria.",
        "Lazima utoe taarifa za kweli unapojisajili, uweke nenosiri lako siri, na utuambie mara moja ukidhani mtu mwingine anatumia akaunti yako. Unawajibika kwa kila kinachofanyika kwenye akaunti yako.",
      ],
    },
    {
      id: "service",
      heading: "Sokoni inatoa nini",
      blocks: [
        "Sokoni inawawezesha wauzaji kutangaza magari, nyumba na ardhi, vifaa vya elektroniki, mavazi na bidhaa na huduma nyingine za kuuza au kukodisha, kwa bei za shilingi za Kenya (KSh), katika kaunti yoyote kati ya kaunti 47 za Kenya. Wanunuzi wanaweza kuangalia matangazo, kutafuta, kuhifadhi vipendwa na kuwasiliana na wauzaji kwa simu, WhatsApp au ujumbe kwenye Sokoni.",
        "Sokoni haishughulikii malipo wala usafirishaji wa biashara. Bei, malipo na makabidhiano yanakubaliwa kati ya mnunuzi na muuzaji. Wauzaji wanaweza kuilipa Sokoni kwa M-Pesa ili kukuza matangazo yao wenyewe; ada za boost hazirudishwi.",
        "Tunaweza kuondoa tangazo au kusimamisha akaunti inayovunja masharti haya, na tunaweza kubadilisha au kusitisha sehemu za huduma.",
      ],
    },
    {
      id: "prohibited",
      heading: "Mambo yasiyoruhusiwa",
      blocks: [
        "Huruhusiwi kutumia Sokoni:",
        [
          "kutangaza chochote ambacho ni haramu kuuza au kukodisha nchini Kenya, ikiwemo dawa za kulevya, silaha, mali ya wizi, bidhaa bandia na bidhaa za wanyamapori wanaolindwa;",
          "kutangaza bidhaa au mali ambayo huna haki ya kuiuza au kuikodisha;",
          "kuwapotosha wanunuzi kwa bei, picha, maelezo au mahali pa uongo;",
          "kuomba amana (deposit), ada ya kuangalia au malipo mengine kabla mnunuzi hajaona bidhaa, au kumtapeli mtu yeyote kwa njia nyingine;",
          "kuwanyanyasa, kuwatishia au kuwabagua watumiaji wengine;",
          "kutuma spam au kuweka tangazo lilelile tena na tena;",
          "kujifanya mtu mwingine au biashara nyingine;",
          "kunakili matangazo au taarifa za watumiaji kwa njia za kiotomatiki, au kuingilia usalama au utendaji wa tovuti.",
        ],
        "Mtu yeyote anaweza kuripoti tangazo kwa kitufe cha Ripoti kilicho kwenye tangazo. Tunakagua ripoti na tunaweza kuondoa matangazo, kusimamisha akaunti na, pale sheria inapotaka, kuziarifu mamlaka.",
      ],
      links: [{ to: "/safety-guide", label: "Soma mwongozo wa usalama" }],
    },
    {
      id: "fees",
      heading: "Ada",
      blocks: [
        "Matumizi ya kawaida ya Sokoni ni bure: kuangalia matangazo, kutafuta, kufungua akaunti, kuweka matangazo na kuwasiliana na wauzaji.",
        "Matangazo ya premium yanaweza kuwa na ada. Ada inaonyeshwa kabla hujalipa. Ada hazirudishwi, isipokuwa sheria inataka zirudishwe.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Haki za maudhui (hakimiliki)",
      blocks: [
        "Maandishi na picha unazoweka zinabaki kuwa mali yako. Kwa kuziweka, unaipa Sokoni ruhusa (leseni) isiyo ya kipekee na bila malipo ya kuzihifadhi, kuzinakili, kubadilisha ukubwa wake, kuzionyesha na kuzishiriki kwenye Sokoni na inapojitangaza, kwa muda wote zikiwa kwenye Sokoni na kwa muda unaofaa baada ya hapo katika nakala za akiba (backups).",
        "Unathibitisha kwamba una haki ya kuweka unachokiweka. Jina la Sokoni, nembo yake na muundo wa tovuti ni mali ya Sokoni na haviwezi kutumiwa bila ruhusa yetu.",
      ],
    },
    {
      id: "liability",
      heading: "Kikomo cha dhima",
      blocks: [
        "Kwa kadiri sheria inavyoruhusu, Sokoni haiwajibiki kwa hasara yoyote inayotokana na makubaliano kati ya watumiaji, na maudhui ya tangazo, au na huduma kutopatikana, wala kwa hasara isiyo ya moja kwa moja au inayofuata baadaye. Pale tunapowajibika, dhima yetu yote kwako haizidi ada ulizoilipa Sokoni katika miezi 12 kabla ya dai.",
        "Hakuna chochote katika masharti haya kinachopunguza dhima ambayo sheria za Kenya haziruhusu ipunguzwe.",
      ],
    },
    {
      id: "governing-law",
      heading: "Sheria inayotumika na migogoro",
      blocks: [
        "Masharti haya yanaongozwa na sheria za Kenya.",
        "Mgogoro ukitokea, wasiliana nasi kwanza na tutajaribu kuutatua pamoja nawe. Mgogoro usipotatuliwa ndani ya siku 30 utapelekwa kwa usuluhishi (arbitration) Nairobi chini ya Sheria ya Usuluhishi, 1995 (Arbitration Act, 1995), mbele ya msuluhishi mmoja, kwa lugha ya Kiingereza.",
      ],
    },
    {
      id: "indemnification",
      heading: "Kuifidia Sokoni",
      blocks: [
        "Unakubali kuifidia Sokoni kwa dai, hasara au gharama yoyote, pamoja na ada za kisheria zinazofaa, inayotokana na matangazo yako, matumizi yako ya Sokoni, au kuvunja kwako masharti haya au sheria.",
      ],
    },
    {
      id: "contact",
      heading: "Wasiliana nasi",
      blocks: [
        "Maswali kuhusu masharti haya yanakaribishwa. Tunajibu ndani ya saa 48; kwa jambo la dharura, andika URGENT kwenye kichwa (subject) cha email yako.",
      ],
      contact: true,
    },
  ],
};

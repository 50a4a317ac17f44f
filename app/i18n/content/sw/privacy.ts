import type { PolicyDocument } from "../types";

/**
 * Kiswahili: the privacy policy (twin of ../en/privacy.ts, section by section). It says what the
 * English says, in plain words; the names of the law and of the regulator keep their English
 * names beside the Kiswahili ones, as people meet them in the news and on official sites.
 */
export const PRIVACY_POLICY: PolicyDocument = {
  title: "Sera ya faragha",
  description:
    "Jinsi Sokoni inavyokusanya, kutumia, kutoa na kulinda taarifa zako binafsi chini ya Sheria ya Ulinzi wa Data ya Kenya, 2019, na jinsi ya kutumia haki zako.",
  path: "/privacy",
  effective: "Inatumika kuanzia 06 Machi 2025",
  intro: [
    "Sera hii inaeleza taarifa binafsi ambazo Sokoni hukusanya unapotumia soko letu, kwa nini tunazikusanya, tunampa nani, na machaguo uliyo nayo. Tumeiandika kwa maneno rahisi; kama kuna jambo lisiloeleweka, tuulize.",
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "Sisi ni nani",
      blocks: [
        "Sokoni ni soko la matangazo la online la Kenya, ambapo watu huweka matangazo ya bidhaa na huduma za kuuza au kukodisha, na wanunuzi huwasiliana nao moja kwa moja. Kwa taarifa binafsi zilizoelezwa hapa, Sokoni ndiyo mdhibiti wa data (data controller).",
        'Tunashughulikia taarifa binafsi kwa kufuata Sheria ya Ulinzi wa Data, 2019 ya Kenya (Data Protection Act, 2019; hapa tunaiita "Sheria") na kanuni zake.',
      ],
    },
    {
      id: "scope",
      heading: "Sera hii inahusu nini",
      blocks: [
        "Sera hii inahusu tovuti ya Sokoni na huduma zake: kuangalia na kutafuta, akaunti, matangazo, vipendwa, ujumbe na msaada.",
        "Unapowasiliana na muuzaji kwa simu au WhatsApp, au mnapokutana, taarifa unazompa ziko mikononi mwake, si mwetu. Tovuti na app nyingine tunazoweka link zake zina sera zao wenyewe (angalia sehemu ya 13).",
      ],
    },
    {
      id: "data-we-collect",
      heading: "Taarifa tunazokusanya",
      blocks: [
        "Tunakusanya tu kile tunachohitaji kuendesha soko:",
        [
          "Taarifa za akaunti: jina lako la mtumiaji, anwani ya email, nenosiri (linahifadhiwa tu likiwa limefichwa kwa njia salama, yaani hash, kamwe si kwa maandishi yanayosomeka), picha ya wasifu, na tarehe ulipojiunga na ulipoingia mara ya mwisho. Ukiingia kwa Google, tunapokea jina lako, anwani ya email na picha kutoka kwa Google.",
          "Taarifa za matangazo: unachochapisha kwenye tangazo, pamoja na picha, maelezo, bei, kaunti, jina la muuzaji, jina la biashara na namba ya simu.",
          "Mawasiliano: ujumbe unaowatumia watumiaji wengine kupitia Sokoni, email unazotuma kwa timu ya msaada, na ripoti za matangazo.",
          "Taarifa za kiufundi: anwani yako ya IP, aina ya browser na ya kifaa, kurasa unazofungua na saa unazozifungua, na hesabu ya mara matangazo yalipotazamwa na mara vitufe vya kuwasiliana vilipobofywa.",
          "Cookies na hifadhi nyingine kama hizo kwenye kifaa chako, kama ilivyoelezwa katika sehemu ya 8.",
        ],
        "Malipo: unapolipia boost ya tangazo lako kwa M-Pesa, tunahifadhi namba ya simu iliyolipa, kiasi, namba ya risiti ya M-Pesa na matokeo ya malipo. Hatuoni wala hatuhifadhi PIN yako ya M-Pesa au taarifa za kadi ya malipo, na Sokoni haipokei malipo ya biashara kati ya wanunuzi na wauzaji.",
      ],
    },
    {
      id: "how-we-use-data",
      heading: "Jinsi tunavyotumia taarifa zako",
      blocks: [
        "Tunatumia taarifa binafsi ili:",
        [
          "kufungua na kuendesha akaunti yako na kukuacha ukiwa umeingia;",
          "kuchapisha matangazo yako na kuwaonyesha wanunuzi, pamoja na njia za mawasiliano ulizochagua kuweka;",
          "kupitisha ujumbe kati ya wanunuzi na wauzaji;",
          "kujibu maswali na malalamiko yako;",
          "kuweka Sokoni salama: kukagua matangazo yaliyoripotiwa, kugundua utapeli na spam, na kuzuia matumizi mabaya;",
          "kuelewa jinsi soko linavyotumika, hasa kupitia hesabu na jumla, ili tuliboreshe;",
          "kutuma ujumbe wa huduma, kama link za kuweka nenosiri jipya;",
          "kutimiza wajibu wetu chini ya sheria za Kenya.",
        ],
      ],
    },
    {
      id: "legal-bases",
      heading: "Misingi yetu ya kisheria",
      blocks: [
        "Sheria inaturuhusu kushughulikia taarifa binafsi tu tukiwa na msingi halali. Tunategemea:",
        [
          "mkataba: ili kukupa huduma uliyojisajili kuitumia;",
          "ridhaa: pale tunapoiomba, kwa mfano kwa vipengele vya hiari; unaweza kuondoa ridhaa yako wakati wowote, na hilo halibadilishi kilichofanyika kabla;",
          "wajibu wa kisheria: pale sheria au amri halali inapotutaka kuhifadhi au kutoa taarifa;",
          "maslahi halali: ili kuweka soko salama na likifanya kazi vizuri, pale ambapo haki zako hazizidi maslahi hayo kwa uzito.",
        ],
      ],
    },
    {
      id: "sharing",
      heading: "Tunampa nani taarifa",
      blocks: [
        "Hatuuzi taarifa zako binafsi. Tunazitoa tu kwa njia hizi:",
        [
          "Kwa umma: ulichoweka kwenye tangazo, pamoja na namba ya simu, jina la muuzaji na kaunti, kinaweza kuonekana na mtu yeyote anayelifungua.",
          "Kwa watoa huduma wanaotuhifadhia tovuti na picha, na wanaotuma email kwa niaba yetu. Wanafanya kazi kwa maagizo yetu chini ya mikataba inayowataka walinde taarifa hizo.",
          "Kwa Google, ukichagua kuingia kwa Google.",
          "Kwa mamlaka, kama polisi au mahakama, pale sheria za Kenya zinapotaka hivyo.",
          "Kwa atakayenunua biashara yetu, iwapo Sokoni itauzwa au kuunganishwa na kampuni nyingine; sera hii ingeendelea kulinda taarifa zako.",
        ],
      ],
    },
    {
      id: "retention",
      heading: "Tunahifadhi taarifa kwa muda gani",
      blocks: [
        "Tunahifadhi taarifa za akaunti muda wote akaunti yako iko wazi. Ukifunga akaunti yako, wasifu na matangazo yako yanaondoka kwenye tovuti mara moja; kumbukumbu ambazo bado tunazihitaji kushughulikia migogoro, ripoti za utapeli au madai ya kisheria zinahifadhiwa kwa muda usiozidi takriban miezi 12 baada ya kufungwa kwa akaunti, kisha zinafutwa au zinafanywa zisiweze kumtambulisha mtu.",
        "Ukifuta tangazo, tunaliondoa pamoja na picha zake. Kumbukumbu za kiufundi (logs) zinahifadhiwa kwa muda mfupi tu. Pale sheria inapotutaka kuhifadhi kumbukumbu kwa muda mrefu zaidi, tunaihifadhi kwa muda ambao sheria imeweka.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies na hifadhi ya kifaa",
      blocks: [
        "Tunatumia cookies chache ambazo tovuti inazihitaji ili ifanye kazi:",
        [
          "cookie ya kuingia, inayokuacha ukiwa umeingia; script zilizo kwenye ukurasa haziwezi kuisoma;",
          'cookie ya muda mfupi inayobeba ujumbe wa mara moja, kama "Umeingia!", hadi ukurasa unaofuata.',
        ],
        "Browser yako pia huhifadhi orodha ya matangazo ya mwisho uliyoangalia (Uliyoangalia hivi karibuni). Orodha hiyo inabaki kwenye kifaa chako na haitumwi kwetu.",
        "Hatutumii cookies za ads wala za kukufuatilia. Ukizuia cookies, bado unaweza kuangalia matangazo, lakini huwezi kuingia.",
      ],
    },
    {
      id: "your-rights",
      heading: "Haki zako",
      blocks: [
        "Chini ya Sheria, una haki ya:",
        [
          "kuambiwa jinsi taarifa zako binafsi zinavyotumika, kama katika sera hii;",
          "kupata nakala ya taarifa binafsi tulizo nazo kukuhusu;",
          "kurekebishiwa taarifa zisizo sahihi au zinazopotosha;",
          "kufutiwa taarifa pale ambapo hatuna tena sababu ya kuzihifadhi;",
          "kupinga tunavyotumia taarifa zako, au kutuomba tuweke mipaka kwenye matumizi hayo;",
          "kupokea taarifa zako katika muundo unaoweza kuupeleka kwa huduma nyingine.",
        ],
        "Unaweza kubadilisha jina la mtumiaji, email, nenosiri na picha yako mwenyewe kwenye wasifu wako, na unaweza kufuta akaunti yako hapo. Kwa jambo lingine lolote, wasiliana nasi (sehemu ya 16). Tunajibu kila ombi ndani ya siku 30. Huenda tukakuomba kwanza uthibitishe wewe ni nani, ili tusimpe mtu mwingine taarifa zako.",
      ],
    },
    {
      id: "security",
      heading: "Jinsi tunavyolinda taarifa zako",
      blocks: [
        "Nenosiri linahifadhiwa tu likiwa limefichwa kwa njia salama (hash), mawasiliano yote na Sokoni yamesimbwa (encrypted), na ni watu wanaohitaji taarifa binafsi kwa kazi yao tu wanaoweza kuzifikia.",
        "Hakuna mfumo ulio salama kabisa. Taarifa binafsi zikivuja, tutaiarifu Ofisi ya Kamishna wa Ulinzi wa Data (ODPC) ndani ya saa 72 tangu tujue, na tutawaambia walioathirika bila kuchelewa pale uvujaji huo unapowaweka katika hatari ya kweli.",
      ],
    },
    {
      id: "transfers",
      heading: "Kupeleka taarifa nje ya Kenya",
      blocks: [
        "Baadhi ya watoa huduma wetu wana seva zao nje ya Kenya, kwa hivyo taarifa zako zinaweza kuhifadhiwa au kushughulikiwa katika nchi nyingine. Tunapeleka taarifa nje tu pale Sheria inaporuhusu, na kwa kinga zinazozilinda kwa kiwango ambacho Sheria inataka.",
      ],
    },
    {
      id: "children",
      heading: "Watoto",
      blocks: [
        "Sokoni si ya mtu yeyote aliye chini ya miaka 18, na hatukusanyi kwa kujua taarifa za watoto. Ukiamini kwamba mtoto ametupa taarifa binafsi, wasiliana nasi na tutazifuta.",
      ],
    },
    {
      id: "other-sites",
      heading: "Link za tovuti nyingine",
      blocks: [
        "Matangazo na kurasa zinaweza kuwa na link za huduma nyingine, kama WhatsApp, Google au tovuti za wadhamini wetu. Huko, sera zao wenyewe za faragha ndizo zinazotumika; sisi hatuzidhibiti.",
      ],
    },
    {
      id: "marketing-and-decisions",
      heading: "Ujumbe wa promosheni na maamuzi ya kiotomatiki",
      blocks: [
        "Tunatuma ujumbe wa promosheni tu kama umekubali kuupokea, na kila ujumbe wa aina hiyo unakupa njia ya kuusimamisha. Ujumbe wa huduma, kama wa kuweka nenosiri jipya, si promosheni.",
        "Hatufanyi maamuzi kukuhusu yenye athari za kisheria, au athari nyingine nzito kama hizo, kwa kutumia mashine pekee. Matangazo yaliyoripotiwa hukaguliwa na watu.",
      ],
    },
    {
      id: "changes",
      heading: "Mabadiliko ya sera hii",
      blocks: [
        "Tunaweza kubadilisha sera hii pale huduma yetu au sheria inapobadilika. Tarehe iliyo juu inaonyesha toleo la sasa. Mabadiliko yakikuhusu, tutakuambia kwenye tovuti au kwa email kabla hayajaanza kutumika.",
      ],
    },
    {
      id: "contact",
      heading: "Wasiliana nasi",
      blocks: [
        "Kwa maswali kuhusu sera hii, au ili kutumia haki zako, tuandikie. Tunajibu ndani ya saa 48 na tunashughulikia maombi ya haki ndani ya siku 30.",
      ],
      contact: true,
    },
    {
      id: "complaints",
      heading: "Malalamiko",
      blocks: [
        "Kama hujaridhika na jinsi tunavyoshughulikia taarifa zako binafsi, tafadhali wasiliana nasi kwanza ili tulirekebishe. Pia una haki ya kulalamika kwa Ofisi ya Kamishna wa Ulinzi wa Data (ODPC), mamlaka ya Kenya inayosimamia ulinzi wa data.",
      ],
      links: [{ to: "https://www.odpc.go.ke/", label: "Ofisi ya Kamishna wa Ulinzi wa Data (ODPC)" }],
    },
  ],
};

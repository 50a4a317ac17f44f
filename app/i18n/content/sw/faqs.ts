import type { HelpPage } from "../types";

/** Kiswahili: the FAQ (twin of ../en/faqs.ts): six questions, shown one at a time. */
export const FAQS: HelpPage = {
  title: "Maswali yanayoulizwa mara kwa mara",
  description: "Majibu kuhusu Sokoni: ni nini, kufungua akaunti, usalama wa taarifa zako, ada, kuwasiliana na timu ya msaada, na unachoweza kutangaza.",
  path: "/faqs",
  intro: "Majibu ya haraka kwa maswali tunayoulizwa zaidi. Gusa swali ili usome jibu.",
  topics: [
    {
      id: "what-is-sokoni",
      title: "Sokoni ni nini?",
      blocks: [
        "Sokoni ni soko la matangazo la online la Kenya. Wauzaji huweka matangazo ya magari, nyumba na ardhi, vifaa vya elektroniki, mavazi na bidhaa na huduma nyingine, za kuuza au kukodisha, kwa bei za shilingi za Kenya. Wanunuzi huangalia na kutafuta katika kaunti zote 47, kisha humpigia muuzaji simu au kuchat naye kwenye WhatsApp.",
        "Sokoni yenyewe haiuzi chochote na haihusiki na malipo ya biashara: unakubaliana moja kwa moja na muuzaji kuhusu bei na malipo. Malipo pekee ambayo Sokoni hupokea ni ya boost ambayo muuzaji ananunua kwa tangazo lake mwenyewe, kwa M-Pesa.",
      ],
      links: [{ to: "/about", label: "Zaidi kuhusu Sokoni" }],
    },
    {
      id: "create-account",
      title: "Nafunguaje akaunti?",
      blocks: [
        "Gusa Ingia, kisha Jisajili. Chagua jina la mtumiaji (jina moja, au majina mawili yaliyounganishwa kwa underscore, kama wanjiku_kamau), weka email yako na nenosiri la angalau herufi 8, na ukubali masharti. Pale kuingia kwa Google kunapatikana, unaweza kutumia akaunti yako ya Google badala yake.",
        "Unahitaji akaunti ili kuweka matangazo, kuhifadhi vipendwa na kutuma ujumbe. Kila mtu anaweza kuangalia matangazo na kuwasiliana na wauzaji.",
      ],
      links: [{ to: "/sign-up", label: "Jisajili" }],
    },
    {
      id: "data-security",
      title: "Je, taarifa zangu ziko salama?",
      blocks: [
        "Ndiyo, tunalichukulia hili kwa uzito. Nenosiri linahifadhiwa tu likiwa limefichwa kwa njia salama (hash), kila muunganisho na Sokoni umesimbwa (encrypted), na hatutawahi kukuuliza PIN yako ya M-Pesa wala taarifa za kadi yako. Tunashughulikia taarifa binafsi chini ya Sheria ya Ulinzi wa Data ya Kenya, 2019.",
        "Kumbuka kwamba namba ya simu unayoweka kwenye tangazo inaonekana na kila mtu anayelifungua.",
      ],
      links: [{ to: "/privacy", label: "Soma sera ya faragha" }],
    },
    {
      id: "fees",
      title: "Je, kutumia Sokoni kuna gharama?",
      blocks: [
        "Matumizi ya kawaida ni bure: kuangalia, kutafuta, kufungua akaunti, kuweka matangazo na kuwasiliana na wauzaji. Matangazo ya premium yanaweza kuwa na ada, ambayo inaonyeshwa kabla hujalipa na hairudishwi, isipokuwa sheria inataka irudishwe.",
      ],
      links: [{ to: "/terms-of-service#fees", label: "Ada katika Masharti na Vigezo" }],
    },
    {
      id: "contact-support",
      title: "Nawasilianaje na timu ya msaada?",
      blocks: [
        "Tutumie email au chat nasi kwenye WhatsApp; maelezo yako kwenye ukurasa wa mawasiliano. Tunajibu ndani ya saa 48. Kwa jambo la dharura, andika URGENT kwenye kichwa (subject) cha email yako.",
      ],
      links: [{ to: "/contact-us", label: "Wasiliana nasi" }],
    },
    {
      id: "what-to-list",
      title: "Naweza kutangaza nini kwenye Sokoni?",
      blocks: [
        "Chochote halali unachomiliki au ulicho na haki ya kuuza au kukodisha: magari na spea, nyumba na ardhi, simu na vifaa vya elektroniki, fanicha, mavazi, mazao na vifaa vya shamba, huduma, nafasi za kazi na mengine mengi.",
        "Bidhaa haramu, bidhaa za wizi au bandia, na matangazo ya kupotosha haviruhusiwi na vitaondolewa. Tumia picha wazi za bidhaa halisi na bei ya kweli.",
      ],
      links: [{ to: "/terms-of-service#prohibited", label: "Mambo yasiyoruhusiwa" }],
    },
  ],
};

import type { HelpPage } from "../types";

/** Kiswahili: the safety guide (twin of ../en/safety-guide.ts): five tips, shown one at a time. */
export const SAFETY_GUIDE: HelpPage = {
  title: "Mwongozo wa usalama",
  description:
    "Tabia tano zinazowaweka wanunuzi na wauzaji salama kwenye Sokoni: jua unashughulika na nani, wasiliana kwa usalama, kagua kwanza, usilipe amana mapema, na linda akaunti yako.",
  path: "/safety-guide",
  intro: "Watu wengi kwenye Sokoni ni waaminifu, lakini matapeli huwatafuta wanunuzi na wauzaji walio na haraka. Tabia hizi tano zinakuweka salama.",
  topics: [
    {
      id: "verify-identity",
      title: "Hakikisha unashughulika na nani",
      blocks: [
        [
          "Angalia alama ya muuzaji aliyethibitishwa, na muda ambao muuzaji amekuwa kwenye Sokoni.",
          "Omba kuona kitambulisho cha taifa cha muuzaji, na uhakikishe kwamba jina linalingana na lile lililo kwenye logbook, hati miliki (title deed), mkataba wa kukodisha au risiti.",
          "Kwa magari, hakikisha maelezo ya logbook kwa NTSA; kwa ardhi, fanya search rasmi kwenye masjala ya ardhi (lands registry) kabla ya kulipa chochote.",
          "Kwa nyumba ya kukodisha, hakikisha unashughulika na mwenye nyumba au wakala halisi, si mtu aliye na picha tu.",
        ],
      ],
    },
    {
      id: "communicate-safely",
      title: "Wasiliana kwa usalama",
      blocks: [
        [
          "Endelea na mazungumzo kwenye ujumbe wa Sokoni, au piga namba iliyo kwenye tangazo, ili ujue unaongea na nani.",
          "Kuwa mwangalifu mtu anapokuomba mhamie app nyingine, ufungue link au ujaze fomu: Sokoni inakuonya kuhusu ujumbe kama huo kwenye chat zako.",
          "Usimpe kamwe mnunuzi au muuzaji PIN yako ya M-Pesa, codes za mara moja (OTP), namba ya kitambulisho au maelezo ya benki yako.",
          "Kuwa mwangalifu na mtu yeyote anayekuharakisha, anayekataa kuongea kwa simu, au anayebadilisha hadithi au bei.",
        ],
      ],
    },
    {
      id: "inspect-first",
      title: "Kagua kabla ya kulipa",
      blocks: [
        [
          "Kutaneni mahali pa wazi penye watu wengi, mchana, na uende na mtu.",
          "Ona bidhaa ikifanya kazi: jaribu simu na vifaa vya elektroniki, angalia IMEI, na upeleke gari kwa fundi unayemwamini.",
          "Tembelea nyumba au ardhi wewe mwenyewe. Picha pekee si ushahidi kwamba ipo au inapatikana.",
        ],
      ],
    },
    {
      id: "avoid-risky-payments",
      title: "Epuka malipo ya kutiliwa shaka na malipo nje ya Sokoni",
      blocks: [
        "Utapeli unaojulikana zaidi Kenya ni kukuomba utume amana (deposit) kwa M-Pesa, ada ya kuangalia au ada ya kuweka nafasi (booking) kabla hujaona bidhaa au nyumba. Usitume.",
        [
          "Lipa tu ukishaiona bidhaa na uko tayari kuichukua.",
          "Angalia salio lako la M-Pesa mwenyewe kabla ya kukabidhi bidhaa: SMS ya uthibitisho inaweza kughushiwa.",
          "Kuwa mwangalifu jina kwenye akaunti ya M-Pesa lisipolingana na la muuzaji, au bei ikiwa chini sana kuliko bei ya bidhaa kama hiyo.",
          "Sokoni haipokei malipo ya biashara, kwa hivyo mtu yeyote anayekuomba uilipe Sokoni kwa ajili ya biashara ni tapeli. Kitu pekee unacholipia Sokoni ni boost ya tangazo lako mwenyewe, unayoanzisha wewe kutoka Matangazo yangu, kwa ombi la M-Pesa kwenye simu yako mwenyewe.",
        ],
      ],
    },
    {
      id: "secure-account",
      title: "Linda akaunti yako",
      blocks: [
        [
          "Tumia nenosiri imara la angalau herufi 8 ambalo hulitumii mahali pengine popote.",
          "Toka kwenye akaunti yako ukitumia simu au kompyuta ya pamoja.",
          "Wafanyakazi wa Sokoni hawatawahi kukuuliza nenosiri lako. Ukidhani kuna mtu analijua, weka nenosiri jipya mara moja.",
          "Ripoti matangazo ya kutiliwa shaka kwa kitufe cha Ripoti kilicho kwenye tangazo.",
        ],
      ],
      links: [{ to: "/forgot-password", label: "Weka nenosiri jipya" }],
    },
  ],
};

import type { ui as en } from "../en/ui";

/** Kiswahili: texts written in components and routes that had no catalogue key before issue 19. */
export const ui: typeof en = {
  ui: {
    common: {
      unknownAction: "Kitendo hiki hakijulikani",
      signOutError: "Imeshindwa kutoka",
      /** The toasts' region (app/enhance/toast.ts). */
      notifications: "Arifa",
      /** Page titles that had no key of their own ("… | Sokoni"). */
      signUpTitle: "Jisajili",
      resetPasswordTitle: "Badilisha nenosiri",
    },
    /** Titles and descriptions of the public pages, for search engines and link previews. */
    meta: {
      homeTitle: "Sokoni | Nunua, uza na kodisha kote Kenya",
      homeDescription: "Magari, simu, nyumba, kazi na mengine kutoka kwa wauzaji wa kaunti zote 47. Bei kwa KSh. Mpigie muuzaji simu au umtumie WhatsApp.",
      /** A category, a subcategory or the words searched for: "Cars for sale and rent in Kenya". */
      forSaleAndRent: (what: string) => `${what}: kuuza na kukodisha Kenya`,
      browseDescription: (scope: string) => `${scope} kutoka kwa wauzaji wa kaunti zote 47 za Kenya, bei kwa KSh. Mpigie muuzaji simu au umtumie WhatsApp.`,
      browseAllDescription: "Tazama matangazo kwa kategoria kutoka kaunti zote 47 za Kenya, bei kwa KSh.",
      searchDescription: "Tafuta magari, simu, nyumba, kazi na mengine kutoka kaunti zote 47 za Kenya. Bei kwa KSh.",
      listingTitle: (name: string, price: string, county: string) => `${name} | ${price}, ${county}`,
      listingDescription: (price: string, county: string, text: string) => `${price} · Kaunti ya ${county}. ${text}`,
    },
    home: {
      welcomeTitle: "Karibu Sokoni: soko la Kenya",
      welcomeText:
        "Nunua, uza na kodisha chochote, kuanzia magari na simu hadi nyumba na mazao ya shamba, na wauzaji kutoka kaunti zote za Kenya. Bei ziko kwa shilingi, na unawafikia wauzaji moja kwa moja kwa simu au WhatsApp.",
      promoTitle: "Uza haraka zaidi kwenye Sokoni",
      promoText:
        "Weka tangazo lako kwa dakika chache na picha hadi 6. Wanunuzi wanaona bei yako kwa KSh na wanakupigia simu au kukutumia WhatsApp mara moja. Matangazo ya kawaida ni bure.",
      postListing: "Weka tangazo",
      clockLabel: "Saa za Nairobi",
      flagAlt: "Bendera ya Kenya",
      sponsors: "Wadhamini",
      previousSponsor: "Mdhamini aliyetangulia",
      nextSponsor: "Mdhamini anayefuata",
      showSponsor: (n: number) => `Onyesha mdhamini ${n}`,
      sponsorSlide: (n: number, total: number, company: string) => `${n} kati ya ${total}: ${company}`,
    },
    listing: {
      breadcrumb: "Ulipo",
      noDescription: "Hakuna maelezo",
      details: "Maelezo zaidi",
      amountOff: (amount: string) => `Punguzo ${amount}`,
      posted: "Liliwekwa",
      safetyTitle: "Mambo muhimu kwa usalama wako",
      safetyTips: [
        "Kutana na muuzaji mahali pa wazi penye watu wengi, mchana.",
        "Kagua bidhaa na karatasi zake kabla ya kulipa.",
        "Usitume pesa kamwe, hata kwa M-Pesa, kabla ya kuiona bidhaa.",
        "Hakikisha logbook, hati za ardhi na risiti zinalingana na kitambulisho cha muuzaji.",
      ],
      /** A detail's value when it is a ticked or unticked box. */
      yes: "Ndiyo",
      no: "Hapana",
      /** A card's chips, short enough for its width: "3 bd", "2 ba". */
      bedroomsChip: (n: number | string) => `Vyumba ${n}`,
      bathroomsChip: (n: number | string) => `Bafu ${n}`,
      /** Attribute field labels not already in the catalogue. */
      year: "Mwaka",
      colour: "Rangi",
    },
    card: {
      unnamed: "Tangazo bila jina",
      notSpecified: "Haijatajwa",
      saveFavourite: (name: string) => `Hifadhi ${name} kwenye vipendwa`,
      callSeller: (name: string) => `Mpigie simu muuzaji wa ${name}`,
      whatsappAbout: (name: string) => `Ongea kwenye WhatsApp kuhusu ${name}`,
      /** After the price of a rent, in smaller type. */
      perMonth: "/ mwezi",
      /** Read out before a struck-through regular price. */
      was: "awali",
      monthly: (amount: string) => `${amount} / mwezi`,
    },
    favourites: {
      failed: "Imeshindwa kubadilisha vipendwa",
      statusFailed: "Imeshindwa kupakia vipendwa vyako",
    },
    carousel: {
      photosOf: (name: string) => `Picha za ${name}`,
      photoAlt: (name: string, n: number, total: number) => `${name}, picha ${n} kati ya ${total}`,
      slide: (n: number, total: number) => `${n} kati ya ${total}`,
      openPhoto: (n: number, total: number) => `Fungua picha ${n} kati ya ${total} kwa ukubwa kamili`,
      showPhoto: (n: number) => `Onyesha picha ${n}`,
      viewerTitle: (n: number, total: number) => `Picha ${n} kati ya ${total}`,
      previous: "Picha iliyotangulia",
      next: "Picha ijayo",
    },
    seller: {
      badges: "Beji",
      responseRate: "Kiwango cha kujibu",
      replyTime: "Muda wa kujibu",
    },
    browse: {
      pages: "Kurasa",
    },
    chat: {
      unblockPerson: (name: string) => `Ondoa kizuizi kwa ${name}`,
    },
    savedSearch: {
      /** The name a saved search starts with: "Cars in Nairobi". */
      nameIn: (what: string, where: string) => `${what}, ${where}`,
    },
    profile: {
      yourAccount: "Akaunti yako",
    },
  },
  /**
   * Display names of the categories and subcategories (app/domain/catalog.ts CATEGORY_TREE). The
   * English names are the stored values and URL parameters; app/i18n/labels.ts shows them.
   */
  categories: {
    Vehicles: "Magari",
    Cars: "Magari madogo",
    Motorcycles: "Pikipiki",
    Trucks: "Malori",
    "Spare Parts and Accessories": "Vipuri na vifaa vya magari",
    Property: "Nyumba na viwanja",
    Houses: "Nyumba",
    Apartments: "Fleti",
    Land: "Viwanja na mashamba",
    "Commercial Properties": "Majengo ya biashara",
    "Mobile Phones & Tablets": "Simu na tablet",
    Smartphones: "Simu janja",
    Tablets: "Tablet",
    Accessories: "Vifaa vya simu",
    Electronics: "Vifaa vya elektroniki",
    Laptops: "Laptop",
    Cameras: "Kamera",
    "Home Appliances": "Vifaa vya nyumbani",
    "Home, Furniture & Appliances": "Nyumbani, fanicha na vifaa",
    Furniture: "Fanicha",
    "Home Décor": "Mapambo ya nyumba",
    "Kitchen Appliances": "Vifaa vya jikoni",
    "Health & Beauty": "Afya na urembo",
    Cosmetics: "Vipodozi",
    "Skincare Products": "Bidhaa za kutunza ngozi",
    "Health Supplements": "Virutubisho vya afya",
    "Beauty Services": "Huduma za urembo",
    Fashion: "Mitindo",
    Clothing: "Nguo",
    Shoes: "Viatu",
    Bags: "Mikoba",
    "Fashion Accessories": "Vifaa vya mitindo",
    "Sports, Arts & Outdoors": "Michezo, sanaa na matembezi",
    "Sports Equipment": "Vifaa vya michezo",
    "Musical Instruments": "Ala za muziki",
    "Outdoor Gear": "Vifaa vya matembezi na kambi",
    "Seeking Work CVs": "Wanaotafuta kazi (CV)",
    Services: "Huduma",
    Cleaning: "Usafi",
    Tutoring: "Masomo ya ziada",
    "Event Planning": "Maandalizi ya sherehe",
    Jobs: "Kazi",
    "Babies & Kids": "Watoto",
    "Baby Products": "Bidhaa za watoto wachanga",
    "Children's Clothing": "Nguo za watoto",
    Toys: "Vitu vya kuchezea",
    "Educational Materials": "Vifaa vya masomo",
    "Animals & Pets": "Wanyama na wanyama vipenzi",
    "Pets for Sale": "Wanyama vipenzi wa kuuza",
    "Pet Accessories": "Vifaa vya wanyama vipenzi",
    "Veterinary Services": "Huduma za daktari wa mifugo",
    "Agriculture & Food": "Kilimo na chakula",
    "Farm Equipment": "Vifaa vya shamba",
    Livestock: "Mifugo",
    "Food Products": "Vyakula",
    "Commercial Equipment & Tools": "Vifaa vya biashara na zana",
    Machinery: "Mashine",
    Tools: "Zana",
    "Business Equipment": "Vifaa vya ofisi na biashara",
    "Repair & Construction": "Ukarabati na ujenzi",
    "Building Materials": "Vifaa vya ujenzi",
    "Construction Services": "Huduma za ujenzi",
    "Repair Services": "Huduma za ukarabati",
  },
  /** Display names of the attribute options (the condition's New, Used, Refurbished), stored in English. */
  options: {
    New: "Mpya",
    Used: "Imetumika",
    Refurbished: "Imekarabatiwa",
  },
};

/**
 * Place and name tables for the seed listing generator: every county with its towns and estates, and
 * the invented first names used in CVs. Re-exported from listing-templates.ts.
 */
import type { County } from "../../app/domain/catalog.ts";

export interface Place {
  county: County;
  /** Relative share of listings drawn by the weighted picker. */
  weight: number;
  /** 1 = Nairobi, 2 = big urban counties, 3 = the rest; scales property prices. */
  tier: 1 | 2 | 3;
  areas: readonly string[];
  /** Upmarket estates, where property costs noticeably more. */
  premium: readonly string[];
}

function place(county: County, weight: number, tier: 1 | 2 | 3, areas: string, premium = ""): Place {
  return { county, weight, tier, areas: areas.split(", "), premium: premium === "" ? [] : premium.split(", ") };
}

export const PLACES: readonly Place[] = [
  place(
    "Nairobi",
    30,
    1,
    "Westlands, Kilimani, Kileleshwa, Lavington, Karen, Runda, Parklands, South B, South C, Embakasi, " +
      "Kasarani, Roysambu, Donholm, Umoja, Buruburu, Langata, Utawala, Ruai, Kahawa West, Zimmerman, " +
      "Imara Daima, Eastleigh, Nairobi CBD, Thome, Komarock, Pipeline, Ngara, Hurlingham",
    "Westlands, Kilimani, Kileleshwa, Lavington, Karen, Runda, Parklands, Hurlingham",
  ),
  place("Mombasa", 8, 2, "Nyali, Bamburi, Kizingo, Tudor, Likoni, Mtopanga, Shanzu, Changamwe, Kisauni, Mikindani, Ganjoni", "Nyali, Kizingo, Shanzu"),
  place("Kiambu", 9, 2, "Ruaka, Thika, Juja, Ruiru, Kikuyu, Kiambu Town, Limuru, Kahawa Sukari, Membley, Tatu City, Karuri", "Tatu City"),
  place("Nakuru", 6, 2, "Nakuru Town, Naivasha, Milimani, Lanet, Gilgil, Njoro, Molo, Section 58, Kiamunyi, Shabab", "Milimani, Section 58"),
  place("Kisumu", 5, 2, "Milimani, Mamboleo, Kisumu CBD, Nyalenda, Kondele, Riat Hills, Maseno, Ahero, Nyamasaria", "Milimani, Riat Hills"),
  place("Uasin Gishu", 4, 2, "Eldoret Town, Langas, Kapseret, Elgon View, Kimumu, Pioneer, Burnt Forest, Moi's Bridge", "Elgon View"),
  place("Machakos", 4, 2, "Syokimau, Mlolongo, Athi River, Machakos Town, Kangundo, Tala, Joska"),
  place("Kajiado", 4.5, 2, "Kitengela, Ongata Rongai, Ngong, Kiserian, Isinya, Kajiado Town, Namanga, Kisaju"),
  place("Kwale", 1, 3, "Diani, Ukunda, Kwale Town, Msambweni, Kinango, Lunga Lunga, Tiwi", "Diani"),
  place("Kilifi", 1.3, 3, "Kilifi Town, Malindi, Watamu, Mtwapa, Mariakani, Kikambala, Mnarani", "Watamu"),
  place("Tana River", 0.4, 3, "Hola, Garsen, Bura, Madogo"),
  place("Lamu", 0.5, 3, "Lamu Town, Shela, Mpeketoni, Mokowe"),
  place("Taita Taveta", 0.6, 3, "Voi, Wundanyi, Taveta, Mwatate"),
  place("Garissa", 0.6, 3, "Garissa Town, Dadaab, Masalani, Ijara"),
  place("Wajir", 0.4, 3, "Wajir Town, Habaswein, Griftu, Eldas"),
  place("Mandera", 0.4, 3, "Mandera Town, El Wak, Rhamu, Takaba"),
  place("Marsabit", 0.4, 3, "Marsabit Town, Moyale, Laisamis, North Horr"),
  place("Isiolo", 0.5, 3, "Isiolo Town, Kinna, Garbatulla, Merti"),
  place("Meru", 1.5, 3, "Meru Town, Makutano, Nkubu, Maua, Timau, Laare"),
  place("Tharaka Nithi", 0.5, 3, "Chuka, Chogoria, Marimanti, Kathwana"),
  place("Embu", 1, 3, "Embu Town, Runyenjes, Siakago, Kiritiri"),
  place("Kitui", 0.8, 3, "Kitui Town, Mwingi, Kabati, Mutomo"),
  place("Makueni", 0.8, 3, "Wote, Emali, Sultan Hamud, Makindu, Mtito Andei, Kibwezi"),
  place("Nyandarua", 0.6, 3, "Ol Kalou, Engineer, Njabini, Ol Joro Orok, Ndaragwa"),
  place("Nyeri", 1.3, 3, "Nyeri Town, Karatina, Othaya, Mweiga, Naro Moru, Kiganjo"),
  place("Kirinyaga", 0.8, 3, "Kerugoya, Kutus, Sagana, Wang'uru, Kagio, Kianyaga"),
  place("Murang'a", 1, 3, "Murang'a Town, Kenol, Kangema, Maragua, Kandara"),
  place("Turkana", 0.4, 3, "Lodwar, Kakuma, Lokichoggio, Lokichar"),
  place("West Pokot", 0.4, 3, "Kapenguria, Chepareria, Sigor, Kacheliba"),
  place("Samburu", 0.3, 3, "Maralal, Baragoi, Archers Post, Wamba"),
  place("Trans Nzoia", 0.8, 3, "Kitale, Endebess, Kiminini, Saboti"),
  place("Elgeyo Marakwet", 0.4, 3, "Iten, Kapsowar, Chepkorio, Tambach"),
  place("Nandi", 0.6, 3, "Kapsabet, Nandi Hills, Mosoriot, Kobujoi"),
  place("Baringo", 0.5, 3, "Kabarnet, Eldama Ravine, Marigat, Mogotio"),
  place("Laikipia", 0.9, 3, "Nanyuki, Nyahururu, Rumuruti, Doldol"),
  place("Narok", 0.8, 3, "Narok Town, Kilgoris, Ololulung'a, Suswa"),
  place("Kericho", 0.8, 3, "Kericho Town, Litein, Londiani, Kipkelion"),
  place("Bomet", 0.6, 3, "Bomet Town, Sotik, Longisa, Mulot"),
  place("Kakamega", 1.2, 3, "Kakamega Town, Mumias, Lurambi, Malava, Butere"),
  place("Vihiga", 0.5, 3, "Mbale, Majengo, Luanda, Chavakali"),
  place("Bungoma", 1, 3, "Bungoma Town, Webuye, Kimilili, Chwele"),
  place("Busia", 0.7, 3, "Busia Town, Malaba, Nambale, Port Victoria"),
  place("Siaya", 0.6, 3, "Siaya Town, Bondo, Ugunja, Yala, Usenge"),
  place("Homa Bay", 0.6, 3, "Homa Bay Town, Mbita, Oyugis, Kendu Bay"),
  place("Migori", 0.6, 3, "Migori Town, Awendo, Rongo, Isebania"),
  place("Kisii", 1, 3, "Kisii Town, Ogembo, Suneka, Nyanchwa, Marani"),
  place("Nyamira", 0.5, 3, "Nyamira Town, Keroka, Nyansiongo, Ekerenyo"),
];

/** Invented first names only: common Kenyan given names, never a full person's name. */
export const FIRST_NAMES: readonly string[] = (
  "Wanjiku, Achieng, Kiprono, Mutua, Otieno, Njeri, Chebet, Wafula, Akinyi, Kamau, Mwende, Baraka, Faith, " +
  "Brian, Nafula, Kibet, Moraa, Nyaboke, Juma, Halima, Wairimu, Mumbua, Omondi, Jeptoo, Kerubo, Musyoka"
).split(", ");

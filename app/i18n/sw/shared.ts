import { LIMITS } from "../../domain/limits";
import { groupedCount } from "../../domain/ksh";

/** Kiswahili: phrases several sections say the same way (a refusal, a limit), written once. */
export const PHONE_INVALID = "Tafadhali weka namba ya simu ya Kenya iliyo sahihi (mfano 0712345678 au +254712345678)";

export const IMAGES_TOO_MANY = `Picha zisizidi ${LIMITS.imagesPerListing}`;

export const IMAGE_NOT_OURS = "Picha zipakiwe kwanza kwenye Sokoni";

export const MESSAGE_REQUIRED = "Tafadhali andika ujumbe wako.";

export const MESSAGE_LONG = "Tafadhali ujumbe wako usizidi herufi 2,000.";

export const OWN_LISTING = "Hili ni tangazo lako mwenyewe.";

export const TOO_MANY_MESSAGES = "Umetuma ujumbe mwingi kwa muda mfupi. Tafadhali jaribu tena baadaye.";

export const TOO_MANY_REPORTS = "Umetuma ripoti nyingi kwa muda mfupi. Tafadhali jaribu tena baadaye.";

export const SIGN_IN_TO_MESSAGE = "Tafadhali ingia ili umtumie muuzaji ujumbe.";

export const USER_NOT_FOUND = "Mtumiaji hapatikani";

export const count = (n: number) => groupedCount(n);

export const messages = (n: number) => (n === 1 ? "ujumbe mmoja" : `ujumbe ${count(n)}`);

export const PEOPLE_WORDS = ["", "mmoja", "wawili", "watatu", "wanne", "watano", "sita", "saba", "wanane", "tisa", "kumi"];

export const peopleReported = (n: number) => (n === 1 ? "Mtu mmoja ameripoti" : `Watu ${PEOPLE_WORDS[n] || count(n)} tofauti wameripoti`);

import type { Lang } from "../langs";
import { ABOUT as ABOUT_EN } from "./en/about";
import { CONTACT as CONTACT_EN } from "./en/contact";
import { FAQS as FAQS_EN } from "./en/faqs";
import { PRIVACY_POLICY as PRIVACY_EN } from "./en/privacy";
import { SAFETY_GUIDE as SAFETY_GUIDE_EN } from "./en/safety-guide";
import { TERMS_OF_SERVICE as TERMS_EN } from "./en/terms";
import { ABOUT as ABOUT_SW } from "./sw/about";
import { CONTACT as CONTACT_SW } from "./sw/contact";
import { FAQS as FAQS_SW } from "./sw/faqs";
import { PRIVACY_POLICY as PRIVACY_SW } from "./sw/privacy";
import { SAFETY_GUIDE as SAFETY_GUIDE_SW } from "./sw/safety-guide";
import { TERMS_OF_SERVICE as TERMS_SW } from "./sw/terms";
import type { AboutPage, ContactPage, HelpPage, PolicyDocument } from "./types";

/*
 * The static pages' long texts in every language. Only route loaders (and tests) import this
 * module: a loader picks its page by `currentLang()` and hands it to the page as loader data, so
 * these texts stay on the server and out of the JavaScript every visitor downloads.
 */

export const ABOUT: Record<Lang, AboutPage> = { en: ABOUT_EN, sw: ABOUT_SW };
export const CONTACT: Record<Lang, ContactPage> = { en: CONTACT_EN, sw: CONTACT_SW };
export const PRIVACY: Record<Lang, PolicyDocument> = { en: PRIVACY_EN, sw: PRIVACY_SW };
export const TERMS: Record<Lang, PolicyDocument> = { en: TERMS_EN, sw: TERMS_SW };
export const FAQS: Record<Lang, HelpPage> = { en: FAQS_EN, sw: FAQS_SW };
export const SAFETY_GUIDE: Record<Lang, HelpPage> = { en: SAFETY_GUIDE_EN, sw: SAFETY_GUIDE_SW };

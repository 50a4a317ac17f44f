/**
 * Shapes of the long texts behind the static pages (about, policies, help), kept as data so each
 * route module stays short. Every page has an English file in ./en and its Kiswahili twin in ./sw
 * with the same shape, the same anchors and the same links (./content.test.ts checks them).
 *
 * These texts are not in the main catalogue (app/i18n/en): a route's loader picks its page in the
 * reader's language, so the texts travel in that page's loader data and never in the JavaScript.
 */

/** A paragraph, or a bulleted list when it is an array of items. */
export type Block = string | readonly string[];

/** A link under a text: a site path (`/privacy`) or a full address for another site. */
export interface TextLink {
  to: string;
  label: string;
}

export interface PolicySection {
  /** The anchor (`/privacy#retention`), stable when headings are reworded or translated. */
  id: string;
  heading: string;
  blocks: readonly Block[];
  links?: readonly TextLink[];
  /** Ends the section with the support email and the contact page. */
  contact?: boolean;
}

/** A numbered legal text: the privacy policy, the terms of service. */
export interface PolicyDocument {
  title: string;
  description: string;
  path: string;
  /** Shown under the title, e.g. "Effective 06 March 2025". */
  effective?: string;
  intro: readonly Block[];
  sections: readonly PolicySection[];
}

/** One question of the FAQ or one tip of the safety guide: a heading that opens its text. */
export interface HelpTopic {
  id: string;
  title: string;
  blocks: readonly Block[];
  links?: readonly TextLink[];
}

export interface HelpPage {
  title: string;
  description: string;
  path: string;
  intro: string;
  topics: readonly HelpTopic[];
}

/** The about page: what Sokoni is, how it works, and the landing claims. */
export interface AboutPage {
  title: string;
  description: string;
  path: string;
  intro: string;
  offerHeading: string;
  offer: readonly string[];
  howHeading: string;
  how: readonly string[];
  claimsHeading: string;
  /** What each figure counts, beside it (worker/services/listings/marketplace-figures.ts counts them). */
  claims: { listings: string; sellers: string; counties: string; free: string };
  /** Posting costs nothing: the figure beside `claims.free`. */
  freeFigure: string;
  /** The two buttons at the end: to the search, to posting a listing. */
  browse: string;
  sell: string;
}

/** The contact page's texts; the addresses themselves come from the Worker's settings. */
export interface ContactPage {
  title: string;
  description: string;
  path: string;
  intro: string;
  email: string;
  whatsapp: string;
  whatsappLabel: string;
  /** Opens the WhatsApp chat with this text already typed. */
  whatsappGreeting: string;
  website: string;
  responseHeading: string;
  response: string;
  urgent: string;
  urgentLink: string;
  /** "<0> <1: link to the FAQs> <2> <3: link to the safety guide>." */
  selfHelp: readonly [string, string, string, string];
}

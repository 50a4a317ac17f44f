/**
 * Shapes of the long texts behind the static pages (about, policies, help), kept as data so each
 * route module stays short and a translation can follow the files in this folder.
 */

/** A paragraph, or a bulleted list when it is an array of items. */
export type Block = string | readonly string[];

/** A link under a text: a site path (`/privacy`) or a full address for another site. */
export interface TextLink {
  to: string;
  label: string;
}

export interface PolicySection {
  /** The anchor (`/privacy#retention`), stable when headings are reworded. */
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

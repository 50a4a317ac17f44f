import { admin } from "./admin";
import { app } from "./app";
import { chat } from "./chat";
import { discovery } from "./discovery";
import { domain } from "./domain";
import { listings } from "./listings";
import { lowData } from "./lowdata";
import { mail } from "./mail";
import { pages } from "./pages";
import { profile } from "./profile";
import { push } from "./push";
import { server } from "./server";
import { shell } from "./shell";
import { standing } from "./standing";
import { ui } from "./ui";

/**
 * The English catalogue: every text the product shows, keyed by screen. English is the default and
 * keeps the spec's wording verbatim. Each file here has its Kiswahili twin in ../sw/ with the same
 * keys and placeholders (the compiler and app/i18n/catalogue.test.ts check both).
 */
export const en = {
  ...shell,
  ...profile,
  ...admin,
  ...standing,
  ...listings,
  ...discovery,
  ...chat,
  ...pages,
  ...server,
  ...mail,
  ...app,
  ...domain,
  ...ui,
  ...lowData,
  ...push,
};

export type Catalogue = typeof en;

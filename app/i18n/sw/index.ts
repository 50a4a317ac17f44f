import type { Catalogue } from "../en";
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
 * The Kiswahili catalogue: the plain, everyday Kiswahili people use on their phones, with the
 * loanwords everyone says (M-Pesa, WhatsApp, online, email). Same keys and placeholders as ../en/.
 */
export const sw: Catalogue = {
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

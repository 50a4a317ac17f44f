/**
 * The pages that are text (about, contact, privacy, terms, the FAQ, the safety guide, not found)
 * are served without the framework (docs/decisions/098): what every page has (`./page`: the
 * header's suggestions and badge, toasts) and the FAQ's and safety guide's questions kept in sight.
 */
import { questionInView } from "../components/accordion/accordion.behaviour";
import { startPage } from "./page";

startPage(questionInView);

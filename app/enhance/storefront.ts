/**
 * The storefront is served without the framework (docs/decisions/098). Its forms (write, edit,
 * reply, report a review) post as plain forms and the page comes back with the answer; its
 * behaviours add the running count under a text box, and after a refused form the field in error
 * takes the focus so its message is read out. `./page` adds the hearts and the header.
 */
import { characterCount } from "../behaviours/character-count/character-count";
import { LISTING_CARD_BEHAVIOURS } from "../components/listing-card-behaviours";
import { refusedField } from "../behaviours/refused-field/refused-field";
import { startPage } from "./page";

startPage(...LISTING_CARD_BEHAVIOURS, characterCount, refusedField);

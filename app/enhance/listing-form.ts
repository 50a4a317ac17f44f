/**
 * Create Listing and Update Listing (docs/decisions/103 and 128): the form does its whole job with
 * page loads (decision 029). Its markup names these behaviours:
 *
 * - the photo picker: photos prepared in this browser and uploaded as they are picked, with their
 *   progress, Try again, and their order (photo-picker);
 * - what was written only for a page without scripts gone, a refusal's sentence as a toast and its
 *   first field in focus, Enter publishing (listing-form), and the form sent in place, waiting for
 *   the photos on their way (listing-send);
 * - the category's fields as soon as it is chosen (category-fields), the discount field only for an
 *   offer and the rent's hint (listing-price), the county's areas (county-areas);
 * - the phone's steps (phone-choice) and the minute before a new code (resend-countdown).
 */
import { resendCountdown } from "../behaviours/resend-countdown/resend-countdown";
import { categoryFields } from "../components/listing-form/category-fields.behaviour";
import { countyAreas } from "../components/listing-form/county-areas.behaviour";
import { listingForm } from "../components/listing-form/listing-form.behaviour";
import { listingPrice } from "../components/listing-form/listing-price.behaviour";
import { listingSend } from "../components/listing-form/listing-send.behaviour";
import { phoneChoice } from "../components/listing-form/phone-choice.behaviour";
import { photoPicker } from "../components/photo-picker/photo-picker.behaviour";
import { startPage } from "./page";

startPage(photoPicker, listingPrice, phoneChoice, listingForm, listingSend, categoryFields, countyAreas, resendCountdown);

import { data, redirect } from "react-router";
import * as v from "valibot";
import type { RequestContext, SessionUser } from "../../worker/context";
import { redirectHeaders } from "../../worker/services/accounts/accounts";
import { confirmPhoneCode, sendPhoneCode } from "../../worker/services/accounts/phones";
import { Refusal } from "../../worker/services/refusal";
import { asRefusal, readForm } from "./guards.server";
import { storeFormPhotos } from "../../worker/services/media/uploads";
import type { SavedListing } from "../../worker/services/listings/listing-writes";
import { type FieldErrors, toastForErrors } from "../components/listing-form/listing-form";
import type { PhoneStep, PhoneStepIntent } from "../components/listing-form/phone-choice";
import { fieldErrors } from "../domain/account";
import { LIMITS } from "../domain/limits";
import {
  formValuesFromForm,
  LISTING_MESSAGES,
  type ListingFormValues,
  type ListingInput,
  ListingSchema,
  listingInputFromForm,
  UPLOAD_MESSAGES,
} from "../domain/listing-input";
import { NEW_PHONE_CHOICE } from "../domain/phone-choice";
import { normalizeKenyanPhone } from "../domain/phone";
import { PHONE_CODE_MESSAGES } from "../domain/phone-codes";
import { STRINGS } from "../i18n";

/** What a listing form's action answers when it does not move on: the form as sent, and its messages. */
export interface ListingFormAnswer {
  values: ListingFormValues | null;
  errors: FieldErrors;
  message: string;
  /** The phone part's state after a step without scripts (a code sent, a number confirmed). */
  phone?: PhoneStep;
  /** The seller's own listing this one would repeat (the duplicate check's 409): the form links to it. */
  duplicateOf?: number;
}

/** Six photos at the create cap, with room for the form's fields and the multipart framing. */
const MAX_BODY_BYTES = LIMITS.imagesPerListing * LIMITS.imageBytesCreate + 256 * 1024;

/** What the listing form's buttons ask: publish (also a form without an intent), the category step, the phone steps. */
export type ListingFormIntent = "publish" | "category" | PhoneStepIntent;
const INTENTS: readonly ListingFormIntent[] = ["publish", "category", "send-phone-code", "confirm-phone"];

/** A listing form as read by its action: the fields, the photos already stored, what went wrong with them. */
export interface SentListingForm {
  intent: ListingFormIntent;
  form: FormData;
  input: Record<string, unknown>;
  values: ListingFormValues;
  errors: FieldErrors;
  status: number;
}

/**
 * Reads a Create or Update form. Photos sent with it (no JavaScript) are prepared and stored
 * first, whatever the button, so every later answer (a refusal, a phone step, the category step)
 * keeps them attached; `answer` is set instead when the body is too large to read.
 */
export async function readListingForm(
  ctx: RequestContext,
  me: SessionUser,
  request: Request,
  mode: "create" | "update",
): Promise<{ sent: SentListingForm; answer?: never } | { sent?: never; answer: ReturnType<typeof refusal> }> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return { answer: refusal(null, { photos: UPLOAD_MESSAGES.tooLarge(LIMITS.imageBytesCreate) }, 413) };
  }
  const form = await readForm(request);
  const input = listingInputFromForm(form);
  const attached = input.imageUrls as string[];
  const photos = form.getAll("photos").filter((value): value is File => typeof value !== "string" && value.size > 0);
  const errors: FieldErrors = {};
  let status = 400;
  if (photos.length > 0) {
    try {
      attached.push(
        ...(await storeFormPhotos(ctx, me, photos, attached.length, mode === "update" ? LIMITS.imageBytesUpdate : LIMITS.imageBytesCreate, request.headers)),
      );
    } catch (error) {
      const refused = asRefusal(error);
      errors.photos = refused.message;
      status = refused.status;
    }
  }
  const raw = form.get("intent");
  const intent = INTENTS.find((known) => known === raw) ?? "publish";
  return { sent: { intent, form, input, values: formValuesFromForm(form, attached), errors, status } };
}

/**
 * "Continue" after choosing a category, without JavaScript: the same form comes back with that
 * category's fields, nothing saved.
 */
export function categoryStep(sent: SentListingForm) {
  const { values, errors, status } = sent;
  return Object.keys(errors).length > 0 ? refusal(values, errors, status) : { values, errors, message: "" };
}

/**
 * "Send code" and "Confirm" inside the listing form, without JavaScript: the same
 * service and limits as `POST /api/users/me/phone` and `/verify`, then the form comes back with
 * every value and photo kept and the code field open. A number confirmed here is ticked. `owner`
 * is the listing's seller: an admin editing someone else's listing cannot confirm a number for them.
 */
export async function phoneStep(ctx: RequestContext, me: SessionUser, sent: SentListingForm, intent: PhoneStepIntent, owner: string = me.id) {
  const { form, errors } = sent;
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  const typed = text("phoneNumber");
  // The step is about the number typed under "Use another number": it stays chosen.
  const values: ListingFormValues = { ...sent.values, phoneNumber: typed, phoneChoice: NEW_PHONE_CHOICE };
  const waiting = normalizeKenyanPhone(typed) ?? undefined;
  try {
    if (owner !== me.id) throw new Refusal(403, STRINGS.components.listingForm.phoneOwnerOnly);
    if (intent === "send-phone-code") {
      const sentCode = await sendPhoneCode(ctx, me, typed);
      const phone: PhoneStep = { sentTo: sentCode.phoneNumber, resendAt: sentCode.resendAt, notice: PHONE_CODE_MESSAGES.sent(sentCode.phoneNumber) };
      return answer(values, errors, sent.status, phone);
    }
    const confirmed = await confirmPhoneCode(ctx, me, typed, text("phoneCode"));
    const phone: PhoneStep = { notice: PHONE_CODE_MESSAGES.confirmed(confirmed) };
    return answer({ ...values, phoneNumber: confirmed, phoneChoice: confirmed }, errors, sent.status, phone);
  } catch (error) {
    const refused = asRefusal(error);
    // A wrong or dead code belongs beside the code; the rest (a bad or taken number) beside the number.
    const onCode = intent === "confirm-phone" && refused.status !== 409 && waiting !== undefined && refused.message !== PHONE_CODE_MESSAGES.invalidNumber;
    const phone: PhoneStep | undefined = onCode ? { sentTo: waiting } : undefined;
    const found = { ...errors, [onCode ? "phoneCode" : "phoneNumber"]: refused.message };
    return data<ListingFormAnswer>({ values, errors: found, message: toastForErrors(found), ...(phone ? { phone } : {}) }, { status: refused.status });
  }
}

/** A step's answer: the form as it was, photo messages if any, and where the phone part stands. */
function answer(values: ListingFormValues, errors: FieldErrors, status: number, phone: PhoneStep) {
  if (Object.keys(errors).length > 0) return data<ListingFormAnswer>({ values, errors, message: toastForErrors(errors), phone }, { status });
  return data<ListingFormAnswer>({ values, errors, message: "", phone });
}

/**
 * Publishes a Create or Update form: parsed with the shared schema and saved, going to the
 * listing with the success toast. A refusal answers with the form as it was typed, every field's
 * message and the toast for the first one; a number that is not confirmed comes back beside the
 * phone (403), with the form open on "Use another number" so it can be confirmed right there.
 */
export async function saveListingForm(options: {
  sent: SentListingForm;
  save: (input: ListingInput) => Promise<SavedListing>;
  successMessage: string;
  heldMessage: string;
}) {
  const { sent, save, successMessage, heldMessage } = options;
  const { input, values, errors, status } = sent;
  const parsed = v.safeParse(ListingSchema, input);
  if (!parsed.success) {
    const found = fieldErrors(parsed.issues);
    // A refused photo is the cause of a missing one: one message for the photos, not two.
    if (errors.photos) delete found.imageUrls;
    return refusal(values, { ...found, ...errors }, errors.photos ? status : 400);
  }
  if (errors.photos) return refusal(values, errors, status);

  let saved: SavedListing;
  try {
    saved = await save(parsed.output);
  } catch (error) {
    const refused = asRefusal(error);
    if (refused.message === LISTING_MESSAGES.phoneNotVerified) {
      const found = { phoneNumber: refused.message };
      // Published with the code's step open (a code sent, not yet confirmed): it stays open.
      const waiting = sent.form.has("phoneCode") ? normalizeKenyanPhone(values.phoneNumber) : null;
      return data<ListingFormAnswer>(
        {
          values: { ...values, phoneChoice: NEW_PHONE_CHOICE },
          errors: found,
          message: toastForErrors(found),
          ...(waiting ? { phone: { sentTo: waiting } } : {}),
        },
        { status: refused.status },
      );
    }
    // The posting limit is about the account, not a field: the form's own message.
    if (refused.status === 429) return refusal(values, { form: refused.message }, refused.status);
    // The seller already has this listing: the sentence with links to it, above the form, photos kept.
    if (refused.about.listingId !== undefined) {
      return data<ListingFormAnswer>({ values, errors: {}, message: refused.message, duplicateOf: refused.about.listingId }, { status: refused.status });
    }
    return refusal(values, { imageUrls: refused.message }, refused.status);
  }
  // Saved either way; a listing the scam guard held says so, and its page tells the seller why (docs/decisions/116).
  const message = saved.heldFor.length > 0 ? heldMessage : successMessage;
  throw redirect(`/listing/${saved.id}`, { headers: redirectHeaders([], { message, kind: "success" }) });
}

function refusal(values: ListingFormValues | null, errors: FieldErrors, status: number) {
  return data<ListingFormAnswer>({ values, errors, message: toastForErrors(errors) }, { status });
}

import { data, redirect } from "react-router";
import * as v from "valibot";
import type { RequestContext, SessionUser } from "../../worker/context";
import { redirectHeaders } from "../../worker/services/accounts";
import { asRefusal, readForm } from "./guards.server";
import { storeFormPhotos } from "../../worker/services/uploads";
import { type FieldErrors, toastForErrors } from "../components/listing-form";
import { fieldErrors } from "../domain/account";
import { LIMITS } from "../domain/limits";
import { formValuesFromForm, type ListingFormValues, type ListingInput, ListingSchema, listingInputFromForm, UPLOAD_MESSAGES } from "../domain/listing-input";

/** What a listing form's action answers when it does not move on: the form as sent, and its messages. */
export interface ListingFormAnswer {
  values: ListingFormValues | null;
  errors: FieldErrors;
  message: string;
}

/** Six photos at the create cap, with room for the form's fields and the multipart framing. */
const MAX_BODY_BYTES = LIMITS.imagesPerListing * LIMITS.imageBytesCreate + 256 * 1024;

/**
 * The Create and Update actions. Photos sent with the form (no JavaScript) are prepared and
 * stored first, so a refused form keeps them attached; then the form is parsed with the shared
 * schema and saved, going to the listing with the success toast. A refusal answers with the form
 * as it was typed, every field's message and the toast for the first one. `intent=category` is
 * the no-JavaScript form's "Continue" after choosing a category: the same form comes back with
 * that category's fields, nothing saved.
 */
export async function saveListingForm(options: {
  ctx: RequestContext;
  me: SessionUser;
  request: Request;
  mode: "create" | "update";
  save: (input: ListingInput) => Promise<number>;
  successMessage: string;
}) {
  const { ctx, me, request, mode, save, successMessage } = options;
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return refusal(null, { photos: UPLOAD_MESSAGES.tooLarge(LIMITS.imageBytesCreate) }, 413);
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
  const values = formValuesFromForm(form, attached);

  if (form.get("intent") === "category") {
    return Object.keys(errors).length > 0 ? refusal(values, errors, status) : { values, errors, message: "" };
  }

  const parsed = v.safeParse(ListingSchema, input);
  if (!parsed.success) {
    const found = fieldErrors(parsed.issues);
    // A refused photo is the cause of a missing one: one message for the photos, not two.
    if (errors.photos) delete found.imageUrls;
    return refusal(values, { ...found, ...errors }, errors.photos ? status : 400);
  }
  if (errors.photos) return refusal(values, errors, status);

  let id: number;
  try {
    id = await save(parsed.output);
  } catch (error) {
    const refused = asRefusal(error);
    return refusal(values, { imageUrls: refused.message }, refused.status);
  }
  throw redirect(`/listing/${id}`, { headers: redirectHeaders([], { message: successMessage, kind: "success" }) });
}

function refusal(values: ListingFormValues | null, errors: FieldErrors, status: number) {
  return data<ListingFormAnswer>({ values, errors, message: toastForErrors(errors) }, { status });
}

import { data, redirect } from "react-router";
import * as v from "valibot";
import { redirectHeaders } from "../../worker/services/accounts";
import { toastForErrors, type FieldErrors } from "../components/listing-form";
import { fieldErrors } from "../domain/account";
import { ListingSchema, listingInputFromForm, type ListingInput } from "../domain/listing-input";
import { STRINGS } from "../strings";
import { Refusal } from "../../worker/services/refusal";

/**
 * The Create and Update actions: parse the form with the shared schema, save, and go to the
 * listing with the success toast; a refusal comes back with each field's message and the
 * spec's toast.
 */
export async function saveListingForm(request: Request, save: (input: ListingInput) => Promise<number>, successMessage: string) {
  const parsed = v.safeParse(ListingSchema, listingInputFromForm(await request.formData()));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.issues);
    return data({ errors, message: toastForErrors(errors) }, { status: 400 });
  }
  let id: number;
  try {
    id = await save(parsed.output);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const errors: FieldErrors = { imageUrls: error.message };
    return data({ errors, message: STRINGS.listingForm.error(error.message) }, { status: error.status });
  }
  throw redirect(`/listing/${id}`, { headers: redirectHeaders([], { message: successMessage, kind: "success" }) });
}

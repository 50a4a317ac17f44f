import { type ReactNode, useEffect, useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "../lib/toast";
import * as v from "valibot";
import { fieldErrors } from "../domain/account";
import { type AttributeField, CATEGORY_NAMES, COUNTIES_SORTED, DEFAULT_COUNTY, formFieldsOf, subcategoriesOf } from "../domain/catalog";
import { LIMITS } from "../domain/limits";
import {
  currentYear,
  inFormOrder,
  LISTING_MESSAGES,
  type ListingFormValues,
  ListingSchema,
  listingInputFromForm,
  UPLOAD_MESSAGES,
} from "../domain/listing-input";
import { STRINGS } from "../i18n";
import { categoryLabel, fieldLabel, optionLabel } from "../i18n/labels";
import { DuplicateNotice } from "./duplicate-notice";
import { ImagePicker } from "./image-picker";
import { isConfirmedChoice, PhoneChoice, type PhoneStep } from "./phone-choice";

export type FieldErrors = Record<string, string>;

/**
 * The spec's short toast for a refused form (section 8, Listing forms), for the first problem in
 * the form's order; a problem the spec has no toast for is 'Error: …'.
 */
export function toastForErrors(errors: FieldErrors): string {
  const t = STRINGS.listingForm;
  const [key, message] = inFormOrder(errors)[0] ?? ["", ""];
  // A message about the whole form (the posting limit's 429) is shown as the server wrote it.
  if (key === "form") return message;
  if (key === "imageUrls" || key === "photos") {
    if (message === LISTING_MESSAGES.imagesRequired) return t.noImage;
    if (message === LISTING_MESSAGES.imagesTooMany) return t.tooMany;
    if (message === UPLOAD_MESSAGES.tooLarge(LIMITS.imageBytesCreate) || message === UPLOAD_MESSAGES.tooLarge(LIMITS.imageBytesUpdate)) return t.fileTooLarge;
    return t.uploadFailed(message);
  }
  if (key === "regularPrice" && message === LISTING_MESSAGES.priceHigh) return t.priceTooHigh;
  if (key === "regularPrice" || key === "discountPrice") return t.invalidPricing;
  if (key === "phoneNumber" && message === LISTING_MESSAGES.phoneInvalid) return t.invalidPhone;
  return t.error(message);
}

function Field({
  label,
  name,
  error,
  hint,
  children,
}: {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
  children: (props: { id: string; "aria-invalid": boolean; "aria-describedby": string | undefined }) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": described })}
      {hint ? (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      ) : null}
    </div>
  );
}

function AttributeInput({ field, value, error }: { field: AttributeField; value: string | boolean | undefined; error?: string | undefined }) {
  const name = `attributes.${field.key}`;
  const label = fieldLabel(field.key, field.label);
  if (field.kind === "checkbox") {
    return (
      <label className="check">
        <input type="checkbox" name={name} defaultChecked={value === true} />
        <span>{label}</span>
      </label>
    );
  }
  const text = typeof value === "string" ? value : "";
  return (
    <Field label={label} name={name} error={error}>
      {(props) =>
        field.kind === "select" ? (
          <select {...props} name={name} defaultValue={text}>
            <option value="">{STRINGS.listingForm.any}</option>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {optionLabel(option)}
              </option>
            ))}
          </select>
        ) : field.kind === "integer" ? (
          <input
            {...props}
            name={name}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max === "currentYear" ? currentYear() : field.max}
            step={1}
            defaultValue={text}
          />
        ) : (
          <input {...props} name={name} maxLength={field.maxLength} defaultValue={text} />
        )
      }
    </Field>
  );
}

/**
 * The Area field's suggestions: the areas the page brought for the first county, and with
 * scripts the chosen county's, read from `GET /api/listings/areas` when the county changes.
 */
function useCountyAreas(county: string, initial: readonly string[]) {
  const [byCounty, setByCounty] = useState<{ county: string; areas: readonly string[] }>({ county, areas: initial });
  const choose = (chosen: string) => {
    if (chosen === byCounty.county) return;
    setByCounty({ county: chosen, areas: [] });
    fetch(`/api/listings/areas?county=${encodeURIComponent(chosen)}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ data?: { areas?: { area: string }[] } }>) : null))
      .then((body) => {
        const found = body?.data?.areas?.map((entry) => entry.area) ?? [];
        setByCounty((current) => (current.county === chosen ? { county: chosen, areas: found } : current));
      })
      // No suggestions is no harm: the field takes any area.
      .catch(() => undefined);
  };
  return { areas: byCounty.areas, choose };
}

/** The first field with a message gets the focus, so the seller starts where the form does. */
function focusFirst(form: HTMLFormElement, errors: FieldErrors) {
  const [first] = inFormOrder(errors)[0] ?? [];
  if (!first) return;
  const field = first === "imageUrls" || first === "photos" ? ".image-picker" : `[data-field="${first}"]`;
  form.querySelector<HTMLElement>(`${field} input:not([type=hidden]), ${field} select, ${field} textarea, ${field} button`)?.focus();
}

/**
 * Create Listing and Update Listing: one form, one schema (docs/decisions/010). The browser checks
 * with the shared schema for speed; the server action checks again and has the last word.
 * Without JavaScript it still does the whole job with page loads (docs/decisions/029): photos go
 * with the form, and "Continue" after the category brings that category's fields.
 */
export function ListingForm({
  initial,
  mode,
  answer,
  phones,
  canAddPhone,
  areas = [],
}: {
  initial: ListingFormValues;
  mode: "create" | "update";
  answer?: { errors: FieldErrors; message: string; phone?: PhoneStep | undefined; duplicateOf?: number | undefined } | undefined;
  /** The confirmed numbers the listing may show: the seller's (issue 14). */
  phones: string[];
  /** Whether this editor may confirm a new number here (not an admin on someone else's listing). */
  canAddPhone: boolean;
  /** The areas already used in `initial.location`, most used first (issue 17): the Area field's suggestions. */
  areas?: readonly string[];
}) {
  const t = STRINGS.listingForm;
  const busy = useNavigation().state !== "idle";
  // False on the server and until the page's script runs: the form then works without it.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const [category, setCategory] = useState(initial.category);
  const [offer, setOffer] = useState(initial.offer);
  const [type, setType] = useState(initial.type);
  const [errors, setErrors] = useState<FieldErrors>(answer?.errors ?? {});
  const areaList = useCountyAreas(initial.location || DEFAULT_COUNTY, areas);
  const areaListId = useId();
  // The server's answer to a refused save: the messages by their fields, and the toast.
  useEffect(() => {
    setErrors(answer?.errors ?? {});
    if (answer?.message) toast.error(answer.message);
  }, [answer]);
  const subcategories = subcategoriesOf(category);
  const fields = formFieldsOf(category);
  // A condition the API or an older form stored where this form asks none is kept as it is.
  const storedCondition = category === initial.category && !fields.some((field) => field.key === "condition") ? initial.attributes.condition : undefined;
  const pricingHint = !scripted ? t.discountHint : undefined;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="listing-form"
      noValidate
      onInput={(event) => {
        // A field being corrected loses its old message.
        const name = (event.target as HTMLInputElement).name;
        if (name && errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
      }}
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        const result = v.safeParse(ListingSchema, listingInputFromForm(data));
        const found = result.success ? {} : fieldErrors(result.issues);
        // The number must be one of the confirmed ones (the radios); the server checks it again.
        if (!found.phoneNumber && !isConfirmedChoice(event.currentTarget, data)) found.phoneNumber = LISTING_MESSAGES.phoneNotVerified;
        if (Object.keys(found).length === 0) return setErrors({});
        event.preventDefault();
        setErrors(found);
        toast.error(toastForErrors(found));
        focusFirst(event.currentTarget, found);
      }}
    >
      {answer?.duplicateOf !== undefined ? (
        <DuplicateNotice message={answer.message} listingId={answer.duplicateOf} />
      ) : !scripted && answer?.message ? (
        <p className="inline-error form-summary" role="alert">
          {answer.message}
        </p>
      ) : scripted && errors.form ? (
        // With scripts too, a message about the whole form stays in view, not only in a toast.
        <p className="inline-error form-summary" role="alert">
          {errors.form}
        </p>
      ) : null}
      <ImagePicker
        initial={initial.imageUrls}
        mode={mode}
        scripted={scripted}
        error={errors.photos ?? errors.imageUrls}
        onChange={() => setErrors(({ imageUrls: _gone, photos: _sent, ...rest }) => rest)}
      />

      <fieldset>
        <legend>{t.details}</legend>
        <Field label={t.name} name="name" error={errors.name} hint={t.nameHint}>
          {(props) => <input {...props} name="name" defaultValue={initial.name} maxLength={80} autoComplete="off" />}
        </Field>
        <Field label={t.category} name="category" error={errors.category}>
          {(props) => (
            <div className="category-step">
              <select {...props} name="category" value={category} onChange={(event) => setCategory(event.currentTarget.value)}>
                <option value="">{t.chooseCategory}</option>
                {CATEGORY_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {categoryLabel(name)}
                  </option>
                ))}
              </select>
              {scripted ? null : (
                <button type="submit" name="intent" value="category" className="button outline" formNoValidate>
                  {t.continue}
                </button>
              )}
            </div>
          )}
        </Field>
        {scripted ? null : <p className="hint category-hint">{t.categoryStepHint}</p>}
        {subcategories.length > 0 ? (
          <Field label={t.subcategory} name="subcategory" error={errors.subcategory}>
            {(props) => (
              <select {...props} name="subcategory" key={category} defaultValue={category === initial.category ? initial.subcategory : ""}>
                <option value="">{t.none}</option>
                {subcategories.map((name) => (
                  <option key={name} value={name}>
                    {categoryLabel(name)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {fields.length > 0 ? (
          <div className="attribute-fields" key={category}>
            {fields.map((field) => (
              <AttributeInput
                key={field.key}
                field={field}
                value={category === initial.category ? initial.attributes[field.key] : undefined}
                error={errors[`attributes.${field.key}`]}
              />
            ))}
          </div>
        ) : null}
        {typeof storedCondition === "string" ? <input type="hidden" name="condition" value={storedCondition} /> : null}
        <Field label={t.description} name="description" error={errors.description}>
          {(props) => <textarea {...props} name="description" rows={6} maxLength={5000} defaultValue={initial.description} />}
        </Field>
        <Field label={t.county} name="location" error={errors.location}>
          {(props) => (
            <select
              {...props}
              name="location"
              defaultValue={initial.location || DEFAULT_COUNTY}
              onChange={(event) => areaList.choose(event.currentTarget.value)}
            >
              {COUNTIES_SORTED.map((county) => (
                <option key={county}>{county}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label={STRINGS.areas.label} name="area" error={errors.area} hint={STRINGS.areas.hint}>
          {(props) => (
            <>
              <input {...props} name="area" list={areaListId} defaultValue={initial.area} maxLength={LIMITS.areaMax} autoComplete="off" />
              <datalist id={areaListId}>
                {areaList.areas.map((area) => (
                  <option key={area} value={area} />
                ))}
              </datalist>
            </>
          )}
        </Field>
      </fieldset>

      <fieldset>
        <legend>{t.price}</legend>
        <div className="segmented" role="radiogroup" aria-label={t.type}>
          {(["sale", "rent"] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="type" value={value} checked={type === value} onChange={() => setType(value)} />
              {value === "sale" ? t.forSale : t.forRent}
            </label>
          ))}
        </div>
        <Field
          label={t.regularPrice}
          name="regularPrice"
          error={errors.regularPrice}
          hint={type === "rent" ? `${t.wholeShillings} ${t.rentHint}` : t.wholeShillings}
        >
          {(props) => <input {...props} name="regularPrice" inputMode="numeric" defaultValue={initial.regularPrice} autoComplete="off" />}
        </Field>
        <label className="check">
          <input type="checkbox" name="offer" checked={offer} onChange={(event) => setOffer(event.currentTarget.checked)} />
          <span>{t.offer}</span>
        </label>
        {offer || !scripted ? (
          <Field label={t.discountPrice} name="discountPrice" error={errors.discountPrice} {...(pricingHint ? { hint: pricingHint } : {})}>
            {(props) => <input {...props} name="discountPrice" inputMode="numeric" defaultValue={initial.discountPrice} autoComplete="off" />}
          </Field>
        ) : null}
      </fieldset>

      <fieldset>
        <legend>{t.contact}</legend>
        <Field label={t.sellerName} name="sellerName" error={errors.sellerName}>
          {(props) => <input {...props} name="sellerName" defaultValue={initial.sellerName} maxLength={80} autoComplete="name" />}
        </Field>
        <Field label={t.businessName} name="businessName" error={errors.businessName} hint={t.businessHint}>
          {(props) => <input {...props} name="businessName" defaultValue={initial.businessName} maxLength={80} autoComplete="organization" />}
        </Field>
        <PhoneChoice
          phones={phones}
          canAdd={canAddPhone}
          phoneNumber={initial.phoneNumber}
          phoneChoice={initial.phoneChoice}
          scripted={scripted}
          error={errors.phoneNumber}
          codeError={errors.phoneCode}
          step={answer?.phone}
          onFixed={(field) => setErrors(({ [field]: _fixed, ...rest }) => rest)}
        />
      </fieldset>

      <button type="submit" name="intent" value="publish" className="button accent large" disabled={busy}>
        {busy ? t.saving : mode === "create" ? t.create : t.update}
      </button>
    </Form>
  );
}

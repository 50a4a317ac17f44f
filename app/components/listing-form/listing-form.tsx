import type { ReactNode } from "react";
import { type AttributeField, CATEGORY_NAMES, COUNTIES_SORTED, DEFAULT_COUNTY, formFieldsOf, isWorkCategory, subcategoriesOf } from "../../domain/catalog";
import { LIMITS } from "../../domain/limits";
import { currentYear, inFormOrder, LISTING_MESSAGES, type ListingFormValues, UPLOAD_MESSAGES } from "../../domain/listing-input";
import { STRINGS } from "../../i18n";
import { categoryLabel, fieldLabel, optionLabel } from "../../i18n/labels";
import { DuplicateNotice } from "../duplicate-notice";
import { PhotoPicker } from "../photo-picker/photo-picker";
import { attach } from "../../behaviours/contract";
import { swapContract } from "../../behaviours/swap/swap.contract";
import { categoryFieldsContract, countyAreasContract, listingFormContract as form, listingPriceContract, listingSendContract } from "./listing-form.contract";
import { PhoneChoice, type PhoneStep } from "./phone-choice";
import "./listing-form.css";
import "../../styles/forms.css";

export type FieldErrors = Record<string, string>;

/**
 * The spec's short toast for a refused form (section 8, Listing forms), for the first problem in
 * the form's order; a problem the spec has no toast for is 'Error: …'.
 */
export function toastForErrors(errors: FieldErrors): string {
  const [key, message] = inFormOrder(errors)[0] ?? ["", ""];
  // A message about the whole form (the posting limit's 429) is shown as the server wrote it.
  if (key === "form") return message;
  if (key === "imageUrls" || key === "photos") {
    if (message === LISTING_MESSAGES.imagesRequired) return STRINGS.components.photoPicker.noImage;
    if (message === LISTING_MESSAGES.imagesTooMany) return STRINGS.components.photoPicker.tooMany;
    if (message === UPLOAD_MESSAGES.tooLarge(LIMITS.imageBytesCreate) || message === UPLOAD_MESSAGES.tooLarge(LIMITS.imageBytesUpdate))
      return STRINGS.components.photoPicker.fileTooLarge;
    return STRINGS.components.photoPicker.uploadFailed(message);
  }
  if (key === "regularPrice" && message === LISTING_MESSAGES.priceHigh) return STRINGS.components.listingForm.priceTooHigh;
  if (key === "regularPrice" || key === "discountPrice") return STRINGS.components.listingForm.invalidPricing;
  if (key === "phoneNumber" && message === LISTING_MESSAGES.phoneInvalid) return STRINGS.components.listingForm.invalidPhone;
  return STRINGS.common.error(message);
}

function Field({
  label,
  name,
  error,
  hint,
  hintData,
  children,
}: {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
  /** Attributes for the hint, from a behaviour's contract. */
  hintData?: Record<string, string>;
  children: (props: { id: string; "aria-invalid": boolean; "aria-describedby": string | undefined }) => ReactNode;
}) {
  // Named after the field, not the tree: a part of the form put in place from the server's answer
  // (the category's fields) keeps the ids the rest of the page expects.
  const id = `listing-${name.replace(/[^a-zA-Z0-9]+/g, "-")}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field" {...form.part("field", name)}>
      <label htmlFor={id}>{label}</label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": described })}
      {hint ? (
        <small id={`${id}-hint`} className="hint" {...hintData}>
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="field-error" {...form.part("fieldError")}>
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
        field.kind === "integer" && field.zeroLabel !== undefined ? (
          // Bedrooms: a bedsitter, then 1 to 10, as people look for them (decision 114).
          <select {...props} name={name} defaultValue={text}>
            <option value="">{STRINGS.components.listingForm.any}</option>
            {Array.from({ length: (field.max === "currentYear" ? currentYear() : field.max) - field.min + 1 }, (_, index) => field.min + index).map((count) => (
              <option key={count} value={String(count)}>
                {count === 0 ? optionLabel(field.zeroLabel ?? "") : String(count)}
              </option>
            ))}
          </select>
        ) : field.kind === "select" ? (
          <select {...props} name={name} defaultValue={text}>
            <option value="">{STRINGS.components.listingForm.any}</option>
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
 * Create Listing and Update Listing: one form, one schema (docs/decisions/010), checked by the
 * server, which answers a refusal with the form as typed and every field's message. It does the
 * whole job with page loads (docs/decisions/029 and 103):
 * photos go with the form, and "Continue" after the category brings that category's fields. Its
 * behaviours (./listing-form.contract.ts) add the photo picker, the category's fields as soon as it
 * is chosen, the discount field only for an offer, the county's areas, the phone's steps in place,
 * and send the form in place (a refusal's toast, the focus on its first field).
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
  /** The confirmed numbers the listing may show: the seller's. */
  phones: string[];
  /** Whether this editor may confirm a new number here (not an admin on someone else's listing). */
  canAddPhone: boolean;
  /** The areas already used in `initial.location`, most used first: the Area field's suggestions. */
  areas?: readonly string[];
}) {
  const errors = answer?.errors ?? {};
  const category = initial.category;
  const areaListId = "listing-areas";
  const first = inFormOrder(errors)[0]?.[0];
  return (
    <form
      method="post"
      encType="multipart/form-data"
      className="listing-form"
      noValidate
      {...attach(form, listingSendContract)}
      {...swapContract.part("target", "listing-form")}
      {...form.values({ firstError: first })}
    >
      {answer?.duplicateOf !== undefined ? (
        <DuplicateNotice message={answer.message} listingId={answer.duplicateOf} />
      ) : answer?.message ? (
        // With scripts the sentence is a toast; a message about the whole form (the posting limit) stays in view too.
        <p className="inline-error form-summary" role="alert" {...form.part("summary", errors.form ? "stays" : "toast")}>
          {answer.message}
        </p>
      ) : null}
      <PhotoPicker urls={initial.imageUrls} mode={mode} error={errors.photos ?? errors.imageUrls} />

      <fieldset>
        <legend>{STRINGS.components.listingForm.details}</legend>
        <Field label={STRINGS.components.listingForm.name} name="name" error={errors.name} hint={STRINGS.components.listingForm.nameHint}>
          {(props) => <input {...props} name="name" defaultValue={initial.name} maxLength={LIMITS.listingNameMax} autoComplete="off" />}
        </Field>
        <Field label={STRINGS.common.category} name="category" error={errors.category}>
          {(props) => (
            <div className="category-step">
              <select {...props} name="category" defaultValue={category} {...attach(categoryFieldsContract)}>
                <option value="">{STRINGS.components.listingForm.chooseCategory}</option>
                {CATEGORY_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {categoryLabel(name)}
                  </option>
                ))}
              </select>
              <button type="submit" name="intent" value="category" className="button outline" formNoValidate {...form.part("withoutScript")}>
                {STRINGS.components.listingForm.continue}
              </button>
            </div>
          )}
        </Field>
        <p className="hint category-hint" {...form.part("withoutScript")}>
          {STRINGS.components.listingForm.categoryStepHint}
        </p>
        <CategoryFields initial={initial} errors={errors} />
        <Field label={STRINGS.common.description} name="description" error={errors.description}>
          {(props) => <textarea {...props} name="description" rows={6} maxLength={5000} defaultValue={initial.description} />}
        </Field>
        <Field label={STRINGS.components.listingForm.county} name="location" error={errors.location}>
          {(props) => (
            <select
              {...props}
              name="location"
              defaultValue={initial.location || DEFAULT_COUNTY}
              {...attach(countyAreasContract)}
              {...countyAreasContract.values({ areasFor: areaListId })}
            >
              {COUNTIES_SORTED.map((county) => (
                <option key={county}>{county}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label={STRINGS.components.listingForm.label} name="area" error={errors.area} hint={STRINGS.components.listingForm.hint}>
          {(props) => (
            <>
              <input {...props} name="area" list={areaListId} defaultValue={initial.area} maxLength={LIMITS.areaMax} autoComplete="off" />
              <datalist id={areaListId}>
                {areas.map((area) => (
                  <option key={area} value={area} />
                ))}
              </datalist>
            </>
          )}
        </Field>
      </fieldset>

      <fieldset>
        <legend>{STRINGS.components.listingForm.price}</legend>
        <CategoryPrice initial={initial} errors={errors} />
      </fieldset>

      <fieldset>
        <legend>{STRINGS.components.listingForm.contact}</legend>
        <Field label={STRINGS.components.listingForm.sellerName} name="sellerName" error={errors.sellerName}>
          {(props) => <input {...props} name="sellerName" defaultValue={initial.sellerName} maxLength={80} autoComplete="name" />}
        </Field>
        <Field
          label={STRINGS.components.listingForm.businessName}
          name="businessName"
          error={errors.businessName}
          hint={STRINGS.components.listingForm.businessHint}
        >
          {(props) => <input {...props} name="businessName" defaultValue={initial.businessName} maxLength={80} autoComplete="organization" />}
        </Field>
        <PhoneChoice
          phones={phones}
          canAdd={canAddPhone}
          phoneNumber={initial.phoneNumber}
          phoneChoice={initial.phoneChoice}
          error={errors.phoneNumber}
          codeError={errors.phoneCode}
          step={answer?.phone}
        />
      </fieldset>

      <button
        type="submit"
        name="intent"
        value="publish"
        className="button accent large"
        {...swapContract.values({ busyText: STRINGS.components.listingForm.saving })}
        {...form.part("publish")}
      >
        {mode === "create" ? STRINGS.components.listingForm.create : STRINGS.components.listingForm.update}
      </button>
    </form>
  );
}

/**
 * The price as the category reads it: for sale or rent with an offer's discount, or for a job or a
 * CV a salary, neither sold nor let (decision 114). One part of the page the category-fields
 * behaviour puts in place with the category's fields, what was typed in the prices kept. Prices
 * are text boxes with the full keyboard: "45k" and "1.5m" are read by the server.
 */
function CategoryPrice({ initial, errors }: { initial: ListingFormValues; errors: FieldErrors }) {
  const t = STRINGS.components.listingForm;
  const work = isWorkCategory(initial.category);
  return (
    <div
      className="category-price"
      {...attach(listingPriceContract)}
      {...categoryFieldsContract.part("price", initial.category)}
      {...swapContract.part("target", "category-price")}
    >
      {work ? (
        <input type="hidden" name="type" value="sale" />
      ) : (
        <div className="segmented" role="radiogroup" aria-label={t.type}>
          {(["sale", "rent"] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="type" value={value} defaultChecked={initial.type === value} />
              {value === "sale" ? t.forSale : t.forRent}
            </label>
          ))}
        </div>
      )}
      <Field
        label={work ? t.salary : t.regularPrice}
        name="regularPrice"
        error={errors.regularPrice}
        hint={work ? t.salaryHint : initial.type === "rent" ? `${t.wholeShillings} ${t.rentHint}` : t.wholeShillings}
        hintData={
          work
            ? {}
            : { ...listingPriceContract.part("hint"), ...listingPriceContract.values({ sale: t.wholeShillings, rent: `${t.wholeShillings} ${t.rentHint}` }) }
        }
      >
        {(props) => <input {...props} name="regularPrice" defaultValue={initial.regularPrice} autoComplete="off" {...swapContract.part("kept")} />}
      </Field>
      {work ? null : (
        <>
          <label className="check">
            <input type="checkbox" name="offer" defaultChecked={initial.offer} {...listingPriceContract.part("offer")} />
            <span>{t.offer}</span>
          </label>
          {/* Always written: without scripts the hint says it counts only for an offer; with them it shows only then. */}
          <Field label={t.discountPrice} name="discountPrice" error={errors.discountPrice} hint={t.discountHint} hintData={form.part("withoutScript")}>
            {(props) => <input {...props} name="discountPrice" defaultValue={initial.discountPrice} autoComplete="off" {...swapContract.part("kept")} />}
          </Field>
        </>
      )}
    </div>
  );
}

/**
 * What the category decides: its subcategories and the spec's fields for it. One part of the page,
 * so the category-fields behaviour puts the server's answer for a new category in its place, what
 * was typed elsewhere untouched.
 */
function CategoryFields({ initial, errors }: { initial: ListingFormValues; errors: FieldErrors }) {
  const t = STRINGS.components.listingForm;
  const category = initial.category;
  const subcategories = subcategoriesOf(category);
  const fields = formFieldsOf(category);
  // A condition the API or an older form stored where this form asks none is kept as it is.
  const storedCondition = !fields.some((field) => field.key === "condition") ? initial.attributes.condition : undefined;
  return (
    <div className="category-fields" {...categoryFieldsContract.part("fields", category)} {...swapContract.part("target", "category-fields")}>
      {subcategories.length > 0 ? (
        <Field label={t.subcategory} name="subcategory" error={errors.subcategory}>
          {(props) => (
            <select {...props} name="subcategory" defaultValue={initial.subcategory}>
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
        <div className="attribute-fields">
          {fields.map((field) => (
            <AttributeInput key={field.key} field={field} value={initial.attributes[field.key]} error={errors[`attributes.${field.key}`]} />
          ))}
        </div>
      ) : null}
      {typeof storedCondition === "string" ? <input type="hidden" name="condition" value={storedCondition} /> : null}
    </div>
  );
}

import { useEffect, useId, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { toast } from "sonner";
import * as v from "valibot";
import { fieldErrors } from "../domain/account";
import { attributeFieldsOf, CATEGORY_NAMES, COUNTIES_SORTED, DEFAULT_COUNTY, subcategoriesOf, type AttributeField } from "../domain/catalog";
import { currentYear, LISTING_MESSAGES, ListingSchema, listingInputFromForm, type ListingInput } from "../domain/listing-input";
import { STRINGS } from "../strings";
import { ImagePicker } from "./image-picker";

/** What the form starts from: empty for a new listing, the listing itself for an edit. */
export type ListingFormValues = Omit<ListingInput, "regularPrice" | "discountPrice" | "condition"> & {
  regularPrice: number | null;
  discountPrice?: number | null | undefined;
  condition: string | null;
};

export function emptyListing(sellerName: string): ListingFormValues {
  return {
    name: "",
    description: "",
    category: "",
    subcategory: null,
    location: DEFAULT_COUNTY,
    type: "sale",
    offer: false,
    regularPrice: null,
    discountPrice: null,
    condition: null,
    attributes: {},
    sellerName,
    businessName: "",
    phoneNumber: "",
    imageUrls: [],
  };
}

export type FieldErrors = Record<string, string>;

/** The spec's short toast for a refused form (section 8, Listing forms), else 'Error: …'. */
export function toastForErrors(errors: FieldErrors): string {
  const t = STRINGS.listingForm;
  if (errors.imageUrls === LISTING_MESSAGES.imagesRequired) return t.noImage;
  if (errors.imageUrls === LISTING_MESSAGES.imagesTooMany) return t.tooMany;
  if (errors.regularPrice === LISTING_MESSAGES.priceHigh) return t.priceTooHigh;
  if (errors.regularPrice || errors.discountPrice) return t.invalidPricing;
  if (errors.phoneNumber === LISTING_MESSAGES.phoneInvalid) return t.invalidPhone;
  return t.error(Object.values(errors)[0] ?? "");
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

function AttributeInput({ field, value, error }: { field: AttributeField; value: string | number | boolean | undefined; error?: string | undefined }) {
  const name = `attributes.${field.key}`;
  if (field.kind === "checkbox") {
    return (
      <label className="check">
        <input type="checkbox" name={name} defaultChecked={value === true} />
        <span>{field.label}</span>
      </label>
    );
  }
  return (
    <Field label={field.label} name={name} error={error}>
      {(props) =>
        field.kind === "select" ? (
          <select {...props} name={name} defaultValue={typeof value === "string" ? value : ""}>
            <option value="">{STRINGS.listingForm.any}</option>
            {field.options.map((option) => (
              <option key={option}>{option}</option>
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
            defaultValue={typeof value === "number" ? value : ""}
          />
        ) : (
          <input {...props} name={name} maxLength={field.maxLength} defaultValue={typeof value === "string" ? value : ""} />
        )
      }
    </Field>
  );
}

/**
 * Create Listing and Update Listing: one form, one schema (decisions.md 7). The browser checks
 * with the shared schema for speed; the server action checks again and has the last word.
 */
export function ListingForm({
  initial,
  mode,
  refused,
}: {
  initial: ListingFormValues;
  mode: "create" | "update";
  refused?: { errors: FieldErrors; message: string } | undefined;
}) {
  const t = STRINGS.listingForm;
  const busy = useNavigation().state !== "idle";
  const [category, setCategory] = useState(initial.category);
  const [offer, setOffer] = useState(initial.offer);
  const [type, setType] = useState(initial.type);
  const [errors, setErrors] = useState<FieldErrors>(refused?.errors ?? {});
  // The server's answer to a refused save: the messages by their fields, and the toast.
  useEffect(() => {
    setErrors(refused?.errors ?? {});
    if (refused?.message) toast.error(refused.message);
  }, [refused]);
  const subcategories = subcategoriesOf(category);
  const attributes: Record<string, string | number | boolean> = { ...initial.attributes, ...(initial.condition ? { condition: initial.condition } : {}) };

  return (
    <Form
      method="post"
      className="listing-form"
      noValidate
      onInput={(event) => {
        // A field being corrected loses its old message.
        const name = (event.target as HTMLInputElement).name;
        if (name && errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
      }}
      onSubmit={(event) => {
        const result = v.safeParse(ListingSchema, listingInputFromForm(new FormData(event.currentTarget)));
        if (result.success) return setErrors({});
        event.preventDefault();
        const found = fieldErrors(result.issues);
        setErrors(found);
        toast.error(toastForErrors(found));
        const first = Object.keys(found)[0];
        const target = event.currentTarget.querySelector<HTMLElement>(
          `[data-field="${first}"] input, [data-field="${first}"] select, [data-field="${first}"] textarea`,
        );
        target?.focus();
      }}
    >
      <ImagePicker initial={initial.imageUrls} mode={mode} error={errors.imageUrls} onChange={() => setErrors(({ imageUrls: _gone, ...rest }) => rest)} />

      <fieldset>
        <legend>{t.details}</legend>
        <Field label={t.name} name="name" error={errors.name} hint={t.nameHint}>
          {(props) => <input {...props} name="name" defaultValue={initial.name} maxLength={80} autoComplete="off" />}
        </Field>
        <Field label={t.category} name="category" error={errors.category}>
          {(props) => (
            <select {...props} name="category" value={category} onChange={(event) => setCategory(event.currentTarget.value)}>
              <option value="">{t.chooseCategory}</option>
              {CATEGORY_NAMES.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </Field>
        {subcategories.length > 0 ? (
          <Field label={t.subcategory} name="subcategory" error={errors.subcategory}>
            {(props) => (
              <select {...props} name="subcategory" key={category} defaultValue={category === initial.category ? (initial.subcategory ?? "") : ""}>
                <option value="">{t.none}</option>
                {subcategories.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {category ? (
          <div className="attribute-fields" key={category}>
            {attributeFieldsOf(category).map((field) => (
              <AttributeInput key={field.key} field={field} value={attributes[field.key]} error={errors[`attributes.${field.key}`]} />
            ))}
          </div>
        ) : null}
        <Field label={t.description} name="description" error={errors.description}>
          {(props) => <textarea {...props} name="description" rows={6} maxLength={5000} defaultValue={initial.description} />}
        </Field>
        <Field label={t.county} name="location" error={errors.location}>
          {(props) => (
            <select {...props} name="location" defaultValue={initial.location || DEFAULT_COUNTY}>
              {COUNTIES_SORTED.map((county) => (
                <option key={county}>{county}</option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      <fieldset>
        <legend>{t.price}</legend>
        <div className="segmented" role="radiogroup" aria-label={t.type}>
          {(["sale", "rent"] as const).map((value) => (
            <label key={value} className={type === value ? "selected" : undefined}>
              <input type="radio" name="type" value={value} checked={type === value} onChange={() => setType(value)} />
              {value === "sale" ? t.forSale : t.forRent}
            </label>
          ))}
        </div>
        <Field label={t.regularPrice} name="regularPrice" error={errors.regularPrice} {...(type === "rent" ? { hint: t.rentHint } : {})}>
          {(props) => <input {...props} name="regularPrice" inputMode="numeric" defaultValue={initial.regularPrice ?? ""} autoComplete="off" />}
        </Field>
        <label className="check">
          <input type="checkbox" name="offer" checked={offer} onChange={(event) => setOffer(event.currentTarget.checked)} />
          <span>{t.offer}</span>
        </label>
        {offer ? (
          <Field label={t.discountPrice} name="discountPrice" error={errors.discountPrice}>
            {(props) => <input {...props} name="discountPrice" inputMode="numeric" defaultValue={initial.discountPrice ?? ""} autoComplete="off" />}
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
        <Field label={t.phone} name="phoneNumber" error={errors.phoneNumber} hint={t.phoneHint}>
          {(props) => <input {...props} name="phoneNumber" type="tel" inputMode="tel" defaultValue={initial.phoneNumber} autoComplete="tel" />}
        </Field>
      </fieldset>

      <button type="submit" className="button accent large" disabled={busy}>
        {busy ? t.saving : mode === "create" ? t.create : t.update}
      </button>
    </Form>
  );
}

import { useId } from "react";
import { NEW_PHONE_CHOICE } from "../../domain/phone-choice";
import { displayPhone, normalizeKenyanPhone } from "../../domain/phone";
import { STRINGS } from "../../i18n";
import { attach } from "../../behaviours/contract";
import { resendCountdownContract } from "../../behaviours/resend-countdown/resend-countdown.contract";
import { swapContract } from "../../behaviours/swap/swap.contract";
import { listingFormContract, type PhoneStepIntent, phoneChoiceContract as phone } from "./listing-form.contract";
import "./listing-form.css";
import "../../styles/forms.css";

/** Where the phone part stands after a page post without scripts (the listing form's action answer). */
export interface PhoneStep {
  /** A code went out for this number (+254 form): the code field shows. */
  sentTo?: string | undefined;
  /** When another code may go out (ISO), right after one did. */
  resendAt?: string | undefined;
  /** What just happened, in a sentence (a code sent, a number confirmed). */
  notice?: string | undefined;
}

export { PHONE_STEP_INTENTS, type PhoneStepIntent } from "./listing-form.contract";

/** Which radio starts ticked: the listing's number when it is confirmed, else the first confirmed one. */
function firstChoice(phones: string[], phoneNumber: string, phoneChoice: string | undefined): string {
  if (phoneChoice === NEW_PHONE_CHOICE || phones.length === 0) return NEW_PHONE_CHOICE;
  const typed = normalizeKenyanPhone(phoneNumber);
  if (typed && phones.includes(typed)) return typed;
  if (phoneNumber.trim() !== "") return NEW_PHONE_CHOICE;
  return phones[0] ?? NEW_PHONE_CHOICE;
}

/**
 * The listing form's phone: a listing shows only a number its seller confirmed by SMS.
 * The seller's confirmed numbers are radios (the listing's own ticked on update, the first on
 * create) with "Use another number"; a new number is confirmed right here, inside the listing
 * form, so nothing typed and no photo is lost. "Send code" and "Confirm" are the form's own submit
 * buttons (`intent=send-phone-code`, `confirm-phone`): the page comes back with every value kept
 * and the code field open (app/lib/listing-form-action.server.ts). With scripts the form's sending
 * (./listing-send.behaviour.ts) puts only this part of the answer in place; the phone-choice
 * behaviour shows the new number's field only under "Use another number" and makes Enter in these
 * fields do their own step; resend-countdown counts down the minute before a new code.
 */
export function PhoneChoice({
  phones,
  canAdd,
  phoneNumber,
  phoneChoice,
  error,
  codeError,
  step,
}: {
  /** The confirmed numbers a listing may show (+254 form, oldest first). */
  phones: string[];
  /** False for an admin editing someone else's listing: only the seller can confirm a number. */
  canAdd: boolean;
  phoneNumber: string;
  phoneChoice?: string | undefined;
  error?: string | undefined;
  codeError?: string | undefined;
  step?: PhoneStep | null | undefined;
}) {
  const t = STRINGS.components.listingForm;
  const p = STRINGS.common;
  const id = useId();
  const choice = firstChoice(phones, phoneNumber, phoneChoice);
  const typed = choice === NEW_PHONE_CHOICE ? phoneNumber : "";
  const sentTo = step?.sentTo;
  const stepButton = (intent: PhoneStepIntent) => ({
    type: "submit" as const,
    name: "intent",
    value: intent,
    formNoValidate: true,
    ...phone.part("stepButton", intent),
  });
  return (
    <fieldset
      className="phone-choice"
      {...listingFormContract.part("field", "phoneNumber")}
      {...attach(phone)}
      {...swapContract.part("target", "phone-choice")}
      aria-describedby={`${id}-hint`}
    >
      <legend>{t.phone}</legend>
      <p className="hint" id={`${id}-hint`}>
        {canAdd ? t.phoneChoiceHint : t.phoneChoiceHintOwner}
      </p>
      {step?.notice ? (
        <p className="form-success" role="status">
          {step.notice}
        </p>
      ) : null}
      {phones.length > 0 ? (
        <div className="phone-options">
          {phones.map((phone) => (
            <label key={phone} className="phone-option">
              <input type="radio" name="phoneChoice" value={phone} defaultChecked={choice === phone} />
              <span className="phone-option-number">{displayPhone(phone)}</span>
              <span className="badge phone-confirmed">{t.phoneConfirmed}</span>
            </label>
          ))}
          {canAdd ? (
            <label className="phone-option">
              <input type="radio" name="phoneChoice" value={NEW_PHONE_CHOICE} defaultChecked={choice === NEW_PHONE_CHOICE} />
              <span>{t.phoneOther}</span>
            </label>
          ) : null}
        </div>
      ) : canAdd ? null : (
        <p className="inline-error">{t.phoneOwnerHasNone}</p>
      )}
      {canAdd ? (
        <div className="phone-new" {...phone.part("newNumber")}>
          <div className="field" {...listingFormContract.part("field")}>
            <label htmlFor={`${id}-number`}>{t.phoneNew}</label>
            <div className="phone-new-row">
              <input
                id={`${id}-number`}
                name="phoneNumber"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="0712 345 678"
                defaultValue={typed}
                {...phone.part("stepField", "send-phone-code")}
                aria-invalid={Boolean(error)}
                aria-describedby={[`${id}-number-hint`, error ? `${id}-number-error` : null].filter(Boolean).join(" ")}
              />
              {/* Hidden while the code's step shows: the script brings it back when another number is typed. */}
              <button
                className="button outline"
                {...swapContract.values({ busyText: t.phoneSending })}
                {...phone.part("send")}
                hidden={Boolean(sentTo)}
                {...stepButton("send-phone-code")}
              >
                {p.sendCode}
              </button>
            </div>
            <small className="hint" id={`${id}-number-hint`}>
              {t.phoneNewHint}
            </small>
            {error ? (
              <small className="field-error" id={`${id}-number-error`} {...listingFormContract.part("fieldError")}>
                {error}
              </small>
            ) : null}
          </div>
          {sentTo ? (
            <div className="phone-code-step" {...phone.part("codeStep", sentTo)}>
              <div className="field" {...listingFormContract.part("field", "phoneCode")}>
                <label htmlFor={`${id}-code`}>{p.codeLabel(displayPhone(sentTo))}</label>
                <input
                  id={`${id}-code`}
                  name="phoneCode"
                  className="code-input"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={12}
                  {...phone.part("stepField", "confirm-phone")}
                  aria-invalid={Boolean(codeError)}
                  aria-describedby={[`${id}-code-hint`, codeError ? `${id}-code-error` : null].filter(Boolean).join(" ")}
                />
                <small className="hint" id={`${id}-code-hint`}>
                  {p.codeHint}
                </small>
                {codeError ? (
                  <small className="field-error" id={`${id}-code-error`} {...listingFormContract.part("fieldError")}>
                    {codeError}
                  </small>
                ) : null}
              </div>
              <div className="phone-form-actions">
                <button className="button" {...swapContract.values({ busyText: t.phoneConfirming })} {...stepButton("confirm-phone")}>
                  {p.confirm}
                </button>
                <button
                  className="button outline"
                  {...swapContract.values({ busyText: t.phoneSending })}
                  {...attach(resendCountdownContract)}
                  {...resendCountdownContract.values({ phone: sentTo, resendAt: step?.resendAt, waitText: p.resendIn("{s}" as unknown as number) })}
                  {...stepButton("send-phone-code")}
                >
                  {p.resend}
                </button>
              </div>
            </div>
          ) : null}
        </div>
      ) : error ? (
        <small className="field-error" role="alert" {...listingFormContract.part("fieldError")}>
          {error}
        </small>
      ) : null}
    </fieldset>
  );
}

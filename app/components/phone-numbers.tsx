import { displayPhone } from "../domain/phone";
import { formatPostedDate } from "../domain/time";
import { STRINGS } from "../i18n";
import { FieldError } from "./form-error";
import { attach } from "../behaviours/contract";
import { resendCountdownContract } from "../behaviours/resend-countdown/resend-countdown.contract";
import { focusReturnContract } from "../behaviours/focus-return/focus-return.contract";
import { profileArea, profileForm } from "./profile-forms";
import "./phone-numbers.css";
import "../styles/forms.css";

/** The profile's phone intents; app/actions/profile/phones.server.ts answers them. */
export const PHONE_INTENTS = ["send-phone-code", "confirm-phone", "remove-phone"] as const;
export type PhoneIntent = (typeof PHONE_INTENTS)[number];

export function isPhoneIntent(intent: unknown): intent is PhoneIntent {
  return PHONE_INTENTS.includes(intent as PhoneIntent);
}

/** What a phone intent answers: the sentence, and the number waiting for its code (if any). */
export interface PhoneAnswer {
  intent: PhoneIntent;
  ok: boolean;
  message: string;
  /** The field the refusal belongs beside. */
  field?: "phoneNumber" | "code";
  /** What was typed as the number (+254 form when it was one), to fill the field again. */
  typed?: string;
  /** The code form stays open for this number; `resendAt` only right after a code went out. */
  pending?: { phoneNumber: string; resendAt?: string };
}

/** A page action's answer, when it is a phone intent's (a page posted without a script). */
export function phoneAnswerOf(answer: unknown): PhoneAnswer | null {
  return answer && typeof answer === "object" && isPhoneIntent((answer as { intent?: unknown }).intent) ? (answer as PhoneAnswer) : null;
}

/**
 * The profile's "Phone numbers" section: the confirmed numbers with Remove, and either
 * "Add a phone number" or, once a code went out, the code form with Confirm and "Send a new code".
 * Plain forms posted to the profile, whose answer (`answer`) keeps the number waiting for its code
 * (no cookie holds it). The profile's script (app/enhance/profile.ts) sends them in place, puts the
 * focus in the code field once a code went out, and counts down the minute before a new code
 * (app/behaviours/resend-countdown), which without a script the server's refusal explains instead.
 */
export function PhoneNumbers({ phones, answer, here }: { phones: { phoneNumber: string; verifiedAt: string }[]; answer: PhoneAnswer | null; here: string }) {
  const pending = answer?.pending ?? null;
  return (
    <section className="phone-numbers" id="phones" aria-labelledby="phone-numbers-title" {...profileArea("phones")}>
      <h2 id="phone-numbers-title">{STRINGS.components.phoneNumbers.title}</h2>
      <p className="hint">{STRINGS.components.phoneNumbers.intro}</p>
      {phones.length === 0 ? (
        <p className="empty">{STRINGS.components.phoneNumbers.none}</p>
      ) : (
        <ul className="phone-list">
          {phones.map((phone) => (
            <li key={phone.phoneNumber}>
              <span>
                <strong>{displayPhone(phone.phoneNumber)}</strong>
                <small>{STRINGS.components.phoneNumbers.confirmedOn(formatPostedDate(phone.verifiedAt))}</small>
              </span>
              <form method="post" {...profileForm()}>
                <input type="hidden" name="intent" value="remove-phone" />
                <input type="hidden" name="phoneNumber" value={phone.phoneNumber} />
                <button
                  type="submit"
                  className="button outline danger-outline"
                  aria-label={STRINGS.components.phoneNumbers.removeLabel(displayPhone(phone.phoneNumber))}
                >
                  {STRINGS.components.phoneNumbers.remove}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      {answer && !answer.field ? (
        <p className={answer.ok ? "form-success" : "inline-error"} role={answer.ok ? "status" : "alert"}>
          {answer.message}
        </p>
      ) : null}
      {pending ? (
        <CodeForm phoneNumber={pending.phoneNumber} resendAt={pending.resendAt} answer={answer} here={here} />
      ) : (
        <form method="post" className="phone-form" noValidate {...profileForm()}>
          <h3>{STRINGS.components.phoneNumbers.add}</h3>
          <div className="field">
            <label htmlFor="phone-number">{STRINGS.components.phoneNumbers.numberLabel}</label>
            <input
              id="phone-number"
              name="phoneNumber"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="0712 345 678"
              defaultValue={answer && !answer.ok && answer.field === "phoneNumber" ? answer.typed : undefined}
              aria-invalid={answer?.field === "phoneNumber" ? true : undefined}
              aria-describedby={answer?.field === "phoneNumber" ? "phone-number-error" : "phone-number-hint"}
            />
            <small className="hint" id="phone-number-hint">
              {STRINGS.components.phoneNumbers.numberHint}
            </small>
            <FieldError id="phone-number-error" message={answer?.field === "phoneNumber" ? answer.message : null} />
          </div>
          <button type="submit" name="intent" value="send-phone-code" className="button">
            {STRINGS.common.sendCode}
          </button>
        </form>
      )}
    </section>
  );
}

function CodeForm({ phoneNumber, resendAt, answer, here }: { phoneNumber: string; resendAt?: string; answer: PhoneAnswer | null; here: string }) {
  const error = answer && !answer.ok && answer.field ? answer.message : null;
  return (
    <form method="post" className="phone-form" noValidate data-phone-code={phoneNumber} {...profileForm()}>
      <input type="hidden" name="phoneNumber" value={phoneNumber} />
      <input type="hidden" name="resend" value="yes" />
      <div className="field">
        <label htmlFor="phone-code">{STRINGS.common.codeLabel(displayPhone(phoneNumber))}</label>
        <input
          id="phone-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={12}
          className="code-input"
          {...focusReturnContract.part("first")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "phone-code-error" : "phone-code-hint"}
        />
        <small className="hint" id="phone-code-hint">
          {STRINGS.common.codeHint}
        </small>
        <FieldError id="phone-code-error" message={error} />
      </div>
      <div className="phone-form-actions">
        <button type="submit" name="intent" value="confirm-phone" className="button">
          {STRINGS.common.confirm}
        </button>
        <button
          type="submit"
          name="intent"
          value="send-phone-code"
          className="button outline"
          aria-describedby="phone-resend-hint"
          {...attach(resendCountdownContract)}
          {...resendCountdownContract.values({ phone: phoneNumber, resendAt, waitText: STRINGS.common.resendIn("{s}" as unknown as number) })}
        >
          {STRINGS.common.resend}
        </button>
      </div>
      <small className="hint" id="phone-resend-hint">
        {STRINGS.components.phoneNumbers.resendHint}
      </small>
      <a href={here}>{STRINGS.components.phoneNumbers.otherNumber}</a>
    </form>
  );
}

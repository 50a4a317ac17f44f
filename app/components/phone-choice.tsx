import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { toast } from "../lib/toast";
import { chosenPhone, NEW_PHONE_CHOICE } from "../domain/phone-choice";
import { displayPhone, normalizeKenyanPhone } from "../domain/phone";
import { STRINGS } from "../i18n";

/** Where the phone part stands after a page post without scripts (the listing form's action answer). */
export interface PhoneStep {
  /** A code went out for this number (+254 form): the code field shows. */
  sentTo?: string | undefined;
  /** When another code may go out (ISO), right after one did. */
  resendAt?: string | undefined;
  /** What just happened, in a sentence (a code sent, a number confirmed). */
  notice?: string | undefined;
}

/** The listing form's phone intents, posted by this part's buttons when scripts do not run. */
export const PHONE_STEP_INTENTS = ["send-phone-code", "confirm-phone"] as const;
export type PhoneStepIntent = (typeof PHONE_STEP_INTENTS)[number];

interface ApiAnswer {
  success?: boolean;
  message?: string;
  data?: { phoneNumber?: string; resendAt?: string };
}

async function callPhoneApi(path: string, body: Record<string, string>): Promise<{ ok: boolean; answer: ApiAnswer }> {
  const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  let answer: ApiAnswer = {};
  try {
    answer = (await response.json()) as ApiAnswer;
  } catch {
    answer = { message: STRINGS.listingForm.phoneNetwork };
  }
  return { ok: response.ok && answer.success === true, answer };
}

/** Seconds until `at`, ticking once a second while there are any; 0 before scripts run. */
function useSecondsUntil(at: string | undefined, scripted: boolean): number {
  const [tick, setTick] = useState(0);
  const target = at ? Date.parse(at) : 0;
  // Read the clock on each render (scripts only), so a new `at` counts from now, not from the mount.
  const left = scripted && target ? Math.max(0, Math.ceil((target - Date.now()) / 1000)) : 0;
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setTick(tick + 1), 1000);
    return () => clearTimeout(timer);
  }, [left, tick]);
  return left;
}

/**
 * Whether the number a listing form would publish is one of the confirmed numbers it offers (its
 * radios), so the browser can say so before posting; the server checks again (issue 14). A number
 * the schema refuses is left to the schema's message.
 */
export function isConfirmedChoice(form: HTMLFormElement, data: FormData): boolean {
  const phone = normalizeKenyanPhone(chosenPhone(data));
  if (!phone) return true;
  return [...form.querySelectorAll<HTMLInputElement>('input[name="phoneChoice"]')].some((radio) => radio.value === phone);
}

/** Which radio starts ticked: the listing's number when it is confirmed, else the first confirmed one. */
function firstChoice(phones: string[], phoneNumber: string, phoneChoice: string | undefined): string {
  if (phoneChoice === NEW_PHONE_CHOICE || phones.length === 0) return NEW_PHONE_CHOICE;
  const typed = normalizeKenyanPhone(phoneNumber);
  if (typed && phones.includes(typed)) return typed;
  if (phoneNumber.trim() !== "") return NEW_PHONE_CHOICE;
  return phones[0] ?? NEW_PHONE_CHOICE;
}

/**
 * The listing form's phone (issue 14): a listing shows only a number its seller confirmed by SMS.
 * The seller's confirmed numbers are radios (the listing's own ticked on update, the first on
 * create) with "Use another number"; a new number is confirmed right here, inside the listing
 * form, so nothing typed and no photo is lost. With scripts, "Send code" and "Confirm" call the
 * API and the confirmed number becomes a ticked radio; without them they are the form's own
 * submit buttons (`intent=send-phone-code`, `confirm-phone`), and the page comes back with every
 * value kept and the code field open (app/lib/listing-form-action.server.ts).
 */
export function PhoneChoice({
  phones,
  canAdd,
  phoneNumber,
  phoneChoice,
  scripted,
  error,
  codeError,
  step,
  onFixed,
}: {
  /** The confirmed numbers a listing may show (+254 form, oldest first). */
  phones: string[];
  /** False for an admin editing someone else's listing: only the seller can confirm a number. */
  canAdd: boolean;
  phoneNumber: string;
  phoneChoice?: string | undefined;
  scripted: boolean;
  error?: string | undefined;
  codeError?: string | undefined;
  step?: PhoneStep | null | undefined;
  /** A message was answered (a number chosen, confirmed or corrected): the form drops it. */
  onFixed: (field: "phoneNumber" | "phoneCode") => void;
}) {
  const t = STRINGS.listingForm;
  const p = STRINGS.phones;
  const id = useId();
  const [confirmed, setConfirmed] = useState(phones);
  const [choice, setChoice] = useState(() => firstChoice(phones, phoneNumber, phoneChoice));
  const [typed, setTyped] = useState(() => (firstChoice(phones, phoneNumber, phoneChoice) === NEW_PHONE_CHOICE ? phoneNumber : ""));
  const [sentTo, setSentTo] = useState(step?.sentTo);
  const [resendAt, setResendAt] = useState(step?.resendAt);
  const [notice, setNotice] = useState(step?.notice);
  const [localError, setLocalError] = useState<{ field: "phoneNumber" | "phoneCode"; message: string } | null>(null);
  const [busy, setBusy] = useState<"sending" | "confirming" | null>(null);
  const [code, setCode] = useState("");
  const wait = useSecondsUntil(resendAt, scripted);

  // A page answer (a refused publish, or a step without scripts) brings the server's view back.
  useEffect(() => {
    setConfirmed((mine) => [...phones, ...mine.filter((phone) => !phones.includes(phone))]);
  }, [phones]);
  useEffect(() => {
    if (!step) return;
    setSentTo(step.sentTo);
    setResendAt(step.resendAt);
    setNotice(step.notice);
  }, [step]);

  const numberError = localError?.field === "phoneNumber" ? localError.message : error;
  const codeMessage = localError?.field === "phoneCode" ? localError.message : codeError;
  const showNew = canAdd && (confirmed.length === 0 || choice === NEW_PHONE_CHOICE || !scripted);
  const typedPhone = normalizeKenyanPhone(typed);
  const codeStep = sentTo !== undefined && (!scripted || typedPhone === sentTo);

  const sendCode = async () => {
    if (typedPhone && confirmed.includes(typedPhone)) {
      setChoice(typedPhone);
      onFixed("phoneNumber");
      return;
    }
    setBusy("sending");
    setLocalError(null);
    try {
      const { ok, answer } = await callPhoneApi("/api/users/me/phone", { phoneNumber: typed });
      if (!ok) return setLocalError({ field: "phoneNumber", message: answer.message ?? t.phoneNetwork });
      setSentTo(answer.data?.phoneNumber ?? typedPhone ?? typed);
      setResendAt(answer.data?.resendAt);
      setNotice(answer.message);
      setCode("");
      onFixed("phoneNumber");
    } catch {
      setLocalError({ field: "phoneNumber", message: t.phoneNetwork });
    } finally {
      setBusy(null);
    }
  };

  const confirmCode = async () => {
    if (!sentTo) return;
    setBusy("confirming");
    setLocalError(null);
    try {
      const { ok, answer } = await callPhoneApi("/api/users/me/phone/verify", { phoneNumber: sentTo, code });
      if (!ok) return setLocalError({ field: "phoneCode", message: answer.message ?? t.phoneNetwork });
      const phone = answer.data?.phoneNumber ?? sentTo;
      setConfirmed((list) => (list.includes(phone) ? list : [...list, phone]));
      setChoice(phone);
      setTyped("");
      setSentTo(undefined);
      setNotice(answer.message);
      onFixed("phoneNumber");
      onFixed("phoneCode");
      if (answer.message) toast.success(answer.message);
    } catch {
      setLocalError({ field: "phoneCode", message: t.phoneNetwork });
    } finally {
      setBusy(null);
    }
  };

  // With scripts, Enter in these fields does their own step instead of publishing the listing.
  const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (!scripted || event.key !== "Enter") return;
    event.preventDefault();
    action();
  };
  // Without scripts the steps are the form's submit buttons; with them, plain buttons.
  const stepButton = (intent: PhoneStepIntent, onClick: () => void) =>
    scripted ? { type: "button" as const, onClick } : { type: "submit" as const, name: "intent", value: intent, formNoValidate: true };

  return (
    <fieldset className="phone-choice" data-field="phoneNumber" aria-describedby={`${id}-hint`}>
      <legend>{t.phone}</legend>
      <p className="hint" id={`${id}-hint`}>
        {canAdd ? t.phoneChoiceHint : t.phoneChoiceHintOwner}
      </p>
      {notice ? (
        <p className="form-success" role="status">
          {notice}
        </p>
      ) : null}
      {confirmed.length > 0 ? (
        <div className="phone-options">
          {confirmed.map((phone) => (
            <label key={phone} className="phone-option">
              <input
                type="radio"
                name="phoneChoice"
                value={phone}
                checked={choice === phone}
                onChange={() => {
                  setChoice(phone);
                  setLocalError(null);
                  onFixed("phoneNumber");
                }}
              />
              <span className="phone-option-number">{displayPhone(phone)}</span>
              <span className="badge phone-confirmed">{t.phoneConfirmed}</span>
            </label>
          ))}
          {canAdd ? (
            <label className="phone-option">
              <input
                type="radio"
                name="phoneChoice"
                value={NEW_PHONE_CHOICE}
                checked={choice === NEW_PHONE_CHOICE}
                onChange={() => setChoice(NEW_PHONE_CHOICE)}
              />
              <span>{t.phoneOther}</span>
            </label>
          ) : null}
        </div>
      ) : canAdd ? null : (
        <p className="inline-error">{t.phoneOwnerHasNone}</p>
      )}
      {showNew ? (
        <div className="phone-new">
          <div className="field">
            <label htmlFor={`${id}-number`}>{t.phoneNew}</label>
            <div className="phone-new-row">
              <input
                id={`${id}-number`}
                name="phoneNumber"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="0712 345 678"
                value={typed}
                onChange={(event) => {
                  setTyped(event.currentTarget.value);
                  if (scripted && confirmed.length > 0) setChoice(NEW_PHONE_CHOICE);
                  if (localError?.field === "phoneNumber") setLocalError(null);
                }}
                onKeyDown={onEnter(() => void sendCode())}
                aria-invalid={Boolean(numberError)}
                aria-describedby={[`${id}-number-hint`, numberError ? `${id}-number-error` : null].filter(Boolean).join(" ")}
              />
              {codeStep ? null : (
                <button className="button outline" disabled={busy !== null} {...stepButton("send-phone-code", () => void sendCode())}>
                  {busy === "sending" ? t.phoneSending : p.sendCode}
                </button>
              )}
            </div>
            <small className="hint" id={`${id}-number-hint`}>
              {t.phoneNewHint}
            </small>
            {numberError ? (
              <small className="field-error" id={`${id}-number-error`}>
                {numberError}
              </small>
            ) : null}
          </div>
          {codeStep && sentTo ? (
            <div className="phone-code-step">
              <div className="field">
                <label htmlFor={`${id}-code`}>{p.codeLabel(displayPhone(sentTo))}</label>
                <input
                  id={`${id}-code`}
                  name="phoneCode"
                  className="code-input"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={12}
                  value={code}
                  onChange={(event) => {
                    setCode(event.currentTarget.value);
                    if (localError?.field === "phoneCode") setLocalError(null);
                  }}
                  onKeyDown={onEnter(() => void confirmCode())}
                  aria-invalid={Boolean(codeMessage)}
                  aria-describedby={[`${id}-code-hint`, codeMessage ? `${id}-code-error` : null].filter(Boolean).join(" ")}
                />
                <small className="hint" id={`${id}-code-hint`}>
                  {p.codeHint}
                </small>
                {codeMessage ? (
                  <small className="field-error" id={`${id}-code-error`}>
                    {codeMessage}
                  </small>
                ) : null}
              </div>
              <div className="phone-form-actions">
                <button className="button" disabled={busy !== null} {...stepButton("confirm-phone", () => void confirmCode())}>
                  {busy === "confirming" ? t.phoneConfirming : p.confirm}
                </button>
                <button className="button outline" disabled={busy !== null || wait > 0} {...stepButton("send-phone-code", () => void sendCode())}>
                  {wait > 0 ? p.resendIn(wait) : p.resend}
                </button>
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
      {!showNew && numberError ? (
        <small className="field-error" role="alert">
          {numberError}
        </small>
      ) : null}
    </fieldset>
  );
}

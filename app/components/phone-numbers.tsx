import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { displayPhone } from "../domain/phone";
import { formatPostedDate } from "../domain/time";
import { STRINGS } from "../i18n";
import { FieldError } from "./form-error";
import { useHydrated } from "../lib/use-hydrated";

/** The profile's phone intents; app/lib/phone-actions.server.ts answers them. */
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

/** Shared by the forms below: one answer at a time, and the page's lists reload after each. */
const PHONES_FETCHER = "phone-numbers";

/**
 * The profile's "Phone numbers" section (issue 14): the confirmed numbers with Remove, and either
 * "Add a phone number" or, once a code went out, the code form with Confirm and "Send a new code".
 * Scripts post through a fetcher; without them the same forms post the page, whose answer
 * (`pageAnswer`) keeps the number waiting for its code.
 */
export function PhoneNumbers({
  phones,
  pageAnswer,
  here,
}: {
  phones: { phoneNumber: string; verifiedAt: string }[];
  pageAnswer: PhoneAnswer | null;
  here: string;
}) {
  const t = STRINGS.phones;
  const fetcher = useFetcher<PhoneAnswer>({ key: PHONES_FETCHER });
  const latest = fetcher.data ?? pageAnswer;
  // "Use another number" closes the code form without a new answer from the server.
  const [closed, setClosed] = useState<PhoneAnswer | null>(null);
  const answer = latest && latest !== closed ? latest : null;
  const pending = answer?.pending ?? null;
  const busy = fetcher.state !== "idle";
  // After an answer with scripts: the code field once a code went out, else the field a refusal
  // is about, so a screen reader reads its label and the message under it.
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    const field = data.pending ? "phone-code" : data.field === "phoneNumber" ? "phone-number" : null;
    if (field) document.getElementById(field)?.focus();
  }, [fetcher.data]);

  return (
    <section className="phone-numbers" id="phones" aria-labelledby="phone-numbers-title">
      <h2 id="phone-numbers-title">{t.title}</h2>
      <p className="hint">{t.intro}</p>
      {phones.length === 0 ? (
        <p className="empty">{t.none}</p>
      ) : (
        <ul className="phone-list">
          {phones.map((phone) => (
            <li key={phone.phoneNumber}>
              <span>
                <strong>{displayPhone(phone.phoneNumber)}</strong>
                <small>{t.confirmedOn(formatPostedDate(phone.verifiedAt))}</small>
              </span>
              <fetcher.Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="remove-phone" />
                <input type="hidden" name="phoneNumber" value={phone.phoneNumber} />
                <button type="submit" className="button outline danger-outline" disabled={busy} aria-label={t.removeLabel(displayPhone(phone.phoneNumber))}>
                  {t.remove}
                </button>
              </fetcher.Form>
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
        <CodeForm
          key={pending.phoneNumber}
          fetcher={fetcher}
          phoneNumber={pending.phoneNumber}
          resendAt={pending.resendAt}
          answer={answer}
          busy={busy}
          onOtherNumber={() => setClosed(latest)}
          here={here}
        />
      ) : (
        <fetcher.Form method="post" className="phone-form" noValidate preventScrollReset>
          <h3>{t.add}</h3>
          <div className="field">
            <label htmlFor="phone-number">{t.numberLabel}</label>
            <input
              // A new answer (a number confirmed) empties the field.
              key={answer?.ok ? answer.message : "typing"}
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
              {t.numberHint}
            </small>
            <FieldError id="phone-number-error" message={answer?.field === "phoneNumber" ? answer.message : null} />
          </div>
          <button type="submit" name="intent" value="send-phone-code" className="button" disabled={busy}>
            {t.sendCode}
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}

/** Seconds until `at`, ticking once a second while there are any; 0 before scripts run. */
function useSecondsUntil(at: string | undefined): number {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  const target = at ? Date.parse(at) : 0;
  const left = hydrated && target ? Math.max(0, Math.ceil((target - now) / 1000)) : 0;
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}

function CodeForm({
  fetcher,
  phoneNumber,
  resendAt,
  answer,
  busy,
  onOtherNumber,
  here,
}: {
  fetcher: ReturnType<typeof useFetcher<PhoneAnswer>>;
  phoneNumber: string;
  resendAt?: string;
  answer: PhoneAnswer | null;
  busy: boolean;
  onOtherNumber: () => void;
  here: string;
}) {
  const t = STRINGS.phones;
  // The minute before another code may go out, kept across a wrong code's answer (which has no time).
  const [lastResendAt, setLastResendAt] = useState(resendAt);
  useEffect(() => {
    if (resendAt) setLastResendAt(resendAt);
  }, [resendAt]);
  const wait = useSecondsUntil(lastResendAt);
  const error = answer && !answer.ok && answer.field ? answer.message : null;
  return (
    <fetcher.Form method="post" className="phone-form" noValidate preventScrollReset>
      <input type="hidden" name="phoneNumber" value={phoneNumber} />
      <input type="hidden" name="resend" value="yes" />
      <div className="field">
        <label htmlFor="phone-code">{t.codeLabel(displayPhone(phoneNumber))}</label>
        <input
          key={answer?.message}
          id="phone-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={12}
          className="code-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "phone-code-error" : "phone-code-hint"}
        />
        <small className="hint" id="phone-code-hint">
          {t.codeHint}
        </small>
        <FieldError id="phone-code-error" message={error} />
      </div>
      <div className="phone-form-actions">
        <button type="submit" name="intent" value="confirm-phone" className="button" disabled={busy}>
          {t.confirm}
        </button>
        <button type="submit" name="intent" value="send-phone-code" className="button outline" disabled={busy || wait > 0} aria-describedby="phone-resend-hint">
          {wait > 0 ? t.resendIn(wait) : t.resend}
        </button>
      </div>
      <small className="hint" id="phone-resend-hint">
        {t.resendHint}
      </small>
      <Link to={here} onClick={onOtherNumber} preventScrollReset>
        {t.otherNumber}
      </Link>
    </fetcher.Form>
  );
}

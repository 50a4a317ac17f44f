/**
 * The listing form sent in place (./listing-form.contract.ts), with the generic swap's parts
 * (app/behaviours/swap): a saved listing opens its page; a phone step's answer puts the phone part
 * alone in place (what was typed and picked elsewhere stays); any other answer (a refusal) puts
 * the form in place, and the listing-form behaviour toasts its sentence and focuses its first
 * refused field. A form sent while a photo is still uploading waits for it, its button saying so;
 * one with a photo that did not upload stays here. If the answer cannot be read, the browser sends
 * the form itself.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { busy, isBusy, release, releaseOnReturn, sendAsTheBrowserWould } from "../../behaviours/swap/busy";
import { sendForm } from "../../behaviours/swap/fetch-page";
import { putInPlace } from "../../behaviours/swap/put-in-place";
import { swapContract } from "../../behaviours/swap/swap.contract";
import { photosSettled, photosUnderWay, refuseUnsentPhotos, waitingWords } from "../photo-picker/photos-pending";
import { listingFormContract, listingSendContract, PHONE_STEP_INTENTS, type PhoneStepIntent } from "./listing-form.contract";

/**
 * The photos on their way waited for, the pressed button (or Publish) saying so and the form busy
 * meanwhile (a second press does nothing); then sent, unless a photo did not upload.
 */
async function sendAfterPhotos(form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  const waiting = button ?? listingFormContract.find<HTMLButtonElement>(form, "publish");
  const busyText = waiting ? swapContract.read(waiting, "busyText") : undefined;
  if (waiting) swapContract.write(waiting, "busyText", waitingWords(form));
  busy(form, waiting);
  if (waiting) swapContract.write(waiting, "busyText", busyText ?? null);
  await photosSettled(form);
  release(form, waiting);
  if (!refuseUnsentPhotos(form)) await send(form, button);
}

/** After a phone step, the focus on what the phone part asks next (a refused field has it already). */
function focusPhoneStep(placed: Element[]): void {
  const part = placed.find((each) => swapContract.key(each, "target") === "phone-choice");
  if (!part || part.contains(part.ownerDocument.activeElement)) return;
  const inputs = [...part.querySelectorAll("input")];
  (inputs.find((input) => input.name === "phoneCode") ?? inputs.find((input) => input.checked))?.focus();
}

const isPhoneStep = (button: HTMLButtonElement | null) => button?.name === "intent" && PHONE_STEP_INTENTS.includes(button.value as PhoneStepIntent);

async function send(form: HTMLFormElement, button: HTMLButtonElement | null): Promise<void> {
  const phoneStep = isPhoneStep(button);
  // Read before the button is disabled: a disabled button's name and value are not sent.
  const body = new FormData(form, button);
  busy(form, button);
  try {
    const answer = await sendForm(form, body);
    if ("redirect" in answer) {
      window.location.assign(answer.redirect);
      return;
    }
    // A phone step's answer goes into the phone part alone: what was typed and picked elsewhere stays.
    const placed = putInPlace(answer.doc, form.ownerDocument, [phoneStep ? "phone-choice" : "listing-form"]);
    if (form.isConnected) release(form, button);
    if (phoneStep) focusPhoneStep(placed);
  } catch {
    release(form, button);
    sendAsTheBrowserWould(form, button);
  }
}

export const listingSend = defineBehaviour<HTMLFormElement>(listingSendContract, (form) => {
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (isBusy(form)) return;
    const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    // A phone step goes at once; the listing waits for its photos and never goes without one.
    if (!isPhoneStep(button) && photosUnderWay(form)) void sendAfterPhotos(form, button);
    else if (isPhoneStep(button) || !refuseUnsentPhotos(form)) void send(form, button);
  };
  form.addEventListener("submit", submit);
  addEventListener("pageshow", releaseOnReturn);
  return () => {
    form.removeEventListener("submit", submit);
    removeEventListener("pageshow", releaseOnReturn);
  };
});

/**
 * Create Listing and Update Listing are served without the framework (docs/decisions/103). The
 * form does its whole job with page loads (decision 029); this inlined script adds what scripts
 * make nicer:
 *
 * - the photo picker (./photo-picker);
 * - the category's subcategories and fields as soon as it is chosen (the server's answer to the
 *   Continue step, put in place of that part alone);
 * - the discount field only for an offer, the price's hint for rent, the county's areas;
 * - the phone's steps (Send code, Confirm) sent in place, with only the phone part of the answer
 *   put in place, and the minute before a new code counted down;
 * - the form sent in place: a refusal's `<main>` put in place, its sentence as a toast and the
 *   focus on its first field; a saved listing opens its page.
 *
 * It carries no catalogue: every word comes with the page, in the reader's language.
 */
import { showAnswer } from "./answer";
import { fetchPage } from "./noscript";
import { startPage } from "./page";
import { dressPicker, photoButtons, photosSettled, photosUnderWay, refuseUnsentPhotos } from "./photo-picker";
import { resendCountdown } from "../behaviours/resend-countdown/resend-countdown";
import { busy, postInPlace, release, sendAsTheBrowserWould } from "./send-form";
import { showToast } from "../behaviours/toast/show-toast";

const theForm = () => document.querySelector<HTMLFormElement>("form[data-listing-form]");

/* The category, the price, the county ---------------------------------------------------------- */

let categoryAsked: AbortController | null = null;

/** The chosen category's part of the form, as the server writes it for the Continue step. */
async function followCategory(select: HTMLSelectElement): Promise<void> {
  const form = select.form;
  if (!form) return;
  categoryAsked?.abort();
  const asked = new AbortController();
  categoryAsked = asked;
  const body = new FormData(form);
  body.set("intent", "category");
  try {
    const { doc, response } = await fetchPage(form.action, { method: "POST", body, signal: asked.signal });
    const next = doc.querySelector("[data-category-fields]");
    const current = form.querySelector("[data-category-fields]");
    if (!response.ok || !next || !current || asked.signal.aborted || select.value !== (next as HTMLElement).dataset.categoryFields) return;
    current.replaceWith(document.adoptNode(next));
    // The price part too (a job's salary has no sale or rent and no offer), keeping what is typed in it now.
    const nextPrice = doc.querySelector("[data-category-price]");
    const currentPrice = form.querySelector("[data-category-price]");
    if (nextPrice && currentPrice) {
      const typed = new Map(
        [...currentPrice.querySelectorAll<HTMLInputElement>("input[name]:not([type=radio]):not([type=checkbox]):not([type=hidden])")].map((input) => [
          input.name,
          input.value,
        ]),
      );
      for (const input of nextPrice.querySelectorAll<HTMLInputElement>("input[name]")) {
        const value = typed.get(input.name);
        if (value !== undefined && input.type !== "hidden") input.value = value;
      }
      currentPrice.replaceWith(document.adoptNode(nextPrice));
      paintPrice(form);
    }
  } catch {
    // Offline for a moment: the fields come with the form's answer when it is sent.
  }
}

let areasAsked = "";

async function followCounty(select: HTMLSelectElement): Promise<void> {
  const list = document.getElementById(select.dataset.areasFor ?? "");
  if (!list) return;
  const county = select.value;
  areasAsked = county;
  list.replaceChildren();
  try {
    const response = await fetch(`/api/listings/areas?county=${encodeURIComponent(county)}`);
    const body = response.ok ? ((await response.json()) as { data?: { areas?: { area: string }[] } }) : null;
    if (areasAsked !== county) return;
    for (const { area } of body?.data?.areas ?? []) {
      const option = document.createElement("option");
      option.value = area;
      list.appendChild(option);
    }
  } catch {
    // No suggestions is no harm: the field takes any area.
  }
}

/** The discount price only for an offer; the price's hint says "per month" for rent. */
function paintPrice(form: HTMLFormElement): void {
  const offer = form.querySelector<HTMLInputElement>("input[data-offer]");
  const discount = form.querySelector<HTMLElement>('[data-field="discountPrice"]');
  if (offer && discount) discount.hidden = !offer.checked && !discount.querySelector(".field-error");
  const rent = form.querySelector<HTMLInputElement>('input[name="type"][value="rent"]')?.checked === true;
  const hint = form.querySelector<HTMLElement>('[data-field="regularPrice"] .hint');
  if (hint) hint.textContent = (rent ? hint.dataset.rent : hint.dataset.sale) ?? hint.textContent;
}

function formChanges(): void {
  document.addEventListener("change", (event) => {
    const target = event.target;
    const form = target instanceof Element ? target.closest<HTMLFormElement>("form[data-listing-form]") : null;
    if (!form || !(target instanceof HTMLElement)) return;
    if (target instanceof HTMLSelectElement && target.dataset.categorySelect !== undefined) void followCategory(target);
    else if (target instanceof HTMLSelectElement && target.dataset.areasFor) void followCounty(target);
    else if (target instanceof HTMLInputElement && (target.dataset.offer !== undefined || target.name === "type")) paintPrice(form);
    else if (target instanceof HTMLInputElement && target.name === "phoneChoice") paintPhone(form);
  });
  // A field being corrected loses its old message.
  document.addEventListener("input", (event) => {
    const target = event.target;
    const field = target instanceof HTMLElement && target.closest("form[data-listing-form]") ? target.closest(".field") : null;
    if (!field || !(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)) return;
    const error = field.querySelector(".field-error");
    if (!error) return;
    error.remove();
    target.removeAttribute("aria-invalid");
    const described = (target.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== error.id);
    if (described.length > 0) target.setAttribute("aria-describedby", described.join(" "));
    else target.removeAttribute("aria-describedby");
  });
}

/* The phone ------------------------------------------------------------------------------------ */

/** The new number's field only under "Use another number" (or where the server has something to say there). */
function paintPhone(form: HTMLFormElement): void {
  const part = form.querySelector<HTMLElement>("[data-phone-choice]");
  const fresh = part?.querySelector<HTMLElement>("[data-phone-new]");
  if (!part || !fresh) return;
  const radios = [...part.querySelectorAll<HTMLInputElement>('input[name="phoneChoice"]')];
  const other = radios.find((radio) => radio.value === "new");
  const says = fresh.querySelector(".field-error, [data-phone-code]") !== null;
  fresh.hidden = radios.length > 0 && other?.checked !== true && !says;
  paintCodeStep(form);
}

/**
 * Enter in a field sends the form with its first submit button, which with the Continue step gone
 * would be the phone's Send code: Enter in the number or code field does that field's own step,
 * and anywhere else it publishes, as the button at the bottom says.
 */
function enterKeys(): void {
  document.addEventListener("keydown", (event) => {
    const input = event.target;
    const form = input instanceof HTMLInputElement ? input.form : null;
    if (event.key !== "Enter" || !form || form.dataset.listingForm === undefined || !(input instanceof HTMLInputElement)) return;
    if (["checkbox", "radio", "file", "button", "submit"].includes(input.type)) return;
    event.preventDefault();
    const step = input.dataset.phoneStep;
    const button = step
      ? [...form.querySelectorAll<HTMLButtonElement>(`[data-phone-choice] button[value="${step}"]`)].find((each) => !each.hidden)
      : form.querySelector<HTMLButtonElement>('button[value="publish"]');
    if (button && !button.disabled) form.requestSubmit(button);
  });
}

/** The last nine digits of a Kenyan mobile number, however it was typed (0712..., +254712...). */
const digitsOf = (phone: string) => phone.replace(/\D/g, "").slice(-9);

function phoneTyping(): void {
  document.addEventListener("input", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.name !== "phoneNumber" || !input.form) return;
    // Typing a number chooses "Use another number".
    const other = input.form.querySelector<HTMLInputElement>('input[name="phoneChoice"][value="new"]');
    if (other && !other.checked) other.checked = true;
    paintCodeStep(input.form);
  });
}

/**
 * The code's step belongs to the number the code went to: once another number is typed it steps
 * aside and the number's own Send code comes back (the server wrote it hidden).
 */
function paintCodeStep(form: HTMLFormElement): void {
  const part = form.querySelector<HTMLElement>("[data-phone-choice]");
  const step = part?.querySelector<HTMLElement>("[data-phone-code]");
  const typed = part?.querySelector<HTMLInputElement>('input[name="phoneNumber"]');
  const send = part?.querySelector<HTMLButtonElement>(".phone-new-row button");
  if (!step || !typed || !send) return;
  const same = digitsOf(typed.value) === digitsOf(step.dataset.phoneCode ?? "");
  step.hidden = !same;
  send.hidden = same;
}

/* The form and its answers --------------------------------------------------------------------- */

/** The first field the server refused takes the focus, so the seller starts where the form does. */
function focusFirstRefused(form: HTMLFormElement): void {
  const first = form.dataset.firstError;
  if (!first || first === "form") return;
  const field = first === "imageUrls" || first === "photos" ? ".image-picker" : `[data-field="${first}"]`;
  form
    .querySelector<HTMLElement>(`${field} input:not([type=hidden]):not([hidden]), ${field} select, ${field} textarea, ${field} button:not([hidden])`)
    ?.focus();
}

/** What scripts add to the form as the server wrote it (at the start, and after an answer put in place). */
function dress(): void {
  const form = theForm();
  if (!form) return;
  for (const part of form.querySelectorAll("[data-without-script]")) {
    part.remove();
    // A hint gone with it is no longer part of its field's description.
    for (const field of part.id ? form.querySelectorAll(`[aria-describedby~="${part.id}"]`) : []) {
      const rest = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== part.id);
      if (rest.length > 0) field.setAttribute("aria-describedby", rest.join(" "));
      else field.removeAttribute("aria-describedby");
    }
  }
  for (const summary of form.querySelectorAll<HTMLElement>("[data-summary]")) {
    showToast(summary.textContent ?? "", "error");
    if (summary.dataset.summary === "toast") summary.remove();
    else delete summary.dataset.summary;
  }
  dressPicker();
  paintPrice(form);
  paintPhone(form);
  // A refusal's page brings the county's areas only for the first county: the others are asked for.
  const county = form.querySelector("select[data-areas-for]");
  const areas = county instanceof HTMLSelectElement ? document.getElementById(county.dataset.areasFor ?? "") : null;
  if (county instanceof HTMLSelectElement && areas && areas.children.length === 0) void followCounty(county);
}

/**
 * A photo still uploading when the form is sent is waited for, the pressed button saying so; a
 * photo that did not upload keeps the form here with a sentence, the photo still in the list for
 * Try again. True when the form may go.
 */
async function photosReady(form: HTMLFormElement, button: HTMLButtonElement | null): Promise<boolean> {
  if (photosUnderWay()) {
    const waiting = button ?? form.querySelector<HTMLButtonElement>('button[value="publish"]');
    const busyText = waiting?.dataset.busyText;
    if (waiting) waiting.dataset.busyText = form.querySelector<HTMLElement>("[data-image-picker]")?.dataset.waiting ?? "";
    busy(form, waiting);
    if (waiting) {
      if (busyText === undefined) delete waiting.dataset.busyText;
      else waiting.dataset.busyText = busyText;
    }
    await photosSettled();
    release(form, waiting);
  }
  return !refuseUnsentPhotos();
}

/**
 * The form is sent by this script: a saved listing opens its page; a phone step's answer puts the
 * phone part alone in place; any other answer (a refusal) takes this page's place, with its
 * sentence as a toast and its first refused field in focus. If the answer cannot be read, the
 * browser sends the form itself.
 */
function sendInPlace(): void {
  document.addEventListener("submit", async (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.dataset.listingForm === undefined) return;
    event.preventDefault();
    if (form.dataset.busy !== undefined) return;
    const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    const intent = button?.name === "intent" ? button.value : "publish";
    const phoneStep = intent === "send-phone-code" || intent === "confirm-phone";
    if (!phoneStep && !(await photosReady(form, button))) return;
    // Read before the button is disabled: a disabled button's name and value are not sent.
    const body = new FormData(form, button);
    busy(form, button);
    try {
      const doc = await postInPlace(form, body);
      if (!doc) return;
      const part = doc.querySelector("[data-phone-choice]");
      if ((intent === "send-phone-code" || intent === "confirm-phone") && part) {
        form.querySelector("[data-phone-choice]")?.replaceWith(document.adoptNode(part));
        release(form);
        paintPhone(form);
        const refused = form.querySelector<HTMLElement>("[data-phone-choice] [aria-invalid='true']");
        const code = form.querySelector<HTMLElement>("[data-phone-choice] input[name='phoneCode']");
        (refused ?? code ?? form.querySelector<HTMLElement>("[data-phone-choice] input:checked"))?.focus();
        return;
      }
      showAnswer(doc);
      dress();
      const answered = theForm();
      if (answered) focusFirstRefused(answered);
    } catch {
      release(form, button);
      sendAsTheBrowserWould(form, button);
    }
  });
  addEventListener("pageshow", (event) => {
    const form = theForm();
    if (event.persisted && form) release(form);
  });
}

startPage(
  resendCountdown,
  dress,
  () => {
    const form = theForm();
    if (form) focusFirstRefused(form);
  },
  photoButtons,
  formChanges,
  enterKeys,
  phoneTyping,
  sendInPlace,
);

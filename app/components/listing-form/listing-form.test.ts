// @vitest-environment happy-dom
import { type ComponentProps, createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resendCountdown } from "../../behaviours/resend-countdown/resend-countdown";
import { leavePage, startOnPage, ticks } from "../../behaviours/test-dom";
import { serverMarkup, showMarkup } from "../../behaviours/test-render";
import { toast } from "../../behaviours/toast/toast";
import { network } from "../../behaviours/upload/test-network";
import { emptyListingForm } from "../../domain/listing-input";
import { FORM_REDIRECT_HEADER } from "../../lib/form-fetch";
import { STRINGS } from "../../i18n";
import { photoPicker } from "../photo-picker/photo-picker.behaviour";
import { drawablePhotos, pickedFile } from "../photo-picker/test-photos";
import { categoryFields } from "./category-fields.behaviour";
import { countyAreas } from "./county-areas.behaviour";
import { ListingForm } from "./listing-form";
import { listingForm } from "./listing-form.behaviour";
import { listingPrice } from "./listing-price.behaviour";
import { listingSend } from "./listing-send.behaviour";
import { phoneChoice } from "./phone-choice.behaviour";
type Props = ComponentProps<typeof ListingForm>;
const PHONE = "+254712345678";

const props = (more: Partial<Props> = {}, values: Partial<Props["initial"]> = {}): Props => ({
  initial: { ...emptyListingForm("Amina Wanjiru"), imageUrls: ["/uploads/listings/a.webp"], ...values },
  mode: "create",
  phones: [PHONE],
  canAddPhone: true,
  // Suggestions written for the county: none asked for as the form starts.
  areas: ["Nyali"],
  ...more,
});

const mainOf = async (given: Props) => `<main id="main"><h1>Create Listing</h1>${await serverMarkup(createElement(ListingForm, given))}</main>`;

/** The page the server answers with: the form as given. */
async function page(given: Props, status = 200): Promise<Response> {
  return new Response(`<!doctype html><html><head><title>Create Listing</title></head><body>${await mainOf(given)}</body></html>`, {
    status,
    headers: { "content-type": "text/html; charset=utf-8" },
  });
}

async function showForm(given: Props = props()) {
  showMarkup(`<section class="mini-toasts" data-toast-region aria-live="polite"></section>${await mainOf(given)}`);
  vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
  await startOnPage([photoPicker, listingPrice, phoneChoice, listingForm, listingSend, categoryFields, countyAreas, resendCountdown, toast]);
}

afterEach(leavePage);

const form = () => document.querySelector("form") as HTMLFormElement;
const field = <E = HTMLInputElement>(name: string) => form().querySelector(`[name="${name}"]`) as unknown as E;
/** A select as the tests use it (the Workers types leave the DOM's select outside `Element` in tsc). */
type Select = HTMLElement & { value: string };
const toasts = () => [...document.querySelectorAll(".mini-toast")].map((each) => each.textContent);
const publish = () => form().querySelector<HTMLButtonElement>('button[value="publish"]') as HTMLButtonElement;
const discount = () => form().querySelector<HTMLElement>('[data-field="discountPrice"]') as HTMLElement;
const posted = (net: ReturnType<typeof network>) => net.fetched.filter((each) => each.body instanceof FormData).map((each) => each.body as FormData);

function change(element: HTMLElement & { value: string }, value?: string) {
  if (value !== undefined) element.value = value;
  element.dispatchEvent(new Event("change", { bubbles: true }));
}

function typeInto(element: HTMLInputElement, value: string) {
  element.value = value;
  element.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("the listing form as the server wrote it", () => {
  it("drops what is only for a page without scripts, toasts a refusal and focuses its first refused field", async () => {
    const errors = { name: "Name must be at least 10 characters", regularPrice: "Enter a price" };
    await showForm(props({ answer: { errors, message: STRINGS.common.error(errors.name) } }));
    expect(form().querySelector('button[value="category"]')).toBeNull();
    expect(form().querySelector(".category-hint")).toBeNull();
    expect(form().querySelector(".form-summary")).toBeNull();
    expect(toasts()).toEqual([STRINGS.common.error(errors.name)]);
    expect(document.activeElement).toBe(field("name"));
    // The discount's hint for a page without scripts is gone, and no longer describes its field.
    expect(field("discountPrice").getAttribute("aria-describedby")).toBeNull();
  });

  it("lets a corrected field lose its old message", async () => {
    await showForm(props({ answer: { errors: { name: "Too short" }, message: "Error: Too short" } }));
    typeInto(field("name"), "Toyota Vitz 2015, clean");
    expect(form().querySelector('[data-field="name"] .field-error')).toBeNull();
    expect(field("name").hasAttribute("aria-invalid")).toBe(false);
  });

  it("shows the discount only for an offer, and the rent's words in the price's hint", async () => {
    await showForm();
    expect(discount().hidden).toBe(true);
    field("offer").checked = true;
    change(field("offer"));
    expect(discount().hidden).toBe(false);
    const rent = form().querySelector<HTMLInputElement>('input[name="type"][value="rent"]') as HTMLInputElement;
    rent.checked = true;
    change(rent);
    expect(form().querySelector('[data-field="regularPrice"] .hint')?.textContent).toBe(
      `${STRINGS.components.listingForm.wholeShillings} ${STRINGS.components.listingForm.rentHint}`,
    );
  });
});

describe("the category and the county", () => {
  it("brings the chosen category's fields and price part from the server, keeping the price typed", async () => {
    await showForm();
    const net = network();
    net.fetchAnswers(await page(props({}, { category: "Jobs", regularPrice: "45k" })));
    typeInto(field("regularPrice"), "45k");
    change(field<Select>("category"), "Jobs");
    await vi.waitFor(() => expect(form().querySelector('[data-category-fields="Jobs"]')).not.toBeNull());
    expect(posted(net)[0]?.get("intent")).toBe("category");
    expect(form().querySelector('input[name="type"][type="radio"]')).toBeNull();
    expect(form().querySelector('[data-field="regularPrice"] label')?.textContent).toBe(STRINGS.components.listingForm.salary);
    expect(field("regularPrice").value).toBe("45k");
  });

  it("leaves the form as it is when the answer is for an earlier choice, or the network is down", async () => {
    await showForm();
    const net = network();
    net.fetchAnswers(await page(props({}, { category: "Jobs" })));
    change(field<Select>("category"), "Jobs");
    field<Select>("category").value = "Vehicles";
    await ticks(50);
    expect(form().querySelector('[data-category-fields="Jobs"]')).toBeNull();
    change(field<Select>("category"), "Electronics");
    await ticks(50);
    expect(form().querySelector('[data-category-fields=""]')).not.toBeNull();
    expect(net.fetched).toHaveLength(2);
  });

  it("suggests the areas sellers named in the county chosen", async () => {
    await showForm();
    network().fetchAnswers({ status: 200, body: { data: { areas: [{ area: "Nyali" }, { area: "Bamburi" }] } } });
    change(field<Select>("location"), "Mombasa");
    await vi.waitFor(() =>
      expect([...document.querySelectorAll("#listing-areas option")].map((each) => each.getAttribute("value"))).toEqual(["Nyali", "Bamburi"]),
    );
  });
});

describe("the phone", () => {
  it("shows the new number's field only under Use another number, and typing a number chooses it", async () => {
    await showForm();
    const fresh = form().querySelector<HTMLElement>("[data-phone-new]") as HTMLElement;
    expect(fresh.hidden).toBe(true);
    const other = form().querySelector<HTMLInputElement>('input[name="phoneChoice"][value="new"]') as HTMLInputElement;
    other.checked = true;
    change(other);
    expect(fresh.hidden).toBe(false);
    other.checked = false;
    typeInto(field("phoneNumber"), "0700 000 001");
    expect(other.checked).toBe(true);
  });

  it("sends Send code with Enter in the number, and puts only the phone part of the answer in place", async () => {
    await showForm();
    const net = network();
    net.fetchAnswers(
      await page(
        props(
          { answer: { errors: {}, message: "", phone: { sentTo: "+254700000001", notice: "Code sent" } } },
          { phoneNumber: "0700000001", phoneChoice: "new" },
        ),
      ),
    );
    typeInto(field("name"), "A name typed meanwhile");
    typeInto(field("phoneNumber"), "0700000001");
    field("phoneNumber").dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(form().querySelector("[data-phone-code]")).not.toBeNull());
    expect(posted(net)[0]?.get("intent")).toBe("send-phone-code");
    expect(field("name").value).toBe("A name typed meanwhile");
    expect(document.activeElement).toBe(field("phoneCode"));
    expect(form().querySelector<HTMLButtonElement>("[data-phone-send]")?.hidden).toBe(true);
    // Another number typed: the code's step steps aside for that number's own Send code.
    typeInto(field("phoneNumber"), "0700000002");
    expect(form().querySelector<HTMLElement>("[data-phone-code]")?.hidden).toBe(true);
    expect(form().querySelector<HTMLButtonElement>("[data-phone-send]")?.hidden).toBe(false);
  });
});

describe("sending the form", () => {
  it("publishes with Enter in a field, busy meanwhile, and opens the saved listing's page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    await showForm();
    const net = network();
    net.fetchAnswers(new Response(null, { status: 204, headers: { [FORM_REDIRECT_HEADER]: "/listing/42" } }));
    field("name").dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    // A second press while it goes does nothing.
    publish().click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/listing/42"));
    expect(posted(net)).toHaveLength(1);
    expect(posted(net)[0]?.get("intent")).toBe("publish");
  });

  it("puts a refusal's form in place, its sentence a toast and its first refused field in focus", async () => {
    await showForm();
    const net = network();
    const errors = { description: "Description is required" };
    net.fetchAnswers(await page(props({ answer: { errors, message: STRINGS.common.error(errors.description) } }, { name: "Toyota Vitz 2015" }), 400));
    publish().click();
    await vi.waitFor(() => expect(document.activeElement).toBe(field("description")));
    expect(toasts()).toContain(STRINGS.common.error(errors.description));
    expect(form().querySelector('[data-field="description"] .field-error')?.textContent).toBe(errors.description);
    expect(publish().disabled).toBe(false);
    expect(form().querySelector('button[value="category"]')).toBeNull();
  });

  it("focuses Add photos when the refusal's first problem is the photos, once the new picker has it", async () => {
    await showForm(props({}, { imageUrls: [] }));
    const net = network();
    const errors = { imageUrls: "At least one image required", description: "Description is required" };
    net.fetchAnswers(await page(props({ answer: { errors, message: STRINGS.components.photoPicker.noImage } }, { imageUrls: [] }), 400));
    publish().click();
    await vi.waitFor(() => expect(document.activeElement).toBe(document.querySelector(".add-photos")));
  });

  it("lets the browser send the form when the network is down", async () => {
    await showForm();
    network();
    publish().click();
    await vi.waitFor(() => expect(HTMLFormElement.prototype.submit).toHaveBeenCalled());
    expect(form().querySelector<HTMLInputElement>('input[type="hidden"][name="intent"]')?.value).toBe("publish");
  });

  it("waits for a photo still uploading, the button saying so, then sends its address", async () => {
    drawablePhotos();
    await showForm();
    const net = network();
    net.fetchAnswers({
      status: 200,
      body: { data: { slots: [{ url: "https://r2.example/new", headers: {}, imageUrl: "/uploads/listings/new.webp", variants: [] }] } },
    });
    net.uploadAnswers("hold");
    const input = document.querySelector<HTMLInputElement>("[data-testid=image-input]") as HTMLInputElement;
    Object.defineProperty(input, "files", { value: [pickedFile()], configurable: true });
    input.dispatchEvent(new Event("change"));
    await vi.waitFor(() => expect(net.sent).toHaveLength(1));
    net.fetchAnswers(new Response(null, { status: 204, headers: { [FORM_REDIRECT_HEADER]: "/listing/43" } }));
    vi.stubGlobal("location", { ...window.location, assign: vi.fn() });
    publish().click();
    await ticks();
    expect(publish().textContent).toBe(STRINGS.components.photoPicker.waitingForPhotos);
    expect(posted(net)).toHaveLength(0);
    net.release({ status: 200 });
    await vi.waitFor(() => expect(posted(net)).toHaveLength(1));
    expect(posted(net)[0]?.getAll("imageUrls")).toEqual(["/uploads/listings/a.webp", "/uploads/listings/new.webp"]);
  });

  it("keeps the form here while a photo did not upload, the focus on its Try again", async () => {
    drawablePhotos();
    await showForm();
    const net = network();
    const input = document.querySelector<HTMLInputElement>("[data-testid=image-input]") as HTMLInputElement;
    Object.defineProperty(input, "files", { value: [pickedFile()], configurable: true });
    input.dispatchEvent(new Event("change"));
    await vi.waitFor(() => expect(document.querySelector(".picked-images > li.unsent")).not.toBeNull(), { timeout: 5000 });
    publish().click();
    await ticks();
    expect(posted(net)).toHaveLength(0);
    expect(document.activeElement?.getAttribute("aria-label")).toBe(STRINGS.components.photoPicker.tryPhotoAgain(2));
    expect(document.querySelector("[data-picker-error]")?.textContent).toBe(STRINGS.components.photoPicker.photoNotSent);
  });
});

/**
 * The banners picked for the next upload, kept across answers until one succeeds, and their rows
 * in the form: each with its preview, URL, company name, Remove, and its bar while it is sent.
 */
import { sponsorUploadContract, type SponsorText } from "./sponsor-upload.contract";

export interface Picked {
  file: File;
  preview: string;
  url: string;
  companyName: string;
  /** Where it is in storage, once sent there: the form names it instead of carrying it. */
  imageUrl?: string;
  /** Its bar while it is sent. */
  bar?: HTMLProgressElement;
}

export const pick: { banners: Picked[] } = { banners: [] };

export const textOf = (form: HTMLElement, key: SponsorText) => sponsorUploadContract.read(form, key) ?? "";

export function forget(entries: Picked[]): void {
  for (const entry of entries) URL.revokeObjectURL(entry.preview);
}

function field(label: string, value: string, attributes: Record<string, string>, keep: (value: string) => void): HTMLLabelElement {
  const wrapper = document.createElement("label");
  wrapper.className = "field";
  const caption = document.createElement("span");
  caption.textContent = label;
  const input = document.createElement("input");
  for (const [name, attribute] of Object.entries(attributes)) input.setAttribute(name, attribute);
  input.value = value;
  input.addEventListener("input", () => keep(input.value));
  wrapper.replaceChildren(caption, input);
  return wrapper;
}

function row(form: HTMLElement, entry: Picked): HTMLLIElement {
  const item = document.createElement("li");
  const preview = document.createElement("img");
  Object.assign(preview, { src: entry.preview, alt: "", width: 120, height: 60 });
  const name = document.createElement("span");
  name.className = "file-name";
  name.textContent = entry.file.name;
  const drop = document.createElement("button");
  drop.type = "button";
  drop.className = "icon-button danger";
  drop.textContent = "×";
  drop.setAttribute("aria-label", `${textOf(form, "removeLabel")} ${entry.file.name}`);
  drop.addEventListener("click", () => {
    forget([entry]);
    pick.banners = pick.banners.filter((other) => other !== entry);
    showPicked(form);
    sponsorUploadContract.find(form, "choose")?.focus();
  });
  const url = field(textOf(form, "urlLabel"), entry.url, { inputmode: "url", autocomplete: "url", placeholder: "www.example.co.ke" }, (value) => {
    entry.url = value;
  });
  const company = field(textOf(form, "nameLabel"), entry.companyName, { maxlength: "80" }, (value) => {
    entry.companyName = value;
  });
  item.replaceChildren(preview, name, url, company, drop, ...(entry.bar ? [entry.bar] : []));
  return item;
}

/** The picked banners' rows, written again after every change. */
export function showPicked(form: HTMLElement): void {
  const list = sponsorUploadContract.find(form, "picked");
  if (!list) return;
  list.replaceChildren(...pick.banners.map((entry) => row(form, entry)));
  list.hidden = pick.banners.length === 0;
}

/** The spec's checks of an upload (app/domain/admin.ts checks them again on the server), or null. */
export function uploadRefusal(form: HTMLElement): string | null {
  const banners = pick.banners;
  if (banners.length === 0) return textOf(form, "noImages");
  const large = banners.filter((entry) => entry.file.size > Number(textOf(form, "maxBytes"))).map((entry) => entry.file.name);
  if (large.length > 0) return textOf(form, "tooLarge").replace("{names}", large.join(", "));
  const total = banners.reduce((sum, entry) => sum + entry.file.size, 0);
  if (total > Number(textOf(form, "maxTotal"))) return textOf(form, "totalTooLarge").replace("{mb}", (total / 1024 / 1024).toFixed(2));
  if (banners.some((entry) => !entry.url.trim() || !entry.companyName.trim())) return textOf(form, "missing");
  return null;
}

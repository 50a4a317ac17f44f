/**
 * The sponsor banners' upload (./sponsor-upload.contract.ts): the one banner's fields for browsers
 * without scripts go; Choose images picks several, each with its URL and company name
 * (./picked-banners.ts), checked for the spec's sizes before anything is sent; then each is sent
 * straight to storage with a bar (./send-banners.ts) and the form, sent by swap, names them (or
 * carries the files, where the deployment signs no uploads). A success empties the pick; a
 * refusal keeps it, to be sent again.
 */
import { defineBehaviour } from "../../../behaviours/runtime";
import { busy, isBusy, release } from "../../../behaviours/swap/busy";
import { NoDirectUploads } from "../../../behaviours/upload/direct-upload";
import { forget, pick, showPicked, textOf, uploadRefusal } from "./picked-banners";
import { sendBanners } from "./send-banners";
import { sponsorUploadContract } from "./sponsor-upload.contract";

/** Banners go straight to storage until the deployment answers that it signs no uploads. */
let direct = true;

/** The form's own sentence (a check before sending), said once: the last answer's refusal goes. */
function refuse(form: HTMLElement, message: string | null): void {
  for (const old of sponsorUploadContract.findAll(form, "refusal")) old.remove();
  if (!message) return;
  const note = document.createElement("p");
  note.className = "inline-error";
  note.setAttribute("role", "alert");
  sponsorUploadContract.mark(note, "refusal");
  note.textContent = message;
  const buttons = sponsorUploadContract.find(form, "buttons");
  buttons?.parentNode?.insertBefore(note, buttons);
}

export const sponsorUpload = defineBehaviour<HTMLFormElement>(sponsorUploadContract, (form) => {
  if (sponsorUploadContract.read(form, "uploaded") !== undefined) {
    forget(pick.banners);
    pick.banners = [];
  }
  // A refused claim may have deleted what was sent: the next try sends the banners again.
  for (const entry of pick.banners) delete entry.imageUrl;
  const choose = sponsorUploadContract.find<HTMLButtonElement>(form, "choose");
  const files = sponsorUploadContract.find<HTMLInputElement>(form, "files");
  if (!choose || !files) return;
  sponsorUploadContract.find(form, "withoutScript")?.remove();
  choose.hidden = false;
  const openPicker = () => files.click();
  const picked = () => {
    const added = [...(files.files ?? [])].map((file) => ({ file, preview: URL.createObjectURL(file), url: "", companyName: "" }));
    pick.banners = [...pick.banners, ...added];
    files.value = "";
    refuse(form, null);
    showPicked(form);
  };
  // In the capture phase: it runs before swap's own listener on the form, which sends it once this lets it go.
  const submit = (event: SubmitEvent) => {
    const refusal = uploadRefusal(form);
    if (refusal) {
      event.preventDefault();
      refuse(form, refusal);
      return;
    }
    if (!direct || pick.banners.every((entry) => entry.imageUrl)) return;
    event.preventDefault();
    if (isBusy(form)) return;
    const button = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    refuse(form, null);
    busy(form, button);
    sendBanners(form).then(
      () => {
        release(form, button);
        form.requestSubmit(button);
      },
      (problem: unknown) => {
        release(form, button);
        if (problem instanceof NoDirectUploads) {
          direct = false;
          form.requestSubmit(button);
        } else refuse(form, problem instanceof Error && problem.message ? problem.message : textOf(form, "notSent"));
      },
    );
  };
  const data = (event: FormDataEvent) => {
    for (const entry of pick.banners) {
      if (entry.imageUrl) event.formData.append("imageUrls", entry.imageUrl);
      else event.formData.append("homepageImages", entry.file, entry.file.name);
      event.formData.append("urls", entry.url);
      event.formData.append("companyNames", entry.companyName);
    }
  };
  choose.addEventListener("click", openPicker);
  files.addEventListener("change", picked);
  form.addEventListener("submit", submit, { capture: true });
  form.addEventListener("formdata", data);
  showPicked(form);
  return () => {
    choose.removeEventListener("click", openPicker);
    files.removeEventListener("change", picked);
    form.removeEventListener("submit", submit, { capture: true });
    form.removeEventListener("formdata", data);
  };
});

/**
 * The profile picture (./avatar-upload.contract.ts): the Upload button goes, and a picture is sent
 * as soon as it is picked (./upload-avatar.ts), its progress said under it; once the profile has
 * it, the page is asked again and its picture put in place on the form and in the header. A
 * picture that is not one, or too big, is refused before anything is sent; a second pick waits
 * for the first.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { samePageNow } from "../../behaviours/swap/fetch-page";
import { showToast } from "../../behaviours/toast/show-toast";
import { avatarUploadContract } from "./avatar-upload.contract";
import { uploadAvatar } from "./upload-avatar";
import { siteHeaderContract } from "../site-header/site-header.contract";

type Text = Parameters<typeof avatarUploadContract.read>[1];

/** Says where the upload is, under the picture; a failure in the error's colour, the server's old refusal gone. */
function say(form: HTMLElement, text: string, failed = false): void {
  avatarUploadContract.find(form, "refusal")?.remove();
  const status = avatarUploadContract.find(form, "status");
  if (!status) return;
  if (!failed) {
    status.textContent = text;
    return;
  }
  const error = document.createElement("span");
  error.className = "inline-error";
  error.textContent = text;
  status.replaceChildren(error);
}

/** The new picture, from the page asked again: on the form and in the header. */
async function showNewPicture(): Promise<void> {
  const answer = await samePageNow();
  if (!answer) return;
  const pictures = [
    [avatarUploadContract.find(answer, "picture"), avatarUploadContract.find(document, "picture")],
    [siteHeaderContract.find(answer, "avatar"), siteHeaderContract.find(document, "avatar")],
  ];
  for (const [next, current] of pictures) if (next && current) current.replaceChildren(...document.adoptNode(next).childNodes);
}

export const avatarUpload = defineBehaviour(avatarUploadContract, (form) => {
  const input = avatarUploadContract.find<HTMLInputElement>(form, "file");
  if (!input) return;
  const text = (key: Text) => avatarUploadContract.read(form, key) ?? "";
  avatarUploadContract.find(form, "withoutScript")?.remove();
  input.classList.add("visually-hidden");
  let uploading = false;
  const picked = async () => {
    const file = input.files?.[0];
    input.value = "";
    if (!file || uploading) return;
    const refusal = !file.type.startsWith("image/") ? text("notImage") : file.size > Number(text("maxBytes")) ? text("tooBig") : null;
    if (refusal !== null) return say(form, refusal, true);
    uploading = true;
    input.disabled = true;
    form.setAttribute("aria-busy", "true");
    const failure = await uploadAvatar(file, text("failed"), (percent) => say(form, text("uploading").replace("{percent}", String(percent))));
    uploading = false;
    input.disabled = false;
    form.removeAttribute("aria-busy");
    if (failure !== null) return say(form, failure, true);
    await showNewPicture();
    say(form, text("uploaded"));
    showToast(text("uploaded"), "success");
  };
  const change = () => void picked();
  input.addEventListener("change", change);
  return () => input.removeEventListener("change", change);
});

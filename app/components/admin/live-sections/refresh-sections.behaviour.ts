/**
 * Refresh (./live-sections.contract.ts): without scripts a reload; with them the page asked again
 * in place (the button busy meanwhile, a second press nothing), its sections put in place
 * (./sections-in-place.ts). A failure says why under the header, with Retry.
 */
import { defineBehaviour } from "../../../behaviours/runtime";
import { busy, isBusy, release } from "../../../behaviours/swap/busy";
import { refreshSectionsContract } from "./live-sections.contract";
import { askAgain, sectionsInPlace } from "./sections-in-place";

export const refreshSections = defineBehaviour<HTMLFormElement>(refreshSectionsContract, (form) => {
  const run = async () => {
    const error = refreshSectionsContract.find(document, "error");
    const button = form.querySelector("button");
    if (!error || isBusy(form)) return;
    busy(form, button);
    const asked = await askAgain();
    release(form, button);
    if (asked.ok) {
      error.hidden = true;
      sectionsInPlace(asked.answer);
      return;
    }
    const retry = document.createElement("button");
    retry.type = "button";
    retry.className = "text-button";
    retry.textContent = refreshSectionsContract.read(error, "retry") ?? "";
    retry.addEventListener("click", () => void run());
    const message =
      asked.status === null
        ? refreshSectionsContract.read(error, "offline")
        : refreshSectionsContract.read(error, "status")?.replace("{status}", String(asked.status));
    error.replaceChildren(`${message ?? ""} `, retry);
    error.hidden = false;
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void run();
  };
  form.addEventListener("submit", submit);
  return () => form.removeEventListener("submit", submit);
});

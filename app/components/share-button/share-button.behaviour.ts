/**
 * Share (./share-button.contract.ts) copies the page's address and says so for a moment; a second
 * tap says it again for as long. Where the clipboard is refused (an insecure origin, an old
 * browser), the address is selected and copied the older way.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { shareContract } from "./share-button.contract";

async function copy(address: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(address);
  } catch {
    const field = document.createElement("textarea");
    field.value = address;
    document.body.appendChild(field);
    field.select();
    document.execCommand("copy");
    field.remove();
  }
}

export const shareButton = defineBehaviour(shareContract, (holder) => {
  const button = holder.querySelector("button");
  const status = shareContract.find(holder, "status");
  if (!button || !status) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const share = async () => {
    await copy(window.location.href);
    status.textContent = shareContract.read(holder, "copiedText") ?? "";
    clearTimeout(timer);
    timer = setTimeout(() => (status.textContent = ""), Number(shareContract.read(holder, "copiedMs") ?? 2000));
  };
  button.addEventListener("click", share);
  return () => {
    button.removeEventListener("click", share);
    clearTimeout(timer);
  };
});

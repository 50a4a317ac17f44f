/**
 * Dialog (./dialog.contract.ts): a disclosure's form opened in a modal dialog rather than in
 * place, which on a phone would push the page about. The disclosure stays in the page, hidden, with
 * the button that opens the dialog before it: when a swap takes it away (the page's `<main>`
 * replaced), the button and the dialog go with it. A part the answer puts in the dialog that says
 * `done` closes it; a refused form put there stays, with what was typed.
 */
import { defineBehaviour } from "../runtime";
import { dialogContract } from "./dialog.contract";
import { makeModal, openModal } from "./modal";

let made = 0;

export const dialog = defineBehaviour(dialogContract, (details) => {
  if (!(details instanceof HTMLDetailsElement)) return;
  const summary = details.querySelector("summary");
  const form = details.querySelector("form");
  if (!summary || !form) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = summary.className;
  button.textContent = summary.textContent;
  const modal = document.createElement("dialog");
  modal.className = "modal";
  made += 1;
  const titleId = `dialog-title-${made}`;
  modal.setAttribute("aria-labelledby", titleId);
  const head = document.createElement("div");
  head.className = "modal-head";
  const title = document.createElement("h2");
  title.id = titleId;
  title.textContent = dialogContract.read(details, "title") ?? summary.textContent;
  const close = document.createElement("button");
  close.type = "button";
  close.className = "modal-close";
  close.setAttribute("aria-label", dialogContract.read(details, "closeLabel") ?? "");
  dialogContract.mark(close, "close");
  close.textContent = "×";
  head.appendChild(title);
  head.appendChild(close);
  modal.appendChild(head);
  modal.appendChild(form);
  makeModal(modal);
  const done = new MutationObserver(() => {
    const said = dialogContract.find(modal, "done");
    if (!said) return;
    said.remove();
    modal.close();
  });
  done.observe(modal, { childList: true, subtree: true });
  const wasOpen = details.open;
  details.open = false;
  details.hidden = true;
  details.parentNode?.insertBefore(button, details);
  document.body.appendChild(modal);
  const open = () => openModal(modal, button);
  button.addEventListener("click", open);
  if (wasOpen) open();
  return () => {
    done.disconnect();
    button.remove();
    modal.remove();
  };
});

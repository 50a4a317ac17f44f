/**
 * What every page's script starts (docs/decisions/128): the behaviours every page's markup may name
 * (a toast the server asked for, the hearts, the header's search suggestions), the page's own
 * behaviours, then the page-wide parts that no markup names yet (the Call and WhatsApp counts, the
 * header's Messages badge) and the page's own such parts. The runtime marks the page ready after them.
 *
 * It carries no catalogue: every word it shows comes from the page, written by the server in the
 * reader's language.
 */
import { type Behaviour, start } from "../behaviours/runtime";
import { toast } from "../behaviours/toast/toast";
import { favouriteButton } from "../components/favourite-button/favourite-button.behaviour";
import { headerSearch } from "../components/site-header/header-search.behaviour";
import { listenForContactClicks } from "../lib/contact-clicks";
import { followInboxBadge } from "./inbox-badge";

/** After a refused form, the field in error takes the focus, so its message is read out. */
export function focusRefusedField(): void {
  document.querySelector<HTMLElement>("main [aria-invalid='true']")?.focus();
}

export function startPage(...parts: (Behaviour | (() => void))[]): void {
  const behaviours = parts.filter((part): part is Behaviour => typeof part === "object");
  const steps = parts.filter((part): part is () => void => typeof part === "function");
  start([toast, favouriteButton, headerSearch, ...behaviours], { steps: [listenForContactClicks, followInboxBadge, ...steps] });
}

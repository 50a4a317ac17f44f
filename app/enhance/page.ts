/**
 * What every page's script starts (docs/decisions/128): the behaviours every page's markup may name
 * (a toast the server asked for, the header's search suggestions and Messages badge), the page's
 * own behaviours (a page with listing cards lists theirs), then the page's parts that no markup
 * names yet. The runtime marks the page ready after them.
 *
 * It carries no catalogue: every word it shows comes from the page, written by the server in the
 * reader's language.
 */
import { type Behaviour, start } from "../behaviours/runtime";
import { toast } from "../behaviours/toast/toast";
import { inboxBadge } from "../components/chat-badge/chat-badge.behaviour";
import { headerSearch } from "../components/site-header/header-search.behaviour";

/** After a refused form, the field in error takes the focus, so its message is read out. */
export function focusRefusedField(): void {
  document.querySelector<HTMLElement>("main [aria-invalid='true']")?.focus();
}

export function startPage(...parts: (Behaviour | (() => void))[]): void {
  const behaviours = parts.filter((part): part is Behaviour => typeof part === "object");
  const steps = parts.filter((part): part is () => void => typeof part === "function");
  start([toast, headerSearch, inboxBadge, ...behaviours], { steps });
}

/**
 * What every page's script starts (docs/decisions/128): the behaviours every page's markup may name
 * (a toast the server asked for, the header's search suggestions and Messages badge), then the
 * page's own (a page with listing cards lists theirs). The runtime marks the page ready after them.
 *
 * It carries no catalogue: every word it shows comes from the page, written by the server in the
 * reader's language.
 */
import { type Behaviour, start } from "../behaviours/runtime";
import { toast } from "../behaviours/toast/toast";
import { inboxBadge } from "../components/chat-badge/chat-badge.behaviour";
import { headerSearch } from "../components/site-header/header-search.behaviour";

export function startPage(...behaviours: Behaviour[]): void {
  start([toast, headerSearch, inboxBadge, ...behaviours]);
}

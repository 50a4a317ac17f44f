/**
 * The inbox (`/messages`) is served without the framework (docs/decisions/099): its rows are the
 * server's links. When the person's inbox room says something moved (a message anywhere, a read in
 * another tab: the header badge's behaviour, app/components/chat-badge), the refresh behaviour asks
 * for the page again and puts its list in place (docs/decisions/128).
 */
import { refresh } from "../behaviours/swap/refresh";
import { startPage } from "./page";

startPage(refresh);

/**
 * The inbox (`/messages`) is served without the framework (docs/decisions/099): its rows are the
 * server's links. When the person's inbox room says something moved (a message anywhere, a read in
 * another tab: `./inbox-badge`, which `./page` starts for the header), the page is asked for again
 * and its list put in place. Moves close together are asked for once.
 */
import { samePageNow, saysSomethingNew, showAnswer } from "./answer";
import { INBOX_MOVED } from "./inbox-badge";
import { startPage } from "./page";

function followInboxList(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking = false;
  let again = false;
  const ask = async () => {
    if (asking) {
      again = true;
      return;
    }
    asking = true;
    const answer = await samePageNow();
    if (answer && saysSomethingNew(answer)) showAnswer(answer);
    asking = false;
    if (again) {
      again = false;
      void ask();
    }
  };
  document.addEventListener(INBOX_MOVED, () => {
    clearTimeout(timer);
    timer = setTimeout(ask, 150);
  });
}

startPage(followInboxList);

/**
 * The pages that are text (about, contact, privacy, terms, the FAQ, the safety guide, not found)
 * are served without the framework (docs/decisions/098): this inlined script adds what every such
 * page has (`./page`: the header's suggestions and badge, toasts) and keeps an opened question of
 * the FAQ or the safety guide in sight.
 */
import { startPage } from "./page";

/**
 * Opening a lower question closes a longer answer above it, and the page moves up under the
 * finger: the question just opened could end under the sticky header or above the screen.
 * It is brought back just below the header. (`toggle` does not bubble: it is caught on its way down.)
 */
function keepQuestionsInView(): void {
  document.addEventListener(
    "toggle",
    (event) => {
      const item = event.target;
      if (!(item instanceof HTMLDetailsElement) || !item.open || !item.classList.contains("accordion-item")) return;
      const headerBottom = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
      const top = item.getBoundingClientRect().top;
      if (top < headerBottom) window.scrollBy({ top: top - headerBottom - 12 });
    },
    true,
  );
}

startPage(keepQuestionsInView);

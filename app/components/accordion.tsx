import type { SyntheticEvent } from "react";
import type { HelpTopic } from "../i18n/content/types";
import { TextBlocks, TextLinks } from "./text-blocks";

/**
 * Questions that open one at a time (the FAQ, the safety guide), built on `<details name>`: the
 * browser opens one, closes the others of the same name and closes the open one when pressed
 * again, with the keyboard too, and all of it without JavaScript.
 */
export function Accordion({ name, topics }: { name: string; topics: readonly HelpTopic[] }) {
  return (
    <div className="accordion">
      {topics.map((topic) => (
        <details key={topic.id} id={topic.id} name={name} className="accordion-item" onToggle={keepQuestionInView}>
          <summary>
            <h2>{topic.title}</h2>
          </summary>
          {/* `#<id>-answer` opens the tip on arrival (browsers reveal a closed details' target), e.g. from the scam warning. */}
          <div className="accordion-panel" id={`${topic.id}-answer`}>
            <TextBlocks blocks={topic.blocks} />
            <TextLinks links={topic.links} />
          </div>
        </details>
      ))}
    </div>
  );
}

/**
 * Opening a lower question closes a longer answer above it, and the page moves up under the
 * finger: the question just opened could end under the sticky header or above the screen.
 * It is brought back just below the header.
 */
function keepQuestionInView(event: SyntheticEvent<HTMLDetailsElement>) {
  const item = event.currentTarget;
  if (!item.open) return;
  const headerBottom = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
  const top = item.getBoundingClientRect().top;
  if (top < headerBottom) window.scrollBy({ top: top - headerBottom - 12 });
}

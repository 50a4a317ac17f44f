import { attach } from "../../behaviours/contract";
import type { HelpTopic } from "../../i18n/content/types";
import { TextBlocks, TextLinks } from "../text-blocks";
import { questionInViewContract } from "./accordion.contract";
import "./accordion.css";

/**
 * Questions that open one at a time (the FAQ, the safety guide), built on `<details name>`: the
 * browser opens one, closes the others of the same name and closes the open one when pressed
 * again, with the keyboard too, and all of it without JavaScript. Its behaviour
 * (./accordion.behaviour.ts) keeps a question just opened in sight.
 */
export function Accordion({ name, topics }: { name: string; topics: readonly HelpTopic[] }) {
  return (
    <div className="accordion" {...attach(questionInViewContract)}>
      {topics.map((topic) => (
        <details key={topic.id} id={topic.id} name={name} className="accordion-item" {...questionInViewContract.part("item")}>
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

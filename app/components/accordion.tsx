import { useState } from "react";
import type { HelpTopic } from "../content/types";
import { TextBlocks, TextLinks } from "./text-blocks";

/**
 * Questions that open one at a time (the FAQ, the safety guide): each heading holds a real button
 * that says whether its panel is open and which panel it controls; Enter and Space work because
 * it is a button. Opening one closes the other; pressing the open one closes it.
 */
export function Accordion({ topics }: { topics: readonly HelpTopic[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="accordion">
      {topics.map((topic) => {
        const open = openId === topic.id;
        const buttonId = `${topic.id}-button`;
        const panelId = `${topic.id}-panel`;
        return (
          <section key={topic.id} id={topic.id} className="accordion-item">
            <h2>
              <button type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={() => setOpenId(open ? null : topic.id)}>
                {topic.title}
              </button>
            </h2>
            {/* biome-ignore lint/a11y/useSemanticElements: the WAI accordion pattern's panel is a region */}
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion-panel" hidden={!open}>
              <TextBlocks blocks={topic.blocks} />
              <TextLinks links={topic.links} />
            </div>
          </section>
        );
      })}
    </div>
  );
}

import type { Block, TextLink } from "../i18n/content/types";
import "./text-blocks.css";

/** Paragraphs and bulleted lists of a static page's text, in order. */
export function TextBlocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) =>
    typeof block === "string" ? (
      <p key={index}>{block}</p>
    ) : (
      <ul key={index}>
        {block.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  );
}

/** Links under a text: site paths through the router, other sites in a new tab. */
export function TextLinks({ links }: { links: readonly TextLink[] | undefined }) {
  if (!links?.length) return null;
  return (
    <p className="text-links">
      {links.map(({ to, label }) =>
        /^https?:/.test(to) ? (
          <a key={to} href={to} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ) : (
          <a key={to} href={to}>
            {label}
          </a>
        ),
      )}
    </p>
  );
}

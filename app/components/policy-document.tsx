import plainEnhancer from "virtual:inline-script/plain";
import { STRINGS } from "../i18n";
import type { PolicyDocument } from "../i18n/content/types";
import { TextBlocks, TextLinks } from "./text-blocks";
import { PageScript } from "./page-script";
import "./policy-document.css";

/** A numbered legal text with a contents list, so a phone reader can jump to one section. */
export function PolicyPage({ policy, supportEmail }: { policy: PolicyDocument; supportEmail: string }) {
  const T = STRINGS.components.policyDocument;
  return (
    <main className="page narrow static-page" id="main">
      <h1>{policy.title}</h1>
      {policy.effective ? <p className="effective">{policy.effective}</p> : null}
      <TextBlocks blocks={policy.intro} />
      <nav className="contents" aria-label={T.contents}>
        <ol>
          {policy.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {policy.sections.map((section, index) => (
        <section key={section.id} id={section.id}>
          <h2>{`${index + 1}. ${section.heading}`}</h2>
          <TextBlocks blocks={section.blocks} />
          {section.contact ? (
            <p>
              {T.emailBefore} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              {T.emailAfter} <a href="/contact-us">{T.allWays}</a>.
            </p>
          ) : null}
          <TextLinks links={section.links} />
        </section>
      ))}
      <PageScript code={plainEnhancer} />
    </main>
  );
}

import plainEnhancer from "virtual:inline-script/plain";
import { requestContextKey } from "../../worker/context";
import { displayPhone, whatsappChatLink } from "../domain/phone";
import { currentLang } from "../i18n";
import { CONTACT } from "../i18n/content";
import { pageMeta, siteOrigin } from "../lib/seo";
import { PageScript } from "../components/page-script";
import type { Route } from "./+types/contact-us";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import "./contact-us.css";
import "../styles/text-pages.css";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(siteOrigin(matches), loaderData.contact) : []);

/**
 * The page's texts in the reader's language (read only here, so they stay out of the page's
 * JavaScript) and the support channels, from the Worker's settings so production can change them
 * without a build.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(requestContextKey);
  const contact = CONTACT[currentLang()];
  return {
    contact,
    email: env.SUPPORT_EMAIL,
    whatsappUrl: whatsappChatLink(env.SUPPORT_WHATSAPP, contact.whatsappGreeting),
    whatsappNumber: displayPhone(env.SUPPORT_WHATSAPP),
    website: new URL(request.url).origin,
  };
}

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { contact, email, whatsappUrl, whatsappNumber, website } = loaderData;
  const selfHelp = contact.selfHelp;
  return (
    <main className="page narrow static-page" id="main">
      <h1>{contact.title}</h1>
      <p className="lead">{contact.intro}</p>
      <dl className="contact-channels">
        <div>
          <dt>{contact.email}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        {whatsappUrl ? (
          <div>
            <dt>{contact.whatsapp}</dt>
            <dd className="whatsapp-channel">
              <a className="button small" href={whatsappUrl} target="_blank" rel="noopener noreferrer">
                {contact.whatsappLabel}
              </a>
              <span>{whatsappNumber}</span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{contact.website}</dt>
          <dd>
            <a href={website}>{new URL(website).host}</a>
          </dd>
        </div>
      </dl>
      <h2>{contact.responseHeading}</h2>
      <p>{contact.response}</p>
      <p>
        {contact.urgent} <a href={`mailto:${email}?subject=URGENT`}>{contact.urgentLink}</a>
      </p>
      <p>
        {selfHelp[0]} <a href="/faqs">{selfHelp[1]}</a> {selfHelp[2]} <a href="/safety-guide">{selfHelp[3]}</a>.
      </p>
      <PageScript code={plainEnhancer} />
    </main>
  );
}

import { Link } from "react-router";
import { requestContextKey } from "../../worker/context";
import { CONTACT } from "../content/contact";
import { displayPhone, whatsappChatLink } from "../domain/phone";
import { pageMeta, siteOrigin } from "../lib/seo";
import type { Route } from "./+types/contact-us";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(siteOrigin(matches), CONTACT);

/** The support channels come from the Worker's settings, so production can change them without a build. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(requestContextKey);
  return {
    email: env.SUPPORT_EMAIL,
    whatsappUrl: whatsappChatLink(env.SUPPORT_WHATSAPP, CONTACT.whatsappGreeting),
    whatsappNumber: displayPhone(env.SUPPORT_WHATSAPP),
    website: new URL(request.url).origin,
  };
}

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { email, whatsappUrl, whatsappNumber, website } = loaderData;
  const selfHelp = CONTACT.selfHelp;
  return (
    <main className="page narrow static-page" id="main">
      <h1>{CONTACT.title}</h1>
      <p className="lead">{CONTACT.intro}</p>
      <dl className="contact-channels">
        <div>
          <dt>{CONTACT.email}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        {whatsappUrl ? (
          <div>
            <dt>{CONTACT.whatsapp}</dt>
            <dd className="whatsapp-channel">
              <a className="button small" href={whatsappUrl} target="_blank" rel="noopener noreferrer">
                {CONTACT.whatsappLabel}
              </a>
              <span>{whatsappNumber}</span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{CONTACT.website}</dt>
          <dd>
            <a href={website}>{new URL(website).host}</a>
          </dd>
        </div>
      </dl>
      <h2>{CONTACT.responseHeading}</h2>
      <p>{CONTACT.response}</p>
      <p>
        {CONTACT.urgent} <a href={`mailto:${email}?subject=URGENT`}>{CONTACT.urgentLink}</a>
      </p>
      <p>
        {selfHelp[0]} <Link to="/faqs">{selfHelp[1]}</Link> {selfHelp[2]} <Link to="/safety-guide">{selfHelp[3]}</Link>.
      </p>
    </main>
  );
}

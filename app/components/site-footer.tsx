import { Link } from "react-router";
import type { SocialLink } from "../domain/social";
import { STRINGS } from "../i18n";
import { FooterLanguages } from "./language-switch";
import { LowDataSwitch } from "./low-data";

/** Company, resources, how to install the site as an app and, when configured, our social pages. */
export function SiteFooter({ social = [] }: { social?: SocialLink[] }) {
  const t = STRINGS.footer;
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section>
          <h2>Sokoni</h2>
          <p>{t.about}</p>
        </section>
        <section>
          <h2>{t.company}</h2>
          <ul>
            <li>
              <Link to="/about">{t.aboutUs}</Link>
            </li>
            <li>
              <Link to="/contact-us">{t.contactUs}</Link>
            </li>
            <li>
              <Link to="/terms-of-service">{t.terms}</Link>
            </li>
            <li>
              <Link to="/privacy">{t.privacy}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t.resources}</h2>
          <ul>
            <li>
              <Link to="/faqs">{t.faqs}</Link>
            </li>
            <li>
              <Link to="/safety-guide">{t.safetyGuide}</Link>
            </li>
            <li>
              <Link to="/search">{t.allListings}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t.getTheApp}</h2>
          <p>{t.installApp}</p>
          {social.length > 0 ? (
            <>
              <h2>{t.followUs}</h2>
              <ul className="social">
                {social.map((link) => (
                  <li key={link.name}>
                    <a href={link.url} rel="noopener noreferrer" target="_blank">
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <FooterLanguages heading={STRINGS.language.switchLabel} />
        <LowDataSwitch id="footer-low-data" />
      </div>
      <p className="copyright">{t.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}

import type { SocialLink } from "../domain/social";
import { STRINGS } from "../i18n";
import { FooterLanguages } from "./language-switch";
import { LowDataSwitch } from "./low-data";
import "./site-footer.css";

/** Company, resources, how to install the site as an app and, when configured, our social pages. */
export function SiteFooter({ social = [] }: { social?: SocialLink[] }) {
  const t = STRINGS.components.siteFooter;
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
              <a href="/about">{t.aboutUs}</a>
            </li>
            <li>
              <a href="/contact-us">{t.contactUs}</a>
            </li>
            <li>
              <a href="/terms-of-service">{t.terms}</a>
            </li>
            <li>
              <a href="/privacy">{t.privacy}</a>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t.resources}</h2>
          <ul>
            <li>
              <a href="/faqs">{t.faqs}</a>
            </li>
            <li>
              <a href="/safety-guide">{t.safetyGuide}</a>
            </li>
            <li>
              <a href="/search">{t.allListings}</a>
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
        <FooterLanguages heading={STRINGS.components.siteFooter.switchLabel} />
        <LowDataSwitch id="footer-low-data" />
      </div>
      <p className="copyright">{t.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}

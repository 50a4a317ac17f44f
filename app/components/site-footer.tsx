import { Link } from "react-router";
import type { SocialLink } from "../domain/social";

/** Company, resources, app-store links (coming soon) and, when configured, our social pages. */
export function SiteFooter({ social = [] }: { social?: SocialLink[] }) {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section>
          <h2>Sokoni</h2>
          <p>Kenya's marketplace for buying, selling and renting, from Mombasa to Kisumu.</p>
        </section>
        <section>
          <h2>Company</h2>
          <ul>
            <li>
              <Link to="/about">About us</Link>
            </li>
            <li>
              <Link to="/contact-us">Contact us</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of service</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy policy</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>Resources</h2>
          <ul>
            <li>
              <Link to="/faqs">FAQs</Link>
            </li>
            <li>
              <Link to="/safety-guide">Safety guide</Link>
            </li>
            <li>
              <Link to="/search">All listings</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>Get the app</h2>
          <ul>
            <li>
              <span className="coming-soon">Google Play (coming soon)</span>
            </li>
            <li>
              <span className="coming-soon">App Store (coming soon)</span>
            </li>
          </ul>
          {social.length > 0 ? (
            <>
              <h2>Follow us</h2>
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
      </div>
      <p className="copyright">© {new Date().getFullYear()} Sokoni. Prices in Kenyan shillings (KSh).</p>
    </footer>
  );
}

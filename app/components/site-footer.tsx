import { Link } from "react-router";

/** Company, resources, app-store links (coming soon) and social links. */
export function SiteFooter() {
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
          <h2>Follow us</h2>
          <ul className="social">
            <li>
              <a href="https://www.facebook.com/" rel="noopener noreferrer" target="_blank">
                Facebook
              </a>
            </li>
            <li>
              <a href="https://x.com/" rel="noopener noreferrer" target="_blank">
                X
              </a>
            </li>
            <li>
              <a href="https://www.instagram.com/" rel="noopener noreferrer" target="_blank">
                Instagram
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="copyright">© {new Date().getFullYear()} Sokoni. Prices in Kenyan shillings (KSh).</p>
    </footer>
  );
}

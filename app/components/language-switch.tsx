import { useLocation } from "react-router";
import { currentLang, LANG_NAMES, LANG_PARAM, LANG_SHORT, LANGS, type Lang, SWITCH_LABELS } from "../i18n";
import "./language-switch.css";

/** The same page in `lang`: a full load, so the server answers (and remembers) in that language. */
function useAddressIn(): (lang: Lang) => string {
  const location = useLocation();
  return (lang) => {
    const params = new URLSearchParams(location.search);
    params.set(LANG_PARAM, lang);
    return `${location.pathname}?${params.toString()}`;
  };
}

/**
 * The header's switch: the other language's short name, a plain link that works
 * without JavaScript and sets the `lang` cookie on the server.
 */
export function HeaderLanguageSwitch() {
  const addressIn = useAddressIn();
  const other: Lang = currentLang() === "sw" ? "en" : "sw";
  return (
    <a className="language-switch" href={addressIn(other)} hrefLang={other} lang={other}>
      {/* The name says what is seen ("SW") first, for voice control, then what it does. */}
      {LANG_SHORT[other]}
      <span className="visually-hidden"> {SWITCH_LABELS[other]}</span>
    </a>
  );
}

/** The footer's list of both languages, the current one marked. */
export function FooterLanguages({ heading }: { heading: string }) {
  const addressIn = useAddressIn();
  const lang = currentLang();
  return (
    <nav aria-label={heading} className="footer-languages">
      <h2>{heading}</h2>
      <ul>
        {LANGS.map((each) => (
          <li key={each}>
            {each === lang ? (
              <span aria-current="true" lang={each}>
                {LANG_NAMES[each]}
              </span>
            ) : (
              <a href={addressIn(each)} hrefLang={each} lang={each}>
                {LANG_NAMES[each]}
                <span className="visually-hidden"> ({SWITCH_LABELS[each]})</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

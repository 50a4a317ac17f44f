/**
 * The logo and the flag drawn in the page rather than fetched as `<img src="*.svg">`: a browser
 * gives every SVG image its own isolated document, 15-30 ms of a phone's main thread each (and a
 * request) while the page first paints; drawn in place they cost a dozen elements. The same
 * drawings stay in public/logo.svg and public/flag-ke.svg for the service worker, the social card
 * and mail.
 */

/** Sokoni's mark and word. The link around it names it; the drawing says nothing more. */
export function SokoniLogo() {
  return (
    <svg viewBox="0 0 140 36" width="124" height="32" aria-hidden="true" focusable="false">
      <g transform="translate(-3.3 -3.3)">
        <g transform="rotate(45 18 18)">
          <path d="M3 18L11.5 8.5Q12.5 7.5 14 7.5H30Q33 7.5 33 10.5V25.5Q33 28.5 30 28.5H14Q12.5 28.5 11.5 27.5Z" fill="#0b6e4f" />
          <circle cx="12.5" cy="18" r="2.6" fill="#fff" />
          <path d="M18.5 15H28M18.5 21H25" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        </g>
        <path d="M14.1 14.1C11.5 9.5 9.5 7 6.5 6.2" stroke="#f4a261" strokeWidth="2" fill="none" strokeLinecap="round" />
      </g>
      <g transform="translate(-3 0)" fill="none" stroke="#1f2933" strokeWidth="3.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M54.6 11.8C53.2 10 51.2 9 48.8 9C45.4 9 43.2 10.8 43.2 13.2C43.2 19.2 55 15.6 55 21.2C55 23.8 52.6 25.4 49.2 25.4C46.4 25.4 44 24.4 42.6 22.4" />
        <circle cx="65.5" cy="20" r="5.4" />
        <path d="M78.5 9V25.4M87 14.6L79.2 21.2M82.2 18.8L87.4 25.4" />
        <circle cx="97.5" cy="20" r="5.4" />
        <path d="M110 25.4V14.6M110 19C110 16 112.2 14.6 115 14.6C118 14.6 120 16.4 120 19.4V25.4" />
        <path d="M126.5 14.6V25.4" />
      </g>
      <circle cx="123.5" cy="8.6" r="2.3" fill="#f4a261" />
    </svg>
  );
}

/** The flag of Kenya, named for screen readers as the image was (`label`). */
export function KenyaFlag({ label }: { label: string }) {
  const spear =
    "M148.75 169H151.25V79C153.75 76.5 153.75 73 153.75 60C153.75 48 153.75 45 150 30C146.25 45 146.25 48 146.25 60C146.25 73 146.25 76.5 148.75 79Z";
  return (
    <svg viewBox="0 0 300 200" width="36" height="24" role="img" aria-label={label} className="kenya-flag">
      <rect width="300" height="200" fill="#fff" />
      <rect width="300" height="60" fill="#000" />
      <rect y="70" width="300" height="60" fill="#b00" />
      <rect y="140" width="300" height="60" fill="#060" />
      <path d={spear} fill="#fff" stroke="#000" strokeWidth="1.4" transform="rotate(30 150 100)" />
      <path d={spear} fill="#fff" stroke="#000" strokeWidth="1.4" transform="matrix(-1 0 0 1 300 0) rotate(30 150 100)" />
      <path
        d="M150 40C157.5 47.5 166 57 172.5 70C176.3 77.5 180 88.8 180 100C180 111.2 176.3 122.5 172.5 130C166 143 157.5 152.5 150 160C142.5 152.5 134 143 127.5 130C123.7 122.5 120 111.2 120 100C120 88.8 123.7 77.5 127.5 70C134 57 142.5 47.5 150 40Z"
        fill="#b00"
      />
      <path d="M172.5 70C176.3 77.5 180 88.8 180 100C180 111.2 176.3 122.5 172.5 130C168.8 122.5 165 111.2 165 100C165 88.8 168.8 77.5 172.5 70ZM127.5 70C123.7 77.5 120 88.8 120 100C120 111.2 123.7 122.5 127.5 130C131.2 122.5 135 111.2 135 100C135 88.8 131.2 77.5 127.5 70Z" />
      <g fill="#fff">
        <ellipse cx="150" cy="100" rx="5" ry="7.5" />
        <path d="M151.25 107.5Q161.25 133.5 151.25 159.5ZM148.75 107.5Q138.75 133.5 148.75 159.5ZM151.25 92.5Q161.25 66.5 151.25 40.5ZM148.75 92.5Q138.75 66.5 148.75 40.5Z" />
      </g>
    </svg>
  );
}

/**
 * The spec's fallback drawings, as the Worker sends them for a missing image (images.ts,
 * imageNotFound): the same bytes as `public/default-listing.svg` and `public/default-avatar.svg`,
 * which pages link to. Written here because the Worker has no binding to its own static files;
 * fallback-drawings.test.ts fails when the two copies differ.
 */
export const NO_PHOTO_DRAWING = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="No photo">
  <rect width="400" height="300" fill="#eef0f3"/>
  <rect x="150" y="105" width="100" height="80" rx="10" fill="none" stroke="#9aa5b1" stroke-width="8"/>
  <path d="M162 173L188 140L206 160L220 148L238 173Z" fill="#9aa5b1"/>
  <circle cx="222" cy="128" r="9" fill="#9aa5b1"/>
</svg>
`;

export const NO_AVATAR_DRAWING = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="User">
  <defs><clipPath id="c"><circle cx="32" cy="32" r="32"/></clipPath></defs>
  <g clip-path="url(#c)">
    <rect width="64" height="64" fill="#e4e7eb"/>
    <circle cx="32" cy="25" r="11" fill="#9aa5b1"/>
    <path d="M9 64C9 47 19 40 32 40C45 40 55 47 55 64Z" fill="#9aa5b1"/>
  </g>
</svg>
`;

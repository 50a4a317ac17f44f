/** English: what its component shows, wherever it is rendered (STRINGS.components.lowData). */
export const lowData = {
  /** The footer's section and the profile's heading. */
  heading: "Low-data mode",
  isOn: "Low-data mode is on: photos show only when you tap them, and pages skip extras.",
  isOff: "Photos show only when you tap them, and pages skip extras, to use less data.",
  turnOn: "Turn on",
  turnOff: "Turn off",
  turnOnLabel: "Turn on low-data mode",
  turnOffLabel: "Turn off low-data mode",
  /** Offered under the header when the browser says it saves data (Save-Data: on). */
  offer: "Save data? Turn on low-data mode",
  noThanks: "No thanks",
  /** A photo's place until it is tapped. */
  tapToShow: "Tap to show photo",
};

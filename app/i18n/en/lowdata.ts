/** Low-data mode (docs/decisions/087-low-data-mode.md): the switch, the offer, the photo placeholders. */
export const lowData = {
  lowData: {
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
    /** Flash messages after the switch. */
    turnedOn: "Low-data mode is on. Tap a photo to see it.",
    turnedOff: "Low-data mode is off.",
    /** A photo's place until it is tapped. */
    tapToShow: "Tap to show photo",
    /** The listing page's link that loads it again with its photos. */
    showPhotos: "Show photos",
  },
};

/** Tells the ad tag of a conversion, only where an ad tag has been installed (none is by default). */
import { defineBehaviour } from "../runtime";
import { adConversionContract } from "./ad-conversion.contract";

interface AdTag {
  gtag?: (command: "event", name: string, params?: Record<string, unknown>) => void;
}

export const adConversion = defineBehaviour(adConversionContract, (element) => {
  const tag = (window as unknown as AdTag).gtag;
  const event = adConversionContract.read(element, "event");
  if (typeof tag === "function" && event) tag("event", "conversion", { send_to: event });
});

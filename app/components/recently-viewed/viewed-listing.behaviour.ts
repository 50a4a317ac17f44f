/**
 * A listing page's view (./recently-viewed.contract.ts), stored for Recently Viewed as the reader
 * leaves the page.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { viewedListingContract } from "./viewed-listing.contract";
import { rememberViewed } from "./viewed-listing";

export const viewedListing = defineBehaviour(viewedListingContract, rememberViewed);

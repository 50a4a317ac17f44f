/**
 * Recently Viewed (./recently-viewed.contract.ts): the home page's list filled from this browser's
 * storage as the reader heads down to it, each entry's photo the 160-wide copy.
 */
import { defineBehaviour } from "../../behaviours/runtime";
import { sizedImageUrl } from "../../domain/images";
import { recentlyViewedContract } from "./recently-viewed.contract";
import { fillRecentlyViewed } from "./stored-views";

export const recentlyViewed = defineBehaviour(recentlyViewedContract, (section) =>
  fillRecentlyViewed(section, (item, entry) => item.querySelector("img")?.setAttribute("src", sizedImageUrl(entry.imageUrl, 160))),
);

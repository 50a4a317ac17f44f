import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Mirrors the spec's route table (section 2); screens land here as their issues are built.
export default [
  index("routes/home.tsx"),
  route("listing/:listingId", "routes/listing.tsx"),
  route("search", "routes/search.tsx"),
  route("browse", "routes/browse.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

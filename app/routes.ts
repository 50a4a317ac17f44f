import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Mirrors the spec's route table (section 2); screens land here as their issues are built.
export default [
  index("routes/home.tsx"),
  route("listing/:listingId", "routes/listing.tsx"),
  route("sign-in", "routes/sign-in.tsx"),
  route("sign-up", "routes/sign-up.tsx"),
  route("sign-out", "routes/sign-out.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password/:token", "routes/reset-password.tsx"),
  route("confirm-email/:token", "routes/confirm-email.tsx"),
  route("auth/google", "routes/auth-google.tsx"),
  route("profile", "routes/profile.tsx", { id: "profile" }),
  route("corporate", "routes/profile.tsx", { id: "corporate" }),
  route("create-listing", "routes/create-listing.tsx"),
  route("update-listing/:listingId", "routes/update-listing.tsx"),
  route("search", "routes/search.tsx"),
  route("browse", "routes/browse.tsx"),
  route("admin-dashboard", "routes/admin-dashboard.tsx"),
  route("about", "routes/about.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("faqs", "routes/faqs.tsx"),
  route("safety-guide", "routes/safety-guide.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

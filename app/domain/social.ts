/** The Worker vars that name Sokoni's own pages on social networks (all optional; see docs/deploy.md). */
export interface SocialEnv {
  SOCIAL_FACEBOOK_URL?: string;
  SOCIAL_X_URL?: string;
  SOCIAL_INSTAGRAM_URL?: string;
}

export interface SocialLink {
  name: string;
  url: string;
}

const NETWORKS = [
  { name: "Facebook", key: "SOCIAL_FACEBOOK_URL", hosts: ["facebook.com", "www.facebook.com"] },
  { name: "X", key: "SOCIAL_X_URL", hosts: ["x.com", "twitter.com", "www.x.com", "www.twitter.com"] },
  { name: "Instagram", key: "SOCIAL_INSTAGRAM_URL", hosts: ["instagram.com", "www.instagram.com"] },
] as const;

/**
 * The footer's "Follow us" links: only a page of ours on the network itself (https, the network's
 * host, a path beyond its home page). A var that is unset or names anything else is left out, so
 * a visitor is never sent to a network's front door.
 */
export function socialLinks(env: SocialEnv): SocialLink[] {
  return NETWORKS.flatMap(({ name, key, hosts }) => {
    const raw = env[key]?.trim();
    if (!raw) return [];
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return [];
    }
    const ours = url.protocol === "https:" && (hosts as readonly string[]).includes(url.hostname) && url.pathname.replace(/\/+$/, "") !== "";
    return ours ? [{ name, url: url.toString() }] : [];
  });
}

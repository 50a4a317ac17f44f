import * as v from "valibot";

/*
 * The Worker's environment, checked once (docs/decisions/123-worker-entry-middleware-and-checked-env.md).
 *
 * wrangler's generated `Env` (worker-configuration.d.ts) knows the bindings and the `vars` of
 * wrangler.jsonc; it cannot see the secrets (`wrangler secret put`, `.dev.vars`). This schema names
 * every binding and variable the Worker reads, required or optional, and says beside each optional
 * one what the Worker does without it. The first request an isolate answers checks the environment
 * it was given (the crons do the same); a broken one answers 500 and logs a line naming each
 * variable at fault, never a value.
 *
 * The check narrows the object Cloudflare hands over and copies nothing: no defaults, no
 * transforms. Each fallback stays with the code that reads the variable, as the text here says.
 */

/** A binding: an object with the method the Worker calls on it. */
function binding<T>(kind: string, method: string) {
  return v.custom<T>((value) => typeof value === "object" && value !== null && typeof Reflect.get(value, method) === "function", `is not ${kind}`);
}

/** Must be set and not empty; `use` says what it is for. */
function required(use: string) {
  return v.pipe(v.string("is not text"), v.nonEmpty("is empty"), v.description(use));
}

/** May be missing or empty; `without` says what the Worker does then. */
function optional(without: string) {
  return v.optional(v.pipe(v.string("is not text"), v.description(without)));
}

const room = (name: string) => `the ${name} live rooms (partyserver)`;

export const WorkerEnvSchema = v.object({
  // Bindings (wrangler.jsonc): nothing works without them.
  DB: v.pipe(binding<Env["DB"]>("a D1 database binding", "prepare"), v.description("every table")),
  IMAGES: v.pipe(binding<Env["IMAGES"]>("an R2 bucket binding", "put"), v.description("photos, avatars, banners and chat photos")),
  Categories: v.pipe(binding<Env["Categories"]>("a Durable Object namespace", "idFromName"), v.description(room("categories"))),
  Dashboard: v.pipe(binding<Env["Dashboard"]>("a Durable Object namespace", "idFromName"), v.description(room("admin dashboard"))),
  Conversation: v.pipe(binding<Env["Conversation"]>("a Durable Object namespace", "idFromName"), v.description(room("conversation"))),
  Inbox: v.pipe(binding<Env["Inbox"]>("a Durable Object namespace", "idFromName"), v.description(room("inbox"))),
  Counters: v.pipe(
    binding<Env["Counters"]>("a Durable Object namespace", "idFromName"),
    v.description("the counter shards: listing views, contact clicks and search terms, written to D1 a minute at a time"),
  ),

  // Required variables.
  BETTER_AUTH_SECRET: required("signs sessions, SMS code hashes, renew, unsubscribe and M-Pesa callback links, and keys anonymous reporters"),
  SUPPORT_EMAIL: required("the contact, privacy and terms pages and the email-change mail name it (wrangler.jsonc vars)"),

  // Optional variables: what the Worker does without them.
  /** The address people use, e.g. `https://sokoni.co.ke`. */
  BETTER_AUTH_URL: optional(
    "each request's own origin is the site's (sign-in, the foreign-origin check, email-change links); the crons link to SITE_URL; the M-Pesa simulator and the local push service answer on a loopback address; Daraja has no callback address",
  ),
  /** Written to `.dev.vars` by `npm start` and the e2e runner: the local server's address. */
  SITE_URL: optional("the crons' mails link to BETTER_AUTH_URL; with neither, unread-message mails, alerts and renew reminders wait"),
  PAGE_CACHE: optional("`workers` or `local` share visitors' pages; missing or anything else: every page is made for its request"),
  SUPPORT_WHATSAPP: optional("the contact page offers email alone"),
  /** Comma-separated. */
  ADMIN_EMAILS: optional("nobody becomes an admin at sign-up (npm run admin:grant still does)"),
  GOOGLE_CLIENT_ID: optional("this or GOOGLE_CLIENT_SECRET missing: no Google sign-in, and /auth/google goes to /sign-in"),
  GOOGLE_CLIENT_SECRET: optional("see GOOGLE_CLIENT_ID"),
  // A Resend-style JSON API (worker/mail.ts).
  MAIL_API_KEY: optional("this or MAIL_FROM missing: mail is written to the outbox table and the log, never sent"),
  MAIL_FROM: optional("see MAIL_API_KEY"),
  MAIL_API_URL: optional("Resend's own address (https://api.resend.com/emails)"),
  // Africa's Talking (worker/sms.ts); the username `sandbox` reaches its simulator only.
  AT_USERNAME: optional("this or AT_API_KEY missing: SMS codes are written to the outbox table and the log, on any host, never sent"),
  AT_API_KEY: optional("see AT_USERNAME"),
  /** An approved alphanumeric sender ID or short code. */
  AT_SENDER_ID: optional("Africa's Talking's default sender"),
  // Safaricom Daraja (worker/mpesa.ts): the shortcode is the paybill, or the store number for Buy
  // Goods, and signs the password with the passkey Safaricom issues with it.
  MPESA_CONSUMER_KEY: optional(
    "any of the four Daraja secrets missing: boosts are paid through the local simulator on a loopback site with no public BETTER_AUTH_URL, and refused elsewhere",
  ),
  MPESA_CONSUMER_SECRET: optional("see MPESA_CONSUMER_KEY"),
  MPESA_SHORTCODE: optional("see MPESA_CONSUMER_KEY"),
  MPESA_PASSKEY: optional("see MPESA_CONSUMER_KEY"),
  MPESA_ENVIRONMENT: optional("Daraja's sandbox (`production` for the live API)"),
  MPESA_TRANSACTION_TYPE: optional("CustomerPayBillOnline (CustomerBuyGoodsOnline for a till)"),
  /** The till number for Buy Goods. */
  MPESA_PARTY_B: optional("the shortcode, which is right for a paybill"),
  /** Tests shorten it. */
  MPESA_SIMULATOR_DELAY_MS: optional("the local simulator answers after 3000 ms"),
  // Web Push (worker/push.ts): the P-256 public key as its 65-byte uncompressed point and the
  // private scalar, both base64url, and a `mailto:` or `https:` contact for the push services.
  VAPID_PUBLIC_KEY: optional("any of the three missing: nothing is pushed, and GET /api/push/key answers 503"),
  VAPID_PRIVATE_KEY: optional("see VAPID_PUBLIC_KEY"),
  VAPID_SUBJECT: optional("see VAPID_PUBLIC_KEY"),
  // Presigned uploads straight to R2 (docs/decisions/105-presigned-uploads.md): the endpoint is
  // `https://<account>.r2.cloudflarestorage.com`, or `local` for the dev or preview server's own
  // `/cdn-cgi/local/r2/s3`; an https endpoint is named in the pages' connect-src.
  R2_S3_ENDPOINT: optional("any of the four missing: no presigned uploads, and the browser posts photos to the Worker"),
  R2_BUCKET: optional("see R2_S3_ENDPOINT"),
  R2_ACCESS_KEY_ID: optional("see R2_S3_ENDPOINT"),
  R2_SECRET_ACCESS_KEY: optional("see R2_S3_ENDPOINT"),
  SOKONI_TIMING: optional("no Server-Timing; `on` adds each request's D1 figures (the bench)"),
  // The footer's "Follow us" links (app/domain/social.ts); an address off the network's own hosts is left out too.
  SOCIAL_FACEBOOK_URL: optional("the footer has no Facebook link"),
  SOCIAL_X_URL: optional("the footer has no X link"),
  SOCIAL_INSTAGRAM_URL: optional("the footer has no Instagram link"),
});

/** The environment after the check: wrangler's generated bindings and vars, and the secrets it cannot see. */
export type WorkerEnv = Env & v.InferOutput<typeof WorkerEnvSchema>;

/** An environment the Worker cannot run on; its message names each variable at fault. */
export class MisconfiguredEnv extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The Worker's environment is incomplete: ${problems.join("; ")}`);
    this.name = "MisconfiguredEnv";
  }
}

/**
 * One line per variable at fault: its name, what is wrong, what it is for. Built from the issue's
 * path and the schema's own texts only, so a secret's value never reaches a log or a page.
 */
export function envProblems(env: unknown): string[] {
  const result = v.safeParse(WorkerEnvSchema, env);
  if (result.success) return [];
  return result.issues.map((issue) => {
    const name = v.getDotPath(issue) ?? "the environment";
    const entry = name in WorkerEnvSchema.entries ? WorkerEnvSchema.entries[name as keyof typeof WorkerEnvSchema.entries] : null;
    const use = entry ? v.getDescription(entry) : undefined;
    const fault = issue.input === undefined ? "is missing" : issue.message;
    return use ? `${name} ${fault} (${use})` : `${name} ${fault}`;
  });
}

/** Per isolate: Cloudflare hands each request the same environment object, so it is checked once. */
const verdicts = new WeakMap<Env, WorkerEnv | MisconfiguredEnv>();

/**
 * The environment, checked the first time this isolate sees it, or what is wrong with it (logged
 * each time it is asked for, so every refused request and cron run leaves its line).
 */
export function checkEnv(env: Env): WorkerEnv | MisconfiguredEnv {
  let verdict = verdicts.get(env);
  if (!verdict) {
    verdict = v.is(WorkerEnvSchema, env) ? env : new MisconfiguredEnv(envProblems(env));
    verdicts.set(env, verdict);
  }
  if (verdict instanceof MisconfiguredEnv) console.error(`[env] ${verdict.message}`);
  return verdict;
}

/**
 * The Worker's fetch behind the check: a broken environment answers 500 with a page that names
 * what is wrong (the operator's first sight of it), never a value.
 */
export function withCheckedEnv<Context>(
  handle: (request: Request, env: WorkerEnv, context: Context) => Response | Promise<Response>,
): (request: Request, env: Env, context: Context) => Promise<Response> {
  return async (request, env, context) => {
    const checked = checkEnv(env);
    if (!(checked instanceof MisconfiguredEnv)) return handle(request, checked, context);
    return new Response(`Sokoni cannot answer: ${checked.problems.join("; ")}.\n`, {
      status: 500,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  };
}

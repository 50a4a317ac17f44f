/**
 * Saved searches in the demo: the first demo account that is not an admin keeps three
 * searches (instant and daily alerts), so the profile's list and the search page's saved state show
 * at once; the five-minute cron mails them about listings published after the seed (see the outbox).
 */
const SEARCHES: [string, string, "instant" | "daily"][] = [
  ["Toyota in Mombasa", "category=Vehicles&location=Mombasa&make=toyota", "instant"],
  ["2-bedroom in Nairobi", "category=Property&location=Nairobi&bedrooms=2&type=rent", "daily"],
  ["iPhone", "searchTerm=iphone&category=Mobile+Phones+%26+Tablets", "daily"],
];

export async function insertDemoAlerts(env: Env, users: { id: string; role: string }[]): Promise<void> {
  const person = users.find((user) => user.role !== "admin");
  if (!person) return;
  const now = Date.now();
  await env.DB.batch(
    SEARCHES.map(([name, query, frequency], i) =>
      env.DB.prepare("INSERT INTO saved_searches (user_id, name, query, frequency, created_at) VALUES (?, ?, ?, ?, ?)").bind(
        person.id,
        name,
        query,
        frequency,
        now - i * 1000,
      ),
    ),
  );
}

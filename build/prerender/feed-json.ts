/**
 * The `feed` package writes JSON Feed 1.0. 1.1 renamed `author` to `authors` (a list) and added
 * `language`: this upgrades its output.
 */
export function toJsonFeed11(json10: string, language: string): string {
  const feed = JSON.parse(json10) as Record<string, unknown> & { items?: Record<string, unknown>[] };
  const upgrade = (o: Record<string, unknown>) => {
    if (o.author) o.authors = [o.author];
    delete o.author;
  };
  upgrade(feed);
  feed.items?.forEach(upgrade);
  return JSON.stringify({ ...feed, version: 'https://jsonfeed.org/version/1.1', language }, null, 2);
}

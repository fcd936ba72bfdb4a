import type { ChatAttributes } from '../../components/chat/chat-provider.ts';

const UTM = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' } as const;

/**
 * What the conversation learns of the visit: the page Start Chat was pressed on and the visit's utm_* tags, as the
 * page script keeps them (the JSON of its first page's source); never the referrer's full address, nor anything typed.
 */
export function chatAttributes(page: string, keptSource: string | null | undefined): ChatAttributes {
  let source: Record<string, unknown> = {};
  try {
    const parsed: unknown = keptSource ? JSON.parse(keptSource) : {};
    if (parsed && typeof parsed === 'object') source = parsed as Record<string, unknown>;
  } catch {
    // A kept source that is not JSON is no source.
  }
  const attributes: ChatAttributes = { page };
  for (const [key, name] of Object.entries(UTM)) {
    const value = source[key];
    if (typeof value === 'string' && value) attributes[name] = value.slice(0, 200);
  }
  return attributes;
}

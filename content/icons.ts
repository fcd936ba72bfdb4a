import { z } from 'zod/mini';

/**
 * Icons are named by key in content so data stays plain; components map each key to a
 * lucide-react icon. Add a key here and to that map together.
 */
export const iconKeys = [
  'activity',
  'award',
  'backup',
  'book',
  'bot',
  'building',
  'calculator',
  'clock',
  'cpu',
  'dollar',
  'globe',
  'graduation',
  'handshake',
  'heart',
  'key',
  'lightbulb',
  'lock',
  'message',
  'rocket',
  'scale',
  'shield',
  'shield-check',
  'siren',
  'stethoscope',
  'target',
  'trending-down',
  'trending-up',
  'user-check',
  'users',
  'zap',
] as const;

export type IconKey = (typeof iconKeys)[number];
export const iconKeySchema = z.enum(iconKeys);

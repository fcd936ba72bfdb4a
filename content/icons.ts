/**
 * Icons are named by key in content so data stays plain; components/ui/icon-map.ts maps each key
 * to a lucide-react icon, from which the SVG sprite the pages use is generated (see
 * components/ui/IconTile.tsx). Add a key here and to that map together.
 */
export const iconKeys = [
  'activity',
  'award',
  'backup',
  'book',
  'bot',
  'building',
  'calculator',
  'check',
  'chevron-down',
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
  'mail',
  'map-pin',
  'message',
  'phone',
  'rocket',
  'scale',
  'shield',
  'shield-check',
  'siren',
  'stethoscope',
  'target',
  'triangle-alert',
  'trending-down',
  'trending-up',
  'user-check',
  'users',
  'zap',
] as const;

export type IconKey = (typeof iconKeys)[number];

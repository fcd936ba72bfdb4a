import { positionRoute, type Position } from '../../content/careers.ts';

/** The dynamic page of the positions, pages/careers/[position].mdx. */
export const POSITION_PAGE_ROUTE = '/careers/[position]';

/** /careers/<slug> for every position, open or closed (a closed one's page says so); undefined for other routes. */
export const expandPositionRoute = (route: string, positions: Pick<Position, 'slug'>[]): string[] | undefined =>
  route === POSITION_PAGE_ROUTE ? positions.map((position) => positionRoute(position.slug)) : undefined;

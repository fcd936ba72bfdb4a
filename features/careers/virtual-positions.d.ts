declare module 'virtual:positions' {
  /** Every position, newest posting first, marked open or closed as of the build: build/vite/positions.ts. */
  export const positions: import('../../content/careers.ts').ListedPosition[];
}

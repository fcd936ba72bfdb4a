/** The site search's words: its form, and what its live region says in each state. */

export const searchForm = {
  label: 'Search the site',
  submit: 'Search',
  close: 'Close',
  /** The dialog's list of results, named for screen readers. */
  results: 'Results',
  noScript: 'Search runs in your browser and needs JavaScript. Every page is linked from the menu and the footer.',
};

/** Before the query is long enough to send. */
export const TYPE_MORE = 'Type at least two characters to search the site.';

/** While the first results are on their way (later ones replace the shown results in place). */
export const SEARCHING = 'Searching…';

/** In `npm run dev`, where there is no search index. */
export const NEEDS_BUILD = 'Search needs a build: run npm start to search the site.';

export const UNAVAILABLE = 'Search is not available right now. Please try again.';

export const resultCount = (count: number, query: string) => `${count} result${count === 1 ? '' : 's'} for “${query}”.`;

export const noResults = (query: string) => `No results for “${query}”.`;

/** A page the editor lists: one MDX file under pages/ that is neither a template nor a post. */
export interface EditorPage {
  /** Its file under pages/: 'services/ai-automation.mdx'. */
  name: string;
  /** The singleton's key of a page outside the sections, as the editor's address shows it: 'careers-index'. */
  key: string;
  /** The file without its extension: 'pages/services/ai-automation'. */
  path: string;
  /** How the editor lists it: its title, 'Home' for the home page. */
  label: string;
  /** Its address on the site. */
  route: string;
  /** Offered where a content file points at a page (the header and footer, redirects): not a landing page, nor one a form ends on, nor not found. */
  choosable: boolean;
}

/** A page the editor lists: one MDX file under pages/ that is neither a template nor a post. */
export interface EditorPage {
  /** The singleton's key, as the editor's address shows it: 'about', 'services-ai-automation'. */
  key: string;
  /** The file without its extension: 'pages/services/ai-automation'. */
  path: string;
  /** How the editor lists it: its title, 'Home' for the home page. */
  label: string;
  /** Its address on the site, for the preview link. */
  route: string;
  /** The part of the editor's menu it is listed under. */
  group: string;
}

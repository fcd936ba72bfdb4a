import { createContext } from 'react';

/** True while the feeds render a post: BlogPost then renders the body alone, without its page around it. */
export const PostBodyOnly = createContext(false);

declare module 'virtual:editor-pages' {
  /** The pages the editor lists, as pages/ is when the editor loads: editor/vite-plugin.ts. */
  export const editorPages: import('./editor-pages.ts').EditorPage[];
}

/** What the editor's client sends to save: files to write (base64) and files to remove, by repository path. */
export interface EditorUpdate {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

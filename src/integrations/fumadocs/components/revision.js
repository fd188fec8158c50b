// What `DocsnavPage` imports to hear of edits: in `next dev`, `withDocsnav` aliases this module to a
// file that docsnav rewrites after each compile of docs.json (next-config.ts); anywhere else it is this one.
export const revision = 0

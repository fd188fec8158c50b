/** Something a page loses in VitePress, at its place in the page file. */
export interface PageProblem {
  /** The page file (or the snippet it imports), relative to the docs.json folder. */
  file: string
  line: number
  column: number
  message: string
}

import { docsnavLoader } from 'docsnav/fumadocs'
import { loader } from 'fumadocs-core/source'

/** Fumadocs' loader over the docs.json site in docs/: docsnav's routes and page tree. */
export const getSource = () => docsnavLoader(loader, { root: 'docs' })

// @ts-nocheck: written for the corpus (not the project's file): its docs collection's folder
import { defineConfig, defineDocs } from 'fumadocs-mdx/config'

export const docs = defineDocs({ dir: 'content/docs' })

export default defineConfig()

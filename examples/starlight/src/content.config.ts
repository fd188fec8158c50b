import { docsSchema } from '@astrojs/starlight/schema'
import { defineCollection } from 'astro:content'
import { docsnavLoader } from 'docsnav/starlight'

// Starlight's `docs` collection, read from docs.json's pages where they are.
export const collections = {
  docs: defineCollection({ loader: docsnavLoader(), schema: docsSchema() }),
}

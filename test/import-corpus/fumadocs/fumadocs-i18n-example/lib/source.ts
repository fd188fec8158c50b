// @ts-nocheck: written for the corpus (not the project's file): the loader's settings the import reads
import { loader } from 'fumadocs-core/source'
import { docs } from '@/.source'

export const source = loader({ baseUrl: '/docs', source: docs.toFumadocsSource() })

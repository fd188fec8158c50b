// @ts-nocheck: written for the corpus (not the project's file): the project's languages
import { defineI18n } from 'fumadocs-core/i18n'

export const i18n = defineI18n({ defaultLanguage: 'en', languages: ['en', 'cn'] })

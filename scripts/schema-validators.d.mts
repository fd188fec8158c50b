/** The texts of validators/' files, by name, as scripts/schema-validators.mjs writes them. */
export function validatorSources(): Record<string, string>

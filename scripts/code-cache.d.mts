/** Routes every `import()` of a bundle through the `__docsnavImport` bin/load-bundle.cjs passes in. */
export function routeDynamicImports(bundle: string): void
/** Writes `<bundle>.v8-cache` after running the bundle's `main` with `args` (a project folder is appended). */
export function writeCodeCache(bundle: string, args: readonly string[]): void

/** Creates (once) a site of about `pages` pages under `folder`, and returns the folder. */
export function syntheticSite(folder: string, pages: number): string

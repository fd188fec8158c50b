/** examples/docusaurus's config text on webpack: without its `future: { faster: true ... }` line; throws when it has none. */
export declare function onWebpack(config: string): string

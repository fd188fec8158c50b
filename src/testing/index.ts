/**
 * docsnav/testing: fast-check arbitraries for docs.json configurations, whole sites and mint.json
 * files, the invariants every compiled site keeps, and the round trip `docsnav import` is proved
 * by, for property-testing tools and themes built on docsnav.
 */
export * from './configs.js'
export * from './site.js'
export * from './invariants.js'
export * from './mint-configs.js'
export * from './round-trip/index.js'
export * from './page-bodies.js'

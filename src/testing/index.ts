/**
 * docsnav/testing: fast-check arbitraries for docs.json configurations and whole sites, and the
 * invariants every compiled site keeps, for property-testing tools and themes built on docsnav.
 */
export * from './configs.js'
export * from './site.js'
export * from './invariants.js'

'use strict'
// The preset as Docusaurus loads it: it requires presets (through jiti), and docsnav is ES modules.
// A native import() of the preset itself, which this CommonJS file keeps as it is.

/** `presets: [['docsnav/docusaurus', { root: 'docs' }]]`. */
module.exports = async function docsnavPreset(context, options) {
  const { docsnavPreset: preset } = await import('../index.js')
  return preset(context, options)
}

/** `export default docsnavSidebars({ root: 'docs' })` in a `sidebars.js` that imports it from here. */
module.exports.docsnavSidebars = async function docsnavSidebars(options) {
  const { docsnavSidebars: sidebars } = await import('../index.js')
  return sidebars(options)
}

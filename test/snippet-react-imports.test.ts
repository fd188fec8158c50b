import { describe, expect, it } from 'vitest'
import { packageImports, withoutPackages, withReactImports } from '../src/integrations/mintlify-mdx.js'

/** A `.jsx` snippet as a bundler must have it: React's hooks, which Mintlify gives snippets without an import. */
describe("a snippet's React imports", () => {
  it('imports the hooks and React a snippet reads and declares nowhere, on its first line', () => {
    const snippet =
      'export const Counter = () => {\n  const [count, setCount] = useState(0)\n  useEffect(() => {}, [])\n  return <b ref={React.createRef()}>{count}</b>\n}\n'
    const imported = withReactImports(snippet)!
    expect(imported.split('\n')[0]).toBe("import React, { useState, useEffect } from 'react';export const Counter = () => {")
    expect(imported.split('\n').length).toBe(snippet.split('\n').length)
  })

  it('leaves a snippet that imports or declares them, reads none, or does not parse', () => {
    expect(withReactImports("import { useState } from 'react'\nexport const A = () => useState(1)[0]\n")).toBeUndefined()
    expect(withReactImports('const useMemo = (make) => make()\nexport const A = () => useMemo(() => 1)\n')).toBeUndefined()
    expect(withReactImports('export const A = () => <p>no hooks; props.useState is not one</p>\n')).toBeUndefined()
    expect(withReactImports('export const A = () => x.useState(1)\n')).toBeUndefined()
    expect(withReactImports('export const A = (\n')).toBeUndefined()
  })
})

describe("a snippet's imports of packages the site does not install", () => {
  const snippet =
    "import Script from 'next/script';\nimport {\n  a,\n  b as c,\n} from 'gone'\nimport * as all from 'gone-too'\nimport { useState } from 'react'\nimport x from './x.jsx'\nexport const A = () => <Script />\n"

  it('are found with their lines, relative and root-relative imports left out', () => {
    expect(packageImports(snippet)).toEqual([
      { source: 'next/script', line: 1 },
      { source: 'gone', line: 2 },
      { source: 'gone-too', line: 6 },
      { source: 'react', line: 7 },
    ])
  })

  it('become components that draw nothing, each line kept at its number', () => {
    const out = withoutPackages(snippet, new Set(['next/script', 'gone', 'gone-too']))
    expect(out.split('\n')).toEqual([
      'const Script = () => null;',
      'const a = () => null, c = () => null;',
      '',
      '',
      '',
      'const all = {};',
      "import { useState } from 'react'",
      "import x from './x.jsx'",
      'export const A = () => <Script />',
      '',
    ])
    expect(withoutPackages(snippet, new Set())).toBe(snippet)
  })
})

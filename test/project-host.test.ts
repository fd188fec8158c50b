import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectFiles } from '../src/files/project-host.js'

const MAX = 1 << 20
const textOf = (read: ReturnType<ReturnType<ReturnType<typeof projectFiles>['host']>['read']>) => (read.ok ? read.text : `(${read.ok})`)

describe('a file an editor holds, when anything may have changed', () => {
  const project = () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-project-host-'))
    writeFileSync(join(root, 'docs.json'), '{"a": 1}')
    utimesSync(join(root, 'docs.json'), 1_000_000, 1_000_000)
    const files = projectFiles(root, MAX)
    files.setText('docs.json', '{"edited": true}')
    expect(textOf(files.host().read('docs.json'))).toBe('{"edited": true}')
    return { root, files }
  }

  it('is read again from disk when the file on disk changed', () => {
    const { root, files } = project()
    writeFileSync(join(root, 'docs.json'), '{"changed": 2}')
    files.changed([''])
    files.setText('docs.json', undefined)
    expect(textOf(files.host().read('docs.json'))).toBe('{"changed": 2}')
  })

  it('is not read again while the file on disk is the same (inode, size, modification time)', () => {
    const { root, files } = project()
    // Written in place with as many bytes and its time put back: by its stamp, the same file. What
    // was read before stands, which shows it was not read again.
    writeFileSync(join(root, 'docs.json'), '{"b": 1}')
    utimesSync(join(root, 'docs.json'), 1_000_000, 1_000_000)
    files.changed([''])
    files.setText('docs.json', undefined)
    expect(textOf(files.host().read('docs.json'))).toBe('{"a": 1}')
  })

  it("stands only while the file can be read: gone from disk, the editor's text is not read", () => {
    const { root, files } = project()
    writeFileSync(join(root, 'other.json'), '{}')
    rmSync(join(root, 'docs.json'))
    files.changed([''])
    expect(files.host().read('docs.json').ok).toBe(false)
  })
})

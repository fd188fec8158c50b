import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repository } from './helpers/cli.js'

/** generators/install.mjs, run with a PATH of stand-ins for apt-get and sudo (the generators' npm folders are installed already). */
describe('the installer of the test tools', () => {
  it("waits for the package database's lock, and says what apt-get said when it fails", () => {
    const bin = mkdtempSync(join(tmpdir(), 'docsnav-fake-bin-'))
    const calls = join(bin, 'calls')
    const script = (name: string, body: string) => {
      writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`)
      chmodSync(join(bin, name), 0o755)
    }
    script('true', 'exit 0')
    script('sudo', 'shift; exec "$@"')
    script(
      'apt-get',
      [
        '[ "$1" = "--version" ] && exit 0',
        `echo "$@" >> ${calls}`,
        'echo "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (apt-get)" >&2',
        'exit 100',
      ].join('\n'),
    )
    const ran = spawnSync(process.execPath, [join(repository, 'generators', 'install.mjs')], { encoding: 'utf8', env: { PATH: bin, HOME: bin } })
    expect(ran.status).toBe(0)
    expect(readFileSync(calls, 'utf8')).toMatch(/^-o DPkg::Lock::Timeout=\d+ update/m)
    expect(ran.stderr).toContain(
      '!!! MkDocs is not installed and could not be installed here (apt-get install failed: E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (apt-get))',
    )
    expect(ran.stderr).not.toContain('needs root or sudo')
  })
})

// The build as one Node script (the gallery's tests run a build so): `docsnav mkdocs docs`, then
// `mkdocs build --strict`, in the working directory; the example's own folder holds docsnav.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

const docsnav = join(import.meta.dirname, 'node_modules', 'docsnav', 'bin', 'docsnav.js')
for (const [command, ...args] of [
  [process.execPath, docsnav, 'mkdocs', 'docs'],
  ['mkdocs', 'build', '--strict', ...process.argv.slice(2)],
]) {
  const done = spawnSync(command, args, { stdio: 'inherit' })
  if (done.status !== 0) process.exit(done.status ?? 1)
}

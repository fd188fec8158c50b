// Preloaded with `node --import` into a docsnav process under test, to make its file system fail
// the way real ones do, at a chosen step, without any test hook in docsnav itself. Only calls on
// paths under DOCSNAV_FAULT_SCOPE count as steps (the output folder of the build under test).
//
//   DOCSNAV_FAULT=count          print the number of steps on exit (`fault-steps: N` on stderr)
//   DOCSNAV_FAULT=kill:N         SIGKILL the process just before step N
//   DOCSNAV_FAULT=kill-after-rename:SUFFIX  SIGKILL it just after renaming a file to a name ending with SUFFIX
//   DOCSNAV_FAULT=enospc:N       the Nth write writes half its bytes, then fails with ENOSPC
//   DOCSNAV_FAULT=slow:MS        every rename waits MS milliseconds first (to make builds overlap)
//   DOCSNAV_FAULT=eacces:SUFFIX  opening a file whose path ends with SUFFIX fails with EACCES
import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'

const [mode, argument = ''] = (process.env.DOCSNAV_FAULT ?? '').split(':')
const scope = process.env.DOCSNAV_FAULT_SCOPE ?? ''
const at = Number(argument)
let steps = 0
let writes = 0
const scopedDescriptors = new Set()
const inScope = (path) => scope !== '' && typeof path === 'string' && path.startsWith(scope)
const sleeper = new Int32Array(new SharedArrayBuffer(4))

function systemError(code, message, syscall, path) {
  const error = new Error(`${code}: ${message}, ${syscall}${path ? ` '${path}'` : ''}`)
  return Object.assign(error, { code, syscall, path, errno: code === 'ENOSPC' ? -28 : -13 })
}

/** Counts one step; kills the process when it is the chosen one. */
function step() {
  steps++
  if (mode === 'kill' && steps === at) process.kill(process.pid, 'SIGKILL')
}

const wrap = (name, around) => {
  const original = fs[name]
  fs[name] = function (...args) {
    return around(original, args)
  }
}

for (const name of ['mkdirSync', 'renameSync', 'unlinkSync', 'rmSync', 'rmdirSync', 'linkSync']) {
  wrap(name, (original, args) => {
    if (inScope(args[0]) || inScope(args[1])) {
      step()
      if (name === 'renameSync' && mode === 'slow') Atomics.wait(sleeper, 0, 0, at)
    }
    const result = original(...args)
    if (name === 'renameSync' && mode === 'kill-after-rename' && typeof args[1] === 'string' && args[1].endsWith(argument)) process.kill(process.pid, 'SIGKILL')
    return result
  })
}
wrap('openSync', (original, args) => {
  const [path, flags] = args
  if (mode === 'eacces' && typeof path === 'string' && path.endsWith(argument)) throw systemError('EACCES', 'permission denied', 'open', path)
  const writing = typeof flags === 'string' ? /[wa+]/.test(flags) : typeof flags === 'number' && (flags & (fs.constants.O_WRONLY | fs.constants.O_RDWR)) !== 0
  if (writing && inScope(path)) step()
  const descriptor = original(...args)
  if (inScope(path)) scopedDescriptors.add(descriptor)
  return descriptor
})
wrap('closeSync', (original, args) => {
  scopedDescriptors.delete(args[0])
  return original(...args)
})
wrap('writeSync', (original, args) => {
  if (!scopedDescriptors.has(args[0])) return original(...args)
  step()
  writes++
  if (mode === 'enospc' && writes === at) {
    const [descriptor, buffer, offset = 0, length = buffer.length - offset] = args
    if (typeof buffer !== 'string' && length > 1) original(descriptor, buffer, offset, Math.floor(length / 2))
    throw systemError('ENOSPC', 'no space left on device', 'write')
  }
  return original(...args)
})
wrap('fsyncSync', (original, args) => {
  if (scopedDescriptors.has(args[0])) step()
  return original(...args)
})
syncBuiltinESMExports()

if (mode === 'count') process.on('exit', () => process.stderr.write(`fault-steps: ${steps}\n`))

import type { Hash } from 'node:crypto'

/**
 * A new SHA-256 hash. `node:crypto` is loaded when a build first hashes, not at start: a check
 * never needs it, and loading it is a tenth of a small check's time (bench/cold.js).
 */
export function sha256Hash(): Hash {
  return process.getBuiltinModule('node:crypto').createHash('sha256')
}

/** The SHA-256 of `content`, in hex. */
export function sha256(content: Uint8Array): string {
  return sha256Hash().update(content).digest('hex')
}

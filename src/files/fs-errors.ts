/**
 * Whether an error is the file system's (an errno code such as `ENOSPC`), not a fault of docsnav's
 * own (Node's `ERR_...` codes are misuse of an API).
 */
export function isFsError(error: unknown): error is NodeJS.ErrnoException {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return typeof code === 'string' && /^E[A-Z0-9]+$/.test(code)
}

/**
 * File system errors in words, the same wherever a file is read or written. Never the error's
 * own message, which holds the absolute path: messages name files as the user wrote them.
 */
export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  switch (code) {
    case 'ENOENT':
      return 'there is no such file or folder'
    case 'EISDIR':
      return 'it is a folder'
    case 'EACCES':
    case 'EPERM':
      return 'permission denied'
    case 'ENOSPC':
      return 'no space left on the device'
    case 'EDQUOT':
      return 'the disk quota is exceeded'
    case 'EROFS':
      return 'the file system is read-only'
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder'
    case 'ELOOP':
      return 'symbolic links in the path loop'
    case 'ENAMETOOLONG':
      return 'the path is too long'
    // Reading at an offset, or opening with no one at the other end: what a FIFO or socket does.
    case 'ESPIPE':
    case 'ENXIO':
      return 'it is not a regular file (a FIFO, socket or device)'
    case 'EMFILE':
    case 'ENFILE':
      return 'too many files are open'
    case 'EIO':
      return 'the device reported an input/output error'
    default: {
      if (code !== undefined) return code
      return error instanceof Error ? error.message : String(error)
    }
  }
}

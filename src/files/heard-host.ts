import type { FileHost, ReadResult } from '../ir/files.js'

/** One question a compile asked its host, with the answer it got. */
export type HostCall =
  | { kind: 'read'; path: string; answer: ReadResult }
  | { kind: 'readStart'; path: string; bytes: number; until: string | undefined; answer: ReturnType<FileHost['readStart']> }
  | { kind: 'list'; folder: string; answer: readonly string[] }
  | { kind: 'entries'; folder: string; answer: { files: readonly string[]; folders: readonly string[] } }
  | { kind: 'listingStamp'; answer: number | undefined }

/**
 * `host`, recording every question asked of it, with its answer, into the list `recording()` gives
 * when it gives one: what a project kept open needs to know whether a unit of work would read the
 * same again.
 */
export function heardHost(host: FileHost, recording: () => HostCall[] | undefined): FileHost {
  return {
    rootLabel: host.rootLabel,
    inputs: host.inputs,
    get listingStamp() {
      const answer = host.listingStamp
      recording()?.push({ kind: 'listingStamp', answer })
      return answer
    },
    read(path) {
      const answer = host.read(path)
      recording()?.push({ kind: 'read', path, answer })
      return answer
    },
    readStart(path, bytes, until) {
      const answer = host.readStart(path, bytes, until)
      recording()?.push({ kind: 'readStart', path, bytes, until, answer })
      return answer
    },
    list(folder) {
      const answer = host.list(folder)
      recording()?.push({ kind: 'list', folder, answer: answer.slice() })
      return answer
    },
    entries(folder) {
      const answer = host.entries(folder)
      recording()?.push({ kind: 'entries', folder, answer: { files: answer.files.slice(), folders: answer.folders.slice() } })
      return answer
    },
  }
}

/** Asks `host` the recorded question again; whether it answers the same. */
export function answersSame(host: FileHost, call: HostCall): boolean {
  switch (call.kind) {
    case 'read': return sameRead(host.read(call.path), call.answer)
    case 'readStart': {
      const answer = host.readStart(call.path, call.bytes, call.until)
      return sameRead(answer, call.answer) && (!answer.ok || answer.complete === (call.answer as { complete: boolean }).complete)
    }
    case 'list': return sameNames(host.list(call.folder), call.answer)
    case 'entries': {
      const answer = host.entries(call.folder)
      return sameNames(answer.files, call.answer.files) && sameNames(answer.folders, call.answer.folders)
    }
    case 'listingStamp': return host.listingStamp === call.answer
  }
}

/** Same text (the same kept string, most often: compared by identity first), or the same failure. */
function sameRead(a: ReadResult, b: ReadResult): boolean {
  if (a === b) return true
  if (a.ok || b.ok) return a.ok && b.ok && a.text === b.text
  return a.kind === b.kind && a.reason === b.reason
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, at) => name === b[at])
}

import type { FileHost, FolderEntries, ReadResult } from '../ir/files.js'
import { sameValues } from '../ir/memo.js'
import { sameText } from '../source/edited-text.js'

/** One question a compile asked its host, with the answer it got. */
export type HostCall =
  | { kind: 'read'; path: string; answer: ReadResult }
  | { kind: 'readStart'; path: string; bytes: number; until: string | undefined; answer: ReturnType<FileHost['readStart']> }
  | { kind: 'list'; folder: string; answer: readonly string[] }
  | { kind: 'entries'; folder: string; answer: Readonly<FolderEntries> }
  | { kind: 'listingStamp'; answer: number | undefined }

/**
 * `host`, recording every question asked of it, with its answer, into the list `recording()` gives
 * when it gives one: what a project kept open needs to know whether a unit of work would read the
 * same again.
 */
export function recordingHost(host: FileHost, recording: () => HostCall[] | undefined): FileHost {
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
      recording()?.push({
        kind: 'entries',
        folder,
        answer: { files: answer.files.slice(), folders: answer.folders.slice(), linksOut: answer.linksOut.slice() },
      })
      return answer
    },
  }
}

/** Asks `host` the recorded question again; whether it answers the same. */
export function answersSame(host: FileHost, call: HostCall): boolean {
  switch (call.kind) {
    case 'read':
      return sameAnswer(call, host.read(call.path))
    case 'readStart':
      return sameAnswer(call, host.readStart(call.path, call.bytes, call.until))
    case 'list':
      return sameAnswer(call, host.list(call.folder))
    case 'entries':
      return sameAnswer(call, host.entries(call.folder))
    case 'listingStamp':
      return sameAnswer(call, host.listingStamp)
  }
}

/** Whether `answer` is the recorded one: the same text (the same kept string, most often), the same failure, the same names. */
export function sameAnswer(call: HostCall, answer: unknown): boolean {
  switch (call.kind) {
    case 'read':
      return sameRead(call.answer, answer as ReadResult)
    case 'readStart': {
      const now = answer as ReturnType<FileHost['readStart']>
      return sameRead(call.answer, now) && (!now.ok || now.complete === (call.answer as { complete: boolean }).complete)
    }
    case 'list':
      return sameValues(call.answer, answer as readonly string[])
    case 'entries': {
      const now = answer as FolderEntries
      return sameValues(call.answer.files, now.files) && sameValues(call.answer.folders, now.folders) && sameValues(call.answer.linksOut, now.linksOut)
    }
    case 'listingStamp':
      return call.answer === answer
  }
}

function sameRead(a: ReadResult, b: ReadResult): boolean {
  if (a === b) return true
  if (a.ok || b.ok) return a.ok && b.ok && sameText(a.edited ?? a.text, b.edited ?? b.text)
  return a.kind === b.kind && a.reason === b.reason
}

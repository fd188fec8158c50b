#!/usr/bin/env node
import { main } from '../dist/cli.js'

main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  isTTY: Boolean(process.stdout.isTTY),
}).then(
  (code) => {
    process.exitCode = code
  },
  (error) => {
    process.stderr.write(`docsnav: internal error: ${error instanceof Error ? error.stack : String(error)}\n`)
    process.exitCode = 2
  },
)

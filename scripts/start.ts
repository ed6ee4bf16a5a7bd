// `npm start`: the embedded sandbox (file database under data/) plus the explorer's dev server.
// The explorer starts once the sandbox says it is listening, so the first page never meets an
// unreachable Horizon while history is still being generated. Ctrl-C (or either child exiting)
// stops both.
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'

const sandboxArgs = ['tsx', 'server/main.ts', '--port', '8000', '--host', '127.0.0.1']
const explorerArgs = ['vite', '--host', '127.0.0.1', '--port', '5173', '--strictPort']
const readyLine = /^Sandbox listening on (\S+)/

const children: ChildProcess[] = []
let stopping = false

function watch(name: string, child: ChildProcess): void {
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[start] ${name} exited (${signal ?? code ?? 0}); stopping`)
    shutdown(code ?? 1)
  })
  children.push(child)
}

function shutdown(code: number): void {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 1000).unref()
}

process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

// The progress bar redraws one line with \r, so stderr (where it goes on a terminal) is passed
// through untouched; stdout is read line by line to spot the ready line.
const sandbox = spawn('npx', sandboxArgs, { stdio: ['ignore', 'pipe', 'inherit'] })
watch('sandbox', sandbox)
let explorerStarted = false
createInterface({ input: sandbox.stdout }).on('line', (line) => {
  console.log(line)
  const ready = readyLine.exec(line)
  if (!ready || explorerStarted) return
  explorerStarted = true
  console.log(`[start] sandbox ready at ${ready[1]}; starting the explorer`)
  watch('explorer', spawn('npx', explorerArgs, { stdio: 'inherit' }))
})

// `npm start`: the embedded sandbox (file database under data/) plus the explorer's dev server.
// Both children share this terminal; Ctrl-C (or either child exiting) stops both.
import { spawn, type ChildProcess } from 'node:child_process'

const children: ChildProcess[] = []

function run(name: string, command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: process.env })
  child.on('exit', (code, signal) => {
    console.log(`[start] ${name} exited (${signal ?? code ?? 0}); stopping`)
    shutdown(code ?? 1)
  })
  children.push(child)
  return child
}

let stopping = false
function shutdown(code: number): void {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}

process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

run('sandbox', 'npx', ['tsx', 'server/main.ts', '--port', '8000', '--host', '127.0.0.1'])
run('explorer', 'npx', ['vite', '--host', '127.0.0.1', '--port', '5173', '--open'])

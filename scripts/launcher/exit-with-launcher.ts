// Preloaded (`node --import`) into every launcher child. The launcher holds the write end of the
// child's stdin pipe; when the launcher is gone for any reason, even SIGKILL where it can clean
// nothing up, the pipe ends and the child stops itself the orderly way (its own SIGTERM handler),
// so no orphan keeps the ports busy for the next `npm start`.
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'))
process.stdin.resume()

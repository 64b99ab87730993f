/*
| Loaded (--import) into the app process the live-streams benchmark starts:
| on the IPC message "memory" it collects garbage (--expose-gc) and answers
| process.memoryUsage(). Nothing else; never part of the app.
*/
if (process.send) {
  process.on('message', (message) => {
    if (message !== 'memory') return
    globalThis.gc?.()
    globalThis.gc?.()
    process.send({ memory: process.memoryUsage() })
  })
  process.channel?.unref()
}

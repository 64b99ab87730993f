import { runPuzzleJob, type PuzzleMessage, type PuzzleRequest } from './puzzle-job'

/** The parts of a dedicated worker's global scope used here (the DOM and WebWorker libs cannot be mixed). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<PuzzleRequest>) => void) | null
  postMessage(message: PuzzleMessage): void
}

// The security puzzle runs here, off the main thread, so the page keeps responding while it is solved.
const scope = self as unknown as WorkerScope
scope.onmessage = (event) => {
  runPuzzleJob(event.data, (message) => scope.postMessage(message))
}

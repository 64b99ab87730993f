/** Makes `document.readyState` answer `state` until resetReadyState() (jsdom's own is always 'complete'). */
export function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state })
}

export function resetReadyState() {
  Reflect.deleteProperty(document, 'readyState')
}

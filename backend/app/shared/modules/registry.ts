/*
| The module registry's kernel: ports and the listeners each module
| registers when it starts.
|
| A port is a function (or a set of functions) one module offers another.
| Its name and type are declared in a module's contract.ts by merging into
| `HireloopPorts`; the module behind it provides it from its start.ts. A port that
| nobody provides means its provider is off, and the caller answers as
| documented (a 503, an empty list, plain text). No module asks whether
| another one is on any other way.
|
| Every port provided and every listener registered while a module starts is
| recorded under that module's name, so `stopModule` can take the whole
| module away again (the module-off tests do, in process).
*/
import emitter from '@adonisjs/core/services/emitter'
import type { EventsList } from '@adonisjs/core/types'

declare global {
  /**
   * The ports, by name ('<provider>:<what>'); each contract.ts that declares
   * one adds it here (a global interface, so the front ends that read a
   * contract's answer types need not resolve this file):
   *
   *   declare global {
   *     interface HireloopPorts { 'jobs:search': JobSearch }
   *   }
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HireloopPorts {}
}

export type Ports = HireloopPorts

export type PortName = keyof Ports

type AnyListener = (payload: never) => unknown

interface Registration {
  ports: Map<PortName, unknown>
  listeners: Array<{ event: keyof EventsList; listener: AnyListener }>
}

const provided = new Map<PortName, unknown>()
const byModule = new Map<string, Registration>()
let starting: string | null = null

function registrationOf(module: string): Registration {
  let registration = byModule.get(module)
  if (!registration) {
    registration = { ports: new Map(), listeners: [] }
    byModule.set(module, registration)
  }
  return registration
}

/**
 * Provides a port (null takes it away); answers the one it replaces, so a
 * test can put it back. Provided while a module starts, it is that module's.
 */
export function providePort<Name extends PortName>(name: Name, next: Ports[Name] | null): Ports[Name] | null {
  const previous = (provided.get(name) as Ports[Name] | undefined) ?? null
  if (next === null) provided.delete(name)
  else provided.set(name, next)
  if (starting) {
    const own = registrationOf(starting).ports
    if (next === null) own.delete(name)
    else own.set(name, next)
  }
  return previous
}

/** The provided port, or null when its provider is off. */
export function port<Name extends PortName>(name: Name): Ports[Name] | null {
  return (provided.get(name) as Ports[Name] | undefined) ?? null
}

/** Registers a listener on the emitter, recorded under the module starting (see safe_listener's `listen`). */
export function registerListener<Event extends keyof EventsList>(
  event: Event,
  listener: (payload: EventsList[Event]) => unknown
) {
  emitter.on(event, listener)
  if (starting) registrationOf(starting).listeners.push({ event, listener: listener as AnyListener })
}

/** Runs a module's start (its start.ts), recording what it provides and listens to under its name. */
export async function startModule(module: string, start: () => void | Promise<void>) {
  if (starting) throw new Error(`module ${module} started while ${starting} was starting`)
  starting = module
  try {
    await start()
  } finally {
    starting = null
  }
}

/**
 * Takes a started module away: its listeners stop hearing events and its
 * ports are no longer provided, as if the module were off. Answers the
 * function that puts everything back.
 */
export function stopModule(module: string): () => void {
  const registration = byModule.get(module)
  if (!registration) return () => {}
  const ports = [...registration.ports]
  const listeners = [...registration.listeners]
  for (const [name] of ports) provided.delete(name)
  for (const { event, listener } of listeners) emitter.off(event, listener as never)
  return () => {
    for (const [name, value] of ports) provided.set(name, value)
    for (const { event, listener } of listeners) emitter.on(event, listener as never)
  }
}

import { remoteTestConfig } from '../shared-ui/vitest.remote'

// The machine is shared: dialogs and pickers render slowly under load.
export default remoteTestConfig({ testTimeout: 20_000 })

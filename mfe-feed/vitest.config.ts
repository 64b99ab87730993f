import { remoteTestConfig } from '../shared-ui/vitest.remote'

export default remoteTestConfig()

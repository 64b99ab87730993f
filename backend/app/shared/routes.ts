import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

/* GET /health is answered by HealthMiddleware, before sessions exist; its details for admins here. */
const RemotesController = () => import('#shared/controllers/remotes_controller')
const HealthController = () => import('#shared/controllers/health_controller')

router.get('/api/health', [HealthController, 'show']).as('health.show').use(middleware.auth())

router.get('/api/remotes', [RemotesController, 'index']).as('remotes.index')

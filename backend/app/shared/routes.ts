import router from '@adonisjs/core/services/router'

/* GET /health is answered by HealthMiddleware, before sessions exist. */
const RemotesController = () => import('#shared/controllers/remotes_controller')

router.get('/api/remotes', [RemotesController, 'index']).as('remotes.index')

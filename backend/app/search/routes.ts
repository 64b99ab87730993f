/*
| Routes of the search module (part 1 §7 "Search"), signed-in users only.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SearchController = () => import('#search/controllers/search_controller')

router
  .group(() => {
    router.get('search', [SearchController, 'index']).as('search.index')
    router.get('search/people', [SearchController, 'people']).as('search.people')
  })
  .prefix('/api')
  .use(middleware.auth())

import { Exception } from '@adonisjs/core/exceptions'

/** GET /api/users/{id} for no member (answered `{ error }` by the shared handler). */
export default class ProfileNotFoundException extends Exception {
  static status = 404
  static code = 'E_USER_NOT_FOUND'
  static message = 'User not found'
}

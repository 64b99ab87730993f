import { defineConfig } from '@adonisjs/core/bodyparser'

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    /* '' becomes null so required fields answer their own message ('Email is required'). */
    convertEmptyStringsToNull: true,
    limit: '1mb',
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json'],
  },
  /*
   * Never processed here: only the routes that take files read a multipart
   * body, through the `multipart` middleware after auth and their rate
   * limit, with their own limits (elsewhere it is a 415).
   */
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '1mb',
    fieldsLimit: '64kb',
    maxFields: 50,
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig

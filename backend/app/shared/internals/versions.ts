/*
| The framework versions the replacements in this folder were last checked
| against (README.md beside this file: what each replaces, what it buys, how
| to remove it). A unit test fails when an installed version differs, so an
| upgrade re-checks each record before this list is moved on.
*/
export const CHECKED_AGAINST = {
  '@adonisjs/core': '7.5.2',
  '@adonisjs/lucid': '22.4.2',
  '@adonisjs/http-server': '9.3.1',
  '@adonisjs/session': '8.1.0',
  '@adonisjs/auth': '10.1.0',
} as const

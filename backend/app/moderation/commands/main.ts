/*
| The moderation module's ace commands, listed for adonisrc.ts (a loader:
| its commands' metadata and the command for a name).
*/
import { ListLoader } from '@adonisjs/core/ace'
import type { CommandMetaData } from '@adonisjs/core/types/ace'
import ExportJobLabels from './export_job_labels.js'

const loader = new ListLoader([ExportJobLabels])

export const getMetaData = () => loader.getMetaData()
export const getCommand = (metaData: CommandMetaData) => loader.getCommand(metaData)

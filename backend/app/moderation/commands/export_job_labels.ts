import { writeFile, mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { decidedJobLabels, toJsonLines } from '#moderation/queries/job_labels_query'

/**
 * node ace moderation:export-job-labels [--out file]: the admins' decisions
 * on job items as training lines (the shared file's format), by default into
 * the training script's labels folder, which it reads besides the shared file.
 */
export default class ExportJobLabels extends BaseCommand {
  static commandName = 'moderation:export-job-labels'
  static description = 'Export the admins’ approve/reject decisions on jobs as job-scam training labels (JSON lines)'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'The file to write (default: the training script’s labels/admin-decisions.jsonl)' })
  declare out?: string

  async run() {
    const lines = await decidedJobLabels()
    const out =
      this.out ?? fileURLToPath(new URL('../screening/job_model/labels/admin-decisions.jsonl', import.meta.url))
    await mkdir(dirname(out), { recursive: true })
    await writeFile(out, toJsonLines(lines))
    const scams = lines.filter((line) => line.fraudulent).length
    this.logger.success(`${lines.length} labelled jobs (${scams} scams) written to ${out}`)
  }
}

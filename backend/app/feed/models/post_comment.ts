import { DateTime } from 'luxon'
import { beforeCreate, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { withUuidPrimaryKey } from '#shared/models/mixins/with_uuid_primary_key'
import { jsonColumn } from '#feed/models/json_column'
import { AppModel } from '#shared/models/app_model'

/** A comment or a reply (part 2 §3 "post_comments"). */
export default class PostComment extends compose(AppModel, withUuidPrimaryKey()) {
  @column()
  declare postId: string

  @column()
  declare authorId: string

  @column()
  declare content: string

  @column()
  declare parentCommentId: string | null

  @column(jsonColumn)
  declare mentions: string[]

  @column()
  declare likesCount: number

  @column()
  declare celebrateCount: number

  @column()
  declare insightfulCount: number

  @column()
  declare curiousCount: number

  @column()
  declare repliesCount: number

  @column()
  declare isEdited: boolean

  @column.dateTime()
  declare editedAt: DateTime | null

  @column()
  declare isReported: boolean

  @column()
  declare isHidden: boolean

  @column.dateTime()
  declare deletedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  get isVisible() {
    return this.deletedAt === null && !this.isHidden
  }

  @beforeCreate()
  static applyDefaults(comment: PostComment) {
    comment.parentCommentId ??= null
    comment.mentions ??= []
    comment.likesCount ??= 0
    comment.celebrateCount ??= 0
    comment.insightfulCount ??= 0
    comment.curiousCount ??= 0
    comment.repliesCount ??= 0
    comment.isEdited ??= false
    comment.isReported ??= false
    comment.isHidden ??= false
    comment.editedAt ??= null
    comment.deletedAt ??= null
  }
}

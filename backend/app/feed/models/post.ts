import { DateTime } from 'luxon'
import { beforeCreate, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { withUuidPrimaryKey } from '#shared/models/mixins/with_uuid_primary_key'
import type { Block, MediaFile } from '#feed/rules/blocks'
import type { PostReaction } from '#feed/constants'
import { jsonColumn } from '#feed/models/json_column'
import { AppModel } from '#shared/models/app_model'

/** A post (part 2 §3 "posts"). Read models for the feed are built in #feed/queries. */
export default class Post extends compose(AppModel, withUuidPrimaryKey()) {
  @column()
  declare authorId: string

  @column(jsonColumn)
  declare blocks: Block[]

  @column()
  declare content: string

  @column(jsonColumn)
  declare hashtags: string[]

  @column(jsonColumn)
  declare mentions: string[]

  @column()
  declare mediaType: 'job' | 'link' | 'image' | 'video' | null

  @column()
  declare mediaUrl: string | null

  @column()
  declare mediaPreview: string | null

  @column()
  declare mediaTitle: string | null

  @column()
  declare mediaDescription: string | null

  @column(jsonColumn)
  declare mediaFiles: MediaFile[]

  @column()
  declare isSponsored: boolean

  @column()
  declare likesCount: number

  @column()
  declare commentsCount: number

  @column()
  declare repostsCount: number

  @column()
  declare sharesCount: number

  @column(jsonColumn)
  declare reactionCounts: Partial<Record<PostReaction, number>>

  @column()
  declare isArchived: boolean

  @column.dateTime()
  declare archivedAt: DateTime | null

  @column.dateTime()
  declare deletedAt: DateTime | null

  @column.dateTime()
  declare editedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @beforeCreate()
  static applyDefaults(post: Post) {
    post.isSponsored ??= false
    post.isArchived ??= false
    post.likesCount ??= 0
    post.commentsCount ??= 0
    post.repostsCount ??= 0
    post.sharesCount ??= 0
    post.reactionCounts ??= {}
  }
}

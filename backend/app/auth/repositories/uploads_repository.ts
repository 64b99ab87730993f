import db from '@adonisjs/lucid/services/db'

/** Records a stored file's key with its uploader: the proof that its URL is theirs. */
export async function recordUpload(key: string, userId: string) {
  await db.table('uploads').insert({ key, user_id: userId })
}

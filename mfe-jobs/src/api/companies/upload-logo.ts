import { uploadFiles } from '@hireloop/shared-ui'

/** A logo goes up like any picture (POST /api/upload, folder public: images only); the company then names its URL. */
export async function uploadLogo(file: File, onProgress?: (percent: number) => void): Promise<string> {
  const { files } = await uploadFiles(file, { folder: 'public', onProgress })
  if (!files[0]?.url) throw new Error('Upload failed')
  return files[0].url
}

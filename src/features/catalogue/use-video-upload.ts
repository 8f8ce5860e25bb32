import { useState } from 'react';
import { decorationsFor, thirdPartyBase } from '@/api/client';
import { useCreateVideoUploadInfo } from '@/api/generated/portal/hooks/product/product';
import { tusUpload, VIDEO_RETRY_DELAYS_MS } from '@/lib/tus-upload';

/**
 * The product video upload: the backend signs it (`bunny-tus-upload-info`), then the file goes to
 * the video host with tus. `percent` is null until the upload starts. Resolves true when done.
 */
export function useVideoUpload() {
  const sign = useCreateVideoUploadInfo({ mutation: { meta: { localErrors: 'all' } } });
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (file: File, title: string, productId: string): Promise<boolean> => {
    setPercent(0);
    try {
      const answer = await sign.mutateAsync({ data: { title, integrant_type_id: productId } });
      const info = answer.data;
      await tusUpload({
        file,
        endpoint: videoEndpoint(info.endpoint),
        headers: {
          AuthorizationSignature: info.AuthorizationSignature,
          AuthorizationExpire: String(info.AuthorizationExpire),
          VideoId: info.VideoId,
          LibraryId: info.LibraryId,
        },
        metadata: { filetype: file.type || 'video/mp4', title },
        onProgress: setPercent,
        headersFor: tusHeaders,
        retryDelays: RETRY_DELAYS,
        chunkSize: CHUNK_BYTES,
      });
      return true;
    } catch {
      return false;
    }
  };
  return { upload, percent, reset: () => setPercent(null) };
}

/** The video-upload contract's operations, by the tus request's method (for QA replay in mock builds). */
const TUS_OPERATIONS: Record<string, string> = {
  POST: 'video-upload_createVideoUpload',
  PATCH: 'video-upload_uploadVideoChunk',
};

function tusHeaders(method: string): Record<string, string> {
  const operation = TUS_OPERATIONS[method];
  return operation ? decorationsFor(operation) : {};
}

/**
 * The retry delays of section 9. The e2e build (VITE_REPLAY) waits a hundredth of each, so that a
 * replayed failure spends its seven retries in under two seconds instead of two and a half minutes.
 */
const RETRY_DELAYS: readonly number[] =
  import.meta.env.VITE_REPLAY === 'true' && !import.meta.env.DEV
    ? VIDEO_RETRY_DELAYS_MS.map((ms) => ms / 100)
    : VIDEO_RETRY_DELAYS_MS;

/**
 * The e2e build sends the file in parts of 64 KiB, so that a journey's video of a few hundred KB goes in several PATCH
 * requests and a dropped one is resumed in the middle of the file; elsewhere the whole file goes in one.
 */
const CHUNK_BYTES: number | undefined =
  import.meta.env.VITE_REPLAY === 'true' && !import.meta.env.DEV ? 64 * 1024 : undefined;

/** The host's tus path, through the configured video-upload base (Prism or MSW in the mock modes). */
export function videoEndpoint(endpoint: string | undefined): string {
  let path = '/tusupload';
  try {
    if (endpoint) path = new URL(endpoint, 'http://host.invalid').pathname;
  } catch {
    /* keep the default path */
  }
  return `${thirdPartyBase('video-upload')}${path}`;
}

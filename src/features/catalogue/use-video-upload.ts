import { useState } from 'react';
import { thirdPartyBase } from '@/api/client';
import { useCreateVideoUploadInfo } from '@/api/generated/portal/hooks/product/product';
import { tusUpload } from '@/lib/tus-upload';

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
      });
      return true;
    } catch {
      return false;
    }
  };
  return { upload, percent, reset: () => setPercent(null) };
}

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

import { useMemo, useState } from 'react';
import { uploadPercent, type ApiRequestInit } from '@/api/client';

/**
 * How much of an upload went out, for `UploadProgress`: give `request` to a generated mutation hook
 * (`useX({ request })`), and the call goes by XMLHttpRequest, which reports its progress (fetch cannot).
 * `percent` starts again at 0 when a new upload starts (the client reports nothing sent first).
 */
export function useUploadPercent(): { readonly percent: number; readonly request: ApiRequestInit } {
  const [percent, setPercent] = useState(0);
  const request = useMemo<ApiRequestInit>(
    () => ({
      onUploadProgress: (progress) => setPercent(uploadPercent(progress)),
    }),
    [],
  );
  return { percent, request };
}

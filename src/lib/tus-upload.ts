/** The video host's retry delays, in ms (section 9: 0, 3, 5, 10, 20, 60 and 60 seconds). */
export const VIDEO_RETRY_DELAYS_MS = [0, 3000, 5000, 10000, 20000, 60000, 60000];

export interface TusUploadOptions {
  readonly file: File;
  /** The tus creation URL (POST). */
  readonly endpoint: string;
  /** Headers every request carries (the backend's upload signature). */
  readonly headers: Record<string, string>;
  /** Upload-Metadata pairs (sent base64-encoded by the client). */
  readonly metadata: Record<string, string>;
  readonly retryDelays?: readonly number[];
  /** The most bytes one PATCH sends (default: the whole file in one; the host keeps what arrives and HEAD resumes). */
  readonly chunkSize?: number;
  /** Extra headers for one request of the upload, by its method (POST creates, PATCH sends a part). */
  readonly headersFor?: (method: string) => Record<string, string>;
  /** Percent done, 0 to 100. */
  readonly onProgress: (percent: number) => void;
}

/** Percent of the bytes sent, rounded down, 0 to 100. */
export function uploadPercent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((sent / total) * 100)));
}

/**
 * A resumable upload with the tus protocol (tus-js-client, loaded only when an upload starts).
 * Resolves when the host has the whole file; rejects once the retries are spent.
 */
export async function tusUpload(options: TusUploadOptions): Promise<void> {
  const { Upload } = await import('tus-js-client/lib.esm/browser/index.js');
  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(options.file, {
      // Absolute, so that the upload's address (Location, often relative) resolves against the host.
      endpoint: new URL(options.endpoint, window.location.href).href,
      retryDelays: [...(options.retryDelays ?? VIDEO_RETRY_DELAYS_MS)],
      chunkSize: options.chunkSize ?? Number.POSITIVE_INFINITY,
      headers: options.headers,
      metadata: options.metadata,
      storeFingerprintForResuming: false,
      onBeforeRequest: (request) => {
        const extra = options.headersFor?.(request.getMethod()) ?? {};
        for (const [name, value] of Object.entries(extra)) request.setHeader(name, value);
      },
      onProgress: (sent, total) => options.onProgress(uploadPercent(sent, total)),
      onChunkComplete: (_chunk, accepted, total) => options.onProgress(uploadPercent(accepted, total)),
      onSuccess: () => resolve(),
      onError: (error) => reject(error),
    });
    upload.start();
  });
}

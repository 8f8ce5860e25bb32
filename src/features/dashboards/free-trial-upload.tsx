import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetDashboardOverviewQueryKey,
  getGetDocumentAddedCountQueryKey,
  useUploadFreeTrialDocuments,
} from '@/api/generated/portal/hooks/dashboard/dashboard';
import { notifyError, notifySuccess } from '@/components/feedback/notify';
import { FileDrop } from '@/components/files/file-drop';
import { UploadProgress } from '@/components/files/upload-progress';
import { useUploadPercent } from '@/components/files/use-upload-percent';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { isApiError } from '@/api/api-error';
import { isLocalFailure, MESSAGES } from '@/api/error-policy';
import { FREE_TRIAL_RULE, MAX_UPLOAD_FILES, TOO_MANY_FILES } from './free-trial-rules';
import { FREE_TRIAL_KEY } from './use-free-trial-documents';

/** Section 8: an upload failure shows the server message (a body failure or a refused upload); the rest is the policy's. */
const UPLOAD_LOCAL_ERRORS = [200, 400];

/** Up to 5 documents per upload, with how much of them went out (the call goes by XMLHttpRequest). */
export function FreeTrialUpload() {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const { percent, request } = useUploadPercent();
  const upload = useUploadFreeTrialDocuments({ mutation: { meta: { localErrors: UPLOAD_LOCAL_ERRORS } }, request });
  const flight = useSingleFlight();

  const send = () =>
    flight.run(() =>
      upload
        // The generated type names a file part by its text form; the files go in as they are.
        .mutateAsync({ data: { 'files[]': files as unknown as string[] } })
        .then((answer) => {
          setFiles([]);
          notifySuccess(answer.message || 'Documents uploaded successfully');
          // The uploaded documents count: the list, the chart of documents added and the month's limit bar follow.
          return Promise.all(
            [FREE_TRIAL_KEY, [getGetDocumentAddedCountQueryKey()[0]], [getGetDashboardOverviewQueryKey()[0]]].map(
              (queryKey) => queryClient.invalidateQueries({ queryKey }),
            ),
          );
        })
        .catch((error: unknown) => {
          // Only the failures this screen handles (a refusing body, a 400): the error policy tells the others.
          if (!isLocalFailure(error, UPLOAD_LOCAL_ERRORS)) return;
          notifyError(
            isApiError(error) ? (error.serverMessage ?? MESSAGES.apiHelperFailure) : MESSAGES.apiHelperFailure,
          );
        }),
    );

  return (
    <Stack gap="sm">
      <FileDrop
        label="Documents to upload"
        hint="PDF, PNG or JPG, up to 5 at a time"
        rule={FREE_TRIAL_RULE}
        file={null}
        onFile={() => undefined}
        disabled={flight.pending}
        multiple={{ maxFiles: MAX_UPLOAD_FILES, maxFilesMessage: TOO_MANY_FILES, files, onFiles: setFiles }}
        onReject={() => setFiles([])}
      />
      {flight.pending && (
        <UploadProgress
          label={`Uploading ${files.length} ${files.length === 1 ? 'document' : 'documents'}`}
          percent={percent}
        />
      )}
      <Group gap="sm">
        <Button onClick={() => void send()} disabled={files.length === 0} loading={flight.pending}>
          Upload
        </Button>
        {files.length > 0 && !flight.pending && (
          <Button variant="default" onClick={() => setFiles([])}>
            Clear
          </Button>
        )}
      </Group>
    </Stack>
  );
}

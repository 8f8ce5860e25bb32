import { checkCsvRecords, csvProblemMessage } from '@/lib/input/csv';
import { decodeText } from '@/lib/input/text-encoding';
import { said } from '../model/examples';
import { attachmentsRefusal, knownDocument, uploadedFile, withoutExhibit } from '../model/rules/batch-files';
import { csvColumns, CSV_MESSAGES, csvRecords, importedRows } from '../model/rules/batch-csv';
import { recordVerification } from '../model/rules/dashboard-verifications';
import { kindOf, ok, text } from '../model/rules/product';
import { refusal, refusedItem } from '../model/rules/product-allowance';
import { bodyFailure, filesOf, keepFile, notFound, type Call, type Resolvers } from './resolver';

/** Batches' files, attachments and the products CSV (tag `batch`). Rules: docs/world/batch.md, "Files". */
export const resolvers: Resolvers = {
  deleteBatchExhibit: {
    reads: [],
    writes: ['batches'],
    answer: ({ world, params }) =>
      withoutExhibit(world, params.id!, params.eid!)
        ? ok('Exhibit deleted successfully', { id: params.eid! })
        : notFound,
  },
  uploadBatchFiles: {
    reads: [],
    writes: ['files'],
    answer: async (call) => {
      const files = filesOf(call.body['files[]']);
      if (files.length === 0) return bodyFailure;
      const refused = attachmentsRefusal(files);
      if (refused === 'size') return { status: 413, example: 'fileTooLarge' };
      if (refused) return { ...bodyFailure, message: refused.type };
      const kept = await Promise.all(files.map((f) => keepFile(call as Call<never>, f)));
      return ok(
        'Files uploaded successfully',
        kept.flatMap((k) => (k ? [uploadedFile(k)] : [])),
      );
    },
  },
  deleteUploadedFile: {
    reads: [],
    writes: [],
    answer: ({ body }) => ok('File deleted successfully', { file_name: body.file_name }),
  },
  uploadDataFile: {
    reads: [],
    writes: ['files'],
    answer: async (call) => {
      const [file] = filesOf((call.body as unknown as Record<string, unknown>).file);
      const kept = file ? await keepFile(call as Call<never>, file) : undefined;
      if (!kept) return bodyFailure;
      return ok(said('uploadDataFile', 'dataFileUploaded'), uploadedFile(kept));
    },
  },
  verifyExhibitDocument: {
    reads: ['files', 'batches', 'organizationExhibits', 'freeTrialDocuments', 'organizations'],
    writes: ['verifications'],
    answer: async ({ world, body }) => {
      const form = body as unknown as Record<string, unknown>;
      const [file] = filesOf(form.coaFile);
      const url = text(form.url);
      if (!file && !url) return { ...bodyFailure, message: 'Please upload file first' };
      const known = await knownDocument(world, file, url);
      // A verification is what the verifier's dashboard counts.
      recordVerification(world, { url, fileName: file?.name, verified: known });
      return known
        ? ok(said('verifyExhibitDocument', 'documentVerified'), { isVerifyDocument: true })
        : ok(said('verifyExhibitDocument', 'documentNotVerified'), { isVerifyDocument: false });
    },
  },
  uploadProductsCsv: {
    reads: ['subscriptions'],
    writes: ['products'],
    answer: async (call) => {
      const form = call.body as unknown as Record<string, unknown>;
      const kind = kindOf(form.subscription, call.subscription);
      const [file] = filesOf(form['files[]']);
      if (!file || !kind) return { ...bodyFailure, message: CSV_MESSAGES.noFile };
      const decoded = decodeText(new Uint8Array(await file.arrayBuffer()));
      if (!decoded.ok) return { ...bodyFailure, message: CSV_MESSAGES.notText };
      const records = csvRecords(decoded.text);
      const problem = checkCsvRecords(records, csvColumns(kind));
      if (problem) return { ...bodyFailure, message: csvProblemMessage(problem) };
      const gate = refusedItem(call.world, call.world.organizationId, kind, 'products');
      if (gate) return refusal(gate);
      const refused = importedRows(call.world, records, kind);
      return ok(said('uploadProductsCsv', 'csvImported'), refused ? { csv: refused } : null);
    },
  },
};

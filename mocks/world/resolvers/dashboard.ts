import { said } from '../model/examples';
import { documentsAdded } from '../model/rules/dashboard';
import { byOrganization, tally, verificationsOf, verifierChart } from '../model/rules/dashboard-verifications';
import {
  describeFreeTrial,
  deleteFreeTrial,
  freeTrialPage,
  uploadFreeTrial,
} from '../model/rules/dashboard-free-trial';
import { bodyFailure, filesOf, notFound, type Resolvers } from './resolver';

/** The dashboards' figures and a publisher's free-trial documents (tag `dashboard`). Rules: docs/world/dashboard.md. */
export const resolvers: Resolvers = {
  getDocumentAddedCount: {
    reads: ['documentHashes'],
    writes: [],
    answer: ({ world, body }) => ({
      body: {
        status: '1',
        message: said('getDocumentAddedCount', 'documentAddedCount'),
        data: documentsAdded(world, body),
      },
    }),
  },
  getDocumentMetricsCount: {
    reads: ['verifications'],
    writes: [],
    answer: ({ world, body }) => {
      const rows = verificationsOf(world, body.organization_id, body.start_date, body.end_date);
      return { body: { status: '1', message: said('getDocumentMetricsCount', 'metricsCount'), data: tally(rows) } };
    },
  },
  getVerifierGraphData: {
    reads: ['verifications'],
    writes: [],
    answer: ({ world, body }) => {
      const rows = verificationsOf(world, world.organizationId, body.startDate, body.endDate);
      const data = verifierChart(rows, body.startDate, body.endDate);
      return { body: { status: '1', message: said('getVerifierGraphData', 'graphData'), data } };
    },
  },
  getSuccessFailDocumentData: {
    reads: ['verifications', 'organizations'],
    writes: [],
    answer: ({ world, body }) => {
      const rows = verificationsOf(world, world.organizationId, body.startDate, body.endDate);
      const data = byOrganization(world, rows, false);
      return { body: { status: '1', message: said('getSuccessFailDocumentData', 'successFailData'), data } };
    },
  },
  getUploadedDocumentData: {
    reads: ['verifications', 'organizations'],
    writes: [],
    answer: ({ world, body }) => {
      const rows = verificationsOf(world, body.organization_id, body.start_date, body.end_date);
      const data = byOrganization(world, rows, false);
      return { body: { status: '1', message: said('getUploadedDocumentData', 'uploadedDocumentData'), data } };
    },
  },
  getUploadedDocumentDataAi: {
    reads: ['verifications', 'organizations'],
    writes: [],
    answer: ({ world, body }) => {
      const rows = verificationsOf(world, body.organization_id, body.start_date, body.end_date);
      const data = byOrganization(world, rows, true);
      return { body: { status: '1', message: said('getUploadedDocumentDataAi', 'uploadedDocumentDataAi'), data } };
    },
  },
  listFreeTrialDocuments: {
    reads: ['freeTrialDocuments'],
    writes: [],
    answer: ({ world, query }) => ({
      body: {
        status: '1',
        message: 'Documents fetched successfully',
        data: freeTrialPage(world, query.get('offset'), query.get('limit')),
      },
    }),
  },
  uploadFreeTrialDocuments: {
    reads: [],
    writes: ['freeTrialDocuments', 'documentHashes'],
    answer: ({ world, body }) => {
      const sent = filesOf(body['files[]']);
      if (sent.length > 5) return { status: 400, example: 'tooManyFiles' };
      if (sent.length === 0) return bodyFailure;
      return { body: { status: '1', message: 'Documents uploaded successfully', data: uploadFreeTrial(world, sent) } };
    },
  },
  deleteFreeTrialDocument: {
    reads: [],
    writes: ['freeTrialDocuments'],
    answer: ({ world, params }) =>
      deleteFreeTrial(world, params.id)
        ? { body: { status: '1', message: 'Document deleted successfully', data: { id: params.id ?? '' } } }
        : notFound,
  },
  updateFreeTrialDocuments: {
    reads: ['organizations', 'locations', 'products', 'batches'],
    writes: ['freeTrialDocuments'],
    answer: ({ world, body }) => ({
      body: { status: '1', message: 'Documents updated successfully', data: describeFreeTrial(world, body) },
    }),
  },
};

import type {
  Audience,
  FreeTrialDocument,
  Offer,
  OfferResponse,
  SendSurveyInvitationResponse,
  SurveyQuestion,
} from '@/api/generated/portal/model';
import { found, patiently, madeSince, text, same, filesOf, type ReadBack } from './read-back-rules';

/** Consumer insight and the publisher's free trial: survey questions, offers, invitations, documents. */
export const insightReadBacks: Readonly<Record<string, ReadBack>> = {
  async createSurveyQuestions(sent) {
    const { listSurveyQuestions } = await import('@/api/generated/portal/hooks/survey/survey');
    const productId = text(sent.body.integrant_type_id);
    const answer = await patiently(() => listSurveyQuestions({ integrant_type_id: productId }));
    const wanted = Array.isArray(sent.body.questions) ? (sent.body.questions as Record<string, unknown>[]) : [];
    const made = wanted.flatMap((q) => {
      const found = answer.data.find(
        (s: SurveyQuestion) =>
          s.question === text(q.question) && s.input_type === q.input_type && madeSince(s.created_on, sent),
      );
      return found ? [found] : [];
    });
    if (made.length === 0) return { applied: false };
    return made.length === wanted.length ? { applied: true, answer: { status: '1', data: made } } : undefined;
  },

  // A product's one offer (with an id the save is an edit, repeatable). Offers carry no creation date: the same text
  // is the same offer.
  async saveOffer(sent) {
    if (text(sent.body.id)) return undefined;
    const { listOffers } = await import('@/api/generated/portal/hooks/survey/survey');
    const answer = await patiently(() => listOffers({ integrant_type_id: text(sent.body.integrant_type_id) }));
    const made = answer.data.find((o: Offer) => same(o.offer, sent.body.offer));
    return made ? found<OfferResponse>({ status: '1', data: made }) : { applied: false };
  },

  // A send is an audience of the product with the filters sent; sending again would invite the consumers twice.
  async sendSurveyInvitation(sent) {
    const { listAudiences } = await import('@/api/generated/portal/hooks/survey/survey');
    const answer = await patiently(() => listAudiences({ integrant_type_id: text(sent.body.integrant_type_id) }));
    const made = answer.data.find(
      (a: Audience) => sameFilters(a.query, sent.body.query) && madeSince(a.created_on, sent),
    );
    if (!made) return { applied: false };
    const data = { survey_invitation_id: made.id, invited_user_count: made.invited_user_count };
    return found<SendSurveyInvitationResponse>({ status: '1', data });
  },

  async uploadFreeTrialDocuments(sent) {
    const { listFreeTrialDocuments } = await import('@/api/generated/portal/hooks/dashboard/dashboard');
    const files = filesOf(sent.body['files[]']);
    if (files.length === 0) return undefined;
    const answer = await patiently(() => listFreeTrialDocuments({ limit: 50, offset: 0 }));
    const made = files.flatMap((file) => {
      const found = answer.data.rows.find(
        (d: FreeTrialDocument) =>
          d.file_name === file.name && (d.file_size ?? file.size) === file.size && madeSince(d.created_on, sent),
      );
      return found ? [found] : [];
    });
    if (made.length === 0) return { applied: false };
    return made.length === files.length ? { applied: true, answer: { status: '1', data: made } } : undefined;
  },
};

/** The same audience filters: each one chosen alike, a filter not chosen being Any. */
function sameFilters(kept: unknown, sent: unknown): boolean {
  const [a, b] = [filters(kept), filters(sent)];
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((k) => text(a[k]) === text(b[k]));
}

function filters(query: unknown): Record<string, unknown> {
  return query && typeof query === 'object' ? (query as Record<string, unknown>) : {};
}

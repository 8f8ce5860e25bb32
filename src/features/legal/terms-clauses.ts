/**
 * The terms of service, topic by topic, each with its plain-language summary. The spec gives the topics and the
 * payment figures, not the full clause wording: the clause texts here are short statements of each topic.
 */
export interface TermsClause {
  readonly id: string;
  readonly title: string;
  readonly clause: string;
  readonly summary: string;
}

export const TERMS_CLAUSES: readonly TermsClause[] = [
  {
    id: 'payment',
    title: 'Payment',
    clause:
      'Invoices are due within 30 days of the invoice date. Amounts not paid when due bear late interest of 1.5% per month, or the highest rate the law allows if lower.',
    summary: 'Pay each invoice within 30 days; late amounts cost 1.5% interest per month.',
  },
  {
    id: 'data-ownership',
    title: 'Data ownership',
    clause: 'Customer keeps all rights in the data and documents it submits to the service.',
    summary: 'Your data stays yours.',
  },
  {
    id: 'content-license',
    title: 'Content license',
    clause:
      'Customer grants the provider a limited license to host, process and display its content only to provide the service.',
    summary: 'We use your content only to run the service for you.',
  },
  {
    id: 'confidentiality',
    title: 'Confidentiality',
    clause: "Each party keeps the other party's confidential information secret and uses it only under this agreement.",
    summary: 'Both sides keep each other’s confidential information private.',
  },
  {
    id: 'feedback',
    title: 'Feedback',
    clause: 'The provider may use any suggestion or feedback Customer gives, without obligation.',
    summary: 'If you send us ideas, we may use them.',
  },
  {
    id: 'beta-features',
    title: 'Beta features',
    clause:
      'Features marked beta are offered as they are, may change or end at any time, and carry no service commitment.',
    summary: 'Beta features may change or disappear.',
  },
  {
    id: 'warranty-disclaimer',
    title: 'Warranty disclaimer',
    clause: 'Except as expressly stated, the service is provided "as is" without warranties of any kind.',
    summary: 'We make no promises beyond what this agreement says.',
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    clause: 'Each party defends the other against third-party claims arising from its own breach or its own content.',
    summary: 'Each side covers claims caused by its own actions.',
  },
  {
    id: 'liability-limit',
    title: 'Limitation of liability',
    clause:
      "Each party's total liability is limited to the fees paid in the twelve months before the claim; indirect damages are excluded.",
    summary: 'Damages are capped and indirect losses are excluded.',
  },
  {
    id: 'termination',
    title: 'Termination',
    clause: "Either party may end the agreement on 30 days' written notice.",
    summary: "Either side can end the agreement with 30 days' written notice.",
  },
  {
    id: 'publicity',
    title: 'Publicity',
    clause:
      "The provider may name Customer as a customer, using Customer's name and logo, unless Customer objects in writing.",
    summary: 'We may list you as a customer unless you tell us not to.',
  },
  {
    id: 'notices',
    title: 'Notices',
    clause: 'Notices are given in writing to the addresses the parties provide and take effect on receipt.',
    summary: 'Formal notices are sent in writing.',
  },
  {
    id: 'export-controls',
    title: 'Export controls',
    clause: 'Customer complies with the export control and sanctions laws that apply to its use of the service.',
    summary: 'Follow export and sanctions laws when using the service.',
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    clause: 'The laws of the State of Arizona govern this agreement.',
    summary: 'Arizona law applies.',
  },
  {
    id: 'third-party-vendors',
    title: 'Third-party vendor terms',
    clause: "Services of third-party vendors used through the portal are subject to those vendors' own terms.",
    summary: 'Third-party services come with their own terms.',
  },
];

/** A call named in one of the three specification documents, written down from its section 7. */
export interface DocumentedCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full path in openapi/ (path parameters in braces). */
  readonly path: string;
  /** How the document writes the call, so a reader can find it there. */
  readonly source: string;
}

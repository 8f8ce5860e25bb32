/** A call named in one of the three specification documents, written down from its section 7. */
export interface DocumentedCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full path in openapi/ (path parameters in braces), in the service's own document. */
  readonly path: string;
  /**
   * A call to an outside service: the name of its document in openapi/third-party/ (`label-database`
   * for openapi/third-party/label-database.yaml). Without it the call is one of openapi/portal.yaml.
   */
  readonly service?: 'breached-password' | 'geocoding' | 'label-database' | 'sso-userinfo' | 'video-upload';
  /** How the document writes the call, so a reader can find it there. */
  readonly source: string;
}

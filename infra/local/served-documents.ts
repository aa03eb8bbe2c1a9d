/** A read-only document a local API answers GET with, beside the operations. */
export interface ServedDocument {
  contentType: string;
  /** Called on each request, so that a document is only built or read when someone asks for it. */
  body: () => string;
}

export const jsonDocument = (value: unknown): ServedDocument => ({
  contentType: 'application/json',
  body: () => JSON.stringify(value),
});

/**
 * Multipart bodies, built the way the backend reads them (orval's form-data mutator): files as
 * file parts (an array becomes one part per file, as `files[]`), JSON-typed values as text,
 * everything else as its string. Undefined and null fields are left out.
 */
export function toFormData<Body>(body: Body): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(key, item);
      else if (typeof item === 'object') form.append(key, JSON.stringify(item));
      else form.append(key, String(item));
    }
  }
  return form;
}

/**
 * A file for a multipart field: the generated types call a file part a string (orval reads
 * `contentMediaType` as text), while `toFormData` sends a Blob as a file part.
 */
export function filePart(file: Blob): string {
  return file as unknown as string;
}

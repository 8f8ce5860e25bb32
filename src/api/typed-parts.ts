import { readHead } from '@/lib/file-rules';
import { mediaTypeOf, sniffFileKind } from '@/lib/input/file-type';

/**
 * The form with each file part typed by its first bytes (src/lib/input/file-type.ts): a CSV saved by Excel goes as
 * `text/csv`, not `application/vnd.ms-excel`; a file the browser has no type for goes as what it is; so a backend that
 * checks the declared type against the bytes (docs/security.md, "Uploaded files") gets the one it expects. A form
 * whose files are all typed right goes as it is.
 */
export async function typedByContent(form: FormData): Promise<FormData> {
  const entries = [...form.entries()];
  const types = await Promise.all(
    entries.map(([, value]) =>
      typeof value === 'string' ? null : readHead(value).then((head) => mediaTypeOf(sniffFileKind(head), value.name)),
    ),
  );
  // Every file already typed by what it holds: the form as it is.
  if (entries.every(([, value], i) => typeof value === 'string' || types[i] === value.type)) return form;
  const typed = new FormData();
  entries.forEach(([name, value], i) => {
    const type = types[i];
    if (typeof value === 'string' || !type) typed.append(name, value);
    else typed.append(name, type === value.type ? value : new File([value], value.name, { type }), value.name);
  });
  return typed;
}

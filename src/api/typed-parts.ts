import { readHead } from '@/lib/file-rules';
import { mediaTypeOf, sniffFileKind } from '@/lib/input/file-type';

/**
 * The form with each file part typed by its first bytes (src/lib/input/file-type.ts): a CSV saved by Excel goes as
 * `text/csv`, not `application/vnd.ms-excel`; a file the browser has no type for goes as what it is. A backend that
 * refuses a file whose declared type is not exactly one it lists, or does not match its bytes (the mock world does),
 * gets what it expects; what it serves is then typed by content too. Text parts and a form without files go as they
 * are.
 */
export async function typedByContent(form: FormData): Promise<FormData> {
  const entries = [...form.entries()];
  if (!entries.some(([, value]) => typeof value !== 'string')) return form;
  const typed = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') typed.append(name, value);
    else {
      const type = mediaTypeOf(sniffFileKind(await readHead(value)), value.name);
      typed.append(name, type === value.type ? value : new File([value], value.name, { type }), value.name);
    }
  }
  return typed;
}

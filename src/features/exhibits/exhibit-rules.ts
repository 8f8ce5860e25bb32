import type { OrganizationExhibit } from '@/api/generated/portal/model';
import { cleanText, isBlank } from '@/lib/input/text';
import { dateFieldError, parseDate } from '@/lib/input/dates';

/** The organization attachments' words (spec 2, sections 2, 5 and 8). */
export const EXHIBIT_MESSAGES = {
  title: 'Please enter a Title',
  effectiveDate: 'Please select Effective Date',
  file: 'Please select attachment file',
  confirmDelete: 'Are you sure you want to delete this attachment?',
  empty:
    'No proof certificates found for your organization. Verify your organization and increase trust with your customers.',
  /** Not in the spec: the toasts after a save and a delete. */
  created: 'Attachment added successfully',
  updated: 'Attachment updated successfully',
  deleted: 'Attachment deleted successfully',
} as const;

/** The list loads 20 at a time (section 9). */
export const EXHIBIT_PAGE_SIZE = 20;

export interface ExhibitValues {
  readonly title: string;
  /** The date input's value, YYYY-MM-DD ('' when none). */
  readonly effectiveDate: string;
  readonly description: string;
  readonly locationIds: readonly string[];
  readonly file: File | null;
}

export const emptyExhibitValues = (): ExhibitValues => ({
  title: '',
  effectiveDate: '',
  description: '',
  locationIds: [],
  file: null,
});

/** A saved attachment as form values (its file stays on the server until another is chosen). */
export function exhibitValues(exhibit: OrganizationExhibit): ExhibitValues {
  return {
    title: exhibit.title,
    effectiveDate: exhibit.effective_date.slice(0, 10),
    description: exhibit.description ?? '',
    locationIds: (exhibit.exhibit_locations ?? []).map((l) => l.location_id),
    file: null,
  };
}

/** What is missing, by field; the file is optional when the attachment already has one (edit). */
export function exhibitErrors(
  values: ExhibitValues,
  hasSavedFile: boolean,
): Partial<Record<keyof ExhibitValues, string>> {
  const errors: Partial<Record<keyof ExhibitValues, string>> = {};
  if (isBlank(values.title)) errors.title = EXHIBIT_MESSAGES.title;
  const date = dateFieldError(values.effectiveDate, { required: EXHIBIT_MESSAGES.effectiveDate });
  if (date) errors.effectiveDate = date;
  if (!values.file && !hasSavedFile) errors.file = EXHIBIT_MESSAGES.file;
  return errors;
}

/** The multipart fields (the file part added by the caller): the date (00yy read as 20yy) at midnight UTC, locations as JSON text. */
export function exhibitFields(values: ExhibitValues) {
  return {
    title: cleanText(values.title),
    description: cleanText(values.description),
    effective_date: `${parseDate(values.effectiveDate) ?? values.effectiveDate}T00:00:00.000Z`,
    exhibit_locations: JSON.stringify(values.locationIds.map((location_id) => ({ location_id }))),
  };
}

/** The effective date as the list shows it: MM/DD/YYYY, read in UTC (a date, not a moment). */
export function effectiveDateLabel(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return year && month && day ? `${month}/${day}/${year}` : '';
}

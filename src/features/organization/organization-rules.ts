import { filePart } from '@/api/form-data';
import type { EditOrganizationForm, Organization } from '@/api/generated/portal/model';
import type { FileRule } from '@/lib/file-rules';
import { cleanText, domainFromInput, isBlank } from '@/lib/input/text';

/** The organization page's words (sections 5 and 8 of the first document). */
export const ORGANIZATION_MESSAGES = {
  saved: 'Your Organization details has been successfully updated.',
  imageType: 'Only pdf, png, jpeg and jpg files are allowed.',
  bgHint: '1800px by 250px',
  verified: 'Verified',
  confirmRecord: 'I have added this TXT record to the DNS of my domain.',
} as const;

/** Section 9: organization logo and image types. */
export const ORGANIZATION_IMAGE_RULE: FileRule = {
  extensions: ['pdf', 'png', 'jpeg', 'jpg'],
  typeMessage: ORGANIZATION_MESSAGES.imageType,
};

export interface OrganizationValues {
  name: string;
  tag_line: string;
  description: string;
  bg_color: string;
  domain_name: string;
  hide_org: boolean;
}

export function organizationValues(org: Organization): OrganizationValues {
  return {
    name: org.name,
    tag_line: org.tag_line ?? '',
    description: org.description ?? '',
    bg_color: org.bg_color ?? '',
    domain_name: org.domain_name ?? '',
    hide_org: org.hide_org ?? false,
  };
}

/** Save needs a name and a domain name (neither only white space or invisible characters). */
export function canSaveOrganization(v: Pick<OrganizationValues, 'name' | 'domain_name'>): boolean {
  return !isBlank(v.name) && domainFromInput(v.domain_name) !== '';
}

/** Which images the save carries: both, logo or bgimage ('logo', with no file, when neither changed). */
export function imageType(logo: File | null, bgImage: File | null): EditOrganizationForm['type'] {
  if (logo && bgImage) return 'both';
  return bgImage ? 'bgimage' : 'logo';
}

/**
 * The form data of integrant/edit-organization-info, to the letter of section 7: bg_color is the text
 * 'null' when empty, type says which files fileName carries (logo first), domain_name only when changed.
 */
export function editOrganizationBody(input: {
  values: OrganizationValues;
  saved: Organization;
  logo: File | null;
  bgImage: File | null;
  individualId: string;
}): EditOrganizationForm {
  const { values, saved, logo, bgImage, individualId } = input;
  const files = [logo, bgImage].filter((f): f is File => f !== null).map(filePart);
  const domain = domainFromInput(values.domain_name);
  return {
    organization_id: saved.id,
    name: cleanText(values.name),
    description: cleanText(values.description),
    tag_line: cleanText(values.tag_line),
    bg_color: cleanText(values.bg_color) || 'null',
    hide_org: values.hide_org ? 'true' : 'false',
    created_by: individualId,
    updated_by: individualId,
    type: imageType(logo, bgImage),
    ...(files.length === 1 ? { fileName: files[0] } : files.length === 2 ? { fileName: files } : {}),
    ...(domain !== (saved.domain_name ?? '') ? { domain_name: domain } : {}),
  };
}

/** The DNS TXT record step shows once a domain is saved and not verified. */
export function needsDomainVerification(org: Pick<Organization, 'domain_name' | 'is_valid_domain_name'>): boolean {
  return Boolean(org.domain_name) && !org.is_valid_domain_name;
}

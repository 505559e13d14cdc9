/** A title as a file name part: lower-case letters and digits joined by dashes, at most 60 characters, 'test' when none is left. */
export function fileNameSlug(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  return slug || 'test';
}

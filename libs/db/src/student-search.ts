/**
 * The students' "contains" search, one rule for every list that finds students (the students page,
 * the group picker). The expression is the one the trigram index users_student_search is built on
 * (migration StudentSearch1764300000000), word for word, so the index serves it; `u` is the users row.
 */
export const STUDENT_SEARCH_TEXT = `lower(u.first_name || ' ' || u.last_name || ' ' || u.login_id || ' ' || coalesce(u.email, ''))`;

/** The LIKE pattern for "contains" in STUDENT_SEARCH_TEXT: the user's %, _ and \ are matched literally. */
export function studentSearchPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

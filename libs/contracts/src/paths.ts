/** The API base every HTTP path lives under. */
export const API_BASE = '/api';

/** Fills ':name' segments of a path template: pathTo('/x/:id', { id: '7' }) is '/x/7'. */
export function pathTo(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

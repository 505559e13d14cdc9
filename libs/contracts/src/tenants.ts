import { z } from 'zod';
import { IdParamSchema, loginIdField, nameField, newPasswordField } from './fields';
import { Texts } from './texts';
import { storableText } from './storable-text';
import { PDF_STORAGE_QUOTA_MAX_BYTES, PDF_STORAGE_QUOTA_MIN_BYTES, PdfTexts } from './pdf-documents';
import { AdminPaths, AdminTenantsResponseSchema } from './admin';
import { OkSchema } from './envelope';
import { defineRoute, JSON_BODY } from './routes/define-route';

export const TenantPaths = {
  list: '/developer/tenants',
  checkId: '/developer/tenants/check-id',
  one: '/developer/tenants/:id',
} as const;

export const CreateTenantRequestSchema = z.object({
  tenant_name: nameField(Texts.tenantNameRequired),
  tenant_id: loginIdField(Texts.tenantIdRequired),
  tenant_password: newPasswordField(Texts.tenantPasswordRequired),
});
export type CreateTenantRequest = z.infer<typeof CreateTenantRequestSchema>;

/** Partial edit: blank fields mean "leave as it is"; at least one field must change. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
export const UpdateTenantRequestSchema = z
  .object({
    tenant_name: z.preprocess(blankToUndefined, nameField(Texts.tenantNameRequired).optional()),
    tenant_id: z.preprocess(blankToUndefined, loginIdField(Texts.tenantIdRequired).optional()),
    tenant_password: z.preprocess(blankToUndefined, newPasswordField().optional()),
    /** The centre's PDF storage quota in bytes (PDF_STORAGE_QUOTA_DEFAULT_BYTES until set). */
    pdf_storage_quota_bytes: z
      .number({ error: PdfTexts.quotaRange })
      .int({ error: PdfTexts.quotaRange })
      .min(PDF_STORAGE_QUOTA_MIN_BYTES, { error: PdfTexts.quotaRange })
      .max(PDF_STORAGE_QUOTA_MAX_BYTES, { error: PdfTexts.quotaRange })
      .optional(),
  })
  .refine((b) => Object.values(b).some((value) => value !== undefined), { message: Texts.noChangesToSave });
export type UpdateTenantRequest = z.infer<typeof UpdateTenantRequestSchema>;

export const CheckTenantIdQuerySchema = z.object({ tenant_id: z.string().trim().default('') });
export const CheckTenantIdResponseSchema = z.object({ success: z.literal(true), available: z.boolean() });
export type CheckTenantIdResponse = z.infer<typeof CheckTenantIdResponseSchema>;

export const TenantSummarySchema = z.object({
  id: storableText(),
  tenant_name: storableText(),
  /** The login id of the tenant's admin. */
  tenant_id: storableText(),
  tenant_login_id: storableText(),
  test_count: z.number().int(),
  student_count: z.number().int(),
  /** Exam parts the tenant has uploaded (any processing status). */
  exam_part_count: z.number().int(),
  /** The tenant's candidates sitting a test now (attempts in progress whose time has not run out). */
  sittings_in_progress: z.number().int(),
  /** Bytes the centre's stored PDFs take, and its quota (the default until a developer sets one). */
  pdf_storage_used_bytes: z.number().int().nonnegative(),
  pdf_storage_quota_bytes: z.number().int().positive(),
  tenant_created_datetime: storableText(),
});
export type TenantSummary = z.infer<typeof TenantSummarySchema>;

export const TenantListResponseSchema = z.object({ success: z.literal(true), tenants: z.array(TenantSummarySchema) });
export type TenantListResponse = z.infer<typeof TenantListResponseSchema>;

export const TenantResponseSchema = z.object({ success: z.literal(true), tenant: TenantSummarySchema });
export type TenantResponse = z.infer<typeof TenantResponseSchema>;

/** What a tenant's test is: assembled to sit, or a template to assemble from. */
export const TenantTestTypes = ['assembled', 'template'] as const;
export type TenantTestType = (typeof TenantTestTypes)[number];

export const TenantDetailResponseSchema = z.object({
  success: z.literal(true),
  tenant: TenantSummarySchema,
  stats: z.object({
    total_tests: z.number().int(),
    total_students: z.number().int(),
    total_exams: z.number().int(),
    total_groups: z.number().int(),
  }),
  students: z.array(
    z.object({ id: storableText(), first_name: storableText(), last_name: storableText(), candidate_id: storableText() }),
  ),
  tests: z.array(z.object({ id: storableText(), title: storableText(), test_type: z.enum(TenantTestTypes) })),
  groups: z.array(z.object({ id: storableText(), name: storableText(), member_count: z.number().int() })),
  /** The tenant's uploaded exam parts. */
  exams: z.array(
    z.object({ id: storableText(), title: storableText(), section: storableText(), processing_status: storableText() }),
  ),
});
export type TenantDetailResponse = z.infer<typeof TenantDetailResponseSchema>;

const developer = ['developer'] as const;

/** The developer's tenants, and the admin's view of their own. */
export const TenantRoutes = {
  list: defineRoute({
    method: 'get',
    path: TenantPaths.list,
    tag: 'tenants',
    summary: 'Every tenant',
    access: developer,
    response: TenantListResponseSchema,
  }),
  checkId: defineRoute({
    method: 'get',
    path: TenantPaths.checkId,
    tag: 'tenants',
    summary: "Whether a tenant admin's login id is free",
    access: developer,
    query: CheckTenantIdQuerySchema,
    response: CheckTenantIdResponseSchema,
  }),
  create: defineRoute({
    method: 'post',
    path: TenantPaths.list,
    tag: 'tenants',
    summary: 'Creates a tenant and its admin',
    access: developer,
    body: { schema: CreateTenantRequestSchema, contentTypes: JSON_BODY },
    response: TenantResponseSchema,
  }),
  detail: defineRoute({
    method: 'get',
    path: TenantPaths.one,
    tag: 'tenants',
    summary: 'A tenant with its students, tests, groups and exam parts',
    access: developer,
    params: IdParamSchema,
    response: TenantDetailResponseSchema,
  }),
  update: defineRoute({
    method: 'put',
    path: TenantPaths.one,
    tag: 'tenants',
    summary: 'Edits a tenant (blank fields stay as they are), its PDF storage quota included',
    access: developer,
    params: IdParamSchema,
    body: { schema: UpdateTenantRequestSchema, contentTypes: JSON_BODY },
    response: TenantResponseSchema,
  }),
  remove: defineRoute({
    method: 'delete',
    path: TenantPaths.one,
    tag: 'tenants',
    summary: 'Deletes a tenant and everything it owns',
    access: developer,
    params: IdParamSchema,
    response: OkSchema,
  }),
  own: defineRoute({
    method: 'get',
    path: AdminPaths.tenants,
    tag: 'people',
    summary: "The admin's own tenant",
    access: ['admin'],
    capability: 'console',
    response: AdminTenantsResponseSchema,
  }),
};

import { z } from 'zod';
import { OkSchema } from './envelope';
import { loginIdField, nameField } from './fields';
import { StaffRoleSchema } from './roles';
import { defineRoute, JSON_BODY } from './routes/define-route';
import { storableText } from './storable-text';
import { Texts } from './texts';
import { emailField } from './students';

export const StaffPaths = {
  list: '/admin/staff',
  one: '/admin/staff/:id',
  /** Issues a new password (answered once) and signs the member out everywhere. */
  password: '/admin/staff/:id/password',
} as const;

export const StaffLimits = {
  /** A member of staff's issued password is longer than a candidate's: it opens the centre's console. */
  issuedPasswordLength: 12,
  /** Assignments one invigilator may be given at a time. */
  maxInvigilatedAssignments: 200,
} as const;

export const StaffTexts = {
  title: 'Staff',
  subtitle: "The centre's team: who signs in to this console and what each may do",
  addStaff: 'Add staff member',
  editStaff: 'Edit staff member',
  noStaff: 'No staff yet. Add the people who invigilate, mark or run the centre with you.',
  owner: 'Owner',
  rolesRequired: 'Choose at least one role',
  allRequired: 'All required fields must be filled.',
  loginIdExists: 'Login ID or email already exists',
  notFound: 'Staff member not found',
  hasMarked: 'This staff member has marked scripts, so their marks would be lost. Suspend them instead.',
  created: 'Staff member added',
  updated: 'Staff member updated',
  deleted: 'Staff member deleted',
  suspended: 'Staff member suspended',
  activated: 'Staff member activated',
  issuedPassword: 'Their password (shown once: give it to them now)',
  invigilates: 'Invigilates',
  everyAssignment: 'Every assignment',
  noAssignmentsGiven: 'No assignment given yet',
  deleteConfirm: 'Delete {name}? They can no longer sign in. Their entries in the activity log stay.',
  failedToLoad: 'Failed to load staff',
  failedToSave: 'Failed to save the staff member',
  signsInHere: '{name} signs in on the usual login page.',
  loginId: 'Login ID',
  copy: 'Copy',
  done: 'Done',
  resetPassword: 'Reset password',
  resetPasswordTitle: 'Reset the password of {name}?',
  resetPasswordConfirm:
    'They get a new password, shown once here, and are signed out everywhere at once. Their old password stops working.',
  passwordReset: 'New password issued',
  failedToResetPassword: 'Failed to reset the password',
  cancel: 'Cancel',
  columns: { name: 'Name', loginId: 'Login ID', roles: 'Roles', status: 'Status', lastLogin: 'Last login', actions: 'Actions' },
  never: 'Never',
  closedAssignment: 'A closed assignment',
  edit: 'Edit',
  suspend: 'Suspend',
  activate: 'Activate',
  delete: 'Delete',
  deleteTitle: 'Delete staff member',
} as const;

export const StaffMemberSchema = z.object({
  id: storableText(),
  login_id: storableText(),
  first_name: storableText(),
  last_name: storableText(),
  email: storableText().nullable(),
  roles: z.array(StaffRoleSchema),
  /** The assignments an invigilator is given (an administrator invigilates every one). */
  assignment_ids: z.array(storableText()),
  is_active: z.boolean(),
  created_at: storableText(),
  last_login: storableText().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

const rolesField = () =>
  z
    .array(StaffRoleSchema, { error: StaffTexts.rolesRequired })
    .min(1, StaffTexts.rolesRequired)
    .transform((roles) => [...new Set(roles)]);

const assignmentIdsField = () =>
  z
    .array(z.uuid())
    .max(StaffLimits.maxInvigilatedAssignments)
    .transform((ids) => [...new Set(ids)]);

/** POST /admin/staff: the server issues the password and answers with it once. */
export const CreateStaffRequestSchema = z.object({
  first_name: nameField(StaffTexts.allRequired),
  last_name: nameField(StaffTexts.allRequired),
  login_id: loginIdField(StaffTexts.allRequired),
  email: emailField(),
  roles: rolesField(),
  assignment_ids: assignmentIdsField().optional(),
});
export type CreateStaffRequest = z.input<typeof CreateStaffRequestSchema>;
export type CreateStaffBody = z.output<typeof CreateStaffRequestSchema>;

export const CreateStaffResponseSchema = z.object({
  success: z.literal(true),
  staff: StaffMemberSchema,
  /** The issued password: in this answer only. */
  password: storableText(),
});
export type CreateStaffResponse = z.infer<typeof CreateStaffResponseSchema>;

/** PUT /admin/staff/:id: any of the fields; suspending (is_active false) ends their sessions and sockets. */
export const UpdateStaffRequestSchema = z
  .object({
    first_name: nameField(StaffTexts.allRequired).optional(),
    last_name: nameField(StaffTexts.allRequired).optional(),
    login_id: loginIdField(StaffTexts.allRequired).optional(),
    email: emailField(),
    roles: rolesField().optional(),
    assignment_ids: assignmentIdsField().optional(),
    is_active: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: Texts.noChangesToSave });
export type UpdateStaffRequest = z.input<typeof UpdateStaffRequestSchema>;
export type UpdateStaffBody = z.output<typeof UpdateStaffRequestSchema>;

export const StaffListResponseSchema = z.object({ success: z.literal(true), staff: z.array(StaffMemberSchema) });
export type StaffListResponse = z.infer<typeof StaffListResponseSchema>;
export const StaffResponseSchema = z.object({ success: z.literal(true), staff: StaffMemberSchema });

const admin = ['admin'] as const;

/** The centre's staff, managed by its owner and administrators. The owner is no staff row: never listed, never changed here. */
export const StaffPasswordResponseSchema = z.object({
  success: z.literal(true),
  /** The new issued password: in this answer only. */
  password: storableText(),
});

export const StaffRoutes = {
  list: defineRoute({
    method: 'get',
    path: StaffPaths.list,
    tag: 'people',
    summary: "The centre's staff with their roles and the assignments invigilators are given",
    access: admin,
    capability: 'staff',
    response: StaffListResponseSchema,
  }),
  create: defineRoute({
    method: 'post',
    path: StaffPaths.list,
    tag: 'people',
    summary: 'Adds a member of staff; answers with their issued password once (409 when the login id or e-mail is taken)',
    access: admin,
    capability: 'staff',
    body: { schema: CreateStaffRequestSchema, contentTypes: JSON_BODY },
    response: CreateStaffResponseSchema,
  }),
  update: defineRoute({
    method: 'put',
    path: StaffPaths.one,
    tag: 'people',
    summary: 'Changes a member of staff: names, login id, e-mail, roles, assignments, or suspends them',
    access: admin,
    capability: 'staff',
    body: { schema: UpdateStaffRequestSchema, contentTypes: JSON_BODY },
    response: StaffResponseSchema,
  }),
  remove: defineRoute({
    method: 'delete',
    path: StaffPaths.one,
    tag: 'people',
    summary: 'Deletes a member of staff and ends their sessions (409 when they have marked scripts: suspend them)',
    access: admin,
    capability: 'staff',
    response: OkSchema,
  }),
  resetPassword: defineRoute({
    method: 'post',
    path: StaffPaths.password,
    status: 200,
    tag: 'people',
    summary: 'Issues a member of staff a new password (answered once) and ends their sessions and sockets',
    access: admin,
    capability: 'staff',
    response: StaffPasswordResponseSchema,
  }),
};

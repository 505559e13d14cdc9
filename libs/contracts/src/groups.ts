import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, GROUP_SIZE_LIMIT_MIN, GROUP_STUDENTS_LOAD_SIZE, GROUPS_PAGE_SIZE, NAME_MAX_LENGTH } from './limits';
import { storableText } from './storable-text';
import { AdminGroupsResponseSchema, AdminPaths, GroupSummarySchema } from './admin';
import { OkSchema } from './envelope';
import { defineRoute, JSON_BODY } from './routes/define-route';

/** The groups calls of the admin console. */
export const GroupPaths = {
  list: '/groups',
  one: '/groups/:id',
  members: '/groups/:groupId/members',
  member: '/groups/:groupId/members/:userId',
  /** The tests the group is given now (its active assignments): what a member leaves on removal. */
  assignments: '/groups/:groupId/assignments',
  availableStudents: '/groups/available-students',
} as const;

/** The groups page's texts. {n}, {limit} are numbers. */
export const GroupTexts = {
  title: 'Groups',
  subtitle: 'Create groups of students and manage who is in each one',
  newGroup: 'New Group',
  searchGroups: 'Search groups...',
  members: '{n} members',
  sizeLimitSuffix: ' / {limit}',
  noMembers: 'No members',
  addStudents: 'Add students',
  emptyGroups: 'No groups yet. Create your first group.',
  noGroupsMatch: 'No groups match your search',
  confirmRemoveGroup: 'Remove this group?',
  createGroupTitle: 'Create Group',
  editGroupTitle: 'Edit Group',
  groupName: 'Group name',
  sizeLimit: 'Size limit',
  sizeLimitHint: 'Optional: the most students the group may hold',
  cancel: 'Cancel',
  create: 'Create',
  save: 'Save',
  creating: 'Creating...',
  saving: 'Saving...',
  addStudentsTitle: 'Add students to {name}',
  searchStudents: 'Search students...',
  noAvailableStudents: 'No available students',
  done: 'Done',
  /** {group} is the group the student is in now: adding them moves them. */
  inGroup: 'In {group}',
  groupExists: 'Group with this name already exists for this tenant',
  failedToSaveGroup: 'Failed to save group',
  failedToDeleteGroup: 'Failed to delete group',
  failedToFetchGroups: 'Failed to fetch groups',
  failedToFetchAvailableStudents: 'Failed to fetch available students',
  failedToAddStudent: 'Failed to add the student to the group',
  failedToRemoveStudent: 'Failed to remove the student from the group',
  removeMemberTitle: 'Remove from group',
  /** {name} is the student's name, {group} the group's. */
  confirmRemoveMember: 'Remove {name} from {group}?',
  /** Heads the list of the group's assignments the student leaves. */
  memberLeavesAssignments: 'They will no longer have these tests, given to the group:',
  memberLeavesNoAssignments: 'The group has no tests assigned now, so they leave none.',
  checkingGroupAssignments: 'Checking the tests given to the group…',
  failedToFetchGroupAssignments: 'Could not read the tests given to the group',
  remove: 'Remove',
  /** {name} is the student's name, {group} the group's. */
  memberRemoved: '{name} removed from {group}',
  groupNameRequired: 'Group name is required',
  sizeLimitMin: 'Size limit must be at least 1',
  /** {limit} is the group's size limit. */
  groupFull: 'This group is full: its size limit is {limit}',
  /** {n} is the number of members the group has now. */
  sizeLimitBelowMembers: 'The size limit cannot be below the {n} students already in the group',
  groupNotFound: 'Group not found',
  studentNotFound: 'Student not found',
  groupCreated: 'Group created',
  groupUpdated: 'Group updated',
  groupDeleted: 'Group deleted',
  removeMember: 'Remove {name} from the group',
  addStudent: 'Add {name}',
  editGroup: 'Edit {name}',
  deleteGroup: 'Delete {name}',
} as const;

const intParam = (fallback: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .default(fallback)
    .transform((n) => Math.min(n, max));

/** page and pageSize of a paged list: page from 1, pageSize capped at ADMIN_MAX_PAGE_SIZE. */
export const pageQuery = (defaultSize: number) =>
  z.object({ page: intParam(1, Number.MAX_SAFE_INTEGER), pageSize: intParam(defaultSize, ADMIN_MAX_PAGE_SIZE) });

export const GroupsQuerySchema = pageQuery(GROUPS_PAGE_SIZE);
export type GroupsQuery = z.infer<typeof GroupsQuerySchema>;
/** GET /admin/groups pages only when asked to (without page/pageSize it answers every group). */
export const AdminGroupsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).optional(),
});

const sizeLimitField = z
  .union([z.number(), z.null(), z.literal('')])
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v))
  .pipe(
    z
      .number({ error: GroupTexts.sizeLimitMin })
      .int(GroupTexts.sizeLimitMin)
      .min(GROUP_SIZE_LIMIT_MIN, GroupTexts.sizeLimitMin)
      .max(100_000)
      .nullable(),
  );

/** POST /groups and PUT /groups/:id: a blank or missing size_limit means no limit. */
export const GroupRequestSchema = z.object({
  name: storableText({ error: GroupTexts.groupNameRequired })
    .trim()
    .min(1, GroupTexts.groupNameRequired)
    .max(NAME_MAX_LENGTH, `Must be at most ${NAME_MAX_LENGTH} characters`),
  size_limit: sizeLimitField,
});
export type GroupRequest = z.input<typeof GroupRequestSchema>;
export type GroupInput = z.output<typeof GroupRequestSchema>;

export const AddMemberRequestSchema = z.object({ user_id: z.uuid({ error: GroupTexts.studentNotFound }) });
export type AddMemberRequest = z.infer<typeof AddMemberRequestSchema>;

export const AvailableStudentsQuerySchema = z.object({
  q: storableText().trim().max(NAME_MAX_LENGTH).default(''),
  /** Leaves out this group's members: the students who could be added to it. */
  group_id: z.uuid().optional(),
  pageSize: intParam(GROUP_STUDENTS_LOAD_SIZE, ADMIN_MAX_PAGE_SIZE),
});
export type AvailableStudentsQuery = z.input<typeof AvailableStudentsQuerySchema>;

export const GroupsPageResponseSchema = z.object({
  success: z.literal(true),
  groups: z.array(GroupSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GroupsPageResponse = z.infer<typeof GroupsPageResponseSchema>;

export const GroupResponseSchema = z.object({ success: z.literal(true), group: GroupSummarySchema });
export type GroupResponse = z.infer<typeof GroupResponseSchema>;

export const AvailableStudentSchema = z.object({
  id: storableText(),
  first_name: storableText(),
  last_name: storableText(),
  email: storableText().nullable(),
  candidate_id: storableText(),
  /** The group the student is in now, if any: adding them elsewhere moves them. */
  group_id: storableText().nullable(),
  group_name: storableText().nullable(),
});
export type AvailableStudent = z.infer<typeof AvailableStudentSchema>;
export const AvailableStudentsResponseSchema = z.object({ success: z.literal(true), users: z.array(AvailableStudentSchema) });
export type AvailableStudentsResponse = z.infer<typeof AvailableStudentsResponseSchema>;

/** Adding a student answers the group they joined and the one they left, both as they are now. */
/** The group's active assignments, newest first: the tests its members have through it. */
export const GroupAssignmentsResponseSchema = z.object({
  success: z.literal(true),
  assignments: z.array(z.object({ id: storableText(), test_title: storableText() })),
});
export type GroupAssignmentsResponse = z.infer<typeof GroupAssignmentsResponseSchema>;

export const MembershipResponseSchema = z.object({
  success: z.literal(true),
  group: GroupSummarySchema,
  moved_from: z.object({ id: storableText(), name: storableText() }).nullable(),
});
export type MembershipResponse = z.infer<typeof MembershipResponseSchema>;

const admin = ['admin'] as const;

/** The groups calls of the admin console. */
export const GroupRoutes = {
  adminList: defineRoute({
    method: 'get',
    path: AdminPaths.groups,
    tag: 'people',
    summary: "The tenant's groups and members (one page of them when page/pageSize are given)",
    access: admin,
    capability: 'groups',
    query: AdminGroupsQuerySchema,
    response: AdminGroupsResponseSchema,
  }),
  page: defineRoute({
    method: 'get',
    path: GroupPaths.list,
    tag: 'people',
    summary: "One page of the tenant's groups, by name, with their members",
    access: admin,
    capability: 'groups',
    query: GroupsQuerySchema,
    response: GroupsPageResponseSchema,
  }),
  create: defineRoute({
    method: 'post',
    path: GroupPaths.list,
    tag: 'people',
    summary: 'Creates a group (names are unique per tenant; the size limit is optional)',
    access: admin,
    capability: 'groups',
    body: { schema: GroupRequestSchema, contentTypes: JSON_BODY },
    response: GroupResponseSchema,
  }),
  availableStudents: defineRoute({
    method: 'get',
    path: GroupPaths.availableStudents,
    tag: 'people',
    summary: 'Active students matching a search (name, candidate id, e-mail), with the group each is in',
    access: admin,
    capability: 'groups',
    query: AvailableStudentsQuerySchema,
    response: AvailableStudentsResponseSchema,
  }),
  update: defineRoute({
    method: 'put',
    path: GroupPaths.one,
    tag: 'people',
    summary: 'Renames a group or changes its size limit (not below its member count)',
    access: admin,
    capability: 'groups',
    body: { schema: GroupRequestSchema, contentTypes: JSON_BODY },
    response: GroupResponseSchema,
  }),
  remove: defineRoute({
    method: 'delete',
    path: GroupPaths.one,
    tag: 'people',
    summary: 'Deletes a group; its students stay, in no group',
    access: admin,
    capability: 'groups',
    response: OkSchema,
  }),
  addMember: defineRoute({
    method: 'post',
    path: GroupPaths.members,
    tag: 'people',
    summary: 'Adds a student to a group, moving them out of any other group (409 when the group is full)',
    access: admin,
    capability: 'groups',
    body: { schema: AddMemberRequestSchema, contentTypes: JSON_BODY },
    response: MembershipResponseSchema,
  }),
  assignments: defineRoute({
    method: 'get',
    path: GroupPaths.assignments,
    tag: 'people',
    summary: "The group's active assignments: the tests a member leaves when removed from it",
    access: admin,
    capability: 'groups',
    response: GroupAssignmentsResponseSchema,
  }),
  removeMember: defineRoute({
    method: 'delete',
    path: GroupPaths.member,
    tag: 'people',
    summary: 'Removes a student from a group',
    access: admin,
    capability: 'groups',
    response: GroupResponseSchema,
  }),
};

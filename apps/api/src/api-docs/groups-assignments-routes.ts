import {
  AssignmentIdParamSchema,
  AssignmentPaths,
  AssignmentResponseSchema,
  AssignmentsQuerySchema,
  AssignmentsResponseSchema,
  CompositionParamSchema,
  CompositionResponseSchema,
  CreateAssignmentRequestSchema,
  DeleteAssignmentQuerySchema,
  OkSchema,
  UpdateAssignmentRequestSchema,
} from '@cdi/contracts';
import type { ApiRoute } from './api-routes';

const JSON_BODY = ['application/json'] as const;
const admin = ['admin'] as const;

/** The assignment calls of the admin console. */
export const ASSIGNMENT_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: AssignmentPaths.list,
    tag: 'testMaking',
    summary: "One page of the tenant's assignments, newest first (activeOnly=1, latestPerTarget=1 for the Active tab)",
    access: admin,
    query: AssignmentsQuerySchema,
    response: AssignmentsResponseSchema,
  },
  {
    method: 'get',
    path: AssignmentPaths.composition,
    tag: 'testMaking',
    summary: "The parts of one of the tenant's tests, in slot order",
    access: admin,
    params: CompositionParamSchema,
    response: CompositionResponseSchema,
  },
  {
    method: 'post',
    path: AssignmentPaths.create,
    tag: 'testMaking',
    summary: 'Assigns a test to a group or a student, optionally with opening and closing times',
    access: admin,
    body: { schema: CreateAssignmentRequestSchema, contentTypes: JSON_BODY },
    response: AssignmentResponseSchema,
  },
  {
    method: 'put',
    path: AssignmentPaths.one,
    tag: 'testMaking',
    summary: 'Sets the opening and closing times of an assignment (and its notes)',
    access: admin,
    params: AssignmentIdParamSchema,
    body: { schema: UpdateAssignmentRequestSchema, contentTypes: JSON_BODY },
    response: AssignmentResponseSchema,
  },
  {
    method: 'delete',
    path: AssignmentPaths.one,
    tag: 'testMaking',
    summary:
      'Deletes an assignment with its attempts: 409 while anyone sits it; once anyone has submitted it, only with confirm_name set to its test title (else 409 on confirm_name)',
    access: admin,
    params: AssignmentIdParamSchema,
    query: DeleteAssignmentQuerySchema,
    response: OkSchema,
  },
];

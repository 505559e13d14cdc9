import { z } from 'zod';
import { OkSchema } from './envelope';
import {
  AdminTestsAsExamsResponseSchema,
  AdminTestsQuerySchema,
  AdminTestsResponseSchema,
  DeveloperAdminsResponseSchema,
  ExamPartListQuerySchema,
  ExamPartListResponseSchema,
  ExamPartPaths,
  ExamPartResponseSchema,
  ListeningDataResponseSchema,
  ParsedJsonResponseSchema,
  SolutionCorrectionBodySchema,
  SolutionCorrectionResponseSchema,
  SolutionDataResponseSchema,
  TestsPaths,
  UploadExamFieldsSchema,
  UploadExamResponseSchema,
} from './exam-parts';
import { ImageIndexParamSchema } from './exam-section';
import { defineRoute, JSON_BODY, MULTIPART_BODY } from './routes/define-route';
import { storableText } from './storable-text';

// Beside exam-parts.ts rather than in it: the error envelope (OkSchema's file) reads the part problems from there.

const developer = ['developer'] as const;
const admin = ['admin'] as const;

/** The upload form's files beside its text fields; each is held to UploadLimits as it streams in. */
const UploadExamFilesSchema = z.object({
  jsonFile: storableText().meta({ format: 'binary', description: 'The part content (JSON).' }),
  solutionFile: storableText().meta({ format: 'binary', description: 'The solution (JSON); not for writing tasks.' }).optional(),
  audioFile: storableText().meta({ format: 'binary', description: 'Listening parts only.' }).optional(),
  images: z.array(storableText().meta({ format: 'binary' })).optional(),
});

/** A part's image by its position in the part. */
const PartImageParamsSchema = z.object({
  id: z.uuid(),
  index: ImageIndexParamSchema,
});

/** The admin's list of parts filters by section only (the tenant is their own). */
const AdminExamListQuerySchema = ExamPartListQuerySchema.pick({ section: true });

const adminList = {
  method: 'get',
  tag: 'adminExams',
  summary: "The tenant's parts, optionally of one section",
  access: admin,
  capability: 'tests',
  query: AdminExamListQuerySchema,
  response: ExamPartListResponseSchema,
} as const;

const adminOne = {
  method: 'get',
  tag: 'adminExams',
  summary: 'A part in full',
  access: admin,
  capability: 'tests',
  response: ExamPartResponseSchema,
} as const;

const adminTests = {
  method: 'get',
  tag: 'adminExams',
  access: admin,
  capability: 'tests',
  query: AdminTestsQuerySchema,
} as const;

export const ExamPartRoutes = {
  upload: defineRoute({
    method: 'post',
    path: ExamPartPaths.upload,
    tag: 'examParts',
    summary: 'Uploads a part: stored and queued for ingestion; progress follows on the /ops socket',
    access: developer,
    body: { schema: z.intersection(UploadExamFieldsSchema, UploadExamFilesSchema), contentTypes: MULTIPART_BODY },
    status: 202,
    response: UploadExamResponseSchema,
    rateLimited: true,
  }),
  developerAdmins: defineRoute({
    method: 'get',
    path: ExamPartPaths.developerAdmins,
    tag: 'examParts',
    summary: "Every tenant's admins, to filter parts by",
    access: developer,
    response: DeveloperAdminsResponseSchema,
  }),
  developerList: defineRoute({
    method: 'get',
    path: ExamPartPaths.developerList,
    tag: 'examParts',
    summary: "Every tenant's parts, by section, tenant or admin",
    access: developer,
    query: ExamPartListQuerySchema,
    response: ExamPartListResponseSchema,
  }),
  developerOne: defineRoute({
    method: 'get',
    path: ExamPartPaths.developerOne,
    tag: 'examParts',
    summary: 'A part in full: content, solution and files',
    access: developer,
    response: ExamPartResponseSchema,
  }),
  developerRemove: defineRoute({
    method: 'delete',
    path: ExamPartPaths.developerOne,
    tag: 'examParts',
    summary: 'Deletes a part no test uses',
    access: developer,
    response: OkSchema,
  }),
  developerAudio: defineRoute({
    method: 'get',
    path: ExamPartPaths.developerAudio,
    tag: 'examParts',
    summary: "A part's audio",
    access: developer,
    response: { file: 'audio/*' },
  }),
  developerImage: defineRoute({
    method: 'get',
    path: ExamPartPaths.developerImage,
    tag: 'examParts',
    summary: "A part's image",
    access: developer,
    params: PartImageParamsSchema,
    response: { file: 'image/*' },
  }),
  developerListeningData: defineRoute({
    method: 'get',
    path: ExamPartPaths.developerListeningData,
    tag: 'examParts',
    summary: "A listening part's stored content (null for other sections)",
    access: developer,
    response: ListeningDataResponseSchema,
  }),
  developerSolutionData: defineRoute({
    method: 'get',
    path: ExamPartPaths.developerSolutionData,
    tag: 'examParts',
    summary: "A part's stored solution",
    access: developer,
    response: SolutionDataResponseSchema,
  }),
  developerCorrectSolution: defineRoute({
    method: 'put',
    path: ExamPartPaths.developerSolutionData,
    tag: 'examParts',
    summary:
      "Corrects a completed listening or reading part's answer key (400 lists every problem with its path); " +
      'answers the part, its tests and the sections already marked; nothing is re-marked',
    access: developer,
    body: { schema: SolutionCorrectionBodySchema, contentTypes: JSON_BODY },
    response: SolutionCorrectionResponseSchema,
  }),
  developerParsedJson: defineRoute({
    method: 'get',
    path: ExamPartPaths.developerParsedJson,
    tag: 'examParts',
    summary: 'The JSON file as uploaded',
    access: developer,
    response: ParsedJsonResponseSchema,
  }),
  // The admin's calls: the spec names the list and the part under two paths each.
  adminList: defineRoute({ ...adminList, path: ExamPartPaths.adminList }),
  testsAdminExams: defineRoute({ ...adminList, path: TestsPaths.adminExams }),
  adminOne: defineRoute({ ...adminOne, path: ExamPartPaths.adminOne }),
  testsAdminExam: defineRoute({ ...adminOne, path: TestsPaths.adminExam }),
  testsAdminTests: defineRoute({
    ...adminTests,
    path: TestsPaths.adminTests,
    summary: "The tenant's tests: completed parts by test group, optionally of one type",
    response: AdminTestsResponseSchema,
  }),
  adminTests: defineRoute({
    ...adminTests,
    path: ExamPartPaths.adminTests,
    summary: "The tenant's tests under the key exams",
    response: AdminTestsAsExamsResponseSchema,
  }),
  adminAvailableTests: defineRoute({
    method: 'get',
    path: ExamPartPaths.adminAvailableTests,
    tag: 'adminExams',
    summary: 'Tests ready to assign: every part of every section',
    access: admin,
    capability: 'tests',
    response: AdminTestsResponseSchema,
  }),
  adminAudio: defineRoute({
    method: 'get',
    path: ExamPartPaths.adminAudio,
    tag: 'adminExams',
    summary: "A part's audio",
    access: admin,
    capability: 'tests',
    response: { file: 'audio/*' },
  }),
  adminImage: defineRoute({
    method: 'get',
    path: ExamPartPaths.adminImage,
    tag: 'adminExams',
    summary: "A part's image",
    access: admin,
    capability: 'tests',
    params: PartImageParamsSchema,
    response: { file: 'image/*' },
  }),
};

import { AssignmentEntity } from './assignment.entity';
import { AnswerEntity, AttemptEntity, AttemptEventEntity, AttemptSectionEntity } from './attempt.entity';
import { AuditLogEntity } from './audit-log.entity';
import { TestEntity } from './test.entity';
import { ExamPartEntity } from './exam-part.entity';
import { GroupEntity, GroupMemberEntity } from './group.entity';
import { SessionEntity } from './session.entity';
import { TenantEntity } from './tenant.entity';
import { TenantSettingsEntity } from './tenant-settings.entity';
import { UserEntity } from './user.entity';
import { PdfDocumentEntity } from './pdf-document.entity';
import { MarkingSettingsEntity, SectionResultEntity, WritingMarkEntity } from './result.entity';

export type { ExamPartFiles, StoredFile } from './exam-part.entity';
export { TEST_SLOTS, type TestSlotProperty } from './test.entity';
export {
  AnswerEntity,
  AssignmentEntity,
  AttemptEntity,
  AttemptEventEntity,
  AttemptSectionEntity,
  TestEntity,
  AuditLogEntity,
  ExamPartEntity,
  GroupEntity,
  GroupMemberEntity,
  SessionEntity,
  TenantEntity,
  TenantSettingsEntity,
  UserEntity,
  SectionResultEntity,
  WritingMarkEntity,
  MarkingSettingsEntity,
  PdfDocumentEntity,
};

export const entities = [
  TenantEntity,
  UserEntity,
  SessionEntity,
  GroupEntity,
  GroupMemberEntity,
  AuditLogEntity,
  ExamPartEntity,
  TestEntity,
  AssignmentEntity,
  AttemptEntity,
  AttemptSectionEntity,
  AnswerEntity,
  AttemptEventEntity,
  TenantSettingsEntity,
  SectionResultEntity,
  WritingMarkEntity,
  MarkingSettingsEntity,
  PdfDocumentEntity,
];

import type { ExamTextSize, Role, StaffRole } from '@cdi/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Every person who signs in. Developers have no tenant; admins and candidates belong to one. */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'tenant_id', type: 'uuid', nullable: true })
  tenantId!: string | null;

  @Column({ type: 'text' })
  role!: Role;

  /** The login id (a candidate's candidate_id, an admin's tenant login). Unique ignoring case. */
  @Column({ name: 'login_id', type: 'text' })
  loginId!: string;

  /** A member of a centre's staff: their roles. Null for the centre's owner (its own login) and for everyone else. */
  @Column({ name: 'staff_roles', type: 'text', array: true, nullable: true })
  staffRoles!: StaffRole[] | null;

  @Column({ name: 'first_name', type: 'text', default: '' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text', default: '' })
  lastName!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  /**
   * argon2id hash; null for a student enrolled in bulk who has not signed in yet, whose issued password
   * (sealed below) the first sign-in checks and hashes.
   */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash!: string | null;

  /** The last password an admin or developer issued, sealed with the app key, for printing login slips. */
  @Column({ name: 'issued_password_sealed', type: 'text', nullable: true })
  issuedPasswordSealed!: string | null;

  /** Special arrangements (candidates): extra time on every section, and the text size the exam opens with. */
  @Column({ name: 'extra_time_percent', type: 'smallint', default: 0 })
  extraTimePercent!: number;

  @Column({ name: 'extra_time_minutes', type: 'smallint', default: 0 })
  extraTimeMinutes!: number;

  @Column({ name: 'default_text_size', type: 'text', nullable: true })
  defaultTextSize!: ExamTextSize | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ name: 'last_login', type: 'timestamptz', nullable: true })
  lastLogin!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

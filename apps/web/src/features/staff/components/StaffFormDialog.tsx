import {
  CreateStaffRequestSchema,
  STAFF_ROLE_LABELS,
  type StaffMember,
  type StaffRole,
  StaffRoles,
  StaffTexts,
} from '@cdi/contracts';
import { useState } from 'react';
import { useContractForm } from '../../../shared/forms/use-contract-form';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogActions } from '../../../shared/ui/Dialog';
import { Notice } from '../../../shared/ui/Notice';
import { TextField } from '../../../shared/ui/TextField';
import { notify } from '../../../shared/ui/Toast';
import { useInvigilationAssignments } from '../../invigilation';
import { useCreateStaff, useUpdateStaff } from '../hooks/use-staff';
import { CheckboxGroup } from './CheckboxGroup';

const ROLE_HINTS: Record<StaffRole, string> = {
  administrator: '(everything the owner does but managing the owner)',
  invigilator: '(the live roster of the assignments given below)',
  examiner: '(the marking queue)',
};
/** The text fields, checked by the contract; the roles and assignments are chosen with checkboxes. */
const StaffFieldsSchema = CreateStaffRequestSchema.pick({ first_name: true, last_name: true, login_id: true, email: true });

const ROLE_OPTIONS = StaffRoles.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role], hint: ROLE_HINTS[role] }));

interface StaffFormDialogProps {
  /** The member to edit; a new one without. */
  member?: StaffMember;
  onClose: () => void;
  /** A new member was added: their issued password, to be shown once. */
  onCreated: (member: StaffMember, password: string) => void;
}

/** Adds or edits a member of staff: names, login id, e-mail, roles and, for an invigilator, the assignments they watch. */
export function StaffFormDialog({ member, onClose, onCreated }: StaffFormDialogProps) {
  const form = useContractForm(StaffFieldsSchema, {
    first_name: member?.first_name ?? '',
    last_name: member?.last_name ?? '',
    login_id: member?.login_id ?? '',
    email: member?.email ?? '',
  });
  const [roles, setRoles] = useState<StaffRole[]>(member?.roles ?? []);
  const [assignmentIds, setAssignmentIds] = useState<string[]>(member?.assignment_ids ?? []);
  const [rolesError, setRolesError] = useState<string>();
  const create = useCreateStaff();
  const update = useUpdateStaff(member?.id ?? '');
  const pending = create.isPending || update.isPending;
  // An administrator invigilates every assignment; only a plain invigilator is given some.
  const givesAssignments = roles.includes('invigilator') && !roles.includes('administrator');
  const assignments = useInvigilationAssignments(givesAssignments);

  const submit = form.handleSubmit((fields) => {
    if (roles.length === 0) return setRolesError(StaffTexts.rolesRequired);
    const body = { ...fields, roles, assignment_ids: givesAssignments ? assignmentIds : [] };
    const onError = (error: unknown) => form.fail(error, StaffTexts.failedToSave);
    if (member)
      update.mutate(body, {
        onSuccess: () => {
          notify(StaffTexts.updated);
          onClose();
        },
        onError,
      });
    else create.mutate(body, { onSuccess: ({ staff, password }) => onCreated(staff, password), onError });
  });

  return (
    <Dialog title={member ? StaffTexts.editStaff : StaffTexts.addStaff} onClose={onClose} size="wide">
      <form onSubmit={submit} noValidate className="form">
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <div className="grid grid--two">
          <TextField id="staff-first-name" label="First Name" required autoComplete="off" {...form.field('first_name')} />
          <TextField id="staff-last-name" label="Last Name" required autoComplete="off" {...form.field('last_name')} />
        </div>
        <div className="grid grid--two">
          <TextField
            id="staff-login-id"
            label="Login ID"
            required
            hint="Letters, digits, dots, dashes and underscores"
            autoComplete="off"
            spellCheck={false}
            {...form.field('login_id')}
          />
          <TextField id="staff-email" label="E-mail" type="email" autoComplete="off" {...form.field('email')} />
        </div>
        <CheckboxGroup
          legend="Roles"
          required
          options={ROLE_OPTIONS}
          values={roles}
          error={rolesError}
          onChange={(values) => {
            setRoles(values as StaffRole[]);
            setRolesError(undefined);
          }}
        />
        {givesAssignments &&
          (assignments.isPending ? (
            <p className="staff__hint">Loading assignments…</p>
          ) : assignments.data?.length ? (
            <CheckboxGroup
              legend={StaffTexts.invigilates}
              options={assignments.data.map((a) => ({ value: a.id, label: a.test_title, hint: `(${a.target_name})` }))}
              values={assignmentIds}
              onChange={setAssignmentIds}
            />
          ) : (
            <p className="staff__hint">No assignment is active yet: give them one here once it is.</p>
          ))}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={pending}>
            {member ? 'Save' : StaffTexts.addStaff}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
